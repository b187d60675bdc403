import { businessDaysBetween } from '@common/figures/business-days'
import { dmyToIso } from '@common/figures/dates'

export { businessDaysBetween }

/** A fund whose latest NAV is more than this many business days behind the data's newest is stale. */
export const STALE_AFTER_BUSINESS_DAYS = 3

/** How far the fund's latest NAV (dd-mm-yyyy) trails the newest NAV in the data; null when unknown. */
export function navLag(fundNavDate: string, newestNavDate: string | null | undefined): number | null {
  const fund = dmyToIso(fundNavDate)
  const newest = newestNavDate ? dmyToIso(newestNavDate) : null
  return fund && newest ? businessDaysBetween(fund, newest) : null
}
