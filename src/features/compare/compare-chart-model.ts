import type { NavEntry } from '@common/contract/schemas'
import { periodStart } from '@common/figures/periods'
import type { ChartPeriod } from '@/lib/chart-period'
import { formatChartDate, tickDecimals } from '@/lib/chart-format'
import { isoToLocalDate } from '@/lib/dates'
import { formatIndianNumber } from '@/lib/number-text'
import { toNavSeries } from '@/lib/nav-series'
import { compareSeries, type IndexedPoint } from './indexed-series'

/** A fund as the chart gets it: its place in the page (its colour and dash), name and history. */
export type ChartFund = { schemeCode: number; name: string; styleIndex: number; history: readonly NavEntry[] }
export type ChartLine = Omit<ChartFund, 'history'> & { points: IndexedPoint[] }

export type ChartModel = {
  start: string
  end: string
  lines: ChartLine[]
  dates: string[]
  /** Funds with fewer than two NAVs: nothing to draw, named under the chart instead. */
  skipped: ChartFund[]
  /** The start is a fund's first NAV, later than the period's first day (or All's common start). */
  startsLate: boolean
}

/** The funds' histories as indexed lines for a period; null when fewer than one fund can be drawn. */
export function chartModelOf(funds: readonly ChartFund[], period: ChartPeriod): ChartModel | null {
  const series = funds.map((fund) => toNavSeries(fund.history).map((p) => ({ date: p.iso, nav: p.nav })))
  const drawable = funds.flatMap((fund, i) => (series[i]!.length >= 2 ? [{ fund, series: series[i]! }] : []))
  const comparison = compareSeries(
    drawable.map((d) => d.series),
    period,
  )
  if (!comparison) return null
  return {
    start: comparison.start,
    end: comparison.end,
    dates: comparison.dates,
    lines: drawable.map(({ fund: { history: _history, ...fund } }, i) => ({ ...fund, points: comparison.lines[i]! })),
    skipped: funds.filter((_, i) => series[i]!.length < 2),
    startsLate: period === 'All' ? drawable.length > 1 : comparison.start > periodStart(comparison.end, period),
  }
}

export const formatIsoDate = (iso: string) => formatChartDate(isoToLocalDate(iso))


/** An indexed value: "112.34" (what 100 at the start became). */
export const formatIndex = (value: number) => formatIndianNumber(value, 2, 2)

/** An axis label with as many decimals as the tick step needs (a liquid fund's month moves by tenths). */
export function formatIndexTick(value: number, step: number): string {
  const decimals = tickDecimals(step, 3)
  return formatIndianNumber(value, decimals, decimals)
}
