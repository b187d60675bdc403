import { dmyToIso } from '@common/figures/dates'

/** A fund whose latest NAV is more than this many business days behind the data's newest is stale. */
export const STALE_AFTER_BUSINESS_DAYS = 3

/** Weekdays after `fromIso` up to and including `toIso` (market holidays are not known here). */
export function businessDaysBetween(fromIso: string, toIso: string): number {
  let days = 0
  for (let t = Date.parse(`${fromIso}T00:00:00Z`) + 86_400_000; t <= Date.parse(`${toIso}T00:00:00Z`); t += 86_400_000) {
    const weekday = new Date(t).getUTCDay()
    if (weekday !== 0 && weekday !== 6) days++
  }
  return days
}

/** How far the fund's latest NAV (dd-mm-yyyy) trails the newest NAV in the data; null when unknown. */
export function navLag(fundNavDate: string, newestNavDate: string | null | undefined): number | null {
  const fund = dmyToIso(fundNavDate)
  const newest = newestNavDate ? dmyToIso(newestNavDate) : null
  return fund && newest ? businessDaysBetween(fund, newest) : null
}
