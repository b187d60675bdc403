/**
 * India's financial year, 1 April to 31 March: the year capital gains are reported in (the return of
 * assessment year 2025-26 reports the gains of FY 2024-25). Written `2024-25`, the first calendar year
 * in full and the second's last two digits, as the Income Tax Department writes it.
 */
import { isValidIso } from '../figures/dates.ts'

/** `yyyy-yy`, e.g. `2024-25`, `1999-00`. */
export type FinancialYear = string

const FY = /^(\d{4})-(\d{2})$/

function startYear(fy: FinancialYear): number {
  const match = FY.exec(fy)
  const year = match ? Number(match[1]) : NaN
  if (!match || Number(match[2]) !== (year + 1) % 100) throw new RangeError(`Not a financial year yyyy-yy: ${JSON.stringify(fy)}`)
  return year
}

/** The FY `iso` falls in: 2025-03-31 -> `2024-25`, 2025-04-01 -> `2025-26`. RangeError for a date that is not ISO. */
export function financialYearOf(iso: string): FinancialYear {
  if (!isValidIso(iso)) throw new RangeError(`Not an ISO yyyy-mm-dd date: ${JSON.stringify(iso)}`)
  const year = Number(iso.slice(0, 4))
  const first = Number(iso.slice(5, 7)) >= 4 ? year : year - 1
  return `${String(first).padStart(4, '0')}-${String((first + 1) % 100).padStart(2, '0')}`
}

/** `FY 2024-25`, the heading the gains are shown under. */
export function financialYearLabel(fy: FinancialYear): string {
  startYear(fy)
  return `FY ${fy}`
}

/** 1 April of the FY's first year, ISO. */
export function financialYearStart(fy: FinancialYear): string {
  return `${String(startYear(fy)).padStart(4, '0')}-04-01`
}

/** 31 March of the FY's second year, ISO. */
export function financialYearEnd(fy: FinancialYear): string {
  return `${String(startYear(fy) + 1).padStart(4, '0')}-03-31`
}
