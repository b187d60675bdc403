/**
 * User Timing marks of the NAV chart, for bench/chart.ts and DevTools traces
 * (docs/decisions/012-chart-drawing.md): `nav-chart:first-draw` from receiving a history to the
 * frame after its SVG was committed, `nav-chart:hover` from the pointer event to the frame after
 * the crosshair moved; `…-commit` measures end at the commit. Only the latest measure of each name
 * stays in the timeline, so a long session does not pile up entries.
 */
import { afterNextPaint } from '@/lib/after-next-paint'

export const CHART_TIMING = {
  renderStart: 'nav-chart:render-start',
  drawn: 'nav-chart:drawn',
  firstDraw: 'nav-chart:first-draw',
  firstDrawCommit: 'nav-chart:first-draw-commit',
  hoverStart: 'nav-chart:hover-start',
  hoverDrawn: 'nav-chart:hover-drawn',
  hover: 'nav-chart:hover',
  hoverCommit: 'nav-chart:hover-commit',
} as const

const supported = () => typeof performance !== 'undefined' && typeof performance.mark === 'function'

/** A measure from the `start` mark to now, which stays for the measure after the paint. */
function measureToNow(start: string, name: string, detail?: unknown): void {
  try {
    if (performance.getEntriesByName(start, 'mark').length === 0) return
    performance.clearMeasures(name)
    performance.measure(name, { start, detail })
  } catch {
    // See measureFrom.
  }
}

function measureFrom(start: string, end: string, name: string, detail?: unknown): void {
  try {
    if (performance.getEntriesByName(start, 'mark').length === 0) return
    performance.mark(end)
    performance.clearMeasures(name)
    performance.measure(name, { start, end, detail })
    performance.clearMarks(start)
    performance.clearMarks(end)
  } catch {
    // An environment with partial User Timing (old browsers, test DOMs): no figure, no harm.
  }
}

let pendingPoints = 0

/** The chart got a history to draw (call where the series is built from it). */
export function markChartRenderStart(points: number): void {
  if (!supported()) return
  pendingPoints = points
  performance.clearMarks(CHART_TIMING.renderStart)
  performance.mark(CHART_TIMING.renderStart)
}

/** The plot was committed with a new series (call from a layout effect). */
export function markChartDrawn(): void {
  if (!supported()) return
  const detail = { points: pendingPoints }
  measureToNow(CHART_TIMING.renderStart, CHART_TIMING.firstDrawCommit, detail)
  afterNextPaint(() => measureFrom(CHART_TIMING.renderStart, CHART_TIMING.drawn, CHART_TIMING.firstDraw, detail))
}

/** A pointer event that may move the crosshair. */
export function markHoverStart(): void {
  if (!supported()) return
  performance.clearMarks(CHART_TIMING.hoverStart)
  performance.mark(CHART_TIMING.hoverStart)
}

/** The crosshair moved to a point picked by the pointer (call from a layout effect). */
export function markHoverDrawn(): void {
  if (!supported()) return
  measureToNow(CHART_TIMING.hoverStart, CHART_TIMING.hoverCommit)
  afterNextPaint(() => measureFrom(CHART_TIMING.hoverStart, CHART_TIMING.hoverDrawn, CHART_TIMING.hover))
}
