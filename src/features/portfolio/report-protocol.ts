/**
 * The messages between the page (report-client.ts) and the portfolio's worker (report-worker-core.ts).
 * Free of both ends' code, so each imports only the types.
 */
import type { PortfolioDocument } from '@common/portfolio/portfolio-document'
import type { PortfolioFigures, ReportScheme } from '@common/portfolio/report'

export type SchemeMeta = Omit<ReportScheme, 'series'>

export type ToWorker =
  /** A scheme's NAV history, packed (scheme-series.ts); the worker keeps the latest per scheme. */
  | { type: 'series'; schemeCode: number; days: Int32Array; navs: Float64Array }
  /**
   * A slice of a client's transactions, set `set`. A client's first slice of a new set drops its
   * oldest set beyond SETS_KEPT: a client computes on its latest documents only.
   */
  | { type: 'transactions'; client: number; set: number; first: boolean; items: PortfolioDocument['transactions'] }
  /** A computation on transaction set `set` (`document.transactions` is empty: the set is its transactions). */
  | { type: 'compute'; id: number; client: number; set: number; document: PortfolioDocument; schemes: SchemeMeta[]; today: string }

export type FromWorker = { type: 'report'; id: number; report: PortfolioFigures } | { type: 'error'; id: number; message: string }

/**
 * Transaction sets the worker keeps per client: the latest, and the one before it (a computation on
 * it may still be on its way while the next document's transactions are sent ahead).
 */
export const SETS_KEPT = 2
