/**
 * The page's end of the portfolio's worker (src/features/portfolio/report-client.ts) against the worker's
 * own code (report-worker-core.ts) behind a stand-in Worker that clones each message across, as the
 * browser does: what `prepare` sends ahead while the NAVs load is not sent again by the computation,
 * the figures are those of the pure function, and a changed document sends only what changed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FundDetail } from '@common/contract/schemas'
import type { PortfolioDocument } from '@common/portfolio/portfolio-document'
import { computePortfolioReport, figuresOf } from '@common/portfolio/report'
import type { PortfolioTransaction } from '@common/portfolio/transaction'
import type { ReportRequest, SchemeData } from '@/features/portfolio/report-client'
import type { FromWorker, ToWorker } from '@/features/portfolio/report-protocol'
import { createWorkerCore } from '@/features/portfolio/report-worker-core'

/** Every message the page posted, in order. */
let posted: ToWorker[] = []

/** A Worker running the worker's code on this thread, a task later, on structured clones. */
class StandInWorker extends EventTarget {
  private readonly handle = createWorkerCore((message: FromWorker) => {
    setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data: structuredClone(message) })), 0)
  })

  postMessage(message: ToWorker, transfer: Transferable[] = []) {
    posted.push(message)
    const copy = structuredClone(message, { transfer })
    setTimeout(() => this.handle(copy), 0)
  }

  terminate() {}
}

const dmy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`

/** A fund page's answer: a NAV each month-start from Jan 2020, newest first as the API sends it. */
function detail(schemeName: string, startNav: number): FundDetail {
  const navHistory = Array.from({ length: 70 }, (_, i) => {
    const date = new Date(Date.UTC(2020, i, 1)).toISOString().slice(0, 10)
    return { date: dmy(date), nav: (startNav * (1 + i / 100)).toFixed(4) }
  }).reverse()
  return {
    logo: '/logo.png',
    schemeName,
    oneMonthReturn: 1,
    oneDayReturn: 0.1,
    latestNAV: Number(navHistory[0]!.nav),
    latestNAVDate: navHistory[0]!.date,
    fundHouse: 'Alpha Mutual Fund',
    schemeType: 'Open Ended',
    category: 'Equity Scheme - Large Cap Fund',
    navHistory,
  }
}

const SCHEMES: SchemeData[] = [
  { schemeCode: 100001, detail: detail('Alpha Large Cap - Direct Growth', 10), category: { category: 'Equity', subcategory: 'Large Cap' }, directCode: null },
  { schemeCode: 100002, detail: detail('Alpha Gilt - Direct Growth', 20), category: { category: 'Debt', subcategory: 'Gilt' }, directCode: null },
]

function transactions(count: number): PortfolioTransaction[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(2020, Math.floor(i / 2), 1)).toISOString().slice(0, 10)
    return { id: `t${i}`, folio: 'F1', schemeCode: i % 2 ? 100002 : 100001, date, kind: 'purchase', units: 10, amount: 100 + i, nav: 10 + i / 100 }
  })
}

const TODAY = '2025-11-28'
const documentOf = (list: PortfolioTransaction[], overrides: PortfolioDocument['overrides'] = {}): PortfolioDocument => ({ transactions: list, sips: [], overrides })
const requestOf = (document: PortfolioDocument): ReportRequest => ({ document, schemes: SCHEMES, today: TODAY })

/** The figures the pure function gives on this thread. */
async function expected(request: ReportRequest) {
  const { reportInputOf } = await import('@/features/portfolio/report-client')
  return figuresOf(computePortfolioReport(reportInputOf(request)))
}

const kinds = () => posted.map((m) => m.type)
const sentTransactions = () => posted.flatMap((m) => (m.type === 'transactions' ? m.items : []))

beforeEach(() => {
  posted = []
  vi.resetModules()
  vi.stubGlobal('Worker', StandInWorker)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the report client and its worker', () => {
  it('sends ahead what prepare is given, and the computation then sends only its request', async () => {
    const { createReportClient } = await import('@/features/portfolio/report-client')
    const client = createReportClient()
    const list = transactions(2500)
    const request = requestOf(documentOf(list))
    // The NAVs arrive one by one while the page loads.
    client.prepare({ transactions: list, schemes: SCHEMES.slice(0, 1) })
    client.prepare({ transactions: list, schemes: SCHEMES })
    await vi.waitFor(() => expect(sentTransactions()).toHaveLength(2500))
    expect(kinds().filter((k) => k === 'series')).toHaveLength(2)
    // In slices of 1,000: never one message of thousands of transactions.
    expect(posted.filter((m) => m.type === 'transactions').map((m) => m.items.length)).toEqual([1000, 1000, 500])

    const before = posted.length
    const report = await client.compute(request)
    expect(posted.slice(before).map((m) => m.type)).toEqual(['compute'])
    expect(report).toEqual(await expected(request))
  })

  it('a changed document with the same transactions (a tax class chosen) sends no transaction again', async () => {
    const { createReportClient } = await import('@/features/portfolio/report-client')
    const client = createReportClient()
    const list = transactions(30)
    expect(await client.compute(requestOf(documentOf(list)))).toEqual(await expected(requestOf(documentOf(list))))
    const before = posted.length
    const changed = requestOf(documentOf(list, { 'F1|100001': 'other' }))
    const report = await client.compute(changed)
    expect(posted.slice(before).map((m) => m.type)).toEqual(['compute'])
    expect(report).toEqual(await expected(changed))
    expect(report).not.toEqual(await expected(requestOf(documentOf(list))))
  })

  it('new transactions go as a new set; a request superseded meanwhile answers null and the latest computes on its own', async () => {
    const { createReportClient } = await import('@/features/portfolio/report-client')
    const client = createReportClient()
    const first = requestOf(documentOf(transactions(20)))
    const second = requestOf(documentOf(transactions(24)))
    const older = client.compute(first)
    const newer = client.compute(second)
    expect(await older).toBeNull()
    expect(await newer).toEqual(await expected(second))
    // Sent while the next document's transactions are on their way, the older set is still kept for it.
    const third = requestOf(documentOf(transactions(26)))
    client.prepare({ transactions: third.document.transactions, schemes: SCHEMES })
    expect(await client.compute(second)).toEqual(await expected(second))
    expect(await client.compute(third)).toEqual(await expected(third))
  })

  it('the worker refuses a computation whose transactions it no longer keeps, rather than computing on others', () => {
    const answers: FromWorker[] = []
    vi.useFakeTimers()
    try {
      const handle = createWorkerCore((message) => answers.push(message))
      for (const set of [1, 2, 3]) handle({ type: 'transactions', client: 1, set, first: true, items: transactions(2) })
      handle({ type: 'compute', id: 7, client: 1, set: 1, document: documentOf([]), schemes: [], today: TODAY })
      vi.runAllTimers()
      expect(answers).toEqual([{ type: 'error', id: 7, message: 'The transactions of this computation were replaced' }])
    } finally {
      vi.useRealTimers()
    }
  })
})
