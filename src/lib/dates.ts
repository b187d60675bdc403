/**
 * Dates as people read them here, "20 Nov 2026", written out rather than asked of
 * Intl.DateTimeFormat: a page's first Intl formatter costs the browser ICU's start-up (see
 * number-text.ts), and the server's ICU and the browser's could name a month differently, which
 * would break hydration. The names are CLDR's en-IN short months, so September is "Sept".
 */
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

/** `dd-mm-yyyy` (the contract's NAV date) to ISO `yyyy-mm-dd`, which sorts as text. */
export function dmyToIso(dmy: string): string {
  const [d, m, y] = dmy.split('-')
  return `${y}-${m}-${d}`
}

/** A readable date for people, e.g. "20 Nov 2026", from ISO or dd-mm-yyyy. */
export function formatDate(date: string): string {
  const iso = /^\d{2}-\d{2}-\d{4}$/.test(date) ? dmyToIso(date) : date
  const time = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso)
  return Number.isNaN(time) ? date : dayMonthYearText(utcDay(time))
}
