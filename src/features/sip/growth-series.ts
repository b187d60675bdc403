/**
 * The data of the calculator's chart: at each NAV date from the first purchase to the valuation date,
 * the money put in so far (a step up at each installment) and what the units bought so far are worth
 * at that day's NAV. Pure; loaded with the chart only.
 */
import type { NavPoint } from '@common/figures/returns'
import { isoToLocalDate } from '@/lib/dates'

/** A purchase on the ISO date of the NAV it bought at, as in the SIP call's schedule. */
export type Purchase = { date: string; units: number }

export type GrowthPoint = {
  /** Local midnight of the NAV date, for time scales and the chart's date labels. */
  date: Date
  iso: string
  invested: number
  value: number
}

/**
 * `series` ascending ISO dates; `purchases` in any order, each `amount` rupees. Long histories are
 * thinned to about `maxPoints` by keeping every n-th day, but a day with a purchase and the last day are
 * always kept, so each step of the invested line and the end values are exact.
 */
export function growthSeries(
  series: readonly NavPoint[],
  purchases: readonly Purchase[],
  amount: number,
  asOfIso: string,
  maxPoints = 400,
): GrowthPoint[] {
  const sorted = [...purchases].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  const first = sorted[0]
  if (!first) return []
  const days = series.filter((point) => point.date >= first.date && point.date <= asOfIso)
  const stride = Math.max(1, Math.ceil(days.length / maxPoints))
  const points: GrowthPoint[] = []
  let next = 0
  let units = 0
  let invested = 0
  days.forEach((point, i) => {
    let bought = false
    while (next < sorted.length && sorted[next]!.date <= point.date) {
      units += sorted[next]!.units
      invested += amount
      next++
      bought = true
    }
    if (bought || i % stride === 0 || i === days.length - 1) {
      points.push({ date: isoToLocalDate(point.date), iso: point.date, invested, value: units * point.nav })
    }
  })
  return points
}
