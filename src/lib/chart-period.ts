import type { NavEntry } from '@common/contract/schemas'
import { dmyToIso } from '@common/figures/dates'
import { periodReturn, periodStart, type PeriodReturn } from '@common/figures/periods'
import { indexOnOrBefore } from '@common/figures/returns'
import { toNavSeries } from '@/lib/nav-series'

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

export type ChartSlice = {
  /** The entries the chart draws: from the period's base NAV (on or before its start) to the latest. */
  history: NavEntry[]
  /** The period's return by the contract's rules (All = since the first NAV), with its kind. */
  figure: PeriodReturn
}

/**
 * The selected period's part of the history, cut from the cached answer (no request per period),
 * and its return computed with the same formula as the server's figures (common/figures).
 */
export function chartSlice(history: readonly NavEntry[], period: ChartPeriod): ChartSlice {
  const series = toNavSeries(history).map((p) => ({ date: p.iso, nav: p.nav }))
  const key = period === 'All' ? 'SI' : period
  const figure = periodReturn(series, key)
  const latest = series.at(-1)
  if (period === 'All' || !latest) return { history: [...history], figure }
  const base = indexOnOrBefore(series, periodStart(latest.date, key as Exclude<typeof key, 'SI'>))
  // Younger than the period: the whole history, and the figure says "–".
  const from = series[Math.max(0, base)]!.date
  return {
    // An entry without a real date is one the chart would skip anyway.
    history: history.filter((entry) => (dmyToIso(entry.date) ?? '') >= from),
    figure,
  }
}
