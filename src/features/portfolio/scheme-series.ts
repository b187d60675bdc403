/**
 * A fund's NAV history (the fund page's cached answer: `dd-mm-yyyy` dates, NAVs as text, newest first
 * from the API, any order by the contract) as the portfolio's computation reads it: ISO dates ascending,
 * numeric NAVs. The worker receives it packed, as two typed arrays (day numbers and NAVs) that cross
 * threads as memory rather than as 2,500 cloned objects, and rebuilds the points there.
 *
 * Both forms are kept per cached answer (WeakMap on the FundDetail object, which lives as long as its
 * query's data): a re-render, or a recomputation after another fund's NAV arrived, parses nothing again.
 * The rules are toFigureSeries's (src/features/sip/lumpsum.ts): an unreadable date or a NAV that is not
 * a positive number is skipped; a repeated date keeps its last entry.
 */
import type { FundDetail, NavEntry } from '@common/contract/schemas'
import type { NavPoint } from '@common/figures/returns'

/** `days[i]`: days since 1970-01-01 of the i-th NAV, ascending; `navs[i]` its NAV. */
export type PackedSeries = { days: Int32Array; navs: Float64Array }

const ZERO = 48
const digit = (text: string, i: number): number => {
  const d = text.charCodeAt(i) - ZERO
  return d >= 0 && d <= 9 ? d : NaN
}

/** Days since 1970-01-01 of a civil date (proleptic Gregorian; H. Hinnant's days_from_civil). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1
  return era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`)

/** `yyyy-mm-dd` of a day number (civil_from_days), for years 0..9999. */
export function isoOfDay(days: number): string {
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const dayOfEra = z - era * 146_097
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365)
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const mp = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`
}

/** The day number of a real `dd-mm-yyyy` date, or NaN (31-02-2026, 2026-02-01, 1-2-2026). */
export function dayOfDmy(dmy: string): number {
  if (dmy.length !== 10 || dmy[2] !== '-' || dmy[5] !== '-') return NaN
  const day = digit(dmy, 0) * 10 + digit(dmy, 1)
  const month = digit(dmy, 3) * 10 + digit(dmy, 4)
  const year = digit(dmy, 6) * 1000 + digit(dmy, 7) * 100 + digit(dmy, 8) * 10 + digit(dmy, 9)
  if (!(month >= 1 && month <= 12 && day >= 1 && year >= 0)) return NaN
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  const monthDays = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
  return day <= monthDays ? daysFromCivil(year, month, day) : NaN
}

/** Parses and sorts a history; no allocation per entry beyond the two arrays. */
export function packHistory(history: readonly NavEntry[]): PackedSeries {
  const n = history.length
  const days = new Int32Array(n)
  const navs = new Float64Array(n)
  let count = 0
  let ascending = true
  let descending = true
  for (let i = 0; i < n; i++) {
    const entry = history[i]!
    const day = dayOfDmy(entry.date)
    const nav = Number(entry.nav)
    if (Number.isNaN(day) || !Number.isFinite(nav) || nav <= 0) continue
    if (count > 0) {
      const previous = days[count - 1]!
      if (day <= previous) ascending = false
      if (day >= previous) descending = false
    }
    days[count] = day
    navs[count] = nav
    count++
  }
  if (ascending) return { days: days.slice(0, count), navs: navs.slice(0, count) }
  if (descending) return { days: days.slice(0, count).reverse(), navs: navs.slice(0, count).reverse() }
  // Any other order (or a repeated date): sorted by day, the later entry of a day winning.
  const order = Array.from({ length: count }, (_, i) => i).sort((a, b) => days[a]! - days[b]! || a - b)
  const sortedDays: number[] = []
  const sortedNavs: number[] = []
  for (const i of order) {
    if (sortedDays.length > 0 && sortedDays[sortedDays.length - 1] === days[i]) sortedNavs[sortedNavs.length - 1] = navs[i]!
    else {
      sortedDays.push(days[i]!)
      sortedNavs.push(navs[i]!)
    }
  }
  return { days: Int32Array.from(sortedDays), navs: Float64Array.from(sortedNavs) }
}

/** The points of a packed series, ascending (in the worker, or on the main thread without one). */
export function unpackSeries({ days, navs }: PackedSeries): NavPoint[] {
  const series: NavPoint[] = new Array<NavPoint>(days.length)
  for (let i = 0; i < days.length; i++) series[i] = { date: isoOfDay(days[i]!), nav: navs[i]! }
  return series
}

const packed = new WeakMap<FundDetail, PackedSeries>()
const points = new WeakMap<FundDetail, NavPoint[]>()

/** The packed history of a cached answer. Not to be transferred as it is: send copies (`slice()`). */
export function packedSeriesOf(detail: FundDetail): PackedSeries {
  let known = packed.get(detail)
  if (!known) {
    known = packHistory(detail.navHistory)
    packed.set(detail, known)
  }
  return known
}

/** The NAV series of a cached answer: ISO dates, numbers, oldest first. */
export function schemeSeries(detail: FundDetail): NavPoint[] {
  let known = points.get(detail)
  if (!known) {
    known = unpackSeries(packedSeriesOf(detail))
    points.set(detail, known)
  }
  return known
}
