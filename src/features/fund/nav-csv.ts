import type { NavEntry } from '@common/contract/schemas'
import { dmyToIso } from '@common/figures/dates'

/**
 * A fund's NAV history as CSV, oldest first, built in the browser from the cached fund-nav answer
 * (no request). Dates stay dd-mm-yyyy as AMFI and the contract write them; the scheme name is
 * quoted with doubled quotes as RFC 4180 asks, and a leading =, +, - or @ is defused so a
 * spreadsheet never reads a name as a formula.
 */
export function navHistoryCsv(schemeName: string, history: readonly NavEntry[]): string {
  const rows = [...history].sort((a, b) => ((dmyToIso(a.date) ?? '') < (dmyToIso(b.date) ?? '') ? -1 : 1))
  const lines = [`Scheme,${csvField(schemeName)}`, 'Date,NAV', ...rows.map((entry) => `${entry.date},${entry.nav}`)]
  return lines.join('\r\n') + '\r\n'
}

function csvField(text: string): string {
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** A file name from the scheme code: short, and safe on every system. */
export const navCsvFileName = (schemeCode: number) => `nav-history-${schemeCode}.csv`
