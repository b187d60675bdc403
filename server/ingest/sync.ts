/**
 * Live data from AMFI: the daily NAVAll.txt and, for back-filling, NAV history reports in date windows.
 * Each answer is downloaded whole (fetch-with-retry.ts) and then imported in one transaction, so a
 * failed or cut-off download never writes anything.
 */
import type { Db } from '../db/open-database.ts'
import { isoToAmfi } from './amfi-dates.ts'
import { AmfiFormatError } from './amfi-parser.ts'
import { fetchWithRetry, type FetchOptions } from './fetch-with-retry.ts'
import { importAmfi, type ImportSummary } from './import-amfi.ts'

export const DEFAULT_NAVALL_URL = 'https://www.amfiindia.com/spages/NAVAll.txt'
/** {from} and {to} become dd-Mon-yyyy dates. */
export const DEFAULT_HISTORY_URL = 'https://portal.amfiindia.com/DownloadNAVHistoryReport_Po.aspx?frmdt={from}&todt={to}'
/** AMFI's history report refuses long ranges; 90 days is within what it accepts. */
export const DEFAULT_WINDOW_DAYS = 90
/** AMFI's TER report: a form POSTed to this address, `{month}` (1-12) and `{year}` in the form (ter-sync.ts). */
export const DEFAULT_TER_URL = 'https://www.amfiindia.com/modules/LoadTERData'
export const DEFAULT_TER_FORM = 'MonthTER={month}-{year}&MF_ID=-1&NAV_ID=1&SchemeCat_Desc=-1'

export async function syncDaily(db: Db, url: string, options: FetchOptions = {}): Promise<ImportSummary> {
  const body = await fetchWithRetry(url, options)
  return importAmfi(db, body)
}

/** [from, to] ISO dates cut into windows of at most `days` days, inclusive. */
export function dateWindows(fromIso: string, toIso: string, days: number): [string, string][] {
  const out: [string, string][] = []
  const end = Date.parse(`${toIso}T00:00:00Z`)
  for (let start = Date.parse(`${fromIso}T00:00:00Z`); start <= end; start += days * 86_400_000) {
    const stop = Math.min(end, start + (days - 1) * 86_400_000)
    out.push([new Date(start).toISOString().slice(0, 10), new Date(stop).toISOString().slice(0, 10)])
  }
  return out
}

export type WindowResult = { from: string; to: string; summary: ImportSummary | null; note?: string }

export async function syncHistory(
  db: Db,
  fromIso: string,
  toIso: string,
  options: FetchOptions & { urlTemplate?: string; windowDays?: number; onWindow?: (result: WindowResult) => void } = {},
): Promise<WindowResult[]> {
  const template = options.urlTemplate ?? DEFAULT_HISTORY_URL
  const results: WindowResult[] = []
  for (const [from, to] of dateWindows(fromIso, toIso, options.windowDays ?? DEFAULT_WINDOW_DAYS)) {
    const url = template.replace('{from}', encodeURIComponent(isoToAmfi(from))).replace('{to}', encodeURIComponent(isoToAmfi(to)))
    const body = await fetchWithRetry(url, options)
    let result: WindowResult
    try {
      result = { from, to, summary: importAmfi(db, body) }
    } catch (error) {
      // A window of holidays comes back as a bare header: nothing to import, not a failure.
      if (error instanceof AmfiFormatError && /no data rows/.test(error.message)) result = { from, to, summary: null, note: 'no NAVs in this window' }
      else throw error
    }
    options.onWindow?.(result)
    results.push(result)
  }
  return results
}
