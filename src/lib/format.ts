import { formatIndianNumber } from './number-text'

/** "–" is what the contract asks the client to show for a figure that cannot be computed. */
export const MISSING = '–'

/** A percentage with two decimals and an explicit sign, e.g. "+1.23%"; null -> "–". */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING
  const sign = value > 0 ? '+' : value < 0 ? '−' : ''
  return `${sign}${Math.abs(value).toFixed(2)}%`
}

/** A NAV with the rupee sign and two decimals, e.g. "₹1,234.50". */
export function formatNav(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING
  return `₹${formatIndianNumber(value, 2, 2)}`
}
