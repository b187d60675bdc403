/**
 * The portfolio's computation thread (report-client.ts is the other end). It keeps every scheme's series
 * it was sent, rebuilt as points once, and answers a computation with the pure function of
 * common/portfolio/report.ts. Of several computations queued while it was busy, only each client's latest
 * is run: the others were answered as superseded on the main thread already.
 */
import { computePortfolioReport, type ReportScheme } from '@common/portfolio/report'
import type { NavPoint } from '@common/figures/returns'
import type { FromWorker, ToWorker } from './report-client'
import { unpackSeries } from './scheme-series'

/** The two members of the worker's global scope used here (the project's types are the DOM's). */
type WorkerScope = {
  postMessage: (message: FromWorker) => void
  addEventListener: (type: 'message', listener: (event: MessageEvent<ToWorker>) => void) => void
}
const scope = self as unknown as WorkerScope

/** Slices of the report's long lists: each is read on the main thread as a task of its own. */
const TRANSACTIONS_PER_MESSAGE = 1000
const PIECES_PER_MESSAGE = 500

const seriesByScheme = new Map<number, NavPoint[]>()
const queued = new Map<number, Extract<ToWorker, { type: 'compute' }>>()
let draining = false

function answer(request: Extract<ToWorker, { type: 'compute' }>): void {
  const { id } = request
  try {
    const schemes = new Map<number, ReportScheme>()
    for (const meta of request.schemes) schemes.set(meta.schemeCode, { ...meta, series: seriesByScheme.get(meta.schemeCode) ?? [] })
    const report = computePortfolioReport({ document: request.document, schemes, today: request.today })
    const { transactions, unrealised } = report
    for (let i = 0; i < transactions.length; i += TRANSACTIONS_PER_MESSAGE) {
      scope.postMessage({ type: 'transactions', id, items: transactions.slice(i, i + TRANSACTIONS_PER_MESSAGE) })
    }
    for (let i = 0; i < unrealised.pieces.length; i += PIECES_PER_MESSAGE) {
      scope.postMessage({ type: 'pieces', id, items: unrealised.pieces.slice(i, i + PIECES_PER_MESSAGE) })
    }
    scope.postMessage({ type: 'report', id, report: { ...report, transactions: [], unrealised: { ...unrealised, pieces: [] } } })
  } catch (error) {
    scope.postMessage({ type: 'error', id, message: error instanceof Error ? error.message : String(error) })
  }
}

function drain(): void {
  draining = false
  const requests = [...queued.values()]
  queued.clear()
  for (const request of requests) answer(request)
}

scope.addEventListener('message', (event) => {
  const message = event.data
  if (message.type === 'series') {
    seriesByScheme.set(message.schemeCode, unpackSeries(message))
    return
  }
  queued.set(message.client, message)
  // After the messages already waiting (a newer computation among them replaces this one).
  if (!draining) {
    draining = true
    setTimeout(drain, 0)
  }
})
