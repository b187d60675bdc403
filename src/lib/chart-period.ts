import type { NavEntry } from '@common/contract/schemas'
import { periodReturn, periodStart, type PeriodReturn } from '@common/figures/periods'
import { indexOnOrBefore, type NavPoint as FigurePoint } from '@common/figures/returns'
import { toNavSeries, type NavPoint } from '@/lib/nav-series'

/** The fund chart's periods; All (the whole history) is the seed's view and the default. */
export const CHART_PERIODS = ['1M', '3M', '6M', '1Y', '3Y', '5Y', 'All'] as const
export type ChartPeriod = (typeof CHART_PERIODS)[number]
export const DEFAULT_CHART_PERIOD: ChartPeriod = 'All'

export const isChartPeriod = (value: unknown): value is ChartPeriod => CHART_PERIODS.includes(value as ChartPeriod)

/** The ?period= of the fund page: an unknown value is the default view, not an error. */
export function validateChartSearch(search: Record<string, unknown>): {
  period?: ChartPeriod
} {
  // The key is always there (undefined when dropped): the router merges the raw search under the
  // validated one, so an omitted key would let an invalid raw value through to useSearch().
  return {
    period: isChartPeriod(search.period) && search.period !== DEFAULT_CHART_PERIOD ? search.period : undefined,
  }
}

/** A fund's history as the charts read it: parsed and sorted once, whatever the period. */
export type ChartHistory = {
  /** Ascending by date: what the chart draws (a period's points are a tail of these). */
  points: readonly NavPoint[]
  /** The same points with ISO dates, as common/figures computes returns from them. */
  figures: readonly FigurePoint[]
}

// Keyed by the cached answer's array, which lives as long as the query: a period switch, a second
// chart of the same fund (the compare page) or a re-render never parses thousands of NAVs again.
const parsed = new WeakMap<readonly NavEntry[], ChartHistory>()

/** The history parsed once per cached answer (the API's, newest first, dd-mm-yyyy). */
export function chartHistoryOf(history: readonly NavEntry[]): ChartHistory {
  let known = parsed.get(history)
  if (!known) {
    const points = toNavSeries(history)
    known = { points, figures: points.map((p) => ({ date: p.iso, nav: p.nav })) }
    parsed.set(history, known)
  }
  return known
}

/** The period's return by the contract's rules (All = since the first NAV), with its kind. */
export function periodFigure(history: ChartHistory, period: ChartPeriod): PeriodReturn {
  return periodReturn(history.figures, period === 'All' ? 'SI' : period)
}

/**
 * The period's points: from its base NAV (the last on or before its first day) to the latest,
 * found by binary search on the sorted dates. A fund younger than the period keeps its whole
 * history (and its figure says "–"); All is the very array of every point.
 */
export function periodPoints(history: ChartHistory, period: ChartPeriod): readonly NavPoint[] {
  const latest = history.figures.at(-1)
  if (period === 'All' || !latest) return history.points
  const base = indexOnOrBefore(history.figures, periodStart(latest.date, period))
  return base <= 0 ? history.points : history.points.slice(base)
}
