import type { NavEntry } from '@common/contract/schemas'
import { dmyToIso } from '@common/figures/dates'
import { isoToLocalDate } from './dates'

/**
 * The NAV history of a fund as a chart series. Pure: the chart memoises the result per history.
 *
 * Dates arrive as `dd-mm-yyyy` in any order. A point's `date` is local midnight of that day, so
 * time scales and date formatters (both local-time) agree on which day and month it is.
 */
export type NavPoint = {
  /** Local midnight of the NAV date. */
  date: Date
  /** `yyyy-mm-dd`, the contract's date converted (sorts as text). */
  iso: string
  nav: number
}

/** `dd-mm-yyyy` to local midnight, or null for anything that is not a real calendar day. */
export function parseDmy(dmy: string): Date | null {
  const iso = dmyToIso(dmy)
  return iso ? isoToLocalDate(iso) : null
}

/**
 * Converts and sorts the history ascending by date. Entries with an unreadable date or a NAV
 * that is not a positive number are skipped; a repeated date keeps its last entry.
 */
export function toNavSeries(history: readonly NavEntry[]): NavPoint[] {
  return inApiOrder(history) ?? sortedByDay(history)
}

/**
 * The API's order (newest first, one entry a day) read backwards: no map and no sort, for the
 * fund page's thousands of NAVs. Null as soon as a date is not after the previous one.
 */
function inApiOrder(history: readonly NavEntry[]): NavPoint[] | null {
  const series: NavPoint[] = []
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i]!
    const iso = dmyToIso(entry.date)
    const nav = Number(entry.nav)
    if (!iso || !Number.isFinite(nav) || nav <= 0) continue
    if (series.length > 0 && iso <= series[series.length - 1]!.iso) return null
    series.push({ date: isoToLocalDate(iso), iso, nav })
  }
  return series
}

function sortedByDay(history: readonly NavEntry[]): NavPoint[] {
  const byDay = new Map<string, NavPoint>()
  for (const entry of history) {
    const iso = dmyToIso(entry.date)
    const nav = Number(entry.nav)
    if (!iso || !Number.isFinite(nav) || nav <= 0) continue
    byDay.set(iso, { date: isoToLocalDate(iso), iso, nav })
  }
  return [...byDay.values()].sort((a, b) => a.date.getTime() - b.date.getTime())
}

/** Index of the point nearest in time to `time` (ms) in a series ascending by date; -1 if empty. */
export function nearestIndex(series: readonly { date: Date }[], time: number): number {
  if (series.length === 0) return -1
  let lo = 0
  let hi = series.length - 1
  // First point at or after `time`.
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (series[mid]!.date.getTime() < time) lo = mid + 1
    else hi = mid
  }
  if (lo > 0 && time - series[lo - 1]!.date.getTime() <= series[lo]!.date.getTime() - time) return lo - 1
  return lo
}

export type SeriesSummary = {
  first: NavPoint
  latest: NavPoint
  min: NavPoint
  max: NavPoint
  /** Change from the first to the latest NAV, in percent. */
  change: number
}

export function summarise(series: readonly NavPoint[]): SeriesSummary | null {
  const first = series[0]
  const latest = series.at(-1)
  if (!first || !latest) return null
  let min = first
  let max = first
  for (const point of series) {
    if (point.nav < min.nav) min = point
    if (point.nav > max.nav) max = point
  }
  return { first, latest, min, max, change: (latest.nav / first.nav - 1) * 100 }
}

/** Above this many points the drawn path is downsampled (the tooltip still reads every point). */
export const DOWNSAMPLE_THRESHOLD = 1500

/**
 * Min/max bucket downsampling for drawing: the series is cut into `target / 2` buckets of equal
 * size and each keeps its lowest and highest point, in time order, plus the first and last point
 * of the series. The envelope of the line (every peak and trough, so the global extremes) is kept,
 * which simple decimation or averaging would shave off. Returns the input when it is small enough.
 */
export function downsampleMinMax<T extends { nav: number }>(series: readonly T[], target: number): readonly T[] {
  const n = series.length
  if (target < 4 || n <= target) return series
  const buckets = Math.floor((target - 2) / 2)
  const out: T[] = [series[0]!]
  const inner = n - 2
  for (let b = 0; b < buckets; b++) {
    const start = 1 + Math.floor((b * inner) / buckets)
    const end = 1 + Math.floor(((b + 1) * inner) / buckets)
    if (start >= end) continue
    let lo = start
    let hi = start
    for (let i = start + 1; i < end; i++) {
      if (series[i]!.nav < series[lo]!.nav) lo = i
      if (series[i]!.nav > series[hi]!.nav) hi = i
    }
    if (lo === hi) out.push(series[lo]!)
    else if (lo < hi) out.push(series[lo]!, series[hi]!)
    else out.push(series[hi]!, series[lo]!)
  }
  out.push(series[n - 1]!)
  return out
}

/** The points to draw: everything up to the threshold, else a min/max envelope of ~1,000 points. */
export function pointsToDraw<T extends { nav: number }>(series: readonly T[]): readonly T[] {
  return series.length > DOWNSAMPLE_THRESHOLD ? downsampleMinMax(series, 1000) : series
}
