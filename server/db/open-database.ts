import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { migrate } from './migrate.ts'

export type Db = Database.Database

/**
 * Opens (creating if needed) the SQLite file and brings its schema up to date.
 * WAL lets the server keep reading while an import writes; NORMAL sync is durable enough in WAL
 * mode (a crash may lose the last transaction, never corrupt the file).
 */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  migrate(db)
  return db
}
