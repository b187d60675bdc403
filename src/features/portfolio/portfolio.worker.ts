/**
 * The portfolio's computation thread (report-client.ts is the other end). It keeps every scheme's series
 * it was sent, rebuilt as points once, and answers a computation with the pure function of
 * common/portfolio/report.ts. Of several computations queued while it was busy, only each client's latest
 * is run: the others were answered as superseded on the main thread already.
 */
import { computePortfolioReport, figuresOf, type ReportScheme } from '@common/portfolio/report'
import type { NavPoint } from '@common/figures/returns'
import type { PortfolioTransaction } from '@common/portfolio/transaction'
import type { FromWorker, ToWorker } from './report-client'
import { unpackSeries } from './scheme-series'

/** The two members of the worker's global scope used here (the project's types are the DOM's). */
type WorkerScope = {
  postMessage: (message: FromWorker) => void
  addEventListener: (type: 'message', listener: (event: MessageEvent<ToWorker>) => void) => void
}
const scope = self as unknown as WorkerScope

const seriesByScheme = new Map<number, NavPoint[]>()
/** The transactions of computations still being sent, by request id. */
const slices = new Map<number, PortfolioTransaction[]>()
const queued = new Map<number, Extract<ToWorker, { type: 'compute' }>>()
let draining = false

function answer(request: Extract<ToWorker, { type: 'compute' }>): void {
  const { id } = request
  try {
    const schemes = new Map<number, ReportScheme>()
    for (const meta of request.schemes) schemes.set(meta.schemeCode, { ...meta, series: seriesByScheme.get(meta.schemeCode) ?? [] })
    // Only what the page shows crosses to the main thread (figuresOf): one small message.
    const report = computePortfolioReport({ document: request.document, schemes, today: request.today })
    scope.postMessage({ type: 'report', id, report: figuresOf(report) })
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
  if (message.type === 'transactions') {
    const received = slices.get(message.id)
    if (received) received.push(...message.items)
    else slices.set(message.id, message.items)
    return
  }
  const transactions = slices.get(message.id) ?? []
  slices.delete(message.id)
  const previous = queued.get(message.client)
  queued.set(message.client, { ...message, document: { ...message.document, transactions } })
  // A request replaced before it ran: nothing else of it is kept.
  if (previous) slices.delete(previous.id)
  // After the messages already waiting (a newer computation among them replaces this one).
  if (!draining) {
    draining = true
    setTimeout(drain, 0)
  }
})
