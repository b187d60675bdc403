/**
 * Rolling returns of a NAV series (a performance answer's `rolling`, common/contract/analytics-schemas.ts). Dates
 * are ISO `yyyy-mm-dd`; series sorted ascending, one point per published NAV, NAVs positive.
 */
import { daysInMonth } from './dates.ts'
import { type NavPoint } from './returns.ts'

export type RollingWindow = '1Y' | '3Y'
/** Summary of every rolling CAGR (percent) of one window length; positiveShare is a percent 0..100. */
export type RollingStats = {
  window: RollingWindow
  count: number
  min: number
  median: number
  max: number
  positiveShare: number
}

const YEARS: Record<RollingWindow, number> = { '1Y': 1, '3Y': 3 }

/**
 * dates.ts's minusYears for a date already known valid (a stored series), without re-validating it:
 * it runs once per NAV per window for every scheme of an import.
 */
function yearsBack(iso: string, years: number): string {
  const year = Number(iso.slice(0, 4)) - years
  const rest = iso.slice(4)
  const head = year >= 1000 ? String(year) : String(year).padStart(4, '0')
  return rest === '-02-29' && daysInMonth(year, 2) === 28 ? `${head}-02-28` : head + rest
}

/**
 * At every published NAV date d whose start (d minus 1 or 3 calendar years, 29 Feb -> 28 Feb) has a NAV on
 * or before it, the CAGR over the window's nominal years from that NAV to d's:
 * ((nav_d / nav_start)^(1/years) - 1) x 100. Summarised as min, median (the mean of the two middle values
 * for an even count), max and the share of windows with a return above 0. null when no date qualifies.
 *
 * O(n log n): the start dates rise with d, so one pointer walks the series once; the sort dominates.
 */
export function rollingReturns(series: readonly NavPoint[], window: RollingWindow): RollingStats | null {
  const years = YEARS[window]
  const values = new Float64Array(series.length)
  let count = 0
  let positive = 0
  let base = -1 // index of the last NAV on or before the current window's start
  for (let i = 0; i < series.length; i++) {
    const point = series[i]!
    const start = yearsBack(point.date, years)
    while (base + 1 < i && series[base + 1]!.date <= start) base++
    if (base < 0) continue
    const ratio = point.nav / series[base]!.nav
    const value = ((years === 1 ? ratio : Math.pow(ratio, 1 / years)) - 1) * 100
    if (value > 0) positive++
    values[count++] = value
  }
  if (count === 0) return null
  const sorted = values.subarray(0, count).sort()
  const mid = count >> 1
  const median = count % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
  return {
    window,
    count,
    min: sorted[0]!,
    median,
    max: sorted[count - 1]!,
    positiveShare: (positive / count) * 100,
  }
}
