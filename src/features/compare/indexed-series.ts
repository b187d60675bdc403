/**
 * The compare chart's arithmetic: every fund's NAV indexed to 100 at one common start date, so
 * funds with NAVs of ₹12 and ₹1,200 share an axis and the lines read as "what 100 became".
 * Pure; ISO `yyyy-mm-dd` dates (they sort as text), series ascending as common/figures has them.
 */
import { periodStart } from '@common/figures/periods'
import { indexOnOrBefore, type NavPoint } from '@common/figures/returns'
import type { ChartPeriod } from '@/lib/chart-period'

export type IndexedPoint = { date: string; value: number }

/**
 * The common start: the latest of the funds' first dates inside the period. The period is counted
 * back from the newest NAV of any fund, with the fund page's rules (1M = one calendar month...).
 * A fund with a NAV on or before the period's first day is "in" from that day (its NAV carries
 * over weekends and holidays), so for funds old enough the start is the period's first day and
 * each line's end equals the fund page's return for the period; a younger fund moves the start to
 * its first NAV. Null when there is no fund or a fund has no NAV.
 */
export function commonStart(series: readonly (readonly NavPoint[])[], period: ChartPeriod): string | null {
  if (series.length === 0 || series.some((s) => s.length === 0)) return null
  const newest = series.reduce((latest, s) => (s.at(-1)!.date > latest ? s.at(-1)!.date : latest), '')
  let start = period === 'All' ? '' : periodStart(newest, period)
  for (const s of series) if (s[0]!.date > start) start = s[0]!.date
  return start
}

/**
 * One fund from `start`: NAV / (NAV on or before `start`) × 100. The first point sits on `start`
 * itself at 100, then every published NAV after it. Empty if the fund has no NAV on or before `start`.
 */
export function indexFrom(series: readonly NavPoint[], start: string): IndexedPoint[] {
  const baseIndex = indexOnOrBefore(series, start)
  if (baseIndex < 0) return []
  const base = series[baseIndex]!.nav
  const points: IndexedPoint[] = [{ date: start, value: 100 }]
  for (let i = baseIndex + 1; i < series.length; i++) points.push({ date: series[i]!.date, value: (series[i]!.nav / base) * 100 })
  return points
}

/** The value on `date` by the site's NAV rule: the last one on or before it; null before the line starts. */
export function valueOnOrBefore(points: readonly IndexedPoint[], date: string): number | null {
  let lo = 0
  let hi = points.length - 1
  let found = -1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (points[mid]!.date <= date) {
      found = mid
      lo = mid + 1
    } else {
      hi = mid - 1
    }
  }
  return found < 0 ? null : points[found]!.value
}

export type Comparison = {
  /** Where every line is 100. */
  start: string
  /** The newest date of any line. */
  end: string
  /** One line per input series, in the same order. */
  lines: IndexedPoint[][]
  /** Every date any line has a point on, ascending: the steps of the shared tooltip. */
  dates: string[]
}

/**
 * Every date of any line, ascending, each once: the lines are ascending already, so a merge (linear)
 * rather than a sort of all their dates (the chart's deferred render for a period does this).
 */
export function mergeDates(lines: readonly (readonly { date: string }[])[]): string[] {
  let merged: string[] = []
  for (const line of lines) {
    const out: string[] = []
    let i = 0
    let j = 0
    while (i < merged.length || j < line.length) {
      const a = merged[i]
      const b = line[j]?.date
      let next: string
      if (b === undefined || (a !== undefined && a < b)) next = merged[i++]!
      else if (a === undefined || b < a) next = line[j++]!.date
      else {
        next = a
        i++
        j++
      }
      if (out[out.length - 1] !== next) out.push(next)
    }
    merged = out
  }
  return merged
}

/** The chart's data for a period; null when a series is empty (nothing can start in common). */
export function compareSeries(series: readonly (readonly NavPoint[])[], period: ChartPeriod): Comparison | null {
  const start = commonStart(series, period)
  if (start === null) return null
  const lines = series.map((s) => indexFrom(s, start))
  const dates = mergeDates(lines)
  return { start, end: dates.at(-1) ?? start, lines, dates }
}
