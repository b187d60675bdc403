import type { Db } from '../db/open-database.ts'

/** The stored performance bodies (server/ingest/recompute-performance.ts), one row per scheme. */
export function createPerformanceRepository(db: Db) {
  const body = db.prepare<[number], string>('SELECT body FROM scheme_performance WHERE scheme_code = ?').pluck()
  return { body: (schemeCode: number): string | undefined => body.get(schemeCode) }
}

export type PerformanceRepository = ReturnType<typeof createPerformanceRepository>
