/**
 * The figures of "My investments": the public NAV data of every held scheme (scheme-data.ts: the fund
 * pages' own queries, so a fund already visited costs nothing and nothing is asked twice), and the
 * report computed off the main thread (report-client.ts). Only scheme codes and fund-house names go
 * out; the document stays in this browser.
 */
import { useQueryClient } from '@tanstack/react-query'
import { startTransition, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import { indiaIsoDate } from '@common/figures/business-days'
import type { PortfolioDocument } from '@common/portfolio/portfolio-document'
import type { PortfolioFigures } from '@common/portfolio/report'
import type { SchemeCategory } from '@common/portfolio/tax-rules'
import { isApiError } from '@/api/api-error'
import { COMPUTE_MEASURE, COMPUTE_START_MARK } from './portfolio-marks'
import { createReportClient, type ReportRequest, type SchemeData } from './report-client'
import { SchemeDataLoader } from './scheme-data'

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
  const loader = useMemo(() => new SchemeDataLoader(queryClient, held), [queryClient, held])
  const { schemes, navs, regular, performances, directCodes, directNavs } = useSyncExternalStore(loader.subscribe, loader.getSnapshot, loader.getSnapshot)

  // A held Regular plan's index in `regular`, `performances`, `directCodes` and `directNavs`.
  const regularIndex = useMemo(() => new Map(regular.map(({ code }, j) => [code, j])), [regular])

  const status = useMemo(() => {
    const loading: number[] = []
    const failed: SchemeFailure[] = []
    held.forEach((code, i) => {
      const house = schemes.data[i]?.fundHouseName
      const own = house === undefined ? { status: schemes.status[i], error: schemes.errors[i] } : { status: navs.status[i], error: navs.errors[i] }
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
      if (k === undefined) return
      // The Regular plan's cost against Direct comes with the figures, or not at all if its calls fail.
      if (performances.status[k] === 'pending' || (directCodes[k] !== null && directNavs.status[k] === 'pending')) loading.push(code)
    })
    return { loading, failed }
  }, [held, schemes, navs, regularIndex, performances, directCodes, directNavs])

  // Every scheme whose data is in, so far: all of them once nothing is loading.
  const schemeData = useMemo((): SchemeData[] => {
    const data: SchemeData[] = []
    held.forEach((code, i) => {
      const detail = navs.data[i]
      const hit = schemes.data[i]
      if (!detail || !hit) return
      const k = regularIndex.get(code)
      const performance = k === undefined ? undefined : performances.data[k]
      // The performance call names the category exactly; it is asked for Regular plans only.
      const category = performance ? { category: performance.category, subcategory: performance.subcategory } : siteCategoryOf(detail.category, hit.subcategory)
      const directCode = k === undefined ? null : directCodes[k]!
      const directDetail = k === undefined ? undefined : directNavs.data[k]
      data.push({ schemeCode: code, detail, category, directCode: directDetail ? directCode : null })
      if (directDetail && directCode !== null) data.push({ schemeCode: directCode, detail: directDetail, category, directCode: null })
    })
    return data
  }, [held, schemes.data, navs.data, regularIndex, performances.data, directCodes, directNavs.data])

  const ready = status.loading.length === 0
  const request = useMemo((): Omit<ReportRequest, 'today'> | null => (ready ? { document, schemes: schemeData } : null), [ready, document, schemeData])

  const [client] = useState(createReportClient)
  const [result, setResult] = useState<Result | null>(null)
  // While the NAVs load, the worker gets what it will need as it arrives (each history as it is
  // answered, the transactions at once), so the computation that follows the last answer sends little.
  useEffect(() => {
    if (!ready) client.prepare({ transactions, schemes: schemeData })
  }, [client, ready, transactions, schemeData])
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

  return {
    report: result?.report ?? null,
    computing: request !== null && result?.request !== request,
    schemes: schemeHits,
    schemesSettled: !schemes.status.includes('pending'),
    loading: status.loading,
    failed: status.failed,
    retry: loader.retry,
    error: result?.error,
  }
}
