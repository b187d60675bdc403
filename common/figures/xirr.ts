/**
 * Annual internal rate of return of dated cash flows, Excel's XIRR convention (Actual/365). Used by the SIP
 * calculator (SipResult `xirr`, common/contract/analytics-schemas.ts).
 */
import { daysBetween } from './dates.ts'

/** `date` ISO `yyyy-mm-dd`; a negative amount is money paid in, a positive one money paid out. */
export type CashFlow = { date: string; amount: number }

const LOWER = -0.9999
const FIRST_UPPER = 10
const MAX_UPPER = 1e6
const MAX_ITERATIONS = 200
const TOLERANCE = 1e-10

/**
 * The rate r (returned in percent a year) solving sum(amount_i / (1 + r)^(days_i / 365)) = 0, days_i
 * counted from the earliest flow (Excel counts from the first listed one; the root is the same, the
 * whole sum only scales by a positive factor). Flows may come in any order.
 *
 * null with fewer than 2 flows, all flows on one day, without both a negative and a positive amount,
 * or with no root in [-99.99 %, 1e8 %]. The solver cannot hang: the bracket [-0.9999, 10] has its upper
 * end doubled up to 1e6 until the sum changes sign, then Newton steps run inside the bracket, falling
 * back to bisection when a step would leave it or is not converging fast enough (at most 200
 * iterations, tolerance 1e-10 on r). With several roots (flows changing sign more than once) one in the
 * bracket is returned.
 */
export function xirr(flows: readonly CashFlow[]): number | null {
  if (flows.length < 2) return null
  if (!flows.some((f) => f.amount < 0) || !flows.some((f) => f.amount > 0)) return null
  const origin = flows.reduce((earliest, f) => (f.date < earliest ? f.date : earliest), flows[0]!.date)
  const amounts = flows.map((f) => f.amount)
  const years = flows.map((f) => daysBetween(origin, f.date) / 365)
  if (years.every((t) => t === 0)) return null // all on one day: no time for a rate to act

  /** The sum and its derivative in r. */
  const evaluate = (r: number): [number, number] => {
    let value = 0
    let slope = 0
    const growth = 1 + r
    for (let i = 0; i < amounts.length; i++) {
      const t = years[i]!
      const discounted = amounts[i]! * Math.pow(growth, -t)
      value += discounted
      slope -= (t * discounted) / growth
    }
    return [value, slope]
  }

  let lo = LOWER
  let hi = FIRST_UPPER
  const fLo = evaluate(lo)[0]
  let fHi = evaluate(hi)[0]
  if (Number.isNaN(fLo)) return null
  if (fLo === 0) return lo * 100
  while (Math.sign(fHi) === Math.sign(fLo) && hi < MAX_UPPER) {
    hi = Math.min(hi * 2, MAX_UPPER)
    fHi = evaluate(hi)[0]
  }
  if (fHi === 0) return hi * 100
  if (Math.sign(fHi) === Math.sign(fLo) || Number.isNaN(fHi)) return null

  const loNegative = fLo < 0
  let r = 0.1 // a usual fund return: Newton from here is a few steps
  let step = hi - lo
  let previousStep = step
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const [value, slope] = evaluate(r)
    if (value === 0) return r * 100
    // Keep the root bracketed: r replaces the end whose sum has the same sign.
    if (value < 0 === loNegative) lo = r
    else hi = r
    let next = r - value / slope
    const newtonOk = Number.isFinite(next) && next > lo && next < hi && Math.abs(2 * value) <= Math.abs(previousStep * slope)
    if (!newtonOk) next = (lo + hi) / 2
    previousStep = step
    step = next - r
    r = next
    if (Math.abs(step) < TOLERANCE) return r * 100
  }
  return null
}
