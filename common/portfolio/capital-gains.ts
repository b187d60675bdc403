/**
 * Capital gains of the FIFO pieces (lots.ts) under the dated rules (tax-rules.ts): realised gains by
 * financial year of sale, and the gains the open lots would realise if sold on the date of their latest
 * NAV. Gains are before the s.112A exemption, surcharge and cess, and before losses are set off across
 * classes and terms: a loss is a negative gain, netted only in the totals of its own class and term.
 *
 * Each piece is classed by its holding's class (the visitor's override, else `defaultTaxClass` of the
 * scheme's category) resolved by its own purchase date, and judged short or long by the rule in force on
 * its sale date. Long-term equity pieces of units bought on or before 31 Jan 2018 take the grandfathered
 * cost (s.55(2)(ac)): max(cost, min(NAV on 31 Jan 2018 x units, sale value)). Long-term `other` pieces
 * sold before 23 Jul 2024 are taxed on an indexed cost, which is not computed here: the gain shown is on
 * the cost paid, and the piece's `rule.indexation` says the tax is on less.
 */
import { addDays } from '../figures/dates.ts'
import { type NavPoint } from '../figures/returns.ts'
import { financialYearLabel, financialYearOf, type FinancialYear } from './financial-year.ts'
import { holdingPeriodEnd } from './holding-period.ts'
import { type HoldingLots } from './lots.ts'
import {
  defaultTaxClass,
  equityLtcgExemption,
  GRANDFATHERED_ON_OR_BEFORE,
  rulesOn,
  taxClassOfLot,
  type HoldingTaxClass,
  type SchemeCategory,
  type TaxClass,
  type TaxRule,
} from './tax-rules.ts'

export type GainsOptions = {
  /** The scheme's category and subcategory; unknown (undefined/null) classes the holding `other`. */
  categoryOf?: (schemeCode: number) => SchemeCategory | null | undefined
  /** The visitor's class per holding (holdingKey), over the category's default. */
  overrides?: ReadonlyMap<string, HoldingTaxClass>
  /** The scheme's NAV on 31 Jan 2018 (GRANDFATHERING_NAV_DATE); missing: grandfathered pieces keep their cost, flagged. */
  nav31Jan2018?: (schemeCode: number) => number | null | undefined
}

export type Term = 'short' | 'long'
/** `applied`: the grandfathered cost was worked out (it may equal the cost paid); `nav-missing`: eligible, but no NAV was given. */
export type Grandfathering = 'not-eligible' | 'applied' | 'nav-missing'

export type GainPiece = {
  holding: string
  folio: string
  schemeCode: number
  /** The sale; null for an unrealised piece. */
  saleTransactionId: string | null
  buyTransactionId: string
  buyDate: string
  sellDate: string
  units: number
  /** What the units cost (FIFO). */
  cost: number
  /** The cost the gain is on: `cost`, or the grandfathered cost. */
  costOfAcquisition: number
  proceeds: number
  gain: number
  taxClass: TaxClass
  term: Term
  /** Percent, null = slab: the rule's rate for the term. */
  rate: number | null
  rule: TaxRule
  grandfathering: Grandfathering
  /** The last day of the holding period under `rule`: a sale after it is long-term; null: never long-term. */
  holdingPeriodEnd: string | null
}
/** An open lot as if sold on its NAV date; `longTermOn` the first sale date it is long-term under that date's rule (null: never). */
export type UnrealisedPiece = GainPiece & { longTermOn: string | null }

export type TermTotals = { shortTerm: number; longTerm: number }
/** The net gain taxed at one rate: FY 2024-25 has two of each equity term, before and from 23 Jul 2024. */
export type RateTotal = { taxClass: TaxClass; term: Term; rate: number | null; indexation: boolean; gain: number }
export type GainTotals<P extends GainPiece = GainPiece> = TermTotals & {
  byClass: Record<TaxClass, TermTotals>
  byRate: RateTotal[]
  pieces: P[]
  /** Scheme codes whose grandfathered pieces kept their cost for want of a 31 Jan 2018 NAV. */
  grandfatheringNavMissing: number[]
}
/** `equityLtcgExemption`: the year's s.112A threshold (Infinity before FY 2018-19). */
export type FyGains = GainTotals & { fy: FinancialYear; label: string; equityLtcgExemption: number }
/** `missingNav`: holdings with open lots but no NAV, left out. */
export type UnrealisedGains = GainTotals<UnrealisedPiece> & { missingNav: string[] }

/** The class of a holding: the visitor's override, else the default of its scheme's category, else `other`. */
export function holdingTaxClass(holding: { key: string; schemeCode: number }, options: GainsOptions): HoldingTaxClass {
  const chosen = options.overrides?.get(holding.key)
  if (chosen) return chosen
  const category = options.categoryOf?.(holding.schemeCode)
  return category ? defaultTaxClass(category) : 'other'
}

type Lot = { buyTransactionId: string; buyDate: string; units: number; cost: number }

/** Classifies pieces of one holding, asking for its 31 Jan 2018 NAV at most once. */
function pieceMaker(holding: HoldingLots, options: GainsOptions) {
  const holdingClass = holdingTaxClass(holding, options)
  let nav31Jan: number | null | undefined
  let asked = false
  return (lot: Lot, sellDate: string, proceeds: number, saleTransactionId: string | null): GainPiece => {
    const taxClass = taxClassOfLot(holdingClass, lot.buyDate)
    const rule = rulesOn(sellDate, taxClass)
    // heldMoreThan (holding-period.ts), keeping the period's end for the piece.
    const periodEnd = rule.longTermAfterMonths === null ? null : holdingPeriodEnd(lot.buyDate, rule.longTermAfterMonths)
    const term: Term = periodEnd !== null && sellDate > periodEnd ? 'long' : 'short'
    let costOfAcquisition = lot.cost
    let grandfathering: Grandfathering = 'not-eligible'
    // s.55(2)(ac) covers the long-term assets of s.112A only: short-term gains of such units are on the cost paid.
    if (term === 'long' && rule.grandfathering && lot.buyDate <= GRANDFATHERED_ON_OR_BEFORE) {
      if (!asked) {
        nav31Jan = options.nav31Jan2018?.(holding.schemeCode)
        asked = true
      }
      if (typeof nav31Jan === 'number' && nav31Jan > 0) {
        costOfAcquisition = Math.max(lot.cost, Math.min(nav31Jan * lot.units, proceeds))
        grandfathering = 'applied'
      } else grandfathering = 'nav-missing'
    }
    return {
      holding: holding.key,
      folio: holding.folio,
      schemeCode: holding.schemeCode,
      saleTransactionId,
      buyTransactionId: lot.buyTransactionId,
      buyDate: lot.buyDate,
      sellDate,
      units: lot.units,
      cost: lot.cost,
      costOfAcquisition,
      proceeds,
      gain: proceeds - costOfAcquisition,
      taxClass,
      term,
      rate: term === 'long' ? rule.longTermRate : rule.shortTermRate,
      rule,
      grandfathering,
      holdingPeriodEnd: periodEnd,
    }
  }
}

const CLASS_ORDER: readonly TaxClass[] = ['equity', 'debt-2023', 'other']

function totals<P extends GainPiece>(pieces: P[]): GainTotals<P> {
  const byClass: Record<TaxClass, TermTotals> = {
    equity: { shortTerm: 0, longTerm: 0 },
    'debt-2023': { shortTerm: 0, longTerm: 0 },
    other: { shortTerm: 0, longTerm: 0 },
  }
  // A handful of buckets: a linear search beats building a string key per piece.
  const byRate: RateTotal[] = []
  const missing = new Set<number>()
  let shortTerm = 0
  let longTerm = 0
  for (const p of pieces) {
    if (p.term === 'long') {
      longTerm += p.gain
      byClass[p.taxClass].longTerm += p.gain
    } else {
      shortTerm += p.gain
      byClass[p.taxClass].shortTerm += p.gain
    }
    const indexation = p.term === 'long' && p.rule.indexation
    const bucket = byRate.find((b) => b.taxClass === p.taxClass && b.term === p.term && b.rate === p.rate && b.indexation === indexation)
    if (bucket) bucket.gain += p.gain
    else byRate.push({ taxClass: p.taxClass, term: p.term, rate: p.rate, indexation, gain: p.gain })
    if (p.grandfathering === 'nav-missing') missing.add(p.schemeCode)
  }
  const rateOrder = (r: number | null) => (r === null ? -1 : r)
  const sortedRates = byRate.sort(
    (a, b) =>
      CLASS_ORDER.indexOf(a.taxClass) - CLASS_ORDER.indexOf(b.taxClass) ||
      (a.term === b.term ? 0 : a.term === 'short' ? -1 : 1) ||
      rateOrder(a.rate) - rateOrder(b.rate),
  )
  return { shortTerm, longTerm, byClass, byRate: sortedRates, pieces, grandfatheringNavMissing: [...missing].sort((a, b) => a - b) }
}

/** Realised gains of every sale piece, one entry per financial year with a sale, oldest first; pieces by sale date. */
export function realisedGainsByFy(holdings: readonly HoldingLots[], options: GainsOptions = {}): FyGains[] {
  const byFy = new Map<FinancialYear, GainPiece[]>()
  for (const holding of holdings) {
    const make = pieceMaker(holding, options)
    for (const sale of holding.sales) {
      const fy = financialYearOf(sale.date)
      let pieces = byFy.get(fy)
      if (!pieces) byFy.set(fy, (pieces = []))
      for (const p of sale.pieces)
        pieces.push(
          make(
            { buyTransactionId: p.buyTransactionId, buyDate: p.buyDate, units: p.units, cost: p.cost },
            p.sellDate,
            p.proceeds,
            sale.transactionId,
          ),
        )
    }
  }
  return [...byFy.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([fy, pieces]) => {
      pieces.sort((a, b) => (a.sellDate < b.sellDate ? -1 : a.sellDate > b.sellDate ? 1 : 0))
      return { fy, label: financialYearLabel(fy), equityLtcgExemption: equityLtcgExemption(fy), ...totals(pieces) }
    })
}

/** The gains of the open lots if sold at `latestNavs` (scheme code -> latest NAV), each on its NAV's date. */
export function unrealisedGains(
  holdings: readonly HoldingLots[],
  latestNavs: ReadonlyMap<number, NavPoint>,
  options: GainsOptions = {},
): UnrealisedGains {
  const pieces: UnrealisedPiece[] = []
  const missingNav: string[] = []
  // Lots share their period ends (one per purchase date): the day after each is worked out once.
  const dayAfter = new Map<string, string>()
  const longTermOn = (end: string) => {
    let day = dayAfter.get(end)
    if (day === undefined) dayAfter.set(end, (day = addDays(end, 1)))
    return day
  }
  for (const holding of holdings) {
    if (holding.openLots.length === 0) continue
    const nav = latestNavs.get(holding.schemeCode)
    if (!nav) {
      missingNav.push(holding.key)
      continue
    }
    const make = pieceMaker(holding, options)
    for (const lot of holding.openLots) {
      const piece = make(
        { buyTransactionId: lot.transactionId, buyDate: lot.date, units: lot.units, cost: lot.cost },
        nav.date,
        lot.units * nav.nav,
        null,
      )
      // Extended in place: a spread copy of the piece took several times the rest of the work.
      pieces.push(Object.assign(piece, { longTermOn: piece.holdingPeriodEnd === null ? null : longTermOn(piece.holdingPeriodEnd) }))
    }
  }
  return { ...totals(pieces), missingNav }
}

/**
 * Equity long-term gain that can still be booked in `fy` within the year's exemption, given the net equity
 * long-term gain already booked (`realisedEquityLtcg`, e.g. FyGains.byClass.equity.longTerm): never
 * negative; a net loss booked raises it, as it is set off before the exemption. Counts this site's
 * holdings only (shares sold elsewhere share the exemption). Infinity before FY 2018-19.
 */
export function equityLtcgHeadroom(fy: FinancialYear, realisedEquityLtcg: number): number {
  return Math.max(0, equityLtcgExemption(fy) - realisedEquityLtcg)
}
