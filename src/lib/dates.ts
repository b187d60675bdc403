/**
 * Dates as people read them here, "20 Nov 2026", written out rather than asked of
 * Intl.DateTimeFormat: a page's first Intl formatter costs the browser ICU's start-up (see
 * number-text.ts), and the server's ICU and the browser's could name a month differently, which
 * would break hydration. The names are CLDR's en-IN short months, so September is "Sept".
 */
import { DMY_DATE, dmyToIso } from '@common/figures/dates'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const

/** A calendar day; `month` counts from 0, as Date's does. */
export interface CalendarDay {
  year: number
  month: number
  day: number
}

/** The UTC calendar day of a time. */
export const utcDay = (time: number | Date): CalendarDay => {
  const date = new Date(time)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() }
}

/** The visitor's local calendar day of a Date. */
export const localDay = (date: Date): CalendarDay => ({ year: date.getFullYear(), month: date.getMonth(), day: date.getDate() })

/** India's calendar day of a time (Asia/Kolkata: UTC+5:30 all year, no daylight saving). */
export const indiaDay = (time: number): CalendarDay => utcDay(time + 330 * 60_000)

/** "20 Nov 2026" */
export const dayMonthYearText = ({ year, month, day }: CalendarDay) => `${day} ${MONTHS[month]} ${year}`
/** "20 Nov" */
export const dayMonthText = ({ month, day }: CalendarDay) => `${day} ${MONTHS[month]}`
/** "Nov 2026" */
export const monthYearText = ({ year, month }: CalendarDay) => `${MONTHS[month]} ${year}`

/** Local midnight of an ISO date, the form time scales and chart labels (local time) expect. */
export function isoToLocalDate(iso: string): Date {
  return new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)))
}

/** A readable date for people, e.g. "20 Nov 2026", from ISO or dd-mm-yyyy (an impossible day is shown as given). */
export function formatDate(date: string): string {
  const iso = DMY_DATE.test(date) ? dmyToIso(date) : date
  if (iso === null) return date
  const time = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso)
  return Number.isNaN(time) ? date : dayMonthYearText(utcDay(time))
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n))

/** A moment in India's time, "27 Nov 2026, 23:05 IST", from ISO 8601 (an unreadable one is shown as given). */
export function formatIndiaTime(iso: string): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return iso
  const india = new Date(time + 330 * 60_000)
  return `${dayMonthYearText(utcDay(india))}, ${pad2(india.getUTCHours())}:${pad2(india.getUTCMinutes())} IST`
}
