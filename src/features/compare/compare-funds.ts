import { useQueries, type QueryClient, type UseQueryResult } from '@tanstack/react-query'
import type { Performance } from '@common/contract/analytics-schemas'
import type { Costs } from '@common/contract/costs-schemas'
import type { FundDetail } from '@common/contract/schemas'
import { analyticsQueries } from '@/api/analytics'
import { isApiError } from '@/api/api-error'
import { fundQueries } from '@/api/funds'
import { ensureSectionData } from '@/api/section-query'
import type { CompareFund } from './compare-store'

/**
 * The compare page's data, read through the fund page's own queries (same keys), so a fund
 * already visited costs no request: the NAV history under (schemeCode, fund house), the
 * performance figures and the costs (the TER row). The house comes from the tray's entry, else
 * from the scheme's reference. One call of each per fund, whatever the page shows.
 */

/** House names the tray already knows, by scheme code. */
export type HouseHints = ReadonlyMap<number, string>

export const houseHintsOf = (known: readonly CompareFund[]): HouseHints => new Map(known.map((f) => [f.schemeCode, f.fundHouseName]))

/**
 * For the route's loader: every fund's data in parallel. Nothing here throws: a fund that fails
 * (404 or otherwise) leaves its error in the cache for its own card, and the others still show.
 */
export async function prefetchCompareFunds(queryClient: QueryClient, codes: readonly number[], hints: HouseHints): Promise<void> {
  await Promise.all(
    codes.map(async (code) => {
      const performance = ensureSectionData(queryClient, analyticsQueries.performance(code))
      // A section of its own: without it the TER row says "–" and the rest shows.
      const costs = ensureSectionData(queryClient, analyticsQueries.costs(code))
      const house = hints.get(code) ?? (await ensureSectionData(queryClient, analyticsQueries.scheme(code)))?.fundHouseName
      if (house !== undefined) await ensureSectionData(queryClient, fundQueries.nav(code, house))
      await Promise.all([performance, costs])
    }),
  )
}

export type CompareEntry =
  | {
      kind: 'ready'
      schemeCode: number
      fundHouseName: string
      detail: FundDetail
      performance: UseQueryResult<Performance>
      /** null data: no TER is known for the scheme. */
      costs: UseQueryResult<Costs | null>
    }
  | { kind: 'not-found'; schemeCode: number }
  | { kind: 'error'; schemeCode: number; error: unknown; retry: () => void; retrying: boolean }
  | { kind: 'loading'; schemeCode: number }

/** A failure the loader left in the cache is shown as it is, not fetched again on mount; Retry refetches. */
const settled = { retryOnMount: false } as const

/** Every fund of the page in the order of the address, each ready, not found, failed or loading. */
export function useCompareFunds(codes: readonly number[], hints: HouseHints): CompareEntry[] {
  const schemes = useQueries({
    queries: codes.map((code) => ({ ...analyticsQueries.scheme(code), ...settled, enabled: !hints.has(code) })),
  })
  const houses = codes.map((code, i) => hints.get(code) ?? schemes[i]!.data?.fundHouseName)
  const navs = useQueries({
    queries: codes.map((code, i) => ({ ...fundQueries.nav(code, houses[i] ?? ''), ...settled, enabled: houses[i] !== undefined })),
  })
  const performances = useQueries({ queries: codes.map((code) => ({ ...analyticsQueries.performance(code), ...settled })) })
  const costs = useQueries({ queries: codes.map((code) => ({ ...analyticsQueries.costs(code), ...settled })) })

  return codes.map((schemeCode, i): CompareEntry => {
    const house = houses[i]
    const nav = navs[i]!
    // Which call decides the fund's state: the reference while the house is unknown, then the history.
    const deciding = house === undefined ? schemes[i]! : nav
    if (house !== undefined && nav.data) {
      return { kind: 'ready', schemeCode, fundHouseName: house, detail: nav.data, performance: performances[i]!, costs: costs[i]! }
    }
    if (deciding.isError) {
      if (isApiError(deciding.error) && deciding.error.isNotFound) return { kind: 'not-found', schemeCode }
      return {
        kind: 'error',
        schemeCode,
        error: deciding.error,
        retrying: deciding.isFetching,
        retry: () => void deciding.refetch(),
      }
    }
    return { kind: 'loading', schemeCode }
  })
}

/** What the tray should hold after the page opened: the funds it could name, in the page's order. */
export function trayFundsOf(entries: readonly CompareEntry[], hints: readonly CompareFund[]): CompareFund[] {
  return entries.flatMap((entry): CompareFund[] => {
    if (entry.kind === 'ready') return [{ schemeCode: entry.schemeCode, schemeName: entry.detail.schemeName, fundHouseName: entry.fundHouseName }]
    // A fund that failed for now (not unknown) keeps the entry the tray had for it.
    if (entry.kind === 'not-found') return []
    const known = hints.find((f) => f.schemeCode === entry.schemeCode)
    return known ? [known] : []
  })
}
