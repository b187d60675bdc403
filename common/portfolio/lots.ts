/**
 * First in, first out, per holding (one scheme in one folio, `holdingKey`): each purchase, switch-in or
 * reinvested dividend opens a lot; each redemption or switch-out consumes the oldest lots first, splitting
 * the last one it touches. FIFO is the rule s.45(2A) sets for securities held in demat, and the one the
 * registrars' capital-gains statements apply to the units of a folio.
 *
 * Cost and proceeds are split in proportion to units, and the piece that takes what is left of a lot (or
 * of a sale) takes what is left of its rupees, so the rupees add up exactly: the cost of the open lots
 * plus the cost of every sale piece is what was paid for the units.
 */
import { holdingKey, unitsInKinds, unitsOutKinds, type PortfolioTransaction, type TransactionKind } from './transaction.ts'

/** Registrars round units to 3 or 4 decimals: differences below this are rounding, not units. */
export const UNITS_EPSILON = 0.0005

/** `transactionId` is the transaction that opened it; `units` and `cost` what is left of it. */
export type OpenLot = { transactionId: string; date: string; units: number; costPerUnit: number; cost: number }
/** The part of a sale that consumed (part of) one lot. */
export type SalePiece = { buyTransactionId: string; buyDate: string; sellDate: string; units: number; cost: number; proceeds: number }
export type MatchedSale = { transactionId: string; date: string; kind: TransactionKind; units: number; proceeds: number; pieces: SalePiece[] }
export type HoldingLots = {
  key: string
  folio: string
  schemeCode: number
  /** The holding's transactions in FIFO order (`sortTransactions`). */
  transactions: PortfolioTransaction[]
  openLots: OpenLot[]
  sales: MatchedSale[]
}
/**
 * - `oversold`: a sale of more units than the holding had; the units it found are matched, `unitsShort`
 *   and the proceeds of them (`proceedsUnmatched`) are in no piece. Usually a purchase missing from the list.
 * - `no-units`: a transaction that should move units but moves none (< UNITS_EPSILON); left out.
 */
export type LotProblem =
  | { kind: 'oversold'; transactionId: string; holding: string; unitsShort: number; proceedsUnmatched: number }
  | { kind: 'no-units'; transactionId: string; holding: string }
export type FifoResult = { holdings: HoldingLots[]; problems: LotProblem[] }

const isIn = (kind: TransactionKind) => unitsInKinds.includes(kind)
const isOut = (kind: TransactionKind) => unitsOutKinds.includes(kind)

/**
 * By date, and on one date units in before units out (a purchase and a redemption entered for the same
 * day are read as bought, then sold), otherwise in the given order.
 */
export function sortTransactions(transactions: readonly PortfolioTransaction[]): PortfolioTransaction[] {
  const rank = (t: PortfolioTransaction) => (isOut(t.kind) ? 1 : 0)
  return transactions
    .map((t, index) => ({ t, index, rank: rank(t) }))
    .sort((a, b) => (a.t.date < b.t.date ? -1 : a.t.date > b.t.date ? 1 : a.rank - b.rank || a.index - b.index))
    .map(({ t }) => t)
}

/** Lots and matched sales of every holding, holdings in the order of their first transaction. */
export function fifoLots(transactions: readonly PortfolioTransaction[]): FifoResult {
  const holdings = new Map<string, HoldingLots>()
  for (const t of sortTransactions(transactions)) {
    const key = holdingKey(t)
    let holding = holdings.get(key)
    if (!holding) {
      holding = { key, folio: t.folio, schemeCode: t.schemeCode, transactions: [], openLots: [], sales: [] }
      holdings.set(key, holding)
    }
    holding.transactions.push(t)
  }
  const problems: LotProblem[] = []
  for (const holding of holdings.values()) replay(holding, problems)
  return { holdings: [...holdings.values()], problems }
}

function replay(holding: HoldingLots, problems: LotProblem[]): void {
  // Consumed lots stay behind `head` rather than being shifted off: shift() is linear in the lots left.
  const lots: OpenLot[] = []
  let head = 0
  for (const t of holding.transactions) {
    if (!isIn(t.kind) && !isOut(t.kind)) continue
    if (t.units < UNITS_EPSILON) {
      problems.push({ kind: 'no-units', transactionId: t.id, holding: holding.key })
      continue
    }
    if (isIn(t.kind)) {
      lots.push({ transactionId: t.id, date: t.date, units: t.units, costPerUnit: t.amount / t.units, cost: t.amount })
      continue
    }
    const pieces: SalePiece[] = []
    let need = t.units
    while (need >= UNITS_EPSILON && head < lots.length) {
      const lot = lots[head]!
      // A lot left with less than rounding is consumed whole, so no dust lots linger.
      const whole = lot.units - need < UNITS_EPSILON
      const units = whole ? lot.units : need
      const cost = whole ? lot.cost : (lot.cost * units) / lot.units
      pieces.push({ buyTransactionId: lot.transactionId, buyDate: lot.date, sellDate: t.date, units, cost, proceeds: 0 })
      need -= units
      if (whole) head++
      else {
        lot.units -= units
        lot.cost -= cost
      }
    }
    const matched = pieces.reduce((sum, p) => sum + p.units, 0)
    const oversold = need >= UNITS_EPSILON
    // Fully matched, the sale's rupees go to its pieces whole (their units may differ from the sale's by
    // rounding); oversold, each piece gets its units' share and the rest is reported.
    const base = oversold ? t.units : matched
    let left = oversold ? (t.amount * matched) / t.units : t.amount
    pieces.forEach((p, i) => {
      p.proceeds = i === pieces.length - 1 ? left : (t.amount * p.units) / base
      left -= p.proceeds
    })
    if (oversold) {
      problems.push({ kind: 'oversold', transactionId: t.id, holding: holding.key, unitsShort: need, proceedsUnmatched: (t.amount * need) / t.units })
    }
    holding.sales.push({ transactionId: t.id, date: t.date, kind: t.kind, units: t.units, proceeds: t.amount, pieces })
  }
  holding.openLots = lots.slice(head)
}
