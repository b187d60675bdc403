import type { NavEntry } from '@common/contract/schemas'
import { periodStart } from '@common/figures/periods'
import type { NavPoint } from '@common/figures/returns'
import { chartHistoryOf, type ChartPeriod } from '@/lib/chart-period'
import { formatChartDate, tickDecimals } from '@/lib/chart-format'
import { isoToLocalDate } from '@/lib/dates'
import { formatIndianNumber } from '@/lib/number-text'
import { commonStart, compareSeries, type IndexedPoint } from './indexed-series'

/** A fund as the chart gets it: its place in the page (its colour and dash), name and history. */
export type ChartFund = { schemeCode: number; name: string; styleIndex: number; history: readonly NavEntry[] }
export type ChartLine = Omit<ChartFund, 'history'> & { points: IndexedPoint[] }

/** Where the lines start for a period. */
export type ChartStart = {
  start: string
  /** The start is a fund's first NAV, later than the period's first day (or All's common start). */
  startsLate: boolean
}

export type ChartModel = ChartStart & {
  end: string
  lines: ChartLine[]
  dates: string[]
  /** Funds with fewer than two NAVs: nothing to draw, named under the chart instead. */
  skipped: ChartFund[]
}

type Drawable = { fund: ChartFund; series: readonly NavPoint[] }

/** The funds with two NAVs or more, each with its NAVs (parsed once per cached answer, not per period). */
function drawableOf(funds: readonly ChartFund[]): Drawable[] {
  return funds.flatMap((fund) => {
    const series = chartHistoryOf(fund.history).figures
    return series.length >= 2 ? [{ fund, series }] : []
  })
}

function startsLate(drawable: readonly Drawable[], period: ChartPeriod, start: string, end: string): boolean {
  return period === 'All' ? drawable.length > 1 : start > periodStart(end, period)
}

/**
 * Where the lines start for a period, without building them: what the note beside the period
 * links says, which follows a switch at once while the chart follows in a deferred render.
 */
export function chartStartOf(funds: readonly ChartFund[], period: ChartPeriod): ChartStart | null {
  const drawable = drawableOf(funds)
  const series = drawable.map((d) => d.series)
  const start = commonStart(series, period)
  if (start === null) return null
  // The lines end on the newest NAV of any fund (compareSeries' end).
  const end = series.reduce((newest, s) => (s.at(-1)!.date > newest ? s.at(-1)!.date : newest), start)
  return { start, startsLate: startsLate(drawable, period, start, end) }
}

/** The funds' histories as indexed lines for a period; null when fewer than one fund can be drawn. */
export function chartModelOf(funds: readonly ChartFund[], period: ChartPeriod): ChartModel | null {
  const drawable = drawableOf(funds)
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
    skipped: funds.filter((fund) => !drawable.some((d) => d.fund === fund)),
    startsLate: startsLate(drawable, period, comparison.start, comparison.end),
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
