/**
 * Calendar arithmetic on ISO `yyyy-mm-dd` strings, the date form of every series in common/figures
 * (they sort as text). UTC only, so the answers never depend on the machine's time zone or DST.
 *
 * The arithmetic helpers expect a valid ISO date (check untrusted text with `isValidIso` or
 * `dmyToIso` first) and throw a RangeError otherwise, rather than returning `NaN-NaN-NaN`.
 */

const DAY_MS = 86_400_000

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n)
}

function pad4(n: number): string {
  return String(n).padStart(4, '0')
}

function format(year: number, month: number, day: number): string {
  return `${pad4(year)}-${pad2(month)}-${pad2(day)}`
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** Days in `month` (1..12) of `year`, Gregorian leap years included. */
export function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  return month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!
}

/** Year, month (1..12) and day of a real `yyyy-mm-dd` date, or null. */
function parts(iso: string): [number, number, number] | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null
  const year = Number(iso.slice(0, 4))
  const month = Number(iso.slice(5, 7))
  const day = Number(iso.slice(8, 10))
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return [year, month, day]
}

function parse(iso: string): [number, number, number] {
  const p = parts(iso)
  if (!p) throw new RangeError(`Not an ISO yyyy-mm-dd date: ${JSON.stringify(iso)}`)
  return p
}

function utcMs(iso: string): number {
  const [y, m, d] = parse(iso)
  // setUTCFullYear, unlike Date.UTC, does not read years 0..99 as 1900..1999.
  return new Date(0).setUTCFullYear(y, m - 1, d)
}

/** True for a real calendar date written `yyyy-mm-dd` (2026-02-31 and 2026-2-3 are false). */
export function isValidIso(text: string): boolean {
  return parts(text) !== null
}

/** `iso` moved by `n` days (negative = back). */
export function addDays(iso: string, n: number): string {
  const date = new Date(utcMs(iso) + n * DAY_MS)
  return format(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
}

/**
 * `iso` moved `n` calendar months back (negative = forward), the day clamped to the target month's
 * last day: 2026-05-31 minus 3 months = 2026-02-28, 2024-05-31 minus 3 = 2024-02-29.
 */
export function minusMonths(iso: string, n: number): string {
  const [y, m, d] = parse(iso)
  const index = y * 12 + (m - 1) - n
  const year = Math.floor(index / 12)
  const month = index - year * 12 + 1
  return format(year, month, Math.min(d, daysInMonth(year, month)))
}

/** `iso` moved `n` calendar years back (negative = forward); 29 Feb lands on 28 Feb in a common year. */
export function minusYears(iso: string, n: number): string {
  const [y, m, d] = parse(iso)
  const year = y - n
  return format(year, m, Math.min(d, daysInMonth(year, m)))
}

/** Whole days from `a` to `b` (b - a; negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((utcMs(b) - utcMs(a)) / DAY_MS)
}

/** `2026-10-09` -> `09-10-2026`, the contract's wire format. Rearranges the text; no validation. */
export function isoToDmy(iso: string): string {
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`
}

/** The shape of the contract's wire dates, `dd-mm-yyyy` (not whether the day exists: dmyToIso). */
export const DMY_DATE = /^\d{2}-\d{2}-\d{4}$/

/** `09-10-2026` -> `2026-10-09`; null for malformed text or an impossible date (31-02-2026). */
export function dmyToIso(dmy: string): string | null {
  if (!DMY_DATE.test(dmy)) return null
  const iso = `${dmy.slice(6, 10)}-${dmy.slice(3, 5)}-${dmy.slice(0, 2)}`
  return isValidIso(iso) ? iso : null
}
