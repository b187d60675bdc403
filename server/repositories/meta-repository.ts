import type { Db } from '../db/open-database.ts'

export type DataSource = 'demo' | 'amfi'

export type Meta = {
  source: DataSource
  /** Grows by one with every ingest that changed something: the key of every cached answer. */
  dataVersion: number
  /** ISO date of the newest NAV in the data, or null for an empty database. */
  latestNavDate: string | null
  lastIngestAt: string | null
}

export function createMetaRepository(db: Db) {
  const get = db.prepare<[string], string>('SELECT value FROM meta WHERE key = ?').pluck()
  const set = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
  return {
    read(): Meta {
      const source = get.get('source') === 'demo' ? 'demo' : 'amfi'
      return {
        source,
        dataVersion: Number(get.get('data_version') ?? 0),
        latestNavDate: get.get('latest_nav_date') ?? null,
        lastIngestAt: get.get('last_ingest_at') ?? null,
      }
    },
    /** A bookkeeping value of the ingest side (e.g. the month whose TER report was imported), or null. */
    value: (key: string): string | null => get.get(key) ?? null,
    setValue: (key: string, value: string): void => void set.run(key, value),
    /** Records a changed dataset; call inside the ingest transaction. */
    recordIngest(source: DataSource, latestNavDate: string | null, now = new Date()): number {
      const version = Number(get.get('data_version') ?? 0) + 1
      set.run('data_version', String(version))
      set.run('source', source)
      set.run('latest_nav_date', latestNavDate ?? '')
      set.run('last_ingest_at', now.toISOString())
      return version
    },
  }
}

export type MetaRepository = ReturnType<typeof createMetaRepository>
