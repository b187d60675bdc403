/**
 * What the portfolio's worker does with each message (portfolio.worker.ts wires it to the worker's
 * scope; tests drive it directly). It keeps every scheme's series it was sent, rebuilt as points once,
 * and each client's latest transaction sets, and answers a computation with the pure function of
 * common/portfolio/report.ts. Of several computations queued while it was busy, only each client's
 * latest is run: the others were answered as superseded on the main thread already.
 */
import { computePortfolioReport, figuresOf, type ReportScheme } from '@common/portfolio/report'
import type { NavPoint } from '@common/figures/returns'
import type { PortfolioTransaction } from '@common/portfolio/transaction'
import { SETS_KEPT, type FromWorker, type ToWorker } from './report-protocol'
import { unpackSeries } from './scheme-series'

type Compute = Extract<ToWorker, { type: 'compute' }>

export function createWorkerCore(post: (message: FromWorker) => void): (message: ToWorker) => void {
  const seriesByScheme = new Map<number, NavPoint[]>()
  /** Each client's latest transaction sets, oldest first: a set's number and its transactions received so far. */
  const sets = new Map<number, Array<{ set: number; items: PortfolioTransaction[] }>>()
  const queued = new Map<number, Compute>()
  let draining = false

  function answer(request: Compute): void {
    const { id } = request
    try {
      const held = sets.get(request.client)?.find((s) => s.set === request.set)
      // Dropped for newer sets: this request was superseded on the page already.
      if (!held) throw new Error('The transactions of this computation were replaced')
      const schemes = new Map<number, ReportScheme>()
      for (const meta of request.schemes) schemes.set(meta.schemeCode, { ...meta, series: seriesByScheme.get(meta.schemeCode) ?? [] })
      const document = { ...request.document, transactions: held.items }
      // Only what the page shows crosses to the main thread (figuresOf): one small message.
      post({ type: 'report', id, report: figuresOf(computePortfolioReport({ document, schemes, today: request.today })) })
    } catch (error) {
      post({ type: 'error', id, message: error instanceof Error ? error.message : String(error) })
    }
  }

  function drain(): void {
    draining = false
    const requests = [...queued.values()]
    queued.clear()
    for (const request of requests) answer(request)
  }

  return (message) => {
    switch (message.type) {
      case 'series':
        seriesByScheme.set(message.schemeCode, unpackSeries(message))
        return
      case 'transactions': {
        let held = sets.get(message.client)
        if (!held) sets.set(message.client, (held = []))
        if (message.first) {
          held.push({ set: message.set, items: message.items })
          if (held.length > SETS_KEPT) held.shift()
        } else held.find((s) => s.set === message.set)?.items.push(...message.items)
        return
      }
      case 'compute':
        queued.set(message.client, message)
        // After the messages already waiting (a newer computation among them replaces this one).
        if (!draining) {
          draining = true
          setTimeout(drain, 0)
        }
    }
  }
}
