/**
 * Labels of the NAV chart: axis ticks, tooltip and the text alternative. Dates are the local
 * midnights of nav-series.ts, so they are formatted in local time.
 */
import { PlainTick } from './PlainTick'
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })
const dayMonthFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' })
const monthYearFormat = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric' })
const yearFormat = new Intl.DateTimeFormat('en-IN', { year: 'numeric' })

const DAY = 86_400_000

/** "20 Nov 2026": the tooltip and the summary. */
export function formatChartDate(date: Date): string {
  return dayFormat.format(date)
}

/**
 * The date-axis label for a span of `spanMs`: days within a quarter, months within a few years,
 * else years, so every label is short and no two neighbours read the same.
 */
export function dateTickFormatter(spanMs: number): (date: Date) => string {
  if (spanMs <= 92 * DAY) return (date) => dayMonthFormat.format(date)
  if (spanMs <= 6 * 366 * DAY) return (date) => monthYearFormat.format(date)
  return (date) => yearFormat.format(date)
}

/** How many date ticks fit in `width` pixels (a label is about 55 px wide, plus a gap). */
export function dateTickCount(width: number): number {
  return Math.max(2, Math.min(8, Math.floor(width / 80)))
}

const rupeeFormats = new Map<number, Intl.NumberFormat>()

/**
 * A rupee axis label with as many decimals as the tick step needs: ₹1,200 for a step of 100,
 * ₹25.5 for a step of 0.5, so a debt fund's narrow range still reads as different values.
 */
export function formatRupeeTick(value: number, step: number): string {
  const decimals = step > 0 && step < 1 ? Math.min(4, Math.ceil(-Math.log10(step) - 1e-9)) : 0
  let format = rupeeFormats.get(decimals)
  if (!format) {
    format = new Intl.NumberFormat('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    rupeeFormats.set(decimals, format)
  }
  return `₹${format.format(value)}`
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

