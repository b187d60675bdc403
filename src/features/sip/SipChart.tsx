import { useMemo } from 'react'
import { AxisBottom, AxisLeft } from '@visx/axis'
import { curveStepAfter } from '@visx/curve'
import { Group } from '@visx/group'
import { ResponsiveWidth } from '@/lib/ResponsiveWidth'
import { scaleLinear, scaleTime } from '@visx/scale'
import { LinePath } from '@visx/shape'
import type { NavPoint } from '@common/figures/returns'
import { bottomAxisStyle, dateTickCount, dateTickFormatter, leftAxisStyle } from '@/lib/chart-format'
import { formatDate } from '@/lib/dates'
import { growthSeries, type GrowthPoint, type Purchase } from './growth-series'
import { formatRupees, formatRupeesCompact } from './sip-format'
import classes from './sip.module.css'

/** A small chart: the figures above it are the answer, this shows the path. */
export const SIP_CHART_HEIGHT = 220

// Told apart by colour and by dash, so neither colour vision nor a grey print is needed.
export const VALUE_STYLE = { stroke: '#2f9e44', strokeDasharray: undefined, label: 'Current value' } as const
export const INVESTED_STYLE = { stroke: '#1c7ed6', strokeDasharray: '6 4', label: 'Amount invested' } as const
const DAY = 86_400_000

type PlotProps = { points: GrowthPoint[]; width: number; height: number }

/** The drawing for a measured width. Exported for tests, which cannot measure. */
export function SipChartPlot({ points, width, height }: PlotProps) {
  const yTicks = useMemo(() => {
    let max = 0
    for (const point of points) max = Math.max(max, point.invested, point.value)
    return scaleLinear<number>({ domain: [0, max * 1.05 || 1], nice: 4 }).ticks(4)
  }, [points])
  const yMax = Math.max(yTicks.at(-1) ?? 1, ...points.map((point) => Math.max(point.invested, point.value)))
  const left = Math.max(...yTicks.map((tick) => formatRupeesCompact(tick).length)) * 7 + 12
  const margin = { top: 10, right: 16, bottom: 28, left }
  const innerWidth = Math.max(0, width - margin.left - margin.right)
  const innerHeight = Math.max(0, height - margin.top - margin.bottom)

  const first = points[0]!.date.getTime()
  const last = points.at(-1)!.date.getTime()
  const xScale = scaleTime<number>({
    domain: first === last ? [new Date(first - DAY), new Date(last + DAY)] : [points[0]!.date, points.at(-1)!.date],
    range: [0, innerWidth],
  })
  const yScale = scaleLinear<number>({ domain: [0, yMax], range: [innerHeight, 0] })
  const dateLabel = dateTickFormatter(last - first)

  return (
    <svg width={width} height={height} aria-hidden focusable={false} className={classes.chartSvg}>
      <Group left={margin.left} top={margin.top}>
        <LinePath<GrowthPoint>
          data={points}
          x={(point) => xScale(point.date)}
          y={(point) => yScale(point.invested)}
          curve={curveStepAfter}
          stroke={INVESTED_STYLE.stroke}
          strokeDasharray={INVESTED_STYLE.strokeDasharray}
          strokeWidth={2}
          data-testid="sip-invested-line"
        />
        <LinePath<GrowthPoint>
          data={points}
          x={(point) => xScale(point.date)}
          y={(point) => yScale(point.value)}
          stroke={VALUE_STYLE.stroke}
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
          data-testid="sip-value-line"
        />
        <AxisLeft
          scale={yScale}
          tickValues={yTicks}
          tickFormat={(value) => formatRupeesCompact(Number(value))}
          {...leftAxisStyle}
        />
        <AxisBottom
          top={innerHeight}
          scale={xScale}
          numTicks={Math.min(dateTickCount(innerWidth), 4)}
          tickFormat={(value) => dateLabel(value as Date)}
          {...bottomAxisStyle}
        />
      </Group>
    </svg>
  )
}

function LegendKey({ style }: { style: typeof VALUE_STYLE | typeof INVESTED_STYLE }) {
  return (
    <li className={classes.legendItem}>
      <svg width={28} height={10} aria-hidden focusable={false}>
        <line x1={1} y1={5} x2={27} y2={5} stroke={style.stroke} strokeWidth={2} strokeDasharray={style.strokeDasharray} />
      </svg>
      {style.label}
    </li>
  )
}

export type SipChartProps = {
  /** The fund's NAVs, ISO dates ascending (the fund page's cached history). */
  series: readonly NavPoint[]
  /** What each installment bought, on the ISO date of its NAV. */
  purchases: readonly Purchase[]
  /** Rupees per installment. */
  amount: number
  /** ISO date the result is valued at. */
  asOf: string
  /** The result's own end figures, for the text alternative. */
  invested: number
  value: number
}

/**
 * Amount invested against current value over time, for a SIP or a lumpsum (one purchase): a dashed
 * blue step line and a solid green line, with a legend and a text alternative stating the end values.
 */
export default function SipChart({ series, purchases, amount, asOf, invested, value }: SipChartProps) {
  const points = useMemo(() => growthSeries(series, purchases, amount, asOf), [series, purchases, amount, asOf])
  const start = points[0]
  const label = start
    ? `Chart of amount invested and current value from ${formatDate(start.iso)} to ${formatDate(asOf)}: ` +
      `${formatRupees(invested)} invested, worth ${formatRupees(value)} on ${formatDate(asOf)}.`
    : 'No NAVs to chart for this investment.'

  return (
    <figure className={classes.chart}>
      <div role="img" aria-label={label} className={classes.chartFrame} style={{ height: SIP_CHART_HEIGHT }}>
        {points.length > 0 && (
          <ResponsiveWidth>{(width) => <SipChartPlot points={points} width={width} height={SIP_CHART_HEIGHT} />}</ResponsiveWidth>
        )}
      </div>
      <figcaption>
        <ul className={classes.legend} aria-label="Legend">
          <LegendKey style={INVESTED_STYLE} />
          <LegendKey style={VALUE_STYLE} />
        </ul>
      </figcaption>
    </figure>
  )
}
