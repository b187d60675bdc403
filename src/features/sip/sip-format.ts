/** The calculator's money figures: rupees with Indian digit grouping and paise, e.g. "₹3,60,000.00". */
import { MISSING } from '@/lib/format'
import { formatIndianCompact, formatIndianNumber } from '@/lib/number-text'

const rupees = (value: number) => formatIndianNumber(value, 2, 2)

export function formatRupees(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING
  return `${value < 0 ? '−' : ''}₹${rupees(Math.abs(value))}`
}

/** A gain with its sign spelled out, so it does not rest on colour alone: "+₹1,234.50", "−₹99.00". */
export function formatGain(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}₹${rupees(Math.abs(value))}`
}

/** Units to four decimals, as fund statements show them. */
export function formatUnits(value: number): string {
  return formatIndianNumber(value, 4, 4)
}

/** Short axis labels: "₹3.6L", "₹1.2Cr". */
export function formatRupeesCompact(value: number): string {
  return `₹${formatIndianCompact(value)}`
}
