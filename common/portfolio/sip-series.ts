/**
 * A SIP entered as one line ("₹5,000 on the 5th of every month since ...") instead of one transaction per
 * installment: stored as a series and expanded into purchases when the NAV history is at hand, so the
 * installments follow the published NAVs without the visitor typing them.
 */
import { z } from 'zod/mini'
import type { NavPoint } from '../figures/returns.ts'
import { sipInstallmentDates } from '../figures/sip.ts'
import { type PortfolioTransaction } from './transaction.ts'

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Expected a yyyy-mm-dd date' }))

export const sipSeriesSchema = z.object({
  /** Becomes the `sipId` of its transactions. */
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  folio: z.string().check(z.maxLength(40)),
  schemeCode: z.int().check(z.positive()),
  /** Rupees per installment. */
  amount: z.number().check(z.positive()),
  /** Day of the month, 1..28 as mandates allow: every month has it. */
  day: z.int().check(z.gte(1), z.lte(28)),
  from: isoDate,
  /** The last date an installment may fall on; null while the SIP runs. */
  to: z.nullable(isoDate),
})
export type SipSeries = z.infer<typeof sipSeriesSchema>

/**
 * One purchase per installment date (`sipInstallmentDates(from, to, day)`, `to` the last NAV date while
 * the SIP runs), bought at the first NAV published on or after it, as the SIP calculator buys
 * (common/figures/sip.ts). The transaction's date is that NAV's, its id `${sip.id}:${installment date}`
 * (stable when a NAV arrives late or is corrected). An installment with no NAV on or after its date yet is
 * left out. Unlike the calculator, an installment on or before `to` keeps a NAV published after `to`: the
 * units were bought. units = amount / NAV, unrounded (no stamp duty). RangeError for a `from` or `to`
 * that is no calendar date (the schema checks only the shape).
 */
export function expandSipSeries(sip: SipSeries, series: readonly NavPoint[]): PortfolioTransaction[] {
  const last = series.at(-1)
  if (!last) return []
  const to = sip.to ?? last.date
  const purchases: PortfolioTransaction[] = []
  // Installments come in date order: the first NAV on or after each is found walking forward from the
  // previous one's (a search per installment over a long series was most of the expansion's time).
  let k = 0
  for (const date of sipInstallmentDates(sip.from, to, sip.day)) {
    while (k < series.length && series[k]!.date < date) k++
    const point = series[k]
    if (!point) break
    purchases.push({
      id: `${sip.id}:${date}`,
      folio: sip.folio,
      schemeCode: sip.schemeCode,
      date: point.date,
      kind: 'purchase',
      units: sip.amount / point.nav,
      amount: sip.amount,
      nav: point.nav,
      sipId: sip.id,
    })
  }
  return purchases
}
