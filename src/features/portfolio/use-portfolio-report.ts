/**
 * The figures of "My investments": the public NAV data of every held scheme, read through the fund
 * pages' own queries (same keys, so a fund already visited costs nothing and nothing is asked twice),
 * and the report computed off the main thread (report-client.ts). Only scheme codes and fund-house
 * names go out; the document stays in this browser.
 *
 * Per held scheme: its reference (`analyticsQueries.scheme`: house, plan, subcategory), then its NAV
 * history (`fundQueries.nav`, which also names its category). A Regular plan adds its performance
 * figures (`analyticsQueries.performance`: the Direct plan's code, and its exact category) and the Direct
 * plan's NAV history, asked under the Regular plan's house (both plans are one scheme of one house).
 */
import { useQueries, useQueryClient, type QueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query'
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react'
import type { Performance, SchemeHit } from '@common/contract/analytics-schemas'
import type { FundDetail } from '@common/contract/schemas'
import { indiaIsoDate } from '@common/figures/business-days'
import type { PortfolioDocument } from '@common/portfolio/portfolio-document'
import type { PortfolioFigures } from '@common/portfolio/report'
import type { SchemeCategory } from '@common/portfolio/tax-rules'
import { analyticsQueries } from '@/api/analytics'
import { isApiError } from '@/api/api-error'
import { fundQueries } from '@/api/funds'
import { NO_PERSIST } from '@/api/query-persistence'
import { createReportClient, type ReportRequest, type SchemeData } from './report-client'

export type SchemeFailure = { schemeCode: number; notFound: boolean; message: string }

export type PortfolioData = {
  /** null until the first computation ends; kept (stale) while a newer one runs. */
  report: PortfolioFigures | null
  /** A computation is running (new data or a changed document). */
  computing: boolean
  /** Name, house, plan, option, subcategory of every held scheme known so far. */
  schemes: ReadonlyMap<number, SchemeHit>
  /** Every held scheme's reference has been answered (or has failed): `schemes` is complete. */
  schemesSettled: boolean
  /**
   * Held scheme codes whose NAV history is still loading (for a Regular plan, also its Direct plan's
   * code and history). The first computation waits for all of them.
   */
  loading: readonly number[]
  /** Held schemes whose reference or NAV history failed: computed without, as holdings missing a NAV. */
  failed: readonly SchemeFailure[]
  /** Asks again for every call that failed (a Direct plan's too). */
  retry: () => void
  /** Why the last computation failed (the previous report, if any, is kept); undefined when it did not. */
  error?: string
}

/** The mark and measure `npm run bench:portfolio` reads: request sent -> its report applied. */
export const COMPUTE_START_MARK = 'portfolio:compute-start'
export const COMPUTE_MEASURE = 'portfolio:compute'

/**
 * The site's category (server/ingest/category-mapping.ts: 'Equity', 'Debt', 'Hybrid', ...) from the fund
 * page's `category` and the scheme's subcategory. The reference server writes the label "Equity - Large
 * Cap" (the category alone when it equals the subcategory); AMFI's group text, as the mocks write it,
 * reads "Equity Scheme - Large Cap Fund": the text before " - " is the category either way, less
 * AMFI's "Scheme(s)".
 */
export function siteCategoryOf(fundCategory: string, subcategory: string): SchemeCategory {
  const text = fundCategory.trim()
  const dash = text.indexOf(' - ')
  let category = (dash < 0 ? text : text.slice(0, dash)).replace(/\s+schemes?$/i, '')
  if (/^income\/debt oriented$/i.test(category)) category = 'Debt'
  return { category, subcategory }
}

/** Every scheme code of the document's transactions and SIPs, ascending. */
function heldCodes({ transactions, sips }: Pick<PortfolioDocument, 'transactions' | 'sips'>): number[] {
  const codes = new Set<number>()
  for (const t of transactions) codes.add(t.schemeCode)
  for (const sip of sips) codes.add(sip.schemeCode)
  return [...codes].sort((a, b) => a - b)
}

type Combined<T> = { data: (T | undefined)[]; status: UseQueryResult['status'][]; errors: (Error | null)[] }

/**
 * The results as three arrays. useQueries shares a combined value structurally, so each array keeps its
 * identity until one of its entries changes: the report's inputs are memoised on them.
 */
function combined<T>(results: UseQueryResult<T>[]): Combined<T> {
  return { data: results.map((r) => r.data), status: results.map((r) => r.status), errors: results.map((r) => r.error) }
}
const combineSchemes = (results: UseQueryResult<SchemeHit>[]) => combined(results)
const combineNavs = (results: UseQueryResult<FundDetail>[]) => combined(results)
const combinePerformances = (results: UseQueryResult<Performance>[]) => combined(results)

/** A failure left in the cache is shown as it is, not fetched again on mount; `retry` refetches. */
const settled = { retryOnMount: false } as const

/** Not saved with the query cache (NO_PERSIST): a hundred NAV histories would make each save a long task. */
function notSaved<T extends { meta?: Record<string, unknown> }>(options: T): T {
  return { ...options, meta: { ...options.meta, ...NO_PERSIST } }
}

/**
 * Calls of one kind asked at once. A portfolio of 50 funds needs over 100 answers; asked all at once,
 * starting them (ky and fetch, a few ms each at 4x CPU) was one main-thread task of seconds, and the
 * browser sends only six at a time anyway. Paced, each answer that arrives starts the next call.
 */
const IN_FLIGHT = 4

/**
 * Which of the wanted queries to enable: every one the cache has answered (or failed), and the first
 * IN_FLIGHT others. Read from the cache during the render that an answer causes, so that render
 * enables the next call.
 */
function paced(queryClient: QueryClient, wanted: readonly (QueryKey | null)[]): boolean[] {
  let open = 0
  return wanted.map((key) => {
    if (key === null) return false
    if ((queryClient.getQueryState(key)?.status ?? 'pending') !== 'pending') return true
    return open++ < IN_FLIGHT
  })
}

function markStart(): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return
  performance.clearMarks(COMPUTE_START_MARK)
  performance.mark(COMPUTE_START_MARK)
}

function measure(): void {
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return
  try {
    performance.measure(COMPUTE_MEASURE, COMPUTE_START_MARK)
  } catch {
    // The start mark was cleared by someone else: no measure rather than a broken page.
  }
}

type Result = { request: Omit<ReportRequest, 'today'>; report: PortfolioFigures | null; error?: string }

/** The figures of `document`: NAV data through the public per-scheme calls, computed in a worker. */
export function usePortfolioReport(document: PortfolioDocument): PortfolioData {
  const queryClient = useQueryClient()
  // Not on the document itself: a tax class chosen changes it, not the schemes (6,000 rows to go through).
  const { transactions, sips } = document
  const held = useMemo(() => heldCodes({ transactions, sips }), [transactions, sips])

  const schemeEnabled = paced(queryClient, held.map((code) => analyticsQueries.scheme(code).queryKey))
  const schemes = useQueries({
    queries: held.map((code, i) => ({ ...notSaved(analyticsQueries.scheme(code)), ...settled, enabled: schemeEnabled[i] })),
    combine: combineSchemes,
  })
  const houses = held.map((_, i) => schemes.data[i]?.fundHouseName)
  const navEnabled = paced(queryClient, held.map((code, i) => (houses[i] === undefined ? null : fundQueries.nav(code, houses[i]).queryKey)))
  const navs = useQueries({
    queries: held.map((code, i) => ({ ...notSaved(fundQueries.nav(code, houses[i] ?? '')), ...settled, enabled: navEnabled[i] })),
    combine: combineNavs,
  })

  // Regular plans: the Direct plan's code from the performance figures, then its history.
  const regular = held.flatMap((code, i) => (schemes.data[i]?.plan === 'Regular' ? [{ code, house: houses[i]! }] : []))
  const performanceEnabled = paced(queryClient, regular.map(({ code }) => analyticsQueries.performance(code).queryKey))
  const performances = useQueries({
    queries: regular.map(({ code }, j) => ({ ...notSaved(analyticsQueries.performance(code)), ...settled, enabled: performanceEnabled[j] })),
    combine: combinePerformances,
  })
  const directCodes = regular.map((_, j) => {
    const other = performances.data[j]?.otherPlan
    return other?.plan === 'Direct' ? other.schemeCode : null
  })
  const directEnabled = paced(queryClient, regular.map(({ house }, j) => (directCodes[j] === null ? null : fundQueries.nav(directCodes[j]!, house).queryKey)))
  const directNavs = useQueries({
    queries: regular.map(({ house }, j) => ({
      ...notSaved(fundQueries.nav(directCodes[j] ?? 0, house)),
      ...settled,
      enabled: directEnabled[j],
    })),
    combine: combineNavs,
  })

  const status = useMemo(() => {
    const loading: number[] = []
    const failed: SchemeFailure[] = []
    const retryKeys: QueryKey[] = []
    const regularIndex = new Map<number, number>()
    let j = 0
    held.forEach((code, i) => {
      if (schemes.data[i]?.plan === 'Regular') regularIndex.set(code, j++)
    })
    held.forEach((code, i) => {
      const house = schemes.data[i]?.fundHouseName
      const own = house === undefined ? { status: schemes.status[i], error: schemes.errors[i] } : { status: navs.status[i], error: navs.errors[i] }
      if (schemes.status[i] === 'error') retryKeys.push(analyticsQueries.scheme(code).queryKey)
      if (house !== undefined && navs.status[i] === 'error') retryKeys.push(fundQueries.nav(code, house).queryKey)
      if (own.status === 'error') {
        const error = own.error
        failed.push({ schemeCode: code, notFound: isApiError(error) && error.isNotFound, message: error?.message ?? 'The call failed' })
        return
      }
      if (own.status === 'pending') {
        loading.push(code)
        return
      }
      const k = regularIndex.get(code)
      if (k === undefined || house === undefined) return
      // The Regular plan's cost against Direct comes with the figures, or not at all if its calls fail.
      const direct = performances.data[k]?.otherPlan
      const directCode = direct?.plan === 'Direct' ? direct.schemeCode : null
      if (performances.status[k] === 'error') retryKeys.push(analyticsQueries.performance(code).queryKey)
      if (directCode !== null && directNavs.status[k] === 'error') retryKeys.push(fundQueries.nav(directCode, house).queryKey)
      if (performances.status[k] === 'pending' || (directCode !== null && directNavs.status[k] === 'pending')) loading.push(code)
    })
    return { loading, failed, retryKeys }
  }, [held, schemes, navs, performances, directNavs])

  const ready = status.loading.length === 0
  const request = useMemo((): Omit<ReportRequest, 'today'> | null => {
    if (!ready) return null
    const regularAt = new Map<number, number>()
    let j = 0
    held.forEach((code, i) => {
      if (schemes.data[i]?.plan === 'Regular') regularAt.set(code, j++)
    })
    const data: SchemeData[] = []
    held.forEach((code, i) => {
      const detail = navs.data[i]
      const hit = schemes.data[i]
      if (!detail || !hit) return
      const k = regularAt.get(code)
      const performance = k === undefined ? undefined : performances.data[k]
      // The performance call names the category exactly; it is asked for Regular plans only.
      const category = performance ? { category: performance.category, subcategory: performance.subcategory } : siteCategoryOf(detail.category, hit.subcategory)
      const other = performance?.otherPlan
      const directCode = other?.plan === 'Direct' ? other.schemeCode : null
      const directDetail = k === undefined ? undefined : directNavs.data[k]
      data.push({ schemeCode: code, detail, category, directCode: directDetail ? directCode : null })
      if (directDetail && directCode !== null) data.push({ schemeCode: directCode, detail: directDetail, category, directCode: null })
    })
    return { document, schemes: data }
  }, [ready, document, held, schemes.data, navs.data, performances.data, directNavs.data])

  const [client] = useState(createReportClient)
  const [result, setResult] = useState<Result | null>(null)
  useEffect(() => {
    // Effects run in the browser only: the server renders no figures.
    if (!request) return
    markStart()
    client.compute({ ...request, today: indiaIsoDate(Date.now()) }).then(
      (report) => {
        if (report === null) return // superseded by a newer request
        measure()
        // A transition: the page's tables render in slices React can interrupt, not in one long task.
        startTransition(() => setResult({ request, report }))
      },
      (error: unknown) => {
        console.error('Error computing the portfolio:', error)
        setResult((previous) => ({ request, report: previous?.report ?? null, error: error instanceof Error ? error.message : String(error) }))
      },
    )
  }, [client, request])

  const schemeHits = useMemo(() => {
    const map = new Map<number, SchemeHit>()
    held.forEach((code, i) => {
      const hit = schemes.data[i]
      if (hit) map.set(code, hit)
    })
    return map
  }, [held, schemes.data])

  const { retryKeys } = status
  const retry = useCallback(() => {
    for (const queryKey of retryKeys) void queryClient.refetchQueries({ queryKey, exact: true })
  }, [queryClient, retryKeys])

  return {
    report: result?.report ?? null,
    computing: request !== null && result?.request !== request,
    schemes: schemeHits,
    schemesSettled: !schemes.status.includes('pending'),
    loading: status.loading,
    failed: status.failed,
    retry,
    error: result?.error,
  }
}
