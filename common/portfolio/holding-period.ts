/**
 * The Income-tax Act's "held for not more than N months" (s.2(42A)): a unit is long-term when it was held
 * MORE than N months before the sale. Months are calendar months counted from the purchase date (the
 * General Clauses Act's British calendar month), the purchase day itself not counted: bought 2023-01-15,
 * 12 months run out on 2024-01-15, so a sale that day is short-term and one on 2024-01-16 long-term.
 * A purchase on a day the target month lacks ends on that month's last day: bought 2020-02-29, 12 months
 * end on 2021-02-28 (2023-01-31 + 1 month = 2023-02-28).
 */
import { addDays, minusMonths } from '../figures/dates.ts'

/** `buyDate` plus `months` calendar months, the day clamped to the month's last: the last day still within the period. */
export function holdingPeriodEnd(buyDate: string, months: number): string {
  const key = `${months}:${buyDate}`
  let end = periodEnds.get(key)
  if (end === undefined) {
    if (periodEnds.size >= MAX_REMEMBERED) periodEnds.clear()
    end = minusMonths(buyDate, -months)
    periodEnds.set(key, end)
  }
  return end
}

// Remembered: a portfolio's lots share few purchase dates (a SIP's 120 installments over thousands of
// lots and pieces), and the calendar arithmetic was most of the gains' time (bench:portfolio).
const periodEnds = new Map<string, string>()
const MAX_REMEMBERED = 50_000

/** True when a unit bought on `buyDate` and sold on `sellDate` was held more than `months` months. */
export function heldMoreThan(buyDate: string, sellDate: string, months: number): boolean {
  return sellDate > holdingPeriodEnd(buyDate, months)
}

/** The first sale date on which a unit bought on `buyDate` has been held more than `months` months. */
export function firstDayHeldMoreThan(buyDate: string, months: number): string {
  return addDays(holdingPeriodEnd(buyDate, months), 1)
}
