/**
 * One window's history report, downloaded and then parsed and checked whole before anything is
 * written, with the importer's own parser and checks (HTML, an unknown header, an empty answer and a
 * cut-off line all throw AmfiFormatError). The NAVs come out grouped by scheme in key order, so the
 * window's transaction is only writes, in the order of the primary key (scheme_code, date).
 */
import { isoToAmfi } from './amfi-dates.ts'
import { MAX_LINE_BYTES } from './amfi-limits.ts'
import { AmfiFormatError, createAmfiParser, type AmfiRow } from './amfi-parser.ts'
import { fetchWithRetry, type FetchOptions } from './fetch-with-retry.ts'
import { forEachLine, LineTooLongError } from './line-reader.ts'

/** A scheme's NAVs in one answer, and the row its facts come from (its newest). */
export type SchemeSeries = { dates: string[]; navs: number[]; newest: AmfiRow }

export type WindowBatch = {
  /** Data rows read, with or without a usable NAV. */
  rows: number
  navCount: number
  skipped: Record<string, number>
  /** Scheme codes ascending, each with its NAVs by date ascending (one per date). */
  codes: number[]
  series: Map<number, SchemeSeries>
}

/** The answer as a batch, or null when it holds a header and no data rows (a window of holidays). */
export function parseWindow(body: Buffer, today: string): WindowBatch | null {
  const parser = createAmfiParser({ today })
  const series = new Map<number, SchemeSeries>()
  const skipped: Record<string, number> = {}
  // 60 distinct dates a window, repeated in every scheme's rows: keep one string each.
  const dates = new Map<string, string>()
  let rows = 0
  try {
    forEachLine(
      body,
      (line) => {
        const row = parser.pushLine(line)
        if (!row) return
        rows++
        let s = series.get(row.schemeCode)
        if (!s) series.set(row.schemeCode, (s = { dates: [], navs: [], newest: row }))
        else if (row.date >= s.newest.date) s.newest = row
        if (row.skipReason) {
          skipped[row.skipReason] = (skipped[row.skipReason] ?? 0) + 1
          return
        }
        let date = dates.get(row.date)
        if (date === undefined) dates.set(row.date, (date = row.date))
        s.dates.push(date)
        s.navs.push(row.nav!)
      },
      undefined,
      MAX_LINE_BYTES,
    )
  } catch (error) {
    if (!(error instanceof LineTooLongError)) throw error
    throw new AmfiFormatError(`longer than ${MAX_LINE_BYTES} bytes, which no AMFI line is: ${JSON.stringify(error.head)}…`, error.lineNumber)
  }
  if (!parser.format) throw new AmfiFormatError('empty file: no header line', parser.lineNumber)
  if (rows === 0) return null
  parser.finish()
  let navCount = 0
  for (const s of series.values()) navCount += inDateOrder(s)
  return { rows, navCount, skipped, codes: [...series.keys()].sort((a, b) => a - b), series }
}

/** Sorts a scheme's NAVs by date, keeping the last one given for a date; returns how many are left. */
function inDateOrder(s: SchemeSeries): number {
  let ordered = true
  for (let i = 1; i < s.dates.length && ordered; i++) ordered = s.dates[i - 1]! < s.dates[i]!
  if (ordered) return s.dates.length
  const byDate = new Map<string, number>()
  s.dates.forEach((date, i) => byDate.set(date, s.navs[i]!))
  s.dates = [...byDate.keys()].sort()
  s.navs = s.dates.map((date) => byDate.get(date)!)
  return s.dates.length
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export type Fetched = { batch: WindowBatch | null; fetchMs: number; parseMs: number }

/**
 * Downloads and parses one window ({from} and {to} of the template become dd-Mon-yyyy). An answer the
 * parser refuses (AMFI's HTML error page, a cut-off line) is asked for again like a failed download,
 * up to `retries` times; a header without rows is a window of holidays (batch null).
 */
export async function fetchWindow(urlTemplate: string, [from, to]: [string, string], options: FetchOptions, today: string): Promise<Fetched> {
  const { retries = 3, backoffMs = 1000 } = options
  const url = urlTemplate.replace('{from}', encodeURIComponent(isoToAmfi(from))).replace('{to}', encodeURIComponent(isoToAmfi(to)))
  for (let attempt = 0; ; attempt++) {
    const started = performance.now()
    const body = await fetchWithRetry(url, options)
    const fetched = performance.now()
    try {
      const batch = parseWindow(body, today)
      return { batch, fetchMs: Math.round(fetched - started), parseMs: Math.round(performance.now() - fetched) }
    } catch (error) {
      if (!(error instanceof AmfiFormatError) || attempt >= retries) throw error
      const wait = backoffMs * 2 ** attempt
      options.log?.(`${from}..${to}: answer refused (${error.message}), asking again in ${wait} ms`)
      await sleep(wait)
    }
  }
}
