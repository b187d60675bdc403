import { lazy, memo, Suspense, useDeferredValue, useMemo } from 'react'
import { Center, Loader } from '@mantine/core'
import { useSearch } from '@tanstack/react-router'
import type { NavEntry } from '@common/contract/schemas'
import { chartHistoryOf, DEFAULT_CHART_PERIOD, periodFigure, periodPoints } from '@/lib/chart-period'
import type { NavPoint } from '@/lib/nav-series'
// The chart's box and tooltip styles come with the page: a lazy chunk's own stylesheet would
// arrive unlinked by the server (tests/e2e/server-render.spec.ts).
import frameClasses from '@/lib/chart-frame.module.css'
import { ChartPeriodControl } from './ChartPeriodControl'

// Same as NavChart's CHART_HEIGHT; importing it from there would pull visx into this chunk.
const CHART_HEIGHT = 300

// visx and the chart code load only with the fund page, never in the main bundle.
const loadNavChart = () => import('./NavChart')
const NavChart = lazy(loadNavChart)

/** Starts loading the chart code early (the fund route's loader calls it, next to its data). */
export function preloadNavChart(): void {
  void loadNavChart().catch(() => {
    // The lazy component retries and reports through the route's error state.
  })
}

type LazyProps = { series: readonly NavPoint[]; label: string }

/**
 * The NAV chart, with its 300 px reserved while its code arrives, so nothing below it moves.
 * Memoised: a render for a new period that has not reached the chart yet (see FundNavChart) skips it.
 */
export const LazyNavChart = memo(function LazyNavChart({ series, label }: LazyProps) {
  return (
    <Suspense
      fallback={
        <Center className={frameClasses.placeholder} h={CHART_HEIGHT} role="status">
          <Loader color="green" size="sm" aria-hidden />
          <span className="visually-hidden">Loading the NAV chart</span>
        </Center>
      }
    >
      <NavChart series={series} label={label} />
    </Suspense>
  )
})

/**
 * The fund page's period links, the period's return and the NAV chart for that period.
 *
 * It reads ?period= itself, not the route: a period switch then renders this alone, not the page
 * around it (analytics, costs, calculator). The links and the return follow the address at once (a
 * binary search in the history parsed once per fund); the chart follows in a deferred render that
 * React may interrupt, dimmed meanwhile, so the click's frame stays cheap.
 */
export function FundNavChart({ history, label }: { history: readonly NavEntry[]; label: string }) {
  const period = useSearch({ from: '/fundchart/$schemeCode/$name', select: (search) => search.period }) ?? DEFAULT_CHART_PERIOD
  const drawnPeriod = useDeferredValue(period)
  const parsed = chartHistoryOf(history)
  const figure = useMemo(() => periodFigure(parsed, period), [parsed, period])
  const series = useMemo(() => periodPoints(parsed, drawnPeriod), [parsed, drawnPeriod])
  const stale = drawnPeriod !== period
  return (
    <>
      {parsed.points.length > 1 && <ChartPeriodControl value={period} figure={figure} />}
      <div className={stale ? frameClasses.stale : undefined} aria-busy={stale || undefined}>
        <LazyNavChart series={series} label={label} />
      </div>
    </>
  )
}
