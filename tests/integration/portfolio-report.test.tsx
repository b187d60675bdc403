/**
 * The portfolio's figures through the app's data layer (src/features/portfolio/use-portfolio-report.ts)
 * against the msw mocks: each scheme's public calls are made once, whatever the number of folios; the
 * report is the pure function's on the same data; a newer NAV in the cache recomputes it; a scheme that
 * cannot be found is listed as failed and the rest is still computed. jsdom has no Worker: the hook's
 * fallback computes on the main thread with the same function.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { FundDetail } from '@common/contract/schemas'
import type { NavPoint } from '@common/figures/returns'
import type { PortfolioDocument } from '@common/portfolio/portfolio-document'
import { computePortfolioReport, figuresOf, type ReportScheme } from '@common/portfolio/report'
import { fundQueries } from '@/api/funds'
import { createQueryClient } from '@/api/query-client'
import { packHistory, schemeSeries, unpackSeries } from '@/features/portfolio/scheme-series'
import { siteCategoryOf, usePortfolioReport } from '@/features/portfolio/use-portfolio-report'
import { toFigureSeries } from '@/features/sip/lumpsum'
import { LATEST_NAV_DATE, schemeByCode } from '@mocks/fixtures'
import { fundDetailOf } from '@mocks/fixtures/funds'
import { recordRequests, type RecordedRequest } from '../render-route'

const LARGE_CAP_DIRECT = 101011 // HDFC Large Cap Fund - Direct Plan - Growth
const LIQUID_REGULAR = 101102 // HDFC Liquid Fund - Regular Plan - Growth
const LIQUID_DIRECT = 101101
const HOUSE = 'HDFC Mutual Fund'
const UNKNOWN = 999_999

/** One scheme in two folios (a purchase each), and a Regular plan bought by a monthly SIP. */
const DOCUMENT: PortfolioDocument = {
  transactions: [
    { id: 'a', folio: 'F1', schemeCode: LARGE_CAP_DIRECT, date: '2024-01-15', kind: 'purchase', units: 10, amount: 10_000, nav: 1000 },
    { id: 'b', folio: 'F2', schemeCode: LARGE_CAP_DIRECT, date: '2025-03-03', kind: 'purchase', units: 5, amount: 5000, nav: 1000 },
    { id: 'c', folio: 'F1', schemeCode: LARGE_CAP_DIRECT, date: '2025-06-02', kind: 'redemption', units: 4, amount: 4800, nav: 1200 },
  ],
  sips: [{ id: 'L1', folio: 'F1', schemeCode: LIQUID_REGULAR, amount: 2000, day: 10, from: '2025-01-01', to: null }],
  overrides: {},
}

function renderReport(document: PortfolioDocument) {
  const queryClient = createQueryClient({ retry: false })
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  const view = renderHook((props: { document: PortfolioDocument }) => usePortfolioReport(props.document), { wrapper, initialProps: { document } })
  return { ...view, queryClient }
}

const apiPath = (path: string) => (r: RecordedRequest) => r.path.endsWith(path)
const navCallsFor = (requests: RecordedRequest[], code: number) =>
  requests.filter((r) => r.path.endsWith('/fund-nav/') && (JSON.parse(r.body) as { schemeCode: number }).schemeCode === code).length

/** The report the pure function makes of the mocks' answers, parsed independently (the SIP calculator's parser). */
function expectedReport(document: PortfolioDocument, details: Map<number, FundDetail>) {
  const series = (code: number): NavPoint[] => toFigureSeries(details.get(code)!.navHistory)
  const schemes = new Map<number, ReportScheme>([
    [LARGE_CAP_DIRECT, { schemeCode: LARGE_CAP_DIRECT, series: series(LARGE_CAP_DIRECT), category: { category: 'Equity', subcategory: 'Large Cap' }, directCode: null }],
    [LIQUID_REGULAR, { schemeCode: LIQUID_REGULAR, series: series(LIQUID_REGULAR), category: { category: 'Debt', subcategory: 'Liquid' }, directCode: LIQUID_DIRECT }],
    [LIQUID_DIRECT, { schemeCode: LIQUID_DIRECT, series: series(LIQUID_DIRECT), category: { category: 'Debt', subcategory: 'Liquid' }, directCode: null }],
  ])
  return figuresOf(computePortfolioReport({ document, schemes, today: LATEST_NAV_DATE }))
}

const mockDetails = () => new Map([LARGE_CAP_DIRECT, LIQUID_REGULAR, LIQUID_DIRECT].map((code) => [code, fundDetailOf(schemeByCode(code)!)]))

async function settled(result: { current: ReturnType<typeof usePortfolioReport> }) {
  await waitFor(() => {
    expect(result.current.report).not.toBeNull()
    expect(result.current.computing).toBe(false)
  })
}

describe('usePortfolioReport', () => {
  it('asks each scheme’s calls once, and computes what the pure function computes', async () => {
    const recorder = recordRequests()
    const { result } = renderReport(DOCUMENT)
    expect(result.current.loading).toEqual([LARGE_CAP_DIRECT, LIQUID_REGULAR])
    expect(result.current.report).toBeNull()
    await settled(result)
    recorder.stop()

    const { requests } = recorder
    expect(requests.filter(apiPath(`/scheme/${LARGE_CAP_DIRECT}`))).toHaveLength(1)
    expect(requests.filter(apiPath(`/scheme/${LIQUID_REGULAR}`))).toHaveLength(1)
    expect(navCallsFor(requests, LARGE_CAP_DIRECT)).toBe(1)
    expect(navCallsFor(requests, LIQUID_REGULAR)).toBe(1)
    // The Regular plan: its figures (for the Direct plan's code), then the Direct plan's history, asked
    // under the same house: no reference call for it.
    expect(requests.filter(apiPath(`/scheme/${LIQUID_REGULAR}/performance`))).toHaveLength(1)
    expect(navCallsFor(requests, LIQUID_DIRECT)).toBe(1)
    expect(requests.filter(apiPath(`/scheme/${LIQUID_DIRECT}`))).toHaveLength(0)
    expect(requests.filter(apiPath(`/scheme/${LARGE_CAP_DIRECT}/performance`))).toHaveLength(0)
    // Nothing of the portfolio leaves: only codes and the house go out.
    for (const r of requests) expect(r.body).not.toMatch(/F1|F2|L1/)

    const { report, schemes, loading, failed } = result.current
    expect(loading).toEqual([])
    expect(failed).toEqual([])
    expect([...schemes.keys()]).toEqual([LARGE_CAP_DIRECT, LIQUID_REGULAR])
    expect(schemes.get(LIQUID_REGULAR)).toMatchObject({ plan: 'Regular', fundHouseName: HOUSE })
    expect(report).toEqual(expectedReport(DOCUMENT, mockDetails()))
    // Two holdings of one scheme and the SIP's (in the order of their first transaction); the Regular one
    // compared with Direct.
    expect(report!.valuation.holdings.map((h) => h.key)).toEqual([`F1|${LARGE_CAP_DIRECT}`, `F1|${LIQUID_REGULAR}`, `F2|${LARGE_CAP_DIRECT}`])
    // The measure the benchmark reads: request sent -> report applied.
    expect(performance.getEntriesByName('portfolio:compute', 'measure').length).toBeGreaterThan(0)
    expect(Object.keys(report!.regularCosts)).toEqual([`F1|${LIQUID_REGULAR}`])
    expect(report!.classes[`F1|${LARGE_CAP_DIRECT}`]).toEqual({ taxClass: 'equity', overridden: false, defaultClass: 'equity' })
    expect(report!.classes[`F1|${LIQUID_REGULAR}`]).toEqual({ taxClass: 'debt', overridden: false, defaultClass: 'debt' })
    expect(report!.valuation.total.asOf).toBe(LATEST_NAV_DATE)
  })

  it('recomputes when a newer NAV arrives in the cache, without asking again', async () => {
    const recorder = recordRequests()
    const { result, queryClient } = renderReport(DOCUMENT)
    await settled(result)
    const before = recorder.requests.length
    const first = result.current.report!

    const key = fundQueries.nav(LARGE_CAP_DIRECT, HOUSE).queryKey
    const newer = withNav(queryClient, key, '23-11-2026', '1234.5000')
    await waitFor(() => expect(result.current.report).not.toBe(first))
    await settled(result)
    const holding = result.current.report!.valuation.holdings.find((h) => h.key === `F2|${LARGE_CAP_DIRECT}`)!
    expect(holding.nav).toEqual({ date: '2026-11-23', nav: 1234.5 })
    // 5 units at 1,234.5.
    expect(holding.value).toBeCloseTo(6172.5, 8)
    const details = mockDetails()
    details.set(LARGE_CAP_DIRECT, newer)
    expect(result.current.report).toEqual(expectedReport(DOCUMENT, details))
    expect(recorder.requests.length).toBe(before)
    recorder.stop()
  })

  it('recomputes when the document changes, keeping the previous report meanwhile', async () => {
    const { result, rerender } = renderReport(DOCUMENT)
    await settled(result)
    const first = result.current.report!
    const next: PortfolioDocument = { ...DOCUMENT, overrides: { [`F1|${LARGE_CAP_DIRECT}`]: 'other' } }
    rerender({ document: next })
    expect(result.current.computing).toBe(true)
    expect(result.current.report).toBe(first)
    await waitFor(() => expect(result.current.report!.classes[`F1|${LARGE_CAP_DIRECT}`]).toEqual({ taxClass: 'other', overridden: true, defaultClass: 'equity' }))
    expect(result.current.report).toEqual(expectedReport(next, mockDetails()))
  })

  it('lists a scheme that cannot be found, computes the rest, and asks again on retry', async () => {
    // The query cache logs each failed call: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const recorder = recordRequests()
    const document: PortfolioDocument = {
      ...DOCUMENT,
      transactions: [...DOCUMENT.transactions, { id: 'x', folio: 'F9', schemeCode: UNKNOWN, date: '2025-01-01', kind: 'purchase', units: 1, amount: 100, nav: 100 }],
    }
    const { result } = renderReport(document)
    await settled(result)
    expect(result.current.failed).toEqual([{ schemeCode: UNKNOWN, notFound: true, message: expect.any(String) }])
    expect(result.current.report!.valuation.missingNav).toEqual([`F9|${UNKNOWN}`])
    expect(result.current.report!.valuation.total.value).toBeCloseTo(expectedReport(DOCUMENT, mockDetails()).valuation.total.value, 8)

    const asked = () => recorder.requests.filter(apiPath(`/scheme/${UNKNOWN}`)).length
    expect(asked()).toBe(1)
    act(() => result.current.retry())
    await waitFor(() => expect(asked()).toBe(2))
    recorder.stop()
  })
})

/** Puts a NAV newer than the cached ones at the head of the history (the API's newest-first order). */
function withNav(queryClient: QueryClient, key: readonly unknown[], date: string, nav: string): FundDetail {
  let updated: FundDetail | undefined
  act(() => {
    queryClient.setQueryData<FundDetail>(key, (old) => {
      updated = { ...old!, latestNAV: Number(nav), latestNAVDate: date, navHistory: [{ date, nav }, ...old!.navHistory] }
      return updated
    })
  })
  return updated!
}

describe('siteCategoryOf', () => {
  it('reads the reference server’s label and AMFI’s group text alike', () => {
    expect(siteCategoryOf('Equity - Large Cap', 'Large Cap')).toEqual({ category: 'Equity', subcategory: 'Large Cap' })
    expect(siteCategoryOf('Equity Scheme - Large Cap Fund', 'Large Cap')).toEqual({ category: 'Equity', subcategory: 'Large Cap' })
    expect(siteCategoryOf('Hybrid Scheme - Arbitrage Fund', 'Arbitrage')).toEqual({ category: 'Hybrid', subcategory: 'Arbitrage' })
    expect(siteCategoryOf('Income/Debt Oriented Schemes - Gilt Fund', 'Gilt')).toEqual({ category: 'Debt', subcategory: 'Gilt' })
    // The category alone when it equals the subcategory.
    expect(siteCategoryOf('Fund of Funds', 'Fund of Funds')).toEqual({ category: 'Fund of Funds', subcategory: 'Fund of Funds' })
  })
})

describe('scheme series', () => {
  const history = [
    { date: '02-01-2026', nav: '101.5' },
    { date: '31-12-2025', nav: '100.25' },
    { date: '29-02-2024', nav: '90' },
  ]

  it('packs the newest-first history ascending, as day numbers and NAVs, and unpacks it to ISO dates', () => {
    const packed = packHistory(history)
    // 2024-02-29 is day 19,782 since 1970-01-01; 2025-12-31 day 20,453; 2026-01-02 day 20,455.
    expect([...packed.days]).toEqual([19_782, 20_453, 20_455])
    expect([...packed.navs]).toEqual([90, 100.25, 101.5])
    expect(unpackSeries(packed)).toEqual([
      { date: '2024-02-29', nav: 90 },
      { date: '2025-12-31', nav: 100.25 },
      { date: '2026-01-02', nav: 101.5 },
    ])
  })

  it('skips unreadable rows, keeps the last of a repeated date, and sorts any order as toFigureSeries does', () => {
    const messy = [
      { date: '01-01-2026', nav: '10' },
      { date: '31-02-2026', nav: '11' },
      { date: '02-01-2026', nav: '0' },
      { date: '2026-01-03', nav: '12' },
      { date: '05-01-2026', nav: '13' },
      { date: '01-01-2026', nav: '12' },
      { date: '04-01-2026', nav: 'x' },
      { date: '03-01-2026', nav: '14' },
    ]
    expect(unpackSeries(packHistory(messy))).toEqual(toFigureSeries(messy))
    expect(unpackSeries(packHistory(messy))).toEqual([
      { date: '2026-01-01', nav: 12 },
      { date: '2026-01-03', nav: 14 },
      { date: '2026-01-05', nav: 13 },
    ])
    const detail = fundDetailOf(schemeByCode(LARGE_CAP_DIRECT)!)
    expect(schemeSeries(detail)).toEqual(toFigureSeries(detail.navHistory))
  })

  it('is parsed once per cached answer', () => {
    const detail = fundDetailOf(schemeByCode(LIQUID_DIRECT)!)
    expect(schemeSeries(detail)).toBe(schemeSeries(detail))
    expect(schemeSeries({ ...detail })).not.toBe(schemeSeries(detail))
  })
})
