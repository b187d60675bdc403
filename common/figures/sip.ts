/**
 * The SIP calculator (the SIP call: common/contract/analytics-schemas.ts sipBodySchema, sipResultSchema): a
 * fixed amount invested every month in a scheme, valued at a date. Dates are ISO `yyyy-mm-dd`; series
 * sorted ascending, one point per published NAV, NAVs positive.
 */
import { addDays, daysInMonth, isValidIso } from './dates.ts'
import { indexOnOrBefore, type NavPoint } from './returns.ts'
import { xirr } from './xirr.ts'

/** `amount` per installment; `to` defaults to the latest NAV date, `day` (1..28) to the day of `from`. */
export type SipInput = { amount: number; from: string; to?: string; day?: number }
/** `date` is the date of the NAV the installment bought at (not the installment's own date). */
export type SipInstallment = { date: string; nav: number; units: number }
/** Amounts in the input's currency, unrounded; `xirr` percent a year; `asOf` the ISO date it is valued at. */
export type SipResult = {
  installments: number
  invested: number
  units: number
  value: number
  gain: number
  xirr: number | null
  asOf: string
  schedule: SipInstallment[]
}

/**
 * One date a month on `day`, from `from` to `to` inclusive: the first is `from`'s month on `day` if that is
 * on or after `from`, otherwise the next month's. `day` is a whole 1..31 (the contract allows 1..28 in a
 * request, but the default, `from`'s own day, can be 29..31): a day past a month's end falls on its last
 * day (31 -> 28/29 Feb, 30 Apr). Empty when `from` is after `to`; RangeError for another `day` or a
 * date that is not ISO.
 */
export function sipInstallmentDates(from: string, to: string, day: number): string[] {
  if (!Number.isInteger(day) || day < 1 || day > 31) throw new RangeError(`SIP day must be 1..31, got ${day}`)
  if (!isValidIso(from) || !isValidIso(to)) throw new RangeError(`SIP dates must be ISO yyyy-mm-dd: ${from}, ${to}`)
  let year = Number(from.slice(0, 4))
  let month = Number(from.slice(5, 7))
  const on = () =>
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(day, daysInMonth(year, month))).padStart(2, '0')}`
  const next = () => {
    month++
    if (month > 12) {
      month = 1
      year++
    }
  }
  if (on() < from) next()
  const dates: string[] = []
  for (let date = on(); date <= to; next(), date = on()) dates.push(date)
  return dates
}

/**
 * Invests `amount` on each installment date at the first NAV published on or after it, and values the
 * units at `asOf` = the date of the NAV on or before `to`. An installment whose first NAV on or after its
 * date is later than `asOf`, or missing, is left out (with it, every later one). units = amount / nav,
 * unrounded; invested = amount x installments; value = units x NAV at asOf; gain = value - invested;
 * xirr of the installments as outflows on the dates of the NAVs they bought at and `value` as the inflow
 * on `asOf`. null when no NAV is on or before `to` (nothing to value); with no installment left the
 * result is all zeros, `xirr` null and an empty schedule.
 */
export function sipResult(series: readonly NavPoint[], input: SipInput): SipResult | null {
  const latest = series.at(-1)
  if (!latest) return null
  const to = input.to ?? latest.date
  const end = indexOnOrBefore(series, to)
  if (end < 0) return null
  const asOf = series[end]!
  const day = input.day ?? Number(input.from.slice(8, 10))

  const schedule: SipInstallment[] = []
  let units = 0
  for (const date of sipInstallmentDates(input.from, to, day)) {
    const k = indexOnOrBefore(series, addDays(date, -1)) + 1 // first NAV on or after `date`
    if (k > end) break
    const point = series[k]!
    const bought = input.amount / point.nav
    units += bought
    schedule.push({ date: point.date, nav: point.nav, units: bought })
  }
  const invested = input.amount * schedule.length
  const value = units * asOf.nav
  const flows = schedule.map((s) => ({ date: s.date, amount: -input.amount }))
  return {
    installments: schedule.length,
    invested,
    units,
    value,
    gain: value - invested,
    xirr: schedule.length === 0 ? null : xirr([...flows, { date: asOf.date, amount: value }]),
    asOf: asOf.date,
    schedule,
  }
}
