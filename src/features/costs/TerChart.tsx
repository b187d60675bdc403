import { useId, useMemo } from 'react'
import { AxisLeft } from '@visx/axis'
import { curveStepAfter } from '@visx/curve'
import { Group } from '@visx/group'
import { scaleLinear, scaleTime } from '@visx/scale'
import { LinePath } from '@visx/shape'
import { ChartCrosshair } from '@/lib/ChartCrosshair'
import { ChartHitArea } from '@/lib/ChartHitArea'
import { ChartTooltip } from '@/lib/ChartTooltip'
import { formatChartDate, leftAxisStyle, tickDecimals } from '@/lib/chart-format'
import { DateAxis } from '@/lib/DateAxis'
import { formatIndianNumber } from '@/lib/number-text'
import { formatTer } from '@/lib/ter-text'
import { ResponsiveWidth } from '@/lib/ResponsiveWidth'
import { useChartCursor } from '@/lib/use-chart-cursor'
import frameClasses from '@/lib/chart-frame.module.css'
import type { TerSeries, TerStep } from './ter-series'

/** The chart's height, reserved before its width is measured, so nothing below it moves. */
export const TER_CHART_HEIGHT = 200

// Orange-9: a cost, told apart from the site's green returns; 4.9:1 on white.
const COLOUR = '#d9480f'
const DAY = 86_400_000

type PlotProps = { series: TerSeries; width: number; height: number; label: string; summaryId: string }

/** The drawing for a measured width. Exported for tests, which cannot measure. */
export function TerChartPlot({ series, width, height, label, summaryId }: PlotProps) {
  const { steps, end } = series
  // The last TER holds until `end`: one more point at its level there closes the last step.
  const drawn = useMemo(() => {
    const last = steps.at(-1)!
    return end.getTime() > last.date.getTime() ? [...steps, { ...last, date: end }] : steps
  }, [steps, end])

  // From zero: a TER is a share of the money, and 1.14% → 1.02% should look like the small cut it is.
  const yDomain = useMemo(() => {
    const max = Math.max(...steps.map((step) => step.total))
    return scaleLinear<number>({ domain: [0, max * 1.1 || 1], nice: 4 }).domain() as [number, number]
  }, [steps])
  const yTicks = useMemo(() => scaleLinear<number>({ domain: yDomain }).ticks(4), [yDomain])
  const decimals = tickDecimals(yTicks.length > 1 ? yTicks[1]! - yTicks[0]! : 1, 2)
  const yLabel = (value: number) => `${formatIndianNumber(value, decimals, decimals)}%`
  // Room for the longest label (about 7 px a character at 11 px), as the NAV chart leaves.
  const left = Math.max(...yTicks.map((tick) => yLabel(tick).length)) * 7 + 14
  const margin = { top: 12, right: 24, bottom: 30, left }
  const innerWidth = Math.max(0, width - margin.left - margin.right)
  const innerHeight = Math.max(0, height - margin.top - margin.bottom)
  const yScale = useMemo(() => scaleLinear<number>({ domain: yDomain, range: [innerHeight, 0] }), [yDomain, innerHeight])
  const xScale = useMemo(() => {
    const first = drawn[0]!.date.getTime()
    const last = drawn.at(-1)!.date.getTime()
    // One change on the day the data ends: a day either side, so its point sits in the middle.
    const domain = first === last ? [new Date(first - DAY), new Date(last + DAY)] : [drawn[0]!.date, drawn.at(-1)!.date]
    return scaleTime<number>({ domain, range: [0, innerWidth] })
  }, [drawn, innerWidth])

  const cursor = useChartCursor({ points: steps, xScale, left: margin.left })
  const point = cursor.active ? steps[cursor.active.index] : undefined
  const px = point ? xScale(point.date) : 0
  const py = point ? yScale(point.total) : 0
  const reading = (step: TerStep) => `From ${formatChartDate(step.date)}: TER ${formatTer(step.total)}`

  return (
    <div
      className={frameClasses.plot}
      style={{ width, height }}
      {...cursor.plot}
      aria-label={`TER history of ${label}. Use the arrow keys to read each change.`}
      aria-describedby={summaryId}
    >
      <svg width={width} height={height} aria-hidden focusable={false} className={frameClasses.svg}>
        <Group left={margin.left} top={margin.top}>
          <LinePath<TerStep>
            data={drawn}
            x={(step) => xScale(step.date)}
            y={(step) => yScale(step.total)}
            curve={curveStepAfter}
            stroke={COLOUR}
            strokeWidth={2}
            data-testid="ter-line"
          />
          {/* A dot where each TER came into force: the step's start, and a lone change still shows. */}
          {steps.map((step) => (
            <circle key={step.iso} cx={xScale(step.date)} cy={yScale(step.total)} r={3} fill={COLOUR} data-testid="ter-change" />
          ))}
          <AxisLeft scale={yScale} tickValues={yTicks} tickFormat={(value) => yLabel(Number(value))} {...leftAxisStyle} />
          <DateAxis top={innerHeight} scale={xScale} width={innerWidth} />
          {point && (
            <ChartCrosshair x={px} height={innerHeight} testId="ter-crosshair">
              <circle cx={px} cy={py} r={5} fill={COLOUR} stroke="#fff" strokeWidth={2} />
            </ChartCrosshair>
          )}
          <ChartHitArea width={innerWidth} height={innerHeight} className={frameClasses.hitArea} {...cursor.hitArea} />
        </Group>
      </svg>
      {point && (
        <ChartTooltip
          left={px + margin.left}
          top={py + margin.top}
          testId="ter-tooltip"
          label={`From ${formatChartDate(point.date)}`}
          value={`TER ${formatTer(point.total)}`}
        />
      )}
      <div className="visually-hidden" aria-live="polite">
        {point && cursor.active?.fromKeyboard ? reading(point) : ''}
      </div>
    </div>
  )
}

/** The text alternative: the span, the first and the latest TER, how often it changed, its range. */
export function terSummary({ steps, end }: TerSeries): string {
  const first = steps[0]!
  const last = steps.at(-1)!
  const span = `from ${formatChartDate(first.date)} to ${formatChartDate(end)}`
  if (steps.length === 1) return `TER ${span}: ${formatTer(first.total)} a year throughout.`
  const totals = steps.map((step) => step.total)
  const changes = steps.length - 1
  return (
    `TER ${span}: ${formatTer(first.total)} at first, ${formatTer(last.total)} since ${formatChartDate(last.date)}; ` +
    `changed ${changes === 1 ? 'once' : `${changes} times`}, lowest ${formatTer(Math.min(...totals))}, highest ${formatTer(Math.max(...totals))}.`
  )
}

type Props = {
  /** The history as steps; null when it has nothing to draw. */
  series: TerSeries | null
  /** Whose TER it is, for the chart's name: "the Direct plan". */
  label: string
}

/**
 * The TER's history as a step chart (one step per change, the last drawn on to the data's end), its
 * 200 px reserved while the width is measured; a crosshair and tooltip on pointer, touch and arrow
 * keys; a text summary and, for screen readers, the changes as a table.
 */
export function TerChart({ series, label }: Props) {
  const summaryId = useId()
  if (!series) {
    return (
      <div className={frameClasses.unavailable} style={{ height: TER_CHART_HEIGHT }} role="status">
        AMFI&apos;s report gives no history of this TER to chart.
      </div>
    )
  }
  return (
    <figure className={frameClasses.figure}>
      <ResponsiveWidth className={frameClasses.frame} style={{ height: TER_CHART_HEIGHT }}>
        {(width) => <TerChartPlot series={series} width={width} height={TER_CHART_HEIGHT} label={label} summaryId={summaryId} />}
      </ResponsiveWidth>
      <table className="visually-hidden" data-testid="ter-history-table">
        <caption>Changes of the TER of {label}</caption>
        <thead>
          <tr>
            <th scope="col">In force from</th>
            <th scope="col">TER, a year</th>
          </tr>
        </thead>
        <tbody>
          {series.steps.map((step) => (
            <tr key={step.iso}>
              <td>
                <time dateTime={step.iso}>{formatChartDate(step.date)}</time>
              </td>
              <td>{formatTer(step.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* Last: a figcaption is the first or the last child of its figure. */}
      <figcaption id={summaryId} className="visually-hidden" data-testid="ter-summary">
        {terSummary(series)}
      </figcaption>
    </figure>
  )
}
