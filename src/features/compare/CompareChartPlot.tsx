import { useMemo, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react'
import { ChartHitArea } from '@/lib/ChartHitArea'
import { AxisBottom, AxisLeft } from '@visx/axis'
import { localPoint } from '@visx/event'
import { Group } from '@visx/group'
import { ResponsiveWidth } from '@/lib/ResponsiveWidth'
import { scaleLinear, scaleTime } from '@visx/scale'
import { Line, LinePath } from '@visx/shape'
import { AXIS_COLOUR, bottomAxisStyle, dateTickCount, dateTickFormatter, leftAxisStyle, TICK_TEXT } from '@/lib/chart-format'
import { pointsToDraw } from '@/lib/nav-series'
import { formatIndex, formatIndexTick, formatIsoDate, isoToLocalDate, type ChartLine } from './compare-chart-model'
import { valueOnOrBefore } from './indexed-series'
import { LineKey } from './LineKey'
import { seriesStyle } from './series-styles'
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

/** Index of the time in an ascending list nearest to `time`. */
function nearest(times: readonly number[], time: number): number {
  let lo = 0
  let hi = times.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (times[mid]! < time) lo = mid + 1
    else hi = mid
  }
  return lo > 0 && time - times[lo - 1]! <= times[lo]! - time ? lo - 1 : lo
}

/** The drawing for a measured width. Exported for tests, which cannot measure. */
export function CompareChartPlot({ lines, dates, width, height, label, summary }: PlotProps) {
  const [active, setActive] = useState<{ index: number; fromKeyboard: boolean } | null>(null)
  const times = useMemo(() => dates.map((iso) => isoToLocalDate(iso).getTime()), [dates])
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
  const first = times[0] ?? 0
  const last = times.at(-1) ?? first
  const xScale = useMemo(
    () => scaleTime<number>({ domain: first === last ? [new Date(first - DAY), new Date(last + DAY)] : [new Date(first), new Date(last)], range: [0, innerWidth] }),
    [first, last, innerWidth],
  )
  const dateLabel = useMemo(() => dateTickFormatter(last - first), [first, last])

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
        <AxisBottom
          top={innerHeight}
          scale={xScale}
          numTicks={dateTickCount(innerWidth)}
          tickFormat={(value) => dateLabel(value as Date)}
          {...bottomAxisStyle}
        />
      </Group>
    ),
    [margin.left, margin.top, yScale, innerWidth, drawn, lines, xScale, yTicks, yStep, innerHeight, dateLabel],
  )

  const pick = (event: PointerEvent<SVGRectElement>) => {
    const point = localPoint(event)
    if (!point || times.length === 0) return
    const index = nearest(times, xScale.invert(point.x - margin.left).getTime())
    setActive((current) => (current?.index === index && !current.fromKeyboard ? current : { index, fromKeyboard: false }))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const lastIndex = dates.length - 1
    const current = active?.index ?? lastIndex
    const step = { ArrowLeft: -1, ArrowRight: 1, PageUp: -21, PageDown: 21 }[event.key]
    let index: number | undefined
    if (step !== undefined) index = Math.min(lastIndex, Math.max(0, current + step))
    else if (event.key === 'Home') index = 0
    else if (event.key === 'End') index = lastIndex
    else if (event.key === 'Escape') return setActive(null)
    if (index === undefined) return
    event.preventDefault()
    setActive({ index, fromKeyboard: true })
  }

  const date = active ? dates[active.index] : undefined
  const readings = date ? lines.map((line) => ({ line, value: valueOnOrBefore(line.points, date) })) : []
  const px = date ? xScale(isoToLocalDate(date)) : 0

  return (
    <div
      className={classes.plot}
      style={{ width, height }}
      tabIndex={0}
      role="group"
      aria-roledescription="chart"
      aria-label={`${label} Use the arrow keys to read the values.`}
      onKeyDown={onKeyDown}
      onBlur={() => setActive((current) => (current?.fromKeyboard ? null : current))}
    >
      {/* The picture for screen readers: start and end values (the group around it is what the keys read). */}
      <div role="img" aria-label={summary}>
        <svg width={width} height={height} aria-hidden focusable={false} className={classes.svg}>
          {staticLayer}
          <Group left={margin.left} top={margin.top}>
            {date && (
              <g pointerEvents="none" data-testid="compare-crosshair">
                <Line from={{ x: px, y: 0 }} to={{ x: px, y: innerHeight }} stroke={TICK_TEXT} strokeWidth={1} strokeDasharray="4 3" />
                {readings.map(({ line, value }) =>
                  value === null ? null : (
                    <circle key={line.schemeCode} cx={px} cy={yScale(value)} r={4.5} fill={seriesStyle(line.styleIndex).stroke} stroke="#fff" strokeWidth={2} />
                  ),
                )}
              </g>
            )}
            <ChartHitArea width={innerWidth} height={innerHeight} className={classes.hitArea} onPick={pick} onClear={() => setActive(null)} />
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

/** The plot at the width of its box (the box's height is reserved by the caller). */
export default function CompareChartPlotSized(props: Props) {
  return (
    <ResponsiveWidth className={classes.frame} style={{ height: props.height }}>
      {(width) => <CompareChartPlot {...props} width={width} />}
    </ResponsiveWidth>
  )
}
