/**
 * Numbers as Indian-English text (digit groups 12,34,567), written out rather than asked of
 * Intl.NumberFormat, whose first use loads ICU's data in one long task
 * (docs/decisions/003-no-intl-no-zod-on-first-load.md). The output is Intl.NumberFormat('en-IN')'s
 * for the same options, rounding half away from zero on the shortest decimal that reads back
 * (1.005 -> 1.01); tests/unit/number-text.test.ts compares the two.
 */

/** The shortest decimal that reads back as `x` (x >= 0, finite), without an exponent: "0.0000012". */
function plainDecimal(x: number): string {
  const text = String(x)
  const e = text.indexOf('e')
  if (e < 0) return text
  const [whole = '', fraction = ''] = text.slice(0, e).split('.')
  const digits = whole + fraction
  const point = whole.length + Number(text.slice(e + 1))
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length)
  return `${digits.slice(0, point)}.${digits.slice(point)}`
}

/** Adds one to a string of decimal digits: "0999" -> "1000", "99" -> "100". */
function incrementDigits(digits: string): string {
  const out = digits.split('')
  let i = out.length - 1
  while (i >= 0 && out[i] === '9') out[i--] = '0'
  if (i < 0) return `1${out.join('')}`
  out[i] = String(Number(out[i]) + 1)
  return out.join('')
}

/** `x` (>= 0, finite) rounded half away from zero to `maxFraction` digits: its whole part and fraction digits. */
function roundDecimal(x: number, maxFraction: number): { whole: string; fraction: string } {
  const [whole = '0', fraction = ''] = plainDecimal(x).split('.')
  if (fraction.length <= maxFraction) return { whole, fraction }
  const kept = whole + fraction.slice(0, maxFraction)
  const rounded = fraction.charCodeAt(maxFraction) >= 53 /* "5" */ ? incrementDigits(kept) : kept
  const split = rounded.length - maxFraction
  return { whole: rounded.slice(0, split) || '0', fraction: rounded.slice(split) }
}

/** Indian digit grouping of a whole number's digits: the last three, then pairs: "12,34,567". */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits
  const head = digits.slice(0, -3)
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',')
  return `${pairs},${digits.slice(-3)}`
}

function nonFinite(value: number): string | undefined {
  if (Number.isNaN(value)) return 'NaN'
  if (value === Infinity) return '∞'
  if (value === -Infinity) return '-∞'
  return undefined
}

const negative = (value: number) => value < 0 || Object.is(value, -0)

/**
 * `value` with Indian grouping and between `minFraction` and `maxFraction` decimals, as
 * `new Intl.NumberFormat('en-IN', { minimumFractionDigits, maximumFractionDigits }).format(value)`.
 */
export function formatIndianNumber(value: number, minFraction = 0, maxFraction = Math.max(minFraction, 3)): string {
  const special = nonFinite(value)
  if (special) return special
  const { whole, fraction } = roundDecimal(Math.abs(value), maxFraction)
  let digits = fraction
  while (digits.length > minFraction && digits.endsWith('0')) digits = digits.slice(0, -1)
  digits = digits.padEnd(minFraction, '0')
  return `${negative(value) ? '-' : ''}${groupIndian(whole)}${digits ? `.${digits}` : ''}`
}

/** Compact units of en-IN: thousand, lakh (1,00,000), crore (1,00,00,000), then thousands and lakhs of crores. */
const COMPACT_UNITS = [
  { size: 1e12, suffix: 'LCr' },
  { size: 1e10, suffix: 'KCr' },
  { size: 1e7, suffix: 'Cr' },
  { size: 1e5, suffix: 'L' },
  { size: 1e3, suffix: 'K' },
] as const

/**
 * A short form with at most one decimal, as Intl's en-IN compact notation writes it: "999",
 * "12.3K", "1.2L", "3.5Cr" (99,999 is "1L": a value that rounds up to the next unit takes it).
 */
export function formatIndianCompact(value: number): string {
  const special = nonFinite(value)
  if (special) return special
  const size = Math.abs(value)
  const unitOf = (x: number) => COMPACT_UNITS.find((u) => x >= u.size) ?? { size: 1, suffix: '' }
  let unit = unitOf(size)
  // Rounded to one decimal in its unit, the value may reach the next unit: 99,999 is 100.0K, so 1L.
  const { whole, fraction } = roundDecimal(size / unit.size, 1)
  const up = unitOf(Number(`${whole}.${fraction || '0'}`) * unit.size)
  if (up.size > unit.size) unit = up
  const scaled = size / unit.size
  // Compact forms group digits only from five whole digits on ("1000LCr", "10,000LCr").
  const text = scaled < 9999.95 ? formatIndianNumber(scaled, 0, 1).replace(/,/g, '') : formatIndianNumber(scaled, 0, 1)
  return `${negative(value) ? '-' : ''}${text}${unit.suffix}`
}

