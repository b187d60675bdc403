/**
 * At start, before serving: the stored figures must match the configured risk-free rate and exist
 * at all (a database created before the analytics migrations has none). When either is off, the
 * figures are recomputed in one transaction and the data version moves, so no cached answer
 * (server or browser) keeps old figures. The search index is filled the same way.
 */
import type { Db } from '../db/open-database.ts'
import { createMetaRepository } from '../repositories/meta-repository.ts'
import { ensureSearchIndex } from '../search/search-index.ts'
import { recomputePerformance } from './recompute-performance.ts'
import { writeRiskFreeRate } from './risk-free-rate.ts'

export type PreparedAnalytics = { recomputed: 'risk-free rate changed' | 'figures missing' | null; searchIndexed: boolean }

export function prepareAnalytics(db: Db, riskFreeRate: number): PreparedAnalytics {
  const recomputed = db
    .transaction((): PreparedAnalytics['recomputed'] => {
      const rateChanged = writeRiskFreeRate(db, riskFreeRate)
      const missing =
        !db.prepare('SELECT EXISTS (SELECT 1 FROM scheme_performance)').pluck().get() &&
        Boolean(db.prepare('SELECT EXISTS (SELECT 1 FROM schemes WHERE latest_date IS NOT NULL)').pluck().get())
      if (!rateChanged && !missing) return null
      const meta = createMetaRepository(db)
      const { source, latestNavDate } = meta.read()
      recomputePerformance(db)
      meta.recordIngest(source, latestNavDate)
      return rateChanged ? 'risk-free rate changed' : 'figures missing'
    })
    .immediate()
  return { recomputed, searchIndexed: ensureSearchIndex(db) }
}
