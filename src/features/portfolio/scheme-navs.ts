/**
 * A scheme's NAV history for the portfolio (entering a transaction, completing an import's rows)
 * through the fund page's own queries, so a fund already looked at costs no request and the page
 * asks only the public per-scheme calls: the scheme's reference (for its house, when not known)
 * and its fund-nav history. Nothing of the portfolio goes into either request.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { NavPoint } from '@common/figures/returns'
import { analyticsQueries } from '@/api/analytics'
import { fundQueries } from '@/api/funds'
import { schemeSeries } from './scheme-series'

/**
 * The NAV history of `schemeCode`, oldest first (ISO dates; converted once per cached answer, shared
 * with the figures' computation: scheme-series.ts). `fundHouseName` (the house's AMFI name, which the
 * fund-nav call needs) is asked of the scheme's reference when not given. Rejects with the API's
 * error (an ApiError whose `isNotFound` says the scheme is unknown).
 */
export async function schemeNavSeries(queryClient: QueryClient, schemeCode: number, fundHouseName?: string): Promise<NavPoint[]> {
  const house = fundHouseName ?? (await queryClient.ensureQueryData(analyticsQueries.scheme(schemeCode))).fundHouseName
  const detail = await queryClient.ensureQueryData(fundQueries.nav(schemeCode, house))
  return schemeSeries(detail)
}

/** The first NAV on or after a date: common/figures/returns.ts (shared with the benchmark). */
export { navOnOrAfter } from '@common/figures/returns'
