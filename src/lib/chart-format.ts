/**
 * Labels of the NAV chart: axis ticks, tooltip and the text alternative. Dates are the local
 * midnights of nav-series.ts, so they are formatted in local time.
 */
import { dayMonthText, dayMonthYearText, localDay, monthYearText } from './dates'
import { formatIndianNumber } from './number-text'
import { PlainTick } from './PlainTick'

const DAY = 86_400_000

/** "20 Nov 2026": the tooltip and the summary. */
export function formatChartDate(date: Date): string {
  return dayMonthYearText(localDay(date))
}

/**
 * The date-axis label for a span of `spanMs`: days within a quarter, months within a few years,
 * else years, so every label is short and no two neighbours read the same.
 */
export function dateTickFormatter(spanMs: number): (date: Date) => string {
  if (spanMs <= 92 * DAY) return (date) => dayMonthText(localDay(date))
  if (spanMs <= 6 * 366 * DAY) return (date) => monthYearText(localDay(date))
  return (date) => String(date.getFullYear())
}

/** How many date ticks fit in `width` pixels (a label is about 55 px wide, plus a gap). */
export function dateTickCount(width: number): number {
  return Math.max(2, Math.min(8, Math.floor(width / 80)))
}

/**
 * A rupee axis label with as many decimals as the tick step needs: ₹1,200 for a step of 100,
 * ₹25.5 for a step of 0.5, so a debt fund's narrow range still reads as different values.
 */
export function formatRupeeTick(value: number, step: number): string {
  const decimals = tickDecimals(step, 4)
  return `₹${formatIndianNumber(value, decimals, decimals)}`
}

/** The decimals an axis label needs to tell ticks `step` apart (0.5 -> 1, 0.05 -> 2), at most `most`. */
export function tickDecimals(step: number, most: number): number {
  return step > 0 && step < 1 ? Math.min(most, Math.ceil(-Math.log10(step) - 1e-9)) : 0
}

/** Axis colours and tick styles shared by the site's charts (NAV history, SIP growth). */
export const AXIS_COLOUR = '#868e96'
export const TICK_TEXT = '#495057'
const tickText = { fill: TICK_TEXT, fontSize: 11, fontFamily: 'inherit' } as const
/** Spread into visx's AxisLeft / AxisBottom after their scale and ticks. */
export const leftAxisStyle = {
  tickComponent: PlainTick,
  stroke: AXIS_COLOUR,
  tickStroke: AXIS_COLOUR,
  tickLength: 4,
  tickLabelProps: { ...tickText, textAnchor: 'end', dx: -2, dy: '0.33em' },
} as const
export const bottomAxisStyle = {
  tickComponent: PlainTick,
  stroke: AXIS_COLOUR,
  tickStroke: AXIS_COLOUR,
  tickLength: 4,
  tickLabelProps: { ...tickText, textAnchor: 'middle' },
} as const

