/**
 * The portfolio's one record: a dated transaction in one scheme of one folio. Everything on the
 * "My investments" page (holdings, XIRR, capital gains) is computed from a list of these; the list is
 * what the browser stores (IndexedDB) and what the export file holds. Never sent to the server.
 *
 * Amounts are rupees, units and NAVs as the registrar states them (unrounded numbers), dates ISO
 * `yyyy-mm-dd`. `units` and `amount` are always positive: `kind` says which way they go.
 */
import { z } from 'zod/mini'

/**
 * - `purchase`: units bought (lump sum, SIP installment, or a casparser PURCHASE / PURCHASE_SIP row).
 * - `redemption`: units sold for cash.
 * - `switch-in` / `switch-out`: a switch between schemes is a sale of the one and a purchase of the
 *   other on the same date (taxed as a sale); `switchId` pairs the two when known.
 * - `dividend-reinvest`: an IDCW reinvested: new units bought at that day's NAV (a purchase for FIFO).
 * - `dividend-payout`: an IDCW paid out in cash: no units move; a cash inflow for XIRR.
 */
export const transactionKinds = [
  'purchase',
  'redemption',
  'switch-in',
  'switch-out',
  'dividend-reinvest',
  'dividend-payout',
] as const
export type TransactionKind = (typeof transactionKinds)[number]

/** Kinds that add units (FIFO lots are opened by these). */
export const unitsInKinds: readonly TransactionKind[] = ['purchase', 'switch-in', 'dividend-reinvest']
/** Kinds that remove units (FIFO lots are consumed by these; each is a sale for capital gains). */
export const unitsOutKinds: readonly TransactionKind[] = ['redemption', 'switch-out']

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Expected a yyyy-mm-dd date' }))

export const portfolioTransactionSchema = z.object({
  /** Unique within the portfolio (crypto.randomUUID() or an import's stable key). */
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  /** The registrar's folio number; '' when the visitor did not give one (one folio per scheme then). */
  folio: z.string().check(z.maxLength(40)),
  /** AMFI scheme code: the key of the public NAV calls. */
  schemeCode: z.int().check(z.positive()),
  date: isoDate,
  kind: z.enum(transactionKinds),
  /** 0 for `dividend-payout`. */
  units: z.number().check(z.nonnegative()),
  /** Rupees paid or received (for a dividend payout, the cash paid out). */
  amount: z.number().check(z.nonnegative()),
  /** The NAV the transaction was done at; 0 for `dividend-payout`. */
  nav: z.number().check(z.nonnegative()),
  /** Pairs the two legs of a switch entered together. */
  switchId: z.optional(z.string().check(z.maxLength(100))),
  /** Set when the row was expanded from a SIP series (so the series can be edited or deleted as one). */
  sipId: z.optional(z.string().check(z.maxLength(100))),
})
export type PortfolioTransaction = z.infer<typeof portfolioTransactionSchema>

/** A holding: one scheme in one folio. */
export function holdingKey(t: Pick<PortfolioTransaction, 'folio' | 'schemeCode'>): string {
  return `${t.folio}|${t.schemeCode}`
}
