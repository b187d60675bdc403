/**
 * What the portfolio is worth: per holding and in total, the units held, what they cost (FIFO), their
 * value at the latest NAV, and the XIRR of every rupee that went in and came out.
 *
 * XIRR flows (common/figures/xirr.ts, Actual/365): purchases and switch-ins are money in (negative);
 * redemptions, switch-outs and dividends paid out are money out (positive); the value of the units held
 * is money out on the NAV's date. A reinvested dividend is no flow: it is paid and bought back the same
 * day, and its units are in the value. A switch between two holdings is a flow of each, so in the total
 * the two legs offset.
 */
import { addDays } from '../figures/dates.ts'
import { indexOnOrBefore, type NavPoint } from '../figures/returns.ts'
import { xirr, type CashFlow } from '../figures/xirr.ts'
import { fifoLots, sortTransactions, UNITS_EPSILON, type FifoResult, type LotProblem } from './lots.ts'
import { type PortfolioTransaction } from './transaction.ts'

export type HoldingValuation = {
  key: string
  folio: string
  schemeCode: number
  units: number
  /** What the units still held cost (their open FIFO lots). */
  invested: number
  /** The NAV valued at; null when none was given. */
  nav: NavPoint | null
  /** units x NAV; null when units are held and there is no NAV. */
  value: number | null
  /** value - invested. */
  gain: number | null
  /** Proceeds minus FIFO cost of every unit sold. */
  realisedGain: number
  dividendsPaid: number
  /** Percent a year; null when not computable (no NAV for units held, no sign change, ...). */
  xirr: number | null
}

export type PortfolioValuation = {
  holdings: HoldingValuation[]
  total: {
    invested: number
    /** Of the holdings with a NAV. */
    value: number
    gain: number
    realisedGain: number
    dividendsPaid: number
    xirr: number | null
    /** The latest of the NAV dates used. */
    asOf: string | null
  }
  /** Holdings with units but no NAV: left out of the total's value, gain and XIRR (their flows too, or the XIRR would read their cost as a loss). */
  missingNav: string[]
  problems: LotProblem[]
}

/** The flow a transaction makes, or null (a reinvested dividend). */
function flowOf(t: PortfolioTransaction): CashFlow | null {
  switch (t.kind) {
    case 'purchase':
    case 'switch-in':
      return { date: t.date, amount: -t.amount }
    case 'redemption':
    case 'switch-out':
    case 'dividend-payout':
      return { date: t.date, amount: t.amount }
    case 'dividend-reinvest':
      return null
  }
}

/**
 * Values every holding of `transactions` at `latestNavs` (scheme code -> latest NAV). `fifo` is
 * `fifoLots(transactions)`, to be passed when the caller has it already (capital gains use it too).
 */
export function valuePortfolio(
  transactions: readonly PortfolioTransaction[],
  latestNavs: ReadonlyMap<number, NavPoint>,
  fifo: FifoResult = fifoLots(transactions),
): PortfolioValuation {
  const holdings: HoldingValuation[] = []
  // Flows of one date summed: discounted alike, they give the same XIRR from fewer terms (a portfolio's
  // SIPs share their dates, and each step of the solver is a pass over the flows).
  const allFlows = new Map<string, number>()
  const missingNav: string[] = []
  const total = { invested: 0, value: 0, gain: 0, realisedGain: 0, dividendsPaid: 0, xirr: null as number | null, asOf: null as string | null }
  for (const h of fifo.holdings) {
    let units = 0
    let invested = 0
    for (const lot of h.openLots) {
      units += lot.units
      invested += lot.cost
    }
    if (units < UNITS_EPSILON) units = 0
    let realisedGain = 0
    for (const sale of h.sales) for (const p of sale.pieces) realisedGain += p.proceeds - p.cost
    let dividendsPaid = 0
    // The holding's transactions are in date order: flows of one date are next to each other.
    const flows: CashFlow[] = []
    for (const t of h.transactions) {
      if (t.kind === 'dividend-payout') dividendsPaid += t.amount
      const flow = flowOf(t)
      const previous = flows.at(-1)
      if (flow && previous?.date === flow.date) previous.amount += flow.amount
      else if (flow) flows.push(flow)
    }
    const nav = latestNavs.get(h.schemeCode) ?? null
    const value = units === 0 ? 0 : nav ? units * nav.nav : null
    if (value !== null && units > 0 && nav) flows.push({ date: nav.date, amount: value })
    holdings.push({
      key: h.key,
      folio: h.folio,
      schemeCode: h.schemeCode,
      units,
      invested,
      nav,
      value,
      gain: value === null ? null : value - invested,
      realisedGain,
      dividendsPaid,
      xirr: value === null ? null : xirr(flows),
    })
    total.invested += invested
    total.realisedGain += realisedGain
    total.dividendsPaid += dividendsPaid
    if (value === null) {
      missingNav.push(h.key)
      continue
    }
    total.value += value
    total.gain += value - invested
    if (nav && units > 0 && (total.asOf === null || nav.date > total.asOf)) total.asOf = nav.date
    for (const f of flows) allFlows.set(f.date, (allFlows.get(f.date) ?? 0) + f.amount)
  }
  total.xirr = xirr(Array.from(allFlows, ([date, amount]) => ({ date, amount })))
  return { holdings, total, missingNav, problems: fifo.problems }
}

export type RegularPlanCost = { directValue: number; regularValue: number; cost: number; asOf: string }

/**
 * What the Regular plan's higher expenses have cost one holding: its cash flows replayed in the Direct
 * plan of the same scheme and option, both valued on `asOf`, the earlier of the two series' last dates.
 * `transactions` are the Regular holding's; `regularSeries` and `directSeries` sorted ascending.
 *
 * - A purchase or switch-in of ₹X on date d buys X / (first Direct NAV on or after d) Direct units, the
 *   rule of the SIP calculator (common/figures/sip.ts).
 * - A redemption or switch-out of u Regular units redeems the same fraction of the Direct units held
 *   (u / Regular units held then). The answer is then "what the units you hold now would be worth in
 *   Direct": both sides hold the same share of what was bought, the Direct side never holds units the
 *   Regular holding has sold, and a holding sold in full costs 0 now. Redeeming the same rupees instead would also count what
 *   the expenses took from the units already sold, but leaves a Direct remainder after a full redemption
 *   and can redeem Direct units that are not there when the series disagree.
 * - A reinvested dividend adds the same fraction of Direct units as it added Regular units: both plans
 *   pay the same share of their value, reinvested at each plan's own NAV.
 * - A dividend paid out moves no units.
 *
 * null when either series is empty or has no NAV on or before `asOf`, no transaction is on or before
 * `asOf`, or the Direct series starts after the first transaction (Direct plans began on 1 Jan 2013).
 */
export function regularPlanCost(
  transactions: readonly PortfolioTransaction[],
  regularSeries: readonly NavPoint[],
  directSeries: readonly NavPoint[],
): RegularPlanCost | null {
  const lastRegular = regularSeries.at(-1)
  const lastDirect = directSeries.at(-1)
  if (!lastRegular || !lastDirect) return null
  const asOf = lastRegular.date < lastDirect.date ? lastRegular.date : lastDirect.date
  const replayed = sortTransactions(transactions).filter((t) => t.date <= asOf)
  const first = replayed[0]
  if (!first || directSeries[0]!.date > first.date) return null

  let regularUnits = 0
  let directUnits = 0
  for (const t of replayed) {
    switch (t.kind) {
      case 'purchase':
      case 'switch-in': {
        // t.date <= asOf <= the last Direct date, so a NAV on or after it exists.
        const k = indexOnOrBefore(directSeries, addDays(t.date, -1)) + 1
        directUnits += t.amount / directSeries[k]!.nav
        regularUnits += t.units
        break
      }
      case 'dividend-reinvest':
        if (regularUnits >= UNITS_EPSILON) directUnits += (directUnits * t.units) / regularUnits
        else directUnits += t.amount / directSeries[indexOnOrBefore(directSeries, addDays(t.date, -1)) + 1]!.nav
        regularUnits += t.units
        break
      case 'redemption':
      case 'switch-out': {
        const fraction = regularUnits >= UNITS_EPSILON ? Math.min(1, t.units / regularUnits) : 1
        directUnits -= directUnits * fraction
        regularUnits = Math.max(0, regularUnits - t.units)
        break
      }
      case 'dividend-payout':
        break
    }
  }
  const regularNav = regularSeries[indexOnOrBefore(regularSeries, asOf)]?.nav
  const directNav = directSeries[indexOnOrBefore(directSeries, asOf)]!.nav
  if (regularNav === undefined) return null
  const regularValue = regularUnits < UNITS_EPSILON ? 0 : regularUnits * regularNav
  const directValue = regularUnits < UNITS_EPSILON ? 0 : directUnits * directNav
  return { directValue, regularValue, cost: directValue - regularValue, asOf }
}
