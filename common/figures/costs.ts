/**
 * What a fund's total expense ratio (TER) takes in rupees: the figures of the fund page's Costs
 * panel (common/contract/costs-schemas.ts gives the TER, percent a year).
 *
 * The convention, also stated in the panel's small print:
 * - A TER is charged on the money in the fund, a little every day, and the NAV is published after
 *   it: a fund's returns (its 5-year CAGR here) are after costs already. Before costs the fund grew
 *   by about its return plus its TER, so we add the two (not the exact compounding of daily charges).
 * - The 10-year cost is ₹1,00,000 invested once, grown for 10 whole years at (return + TER) minus
 *   the same grown at the return: what the charges took, with what that money would have earned.
 *   Both rates are compounded once a year and held fixed at today's values.
 * - A fund without a 5-year return is grown at an assumed 10 % a year instead, and the panel says so.
 */

/** The sum the costs are shown on: ₹1,00,000 (one lakh), a round figure for Indian readers. */
export const COST_PRINCIPAL = 100_000

/** The span of the long-run figure, in years. */
export const COST_YEARS = 10

/** Growth assumed, percent a year, for a fund with no 5-year return of its own. */
export const ASSUMED_GROWTH = 10

/** The rate the 10-year cost is worked out at, and whether it is ASSUMED_GROWTH rather than the fund's own. */
export type CostGrowth = { rate: number; assumed: boolean }

const finite = (value: number | null | undefined): value is number => value !== null && value !== undefined && Number.isFinite(value)

/** The fund's own 5-year CAGR (percent a year) when there is one, else ASSUMED_GROWTH. */
export function costGrowth(fiveYearCagr: number | null | undefined): CostGrowth {
  return finite(fiveYearCagr) ? { rate: fiveYearCagr, assumed: false } : { rate: ASSUMED_GROWTH, assumed: true }
}

/** Rupees the TER (percent a year) takes in one year from `principal`: principal × TER / 100. */
export function yearlyCost(ter: number, principal = COST_PRINCIPAL): number {
  return (principal * ter) / 100
}

/**
 * Rupees the TER takes from `principal` over `years`, at `growth` percent a year after costs:
 * principal × ((1 + (growth + TER) / 100)^years − (1 + growth / 100)^years). Null when a rate of
 * −100 % or below makes the growth meaningless.
 */
export function costOverYears(ter: number, growth: number, principal = COST_PRINCIPAL, years = COST_YEARS): number | null {
  const net = 1 + growth / 100
  const gross = 1 + (growth + ter) / 100
  if (!(net > 0) || !(gross > 0) || !Number.isFinite(ter)) return null
  return principal * (gross ** years - net ** years)
}

/**
 * One TER minus another, in percentage points, rounded to AMFI's two decimals: TERs are reported
 * to 0.01 %, and 1.62 − 0.77 in floating point is 0.8500000000000001.
 */
export function terGap(ter: number, otherTer: number): number {
  return Math.round((ter - otherTer) * 100) / 100
}
