/**
 * Annual internal rate of return of dated cash flows, Excel's XIRR convention (Actual/365). Used by the SIP
 * calculator (SipResult `xirr`, common/contract/analytics-schemas.ts) and the portfolio's valuation, which
 * solves one per holding: each date is read once into a day number and the solver's loop allocates nothing.
 */

/** `date` ISO `yyyy-mm-dd`; a negative amount is money paid in, a positive one money paid out. */
export type CashFlow = { date: string; amount: number }

const LOWER = -0.9999
const FIRST_UPPER = 10
const MAX_UPPER = 1e6
const MAX_ITERATIONS = 200
const TOLERANCE = 1e-10

const ZERO = 48
const digit = (text: string, i: number): number => {
  const d = text.charCodeAt(i) - ZERO
  return d >= 0 && d <= 9 ? d : NaN
}

/**
 * Days since 1970-01-01 of a real `yyyy-mm-dd` date (proleptic Gregorian, as dates.ts's UTC arithmetic),
 * read from the characters without a regular expression or a Date; RangeError as daysBetween throws.
 */
function dayNumber(iso: string): number {
  const year = digit(iso, 0) * 1000 + digit(iso, 1) * 100 + digit(iso, 2) * 10 + digit(iso, 3)
  const month = digit(iso, 5) * 10 + digit(iso, 6)
  const day = digit(iso, 8) * 10 + digit(iso, 9)
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  const monthDays = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
  // NaN fails every comparison, so a non-digit anywhere lands here too.
  if (!(iso.length === 10 && year >= 0 && iso[4] === '-' && iso[7] === '-' && month >= 1 && month <= 12 && day >= 1 && day <= monthDays)) {
    throw new RangeError(`Not an ISO yyyy-mm-dd date: ${JSON.stringify(iso)}`)
  }
  // Days from civil (H. Hinnant): years counted from March, so the leap day ends a year.
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  return era * 146_097 + dayOfEra - 719_468
}

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
 * bracket is returned. RangeError for a date that is not ISO.
 */
export function xirr(flows: readonly CashFlow[]): number | null {
  const n = flows.length
  if (n < 2) return null
  let negative = false
  let positive = false
  for (let i = 0; i < n; i++) {
    const amount = flows[i]!.amount
    if (amount < 0) negative = true
    else if (amount > 0) positive = true
  }
  if (!negative || !positive) return null

  const amounts = new Float64Array(n)
  const years = new Float64Array(n)
  let origin = Infinity
  for (let i = 0; i < n; i++) {
    amounts[i] = flows[i]!.amount
    const day = dayNumber(flows[i]!.date)
    years[i] = day
    if (day < origin) origin = day
  }
  let spread = false
  for (let i = 0; i < n; i++) {
    years[i] = (years[i]! - origin) / 365
    if (years[i] !== 0) spread = true
  }
  if (!spread) return null // all on one day: no time for a rate to act

  // The derivative of the last `evaluate`, kept outside so that a step allocates no tuple.
  let slope = 0
  /** The sum at r; sets `slope` to its derivative in r. */
  const evaluate = (r: number): number => {
    let value = 0
    let derivative = 0
    const growth = 1 + r
    // (1 + r)^-t as exp(-t ln(1 + r)): one logarithm per step instead of a pow per flow, 2-3x faster.
    const logGrowth = Math.log(growth)
    for (let i = 0; i < n; i++) {
      const t = years[i]!
      const discounted = amounts[i]! * Math.exp(-t * logGrowth)
      value += discounted
      derivative -= (t * discounted) / growth
    }
    slope = derivative
    return value
  }

  let lo = LOWER
  let hi = FIRST_UPPER
  const fLo = evaluate(lo)
  let fHi = evaluate(hi)
  if (Number.isNaN(fLo)) return null
  if (fLo === 0) return lo * 100
  while (Math.sign(fHi) === Math.sign(fLo) && hi < MAX_UPPER) {
    hi = Math.min(hi * 2, MAX_UPPER)
    fHi = evaluate(hi)
  }
  if (fHi === 0) return hi * 100
  if (Math.sign(fHi) === Math.sign(fLo) || Number.isNaN(fHi)) return null

  const loNegative = fLo < 0
  let r = 0.1 // a usual fund return: Newton from here is a few steps
  let step = hi - lo
  let previousStep = step
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const value = evaluate(r)
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
