/**
 * Business days on India's calendar, for how current the NAVs are. Weekends only: exchange holidays
 * move from year to year and are not known here, so a holiday counts as a business day (a notice may
 * come a day early around one, never late).
 */
import { addDays, daysBetween } from './dates.ts'

/** The newest NAV may trail India's today by this many business days before the site says so. */
export const NAV_BEHIND_AFTER_BUSINESS_DAYS = 2

/** India's calendar date (`yyyy-mm-dd`) of a moment: Asia/Kolkata is UTC+5:30 all year, no DST. */
export function indiaIsoDate(time: number): string {
  return new Date(time + 330 * 60_000).toISOString().slice(0, 10)
}

const isWeekend = (iso: string) => {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay()
  return weekday === 0 || weekday === 6
}

/** Weekdays after `fromIso` up to and including `toIso`: Friday to Monday is 1; 0 when `toIso` is not later. */
export function businessDaysBetween(fromIso: string, toIso: string): number {
  const span = daysBetween(fromIso, toIso)
  if (span <= 0) return 0
  // Whole weeks hold five each; the remainder is walked.
  const weeks = Math.floor(span / 7)
  let days = weeks * 5
  for (let day = addDays(fromIso, weeks * 7 + 1); day <= toIso; day = addDays(day, 1)) if (!isWeekend(day)) days++
  return days
}

/** True when the newest NAV (`yyyy-mm-dd`) is more than two business days behind `todayIso`. */
export function navIsBehind(latestNavIso: string, todayIso: string): boolean {
  return businessDaysBetween(latestNavIso, todayIso) > NAV_BEHIND_AFTER_BUSINESS_DAYS
}
