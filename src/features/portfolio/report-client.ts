/**
 * The portfolio's figures computed off the main thread: a module worker (portfolio.worker.ts), started
 * with the page's first request, in the browser only. The CSP (`script-src 'self'`, no worker-src)
 * allows a same-origin script worker, which is what Vite emits for `new URL(..., import.meta.url)`;
 * never a blob: or data: one.
 *
 * What crosses the thread boundary is kept small for the main thread, whose share of the work is what a
 * visitor feels, and is sent ahead (`prepare`) while the NAVs load, so a computation sends little:
 * - a scheme's series goes once per (scheme, count, last NAV date), as two typed arrays whose memory is
 *   transferred, not cloned; the worker keeps it and rebuilds the points. `prepare` sends each as its
 *   answer arrives;
 * - the document's transactions go once per transactions array (the store keeps the array when a
 *   change leaves them alone, a tax class chosen), in slices, as a numbered set the worker keeps;
 * - a computation then sends its set's number, the document's other parts, and per scheme its code,
 *   category and Direct plan;
 * - the answer is the report's figures only (figuresOf): totals and one entry per holding, a small
 *   message. The full report's thousands of transactions and per-lot pieces stay in the worker: cloning
 *   them back cost the main thread more than the whole computation cost the worker.
 *
 * Without `Worker` (jsdom, old browsers) or when the worker fails to start, the same pure function runs
 * on the main thread after yielding once, so the input that asked for it is handled first.
 */
import type { FundDetail } from '@common/contract/schemas'
import type { PortfolioDocument } from '@common/portfolio/portfolio-document'
import type { PortfolioFigures, ReportInput, ReportScheme } from '@common/portfolio/report'
import type { SchemeCategory } from '@common/portfolio/tax-rules'
import { SETS_KEPT, type FromWorker, type ToWorker } from './report-protocol'
import { packedSeriesOf, schemeSeries } from './scheme-series'
import { yieldToMain } from '@/lib/yield-to-main'

/** A scheme the computation needs: held, or the Direct plan of a Regular one held. */
export type SchemeData = { schemeCode: number; detail: FundDetail; category: SchemeCategory | null; directCode: number | null }
export type ReportRequest = { document: PortfolioDocument; schemes: readonly SchemeData[]; today: string }
/** What a computation will need, sent ahead: the transactions, and the NAV histories loaded so far. */
export type Preparation = { transactions: PortfolioDocument['transactions']; schemes: ReadonlyArray<Pick<SchemeData, 'schemeCode' | 'detail'>> }

export type ReportClient = {
  /**
   * The report of `request`; null when a later request of this client superseded it (its answer is
   * dropped: the latest request wins). Rejects when the computation throws.
   */
  compute: (request: ReportRequest) => Promise<PortfolioFigures | null>
  /**
   * Starts the worker (its code loads and compiles meanwhile) and sends it what a computation will
   * need: every series it lacks and the transactions. Call it again as NAVs arrive; what was sent
   * is not sent again.
   */
  prepare: (preparation: Preparation) => void
}

type Pending = {
  request: ReportRequest
  resolve: (report: PortfolioFigures | null) => void
  reject: (error: Error) => void
}

type WorkerState = { worker: Worker; sent: Map<number, string>; pending: Map<number, Pending> }

/** undefined: not started yet; null: unavailable, compute here. */
let shared: WorkerState | null | undefined
let nextId = 0
let nextClient = 0
let nextSet = 0

/** The pure function's input, built on this thread (memoised series: nothing is parsed twice). */
export function reportInputOf(request: ReportRequest): ReportInput {
  const schemes = new Map<number, ReportScheme>()
  for (const s of request.schemes) {
    schemes.set(s.schemeCode, { schemeCode: s.schemeCode, series: schemeSeries(s.detail), category: s.category, directCode: s.directCode })
  }
  return { document: request.document, schemes, today: request.today }
}

function computeHere(pending: Pending, current: () => boolean): void {
  // A macrotask first: the click or keystroke that changed the document paints before the work starts.
  // The computation's code loads here, not with the page: with a worker, this thread never needs it.
  setTimeout(() => {
    import('@common/portfolio/report')
      .then(({ computePortfolioReport, figuresOf }) => {
        if (!current()) return pending.resolve(null)
        pending.resolve(figuresOf(computePortfolioReport(reportInputOf(pending.request))))
      })
      .catch((error: unknown) => pending.reject(error instanceof Error ? error : new Error(String(error))))
  }, 0)
}

/** The page's one worker, started on first use; null when it cannot run. */
function sharedWorker(): WorkerState | null {
  if (shared === undefined) shared = startWorker()
  return shared
}

function startWorker(): WorkerState | null {
  if (typeof Worker === 'undefined') return null
  let worker: Worker
  try {
    worker = new Worker(new URL('./portfolio.worker.ts', import.meta.url), { type: 'module', name: 'portfolio' })
  } catch {
    return null
  }
  const state: WorkerState = { worker, sent: new Map(), pending: new Map() }
  worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
    const message = event.data
    const pending = state.pending.get(message.id)
    if (!pending) return
    switch (message.type) {
      case 'report':
        state.pending.delete(message.id)
        return pending.resolve(message.report)
      case 'error':
        state.pending.delete(message.id)
        return pending.reject(new Error(message.message))
    }
  })
  // A worker that cannot load (a blocked or missing script) says so here, never with a message: every
  // computation waiting on it, and every later one, runs on this thread instead.
  worker.addEventListener('error', (event) => {
    event.preventDefault()
    worker.terminate()
    if (shared === state) shared = null
    for (const pending of state.pending.values()) computeHere(pending, () => true)
    state.pending.clear()
  })
  return state
}

/** Longest stretch of packing series before the main thread is given back (ms). */
const SLICE_MS = 8

/**
 * Sends the series the worker lacks. Parsing 50 histories of 2,500 NAVs takes tens of milliseconds the
 * first time, so it is cut into short tasks. False when it stopped: `stop()` said so, or the worker
 * failed meanwhile.
 */
async function sendSeries(state: WorkerState, schemes: Preparation['schemes'], stop: () => boolean): Promise<boolean> {
  let sliceStart = performance.now()
  for (const s of schemes) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToMain()
      if (stop() || shared !== state) return false
      sliceStart = performance.now()
    }
    const { days, navs } = packedSeriesOf(s.detail)
    const key = `${days.length}:${days[days.length - 1] ?? ''}`
    if (state.sent.get(s.schemeCode) === key) continue
    // Copies go: the cached arrays stay usable here, and a transferred buffer is emptied on this side.
    const message: ToWorker = { type: 'series', schemeCode: s.schemeCode, days: days.slice(), navs: navs.slice() }
    state.worker.postMessage(message, [message.days.buffer, message.navs.buffer])
    state.sent.set(s.schemeCode, key)
  }
  return true
}

/** Transactions per message to the worker: cloning 6,000 of them in one message was a 100 ms task at 4x CPU. */
const TRANSACTIONS_PER_MESSAGE = 1000

type SentSet = { transactions: Preparation['transactions']; set: Promise<number | null> }

/**
 * The number of the worker's set holding `transactions`, sent now in slices if they were not sent
 * before; null if the worker failed meanwhile. `sets` is this client's record of what the worker keeps.
 */
function sendTransactions(state: WorkerState, client: number, sets: SentSet[], transactions: Preparation['transactions']): Promise<number | null> {
  const known = sets.find((s) => s.transactions === transactions)
  if (known) return known.set
  const set = ++nextSet
  const sending = (async () => {
    for (let i = 0; i === 0 || i < transactions.length; i += TRANSACTIONS_PER_MESSAGE) {
      if (i > 0) {
        await yieldToMain()
        if (shared !== state) return null
      }
      state.worker.postMessage({ type: 'transactions', client, set, first: i === 0, items: transactions.slice(i, i + TRANSACTIONS_PER_MESSAGE) } satisfies ToWorker)
    }
    return set
  })()
  // The worker drops a client's oldest set when a new one starts beyond SETS_KEPT: so does this record.
  sets.push({ transactions, set: sending })
  if (sets.length > SETS_KEPT) sets.shift()
  return sending
}

/** Sends what the worker still lacks, then the computation; a request superseded meanwhile stops. */
async function sendToWorker(state: WorkerState, id: number, client: number, sets: SentSet[], pending: Pending, current: () => boolean): Promise<void> {
  const { request } = pending
  const sentAll = await sendSeries(state, request.schemes, () => !current())
  if (!current()) return
  // The worker failed to start meanwhile: this thread computes.
  if (!sentAll || shared !== state) return computeHere(pending, current)
  const set = await sendTransactions(state, client, sets, request.document.transactions)
  if (!current()) return
  if (set === null || shared !== state) return computeHere(pending, current)
  const schemes = request.schemes.map(({ schemeCode, category, directCode }) => ({ schemeCode, category, directCode }))
  const document = { ...request.document, transactions: [] }
  state.pending.set(id, pending)
  state.worker.postMessage({ type: 'compute', id, client, set, document, schemes, today: request.today } satisfies ToWorker)
}

/** One client per consumer (a hook instance): its requests supersede one another, not other clients'. */
export function createReportClient(): ReportClient {
  const client = ++nextClient
  const sets: SentSet[] = []
  let latest = 0
  let waiting: { id: number; pending: Pending } | null = null
  return {
    prepare({ transactions, schemes }) {
      const state = sharedWorker()
      if (!state) return
      void sendSeries(state, schemes, () => false)
      void sendTransactions(state, client, sets, transactions)
    },
    compute(request) {
      const id = ++nextId
      latest = id
      // The previous request is answered now; the worker skips it if it has not started it, and an
      // answer it still sends finds no one waiting.
      if (waiting) {
        shared?.pending.delete(waiting.id)
        waiting.pending.resolve(null)
      }
      return new Promise<PortfolioFigures | null>((resolve, reject) => {
        const pending: Pending = {
          request,
          resolve: (report) => {
            if (waiting?.pending === pending) waiting = null
            resolve(id === latest ? report : null)
          },
          reject: (error) => {
            if (waiting?.pending === pending) waiting = null
            if (id === latest) reject(error)
            else resolve(null)
          },
        }
        waiting = { id, pending }
        const state = sharedWorker()
        const current = () => id === latest
        if (state) void sendToWorker(state, id, client, sets, pending, current)
        else computeHere(pending, current)
      })
    },
  }
}
