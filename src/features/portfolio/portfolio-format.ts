/**
 * The figures of "My investments" as text: rupees rounded to the rupee with Indian grouping (a
 * portfolio's paise are noise next to its lakhs), signs spelled out with a true minus, so a loss
 * never rests on colour alone.
 */
import type { SchemeHit } from '@common/contract/analytics-schemas'
import type { HoldingTaxClass, TaxClass } from '@common/portfolio/tax-rules'
import { MISSING } from '@/lib/format'
import { formatIndianNumber } from '@/lib/number-text'

const finite = (value: number | null | undefined): value is number => value !== null && value !== undefined && Number.isFinite(value)

/** "₹12,34,568", "−₹1,200"; null -> "–". */
export function formatRupees(value: number | null | undefined): string {
  if (!finite(value)) return MISSING
  // Rounded first: -0.4 is "₹0", not "−₹0".
  const rounded = Math.round(value)
  return `${rounded < 0 ? '−' : ''}₹${formatIndianNumber(Math.abs(rounded), 0, 0)}`
}

/** A gain: "+₹1,235", "−₹99", "₹0"; null -> "–". */
export function formatGain(value: number | null | undefined): string {
  if (!finite(value)) return MISSING
  const rounded = Math.round(value)
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}₹${formatIndianNumber(Math.abs(rounded), 0, 0)}`
}

/** A signed percentage, two decimals: "+17.74%", "−3.10%"; null -> "–". */
export function formatSignedPercent(value: number | null | undefined): string {
  if (!finite(value)) return MISSING
  const rounded = Math.round(value * 100) / 100
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${Math.abs(rounded).toFixed(2)}%`
}

/** A share of a whole, one decimal: "24.7%". */
export function formatShare(fraction: number): string {
  return `${(Math.round(fraction * 1000) / 10).toFixed(1)}%`
}

/** Units as statements give them, four decimals: "1,234.5678". */
export function formatUnits(value: number): string {
  return formatIndianNumber(value, 4, 4)
}

/** A NAV with up to four decimals (statements' precision), at least two: "₹44.00", "₹12.3456". */
export function formatNavValue(value: number): string {
  return `₹${formatIndianNumber(value, 2, 4)}`
}

/** `gain` as a percent of `base`; null when the base is not positive. */
export function percentOf(gain: number | null, base: number): number | null {
  return gain === null || !(base > 0) ? null : (gain / base) * 100
}

export const HOLDING_CLASS_LABEL: Record<HoldingTaxClass, string> = { equity: 'Equity', debt: 'Debt', other: 'Other' }

export const TAX_CLASS_LABEL: Record<TaxClass, string> = {
  equity: 'Equity',
  'debt-2023': 'Debt bought from 1 Apr 2023',
  other: 'Other',
}

/** The fund's name, or its AMFI code while (or if) its name is not known. */
export function schemeName(schemeCode: number, schemes: ReadonlyMap<number, SchemeHit>): string {
  return schemes.get(schemeCode)?.schemeName ?? `Scheme ${schemeCode}`
}
