import { accessSync, constants, existsSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { explainOpenFailure } from './database-open-error.ts'
import { migrate } from './migrate.ts'

export type Db = Database.Database

/**
 * Opens (creating if needed) the SQLite file and brings its schema up to date.
 * WAL lets the server keep reading while an import writes; NORMAL sync is durable enough in WAL
 * mode (a crash may lose the last transaction, never corrupt the file).
 * A folder or file it cannot use (read-only, a file for the folder, not a database) throws a
 * DatabaseOpenError whose one-line message names the path and what to do.
 */
export function openDatabase(path: string): Db {
  let db: Db | undefined
  try {
    if (path !== ':memory:') {
      mkdirSync(dirname(path), { recursive: true })
      // SQLite would open a read-only file read-only without a word, and fail at the first write.
      if (existsSync(path)) accessSync(path, constants.R_OK | constants.W_OK)
    }
    db = new Database(path)
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = NORMAL')
    db.pragma('foreign_keys = ON')
    db.pragma('busy_timeout = 5000')
    migrate(db)
    return db
  } catch (error) {
    db?.close()
    throw (path === ':memory:' ? undefined : explainOpenFailure(path, error)) ?? error
  }
}

/**
 * Runs `read` on one snapshot of the database: a deferred transaction, which in WAL mode pins what
 * its first read sees until it ends, whatever other connections (the sync worker) commit meanwhile.
 */
export const readSnapshot =
  (db: Db) =>
  <T>(read: () => T): T =>
    db.transaction(read).deferred()
