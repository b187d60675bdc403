import { memo, useMemo, type CSSProperties } from 'react'
import { ChartCrosshair } from '@/lib/ChartCrosshair'
import { ChartHitArea } from '@/lib/ChartHitArea'
import { AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { ResponsiveWidth } from '@/lib/ResponsiveWidth'
import { scaleLinear, scaleTime } from '@visx/scale'
import { Line, LinePath } from '@visx/shape'
import { AXIS_COLOUR, leftAxisStyle } from '@/lib/chart-format'
import { DateAxis } from '@/lib/DateAxis'
import { isoToLocalDate } from '@/lib/dates'
import { pointsToDraw } from '@/lib/nav-series'
import { useChartCursor } from '@/lib/use-chart-cursor'
import { formatIndex, formatIndexTick, formatIsoDate, type ChartLine } from './compare-chart-model'
import { valueOnOrBefore } from './indexed-series'
import { LineKey } from './LineKey'
import { seriesStyle } from './series-styles'
import frameClasses from '@/lib/chart-frame.module.css'
import classes from './compare.module.css'

const DAY = 86_400_000
const TOOLTIP_GAP = 12
const TOOLTIP_MAX_WIDTH = 448

type DrawPoint = { date: Date; nav: number }

export type PlotProps = {
  lines: ChartLine[]
  /** Every date any line has a value on, ascending ISO: the steps of the shared tooltip. */
  dates: string[]
  width: number
  height: number
  /** The focusable plot's name (what it is, how to read it)... */
  label: string
  /** ...and the picture's text alternative: the start and every fund's end value. */
  summary: string
}

/**
 * The tooltip on the roomier side of the line, as wide as its names need up to what that side
 * holds: on a phone it narrows (names shorten; the line samples still tell the funds apart)
 * rather than being cut off. Anchored by its near edge, so no measuring is needed.
 */
function tooltipPlacement(x: number, width: number): CSSProperties {
  const right = width - x
  const maxWidth = Math.min(TOOLTIP_MAX_WIDTH, Math.max(x, right) - TOOLTIP_GAP - 4)
  return right >= x ? { left: x + TOOLTIP_GAP, top: 8, maxWidth } : { right: right + TOOLTIP_GAP, top: 8, maxWidth }
}

/** The drawing for a measured width. Exported for tests, which cannot measure. */
export function CompareChartPlot({ lines, dates, width, height, label, summary }: PlotProps) {
  const days = useMemo(() => dates.map((iso) => ({ date: isoToLocalDate(iso) })), [dates])
  // Every point stays for the tooltip; only the drawn paths are thinned out for long histories.
  const drawn = useMemo(
    () => lines.map((line) => pointsToDraw(line.points.map((p): DrawPoint => ({ date: isoToLocalDate(p.date), nav: p.value })))),
    [lines],
  )

  const yDomain = useMemo(() => {
    let min = 100
    let max = 100
    for (const line of lines) {
      for (const point of line.points) {
        if (point.value < min) min = point.value
        if (point.value > max) max = point.value
      }
    }
    const pad = (max - min) * 0.05 || 1
    return scaleLinear<number>({ domain: [min - pad, max + pad], nice: 5 }).domain() as [number, number]
  }, [lines])
  const yTicks = useMemo(() => scaleLinear<number>({ domain: yDomain }).ticks(5), [yDomain])
  const yStep = yTicks.length > 1 ? yTicks[1]! - yTicks[0]! : 1
  // Room for the longest label (about 7 px a character at 11 px), so none is clipped.
  const left = Math.max(...yTicks.map((tick) => formatIndexTick(tick, yStep).length)) * 7 + 14
  const margin = { top: 12, right: 24, bottom: 30, left }
  const innerWidth = Math.max(0, width - margin.left - margin.right)
  const innerHeight = Math.max(0, height - margin.top - margin.bottom)
  const yScale = useMemo(() => scaleLinear<number>({ domain: yDomain, range: [innerHeight, 0] }), [yDomain, innerHeight])
  const first = days[0]?.date.getTime() ?? 0
  const last = days.at(-1)?.date.getTime() ?? first
  const xScale = useMemo(
    () => scaleTime<number>({ domain: first === last ? [new Date(first - DAY), new Date(last + DAY)] : [new Date(first), new Date(last)], range: [0, innerWidth] }),
    [first, last, innerWidth],
  )

  // The lines and axes are rebuilt only when the data or the size changes, not on every pointer move.
  const staticLayer = useMemo(
    () => (
      <Group left={margin.left} top={margin.top}>
        <Line from={{ x: 0, y: yScale(100) }} to={{ x: innerWidth, y: yScale(100) }} stroke={AXIS_COLOUR} strokeWidth={1} strokeDasharray="2 4" />
        {drawn.map((points, i) => {
          const style = seriesStyle(lines[i]!.styleIndex)
          return (
            <LinePath<DrawPoint>
              key={lines[i]!.schemeCode}
              data={points as DrawPoint[]}
              x={(point) => xScale(point.date)}
              y={(point) => yScale(point.nav)}
              stroke={style.stroke}
              strokeDasharray={style.dash}
              strokeWidth={2.25}
              strokeLinejoin="round"
              data-testid={`compare-line-${lines[i]!.schemeCode}`}
            />
          )
        })}
        <AxisLeft scale={yScale} tickValues={yTicks} tickFormat={(value) => formatIndexTick(Number(value), yStep)} {...leftAxisStyle} />
        <DateAxis top={innerHeight} scale={xScale} width={innerWidth} />
      </Group>
    ),
    [margin.left, margin.top, yScale, innerWidth, drawn, lines, xScale, yTicks, yStep, innerHeight],
  )

  const cursor = useChartCursor({ points: days, xScale, left: margin.left })
  const { active } = cursor

  const date = active ? dates[active.index] : undefined
  const readings = date ? lines.map((line) => ({ line, value: valueOnOrBefore(line.points, date) })) : []
  const px = date ? xScale(isoToLocalDate(date)) : 0

  return (
    <div
      className={frameClasses.plot}
      style={{ width, height }}
      {...cursor.plot}
      aria-label={`${label} Use the arrow keys to read the values.`}
    >
      {/* The picture for screen readers: start and end values (the group around it is what the keys read). */}
      <div role="img" aria-label={summary}>
        <svg width={width} height={height} aria-hidden focusable={false} className={frameClasses.svg}>
          {staticLayer}
          <Group left={margin.left} top={margin.top}>
            {date && (
              <ChartCrosshair x={px} height={innerHeight} testId="compare-crosshair">
                {readings.map(({ line, value }) =>
                  value === null ? null : (
                    <circle key={line.schemeCode} cx={px} cy={yScale(value)} r={4.5} fill={seriesStyle(line.styleIndex).stroke} stroke="#fff" strokeWidth={2} />
                  ),
                )}
              </ChartCrosshair>
            )}
            <ChartHitArea width={innerWidth} height={innerHeight} className={frameClasses.hitArea} {...cursor.hitArea} />
          </Group>
        </svg>
      </div>
      {date && (
        <div className={classes.tooltip} style={tooltipPlacement(px + margin.left, width)} role="tooltip" data-testid="compare-tooltip">
          <div className={classes.tooltipDate}>{formatIsoDate(date)}</div>
          <ul className={classes.tooltipList}>
            {readings.map(({ line, value }) => (
              <li key={line.schemeCode}>
                <LineKey index={line.styleIndex} />
                <span className={classes.tooltipName}>{line.name}</span>
                <span className={classes.tooltipValue}>{value === null ? '–' : formatIndex(value)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="visually-hidden" aria-live="polite">
        {date && active?.fromKeyboard
          ? `${formatIsoDate(date)}: ${readings.map(({ line, value }) => `${line.name} ${value === null ? 'no value' : formatIndex(value)}`).join('; ')}`
          : ''}
      </div>
    </div>
  )
}

type Props = Omit<PlotProps, 'width'>

/**
 * The plot at the width of its box (the box's height is reserved by the caller). Memoised: the
 * chart's render for a period switch that has not reached the lines yet leaves it alone.
 */
export default memo(function CompareChartPlotSized(props: Props) {
  return (
    <ResponsiveWidth className={frameClasses.frame} style={{ height: props.height }}>
      {(width) => <CompareChartPlot {...props} width={width} />}
    </ResponsiveWidth>
  )
})
