import { useCallback, useId, useLayoutEffect, useMemo } from 'react'
import { ChartCrosshair } from '@/lib/ChartCrosshair'
import { ChartHitArea } from '@/lib/ChartHitArea'
import { ChartTooltip } from '@/lib/ChartTooltip'
import { AxisLeft } from '@visx/axis'
import { LinearGradient } from '@visx/gradient'
import { Group } from '@visx/group'
import { scaleLinear, scaleTime } from '@visx/scale'
import { AreaClosed, LinePath } from '@visx/shape'
import { formatChartDate, formatRupeeTick, leftAxisStyle } from '@/lib/chart-format'
import { DateAxis } from '@/lib/DateAxis'
import { formatNav, formatPercent } from '@/lib/format'
import { pointsToDraw, summarise, type NavPoint, type SeriesSummary } from '@/lib/nav-series'
import { ResponsiveWidth } from '@/lib/ResponsiveWidth'
import { useChartCursor } from '@/lib/use-chart-cursor'
import frameClasses from '@/lib/chart-frame.module.css'
import { markChartDrawn, markChartRenderStart, markHoverDrawn, markHoverStart } from './chart-timing'

/** Chart height of spec section 9; the box is reserved before the chart (or its code) arrives. */
export const CHART_HEIGHT = 300

const GREEN = '#2f9e44'
const DAY = 86_400_000

const x = (point: NavPoint) => point.date
const y = (point: NavPoint) => point.nav

type PlotProps = { series: readonly NavPoint[]; width: number; height: number; label: string; summaryId: string }

/** The drawing itself, for a measured width. Exported for tests, which cannot measure. */
export function NavChartPlot({ series, width, height, label, summaryId }: PlotProps) {
  const gradientId = `nav-fill-${useId().replace(/[^\w-]/g, '')}`

  // Every point stays for the tooltip; only the drawn path is thinned out for long histories.
  const drawn = useMemo(() => pointsToDraw(series), [series])

  // Performance marks (chart-timing.ts, read by bench/chart.ts): drawn with this series; crosshair moved (below).
  useLayoutEffect(() => markChartDrawn(), [series])

  const yDomain = useMemo(() => {
    let min = Infinity
    let max = -Infinity
    for (const point of series) {
      if (point.nav < min) min = point.nav
      if (point.nav > max) max = point.nav
    }
    const pad = (max - min) * 0.05 || max * 0.02 || 1
    // Niced once, so the ticks (and the left margin they need) do not depend on the height.
    return scaleLinear<number>({ domain: [Math.max(0, min - pad), max + pad], nice: 5 }).domain() as [number, number]
  }, [series])

  const yTicks = useMemo(() => scaleLinear<number>({ domain: yDomain }).ticks(5), [yDomain])
  const yStep = yTicks.length > 1 ? yTicks[1]! - yTicks[0]! : 1
  const yLabel = useCallback((value: number) => formatRupeeTick(value, yStep), [yStep])
  // Room for the longest rupee label (about 7 px a character at 11 px), so none is clipped.
  const left = Math.max(...yTicks.map((tick) => yLabel(tick).length)) * 7 + 14
  const margin = { top: 12, right: 28, bottom: 30, left }
  const innerWidth = Math.max(0, width - margin.left - margin.right)
  const innerHeight = Math.max(0, height - margin.top - margin.bottom)
  const yScale = useMemo(() => scaleLinear<number>({ domain: yDomain, range: [innerHeight, 0] }), [yDomain, innerHeight])

  const xScale = useMemo(() => {
    const first = series[0]!.date.getTime()
    const last = series.at(-1)!.date.getTime()
    // A single NAV: a day either side, so the point sits in the middle.
    const domain = first === last ? [new Date(first - DAY), new Date(last + DAY)] : [series[0]!.date, series.at(-1)!.date]
    return scaleTime<number>({ domain, range: [0, innerWidth] })
  }, [series, innerWidth])

  // The static layer (area, line, axes) is rebuilt only when the data or the size changes, not on
  // every pointer move: moving the crosshair over 5,000 points re-renders the crosshair alone.
  const staticLayer = useMemo(
    () => (
      <>
        <LinearGradient id={gradientId} from={GREEN} to={GREEN} fromOpacity={0.35} toOpacity={0} vertical />
        <Group left={margin.left} top={margin.top}>
          <AreaClosed<NavPoint>
            data={drawn as NavPoint[]}
            x={(point) => xScale(x(point))}
            y={(point) => yScale(y(point))}
            yScale={yScale}
            fill={`url(#${gradientId})`}
            stroke="none"
          />
          <LinePath<NavPoint>
            data={drawn as NavPoint[]}
            x={(point) => xScale(x(point))}
            y={(point) => yScale(y(point))}
            stroke={GREEN}
            strokeWidth={2}
            strokeLinejoin="round"
            strokeLinecap="round"
            data-testid="nav-line"
          />
          <AxisLeft
            scale={yScale}
            tickValues={yTicks}
            tickFormat={(value) => yLabel(Number(value))}
            {...leftAxisStyle}
          />
          <DateAxis top={innerHeight} scale={xScale} width={innerWidth} />
        </Group>
      </>
    ),
    [gradientId, margin.left, margin.top, drawn, xScale, yScale, yTicks, yLabel, innerHeight, innerWidth],
  )

  const cursor = useChartCursor({ points: series, xScale, left: margin.left, onPointer: markHoverStart })
  const { active } = cursor
  useLayoutEffect(() => {
    if (active && !active.fromKeyboard) markHoverDrawn()
  }, [active])

  const point = active ? series[active.index] : undefined
  const px = point ? xScale(point.date) : 0
  const py = point ? yScale(point.nav) : 0

  return (
    <div
      className={frameClasses.plot}
      style={{ width, height }}
      {...cursor.plot}
      aria-label={`NAV history of ${label}. Use the arrow keys to read the values.`}
      aria-describedby={summaryId}
    >
      <svg width={width} height={height} aria-hidden focusable={false} className={frameClasses.svg}>
        {staticLayer}
        <Group left={margin.left} top={margin.top}>
          {point && (
            <ChartCrosshair x={px} height={innerHeight} testId="nav-crosshair">
              <circle cx={px} cy={py} r={5} fill={GREEN} stroke="#fff" strokeWidth={2} />
            </ChartCrosshair>
          )}
          <ChartHitArea width={innerWidth} height={innerHeight} className={frameClasses.hitArea} {...cursor.hitArea} />
        </Group>
      </svg>
      {point && (
        <ChartTooltip
          left={px + margin.left}
          top={py + margin.top}
          testId="nav-tooltip"
          label={formatChartDate(point.date)}
          value={`NAV ${formatNav(point.nav)}`}
        />
      )}
      <div className="visually-hidden" aria-live="polite">
        {point && active?.fromKeyboard ? `${formatChartDate(point.date)}: NAV ${formatNav(point.nav)}` : ''}
      </div>
    </div>
  )
}

function summaryText(summary: SeriesSummary, count: number): string {
  const { first, latest, min, max, change } = summary
  return (
    `NAV history from ${formatChartDate(first.date)} to ${formatChartDate(latest.date)}, ${count} values. ` +
    `Lowest ${formatNav(min.nav)} on ${formatChartDate(min.date)}; highest ${formatNav(max.nav)} on ${formatChartDate(max.date)}. ` +
    `Latest NAV ${formatNav(latest.nav)} on ${formatChartDate(latest.date)}, ${formatPercent(change)} over the period.`
  )
}

type Props = {
  /** The period's points, ascending (lib/chart-period.ts periodPoints): the same array until the period changes. */
  series: readonly NavPoint[]
  label: string
}

/**
 * The NAV area chart of the fund page: full width, 300 px high, no grid lines, a green line of
 * width 2 over a fill fading to transparent; a crosshair and tooltip on pointer, touch and arrow
 * keys; a text alternative with the range, extremes and latest value. Rebuilt only when the series
 * changes (everything is memoised on it).
 */
export default function NavChart({ series, label }: Props) {
  const summary = useMemo(() => {
    markChartRenderStart(series.length)
    return summarise(series)
  }, [series])
  const summaryId = useId()

  // One NAV (a fund's first day, or a single daily file) is a point, not a history to draw.
  if (!summary || series.length < 2) {
    return (
      <div className={frameClasses.unavailable} style={{ height: CHART_HEIGHT }} role="status">
        The chart is currently unavailable
      </div>
    )
  }

  return (
    <figure className={frameClasses.figure}>
      <ResponsiveWidth className={frameClasses.frame} style={{ height: CHART_HEIGHT }}>
        {(width) => <NavChartPlot series={series} width={width} height={CHART_HEIGHT} label={label} summaryId={summaryId} />}
      </ResponsiveWidth>
      <figcaption id={summaryId} className="visually-hidden" data-testid="nav-summary">
        {summaryText(summary, series.length)}
      </figcaption>
    </figure>
  )
}
