import { lazy, Suspense } from 'react'
import { Center, Loader } from '@mantine/core'
import type { NavEntry } from '@common/contract/schemas'
import frameClasses from '@/lib/chart-frame.module.css'
// The tooltip's styles come with the page, as the frame's: a lazy chunk's own stylesheet would
// arrive unlinked by the server (tests/e2e/server-render.spec.ts).
import './chart.module.css'

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

/** The NAV chart, with its 300 px reserved while its code arrives, so nothing below it moves. */
export function LazyNavChart({ history, label }: { history: NavEntry[]; label: string }) {
  return (
    <Suspense
      fallback={
        <Center className={frameClasses.placeholder} h={CHART_HEIGHT} role="status">
          <Loader color="green" size="sm" aria-hidden />
          <span className="visually-hidden">Loading the NAV chart</span>
        </Center>
      }
    >
      <NavChart history={history} label={label} />
    </Suspense>
  )
}
