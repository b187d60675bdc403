import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type Database from 'better-sqlite3'

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url))

/** `NNN-name.sql` files in numeric order. */
export function listMigrations(dir = MIGRATIONS_DIR): { version: number; name: string; sql: string }[] {
  return readdirSync(dir)
    .map((file) => /^(\d+)-(.+)\.sql$/.exec(file))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ version: Number(m[1]), name: m[0], sql: readFileSync(dir + m[0], 'utf8') }))
    .sort((a, b) => a.version - b.version)
}

/** Applies every migration not yet recorded, each in its own transaction, in order. */
export function migrate(db: Database.Database, dir = MIGRATIONS_DIR): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`)
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[],
  )
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
  const done: number[] = []
  for (const m of listMigrations(dir)) {
    if (applied.has(m.version)) continue
    db.transaction(() => {
      db.exec(m.sql)
      record.run(m.version, m.name, new Date().toISOString())
    })()
    done.push(m.version)
  }
  return done
}
