/**
 * What src/lib/format.ts does not cover for the analytics panels. Same conventions: "–" for a figure
 * that cannot be computed, and the typographic minus "−" so a sign never reads as a hyphen.
 */
import { MISSING } from '@/lib/format'
import { formatIndianNumber } from '@/lib/number-text'

const known = (value: number | null | undefined): value is number => value !== null && value !== undefined && Number.isFinite(value)
const signOf = (value: number) => (value > 0 ? '+' : value < 0 ? '−' : '')

const twoDecimals = (value: number) => formatIndianNumber(value, 2, 2)
const upToTwoDecimals = (value: number) => formatIndianNumber(value, 0, 2)
const wholeRupees = (value: number) => formatIndianNumber(value, 0, 0)

/** A difference of two percentages, in percentage points with a sign: "+0.85 pp". */
export function formatPoints(value: number | null | undefined): string {
  if (!known(value)) return MISSING
  const rounded = Number(value.toFixed(2))
  return `${signOf(rounded)}${twoDecimals(Math.abs(rounded))} pp`
}

/** A ratio (Sharpe, Sortino) with two decimals; only a negative one carries a sign: "−0.20". */
export function formatRatio(value: number | null | undefined): string {
  if (!known(value)) return MISSING
  const rounded = Number(value.toFixed(2))
  return `${rounded < 0 ? '−' : ''}${twoDecimals(Math.abs(rounded))}`
}

/** A percentage that is a size, not a change (volatility): two decimals, no sign: "13.91%". */
export function formatMagnitude(value: number | null | undefined): string {
  if (!known(value)) return MISSING
  return `${twoDecimals(Math.abs(value))}%`
}

/** A rate as it is set, without padding zeros: "6.5%". */
export function formatRate(value: number): string {
  return `${upToTwoDecimals(value)}%`
}

/**
 * A share of 0..100 in whole percent. Only exactly 0 or 100 print as such: "100%" for 99.7 would say
 * every period was positive when one was not.
 */
export function formatShare(value: number): string {
  const whole = value > 0 && value < 1 ? 1 : value > 99 && value < 100 ? 99 : Math.round(value)
  return `${whole}%`
}

/** Whole rupees with Indian grouping; `signed` adds "+" or "−": "+₹1,10,000". */
export function formatRupees(value: number | null | undefined, { signed = false } = {}): string {
  if (!known(value)) return MISSING
  const rounded = Math.round(value)
  const sign = signed ? signOf(rounded) : rounded < 0 ? '−' : ''
  return `${sign}₹${wholeRupees(Math.abs(rounded))}`
}
