/**
 * AMFI's total expense ratio (TER) report: one row per scheme name and TER date, with Regular and
 * Direct columns (the contract's "AMFI TER report"). Read from the HTML table AMFI's site answers
 * with, or from CSV with the same headers (the snapshots' `As Of` column standing in for `TER Date`);
 * either may be gzip. Columns are found by header name, never position, and the optional `Scheme
 * Type` / `Scheme Category` may be there or not. Anything that does not fit throws TerFormatError
 * naming the line, so the importer writes nothing of a malformed file.
 */
import { gunzipSync, constants as zlibConstants } from 'node:zlib'
import { addDays, isValidIso } from '../../common/figures/dates.ts'
import { amfiDateToIso, indiaToday } from './amfi-dates.ts'
import { EARLIEST_NAV_DATE, excerpt, MAX_GROUP_LINE, MAX_SCHEME_NAME } from './amfi-limits.ts'
import { pageGist, readCsvRows, readHtmlRows, TableSyntaxError, type TableRow } from './ter-tables.ts'

/** One plan's TER, percent a year; a part is null where AMFI left it blank. */
export type TerFigures = { total: number; base: number | null; additionalB: number | null; additionalC: number | null; gst: number | null }

export type TerRow = {
  /** The line of the (decompressed) text the row starts on. */
  line: number
  schemeName: string
  schemeType: string | null
  schemeCategory: string | null
  /** ISO yyyy-mm-dd: the TER Date (a snapshot's As Of). */
  date: string
  /** Null when the scheme has no such plan (AMFI writes its Total blank, `-`, NA, or 0.00). */
  regular: TerFigures | null
  direct: TerFigures | null
}

export class TerFormatError extends Error {
  constructor(message: string, readonly lineNumber: number) {
    super(`line ${lineNumber}: ${message}`)
    this.name = 'TerFormatError'
  }
}

export type TerParseOptions = {
  /** Today in India, ISO (tests pin it). TER dates may be up to FUTURE_DAYS later. Defaults to the clock. */
  today?: string
}

/**
 * AMCs announce a TER change days before it applies and AMFI's report runs to the month's end, so a
 * date a few weeks ahead is real; one further out is a typo that would stay "in force" for years.
 */
const FUTURE_DAYS = 31

/**
 * Decompressed size refused: AMFI's answer for a whole month (every scheme, every day) is ~71 MB, and a
 * JavaScript string cannot hold much over 512 MB anyway, so a larger file is broken or hostile.
 */
export const MAX_TER_BYTES = 256 * 1024 * 1024

/** The newest TER date accepted on `today` (ISO, India). */
export const latestTerDate = (today = indiaToday()) => addDays(today, FUTURE_DAYS)

/** Why an ISO date is no TER date (before AMFI's data or too far ahead), or null when it is one. */
export function dateOutside(iso: string, latest: string): string | null {
  if (iso >= EARLIEST_NAV_DATE && iso <= latest) return null
  return `is outside ${EARLIEST_NAV_DATE}..${latest} (today in India plus ${FUTURE_DAYS} days)`
}

const PARTS = [
  ['base', 'Base TER (%)'],
  ['additionalB', 'Additional expense as per Regulation 52(6A)(b) (%)'],
  ['additionalC', 'Additional expense as per Regulation 52(6A)(c) (%)'],
  ['gst', 'GST (%)'],
  ['total', 'Total TER (%)'],
] as const
type Part = (typeof PARTS)[number][0]
const PLANS = [
  ['regular', 'Regular Plan - '],
  ['direct', 'Direct Plan - '],
] as const

type Layout = {
  count: number
  name: number
  type: number | undefined
  category: number | undefined
  date: number
  plans: Record<'regular' | 'direct', Record<Part, number>>
}

/** Header names compared without case or spaces: AMFI has written "Regular Plan -Base TER (%)". */
const headerKey = (name: string) => name.toLowerCase().replace(/\s+/g, '')

const isGzip = (bytes: Buffer) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b

function readLayout(header: TableRow): Layout | { missing: string[] } {
  const keys = header.cells.map(headerKey)
  const find = (...names: string[]) => {
    const i = keys.findIndex((k) => names.some((name) => headerKey(name) === k))
    return i < 0 ? undefined : i
  }
  const missing: string[] = []
  const need = (label: string, ...alternatives: string[]) => {
    const i = find(label, ...alternatives)
    if (i === undefined) missing.push(alternatives.length ? `${label} (or ${alternatives.join(', ')})` : label)
    return i ?? -1
  }
  const name = need('Scheme Name')
  const date = need('TER Date', 'As Of')
  const plans = Object.fromEntries(
    PLANS.map(([plan, prefix]) => [plan, Object.fromEntries(PARTS.map(([part, label]) => [part, need(prefix + label)]))]),
  ) as Layout['plans']
  if (missing.length) return { missing }
  return { count: keys.length, name, type: find('Scheme Type'), category: find('Scheme Category'), date, plans }
}

const looksLikeHeader = (row: TableRow) => row.cells.some((cell) => headerKey(cell) === 'schemename')
const shown = (row: TableRow) => excerpt(row.cells.join(' | '), 200)

/** AMFI's `01-Nov-2023` or the snapshots' `2023-11-01`; null when neither or the day does not exist. */
function readDate(text: string): string | null {
  const t = text.trim()
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) return isValidIso(t) ? t : null
  return amfiDateToIso(t)
}

const BLANK = /^(-+|n\.?\s*a\.?|n\/a|#n\/a|nil)?$/i
const NUMBER = /^[+-]?(\d{1,3}(\.\d{0,6})?|\.\d{1,6})$/

function rowReader(layout: Layout, latestDate: string) {
  const lineOf = (row: TableRow, i: number) => row.cellLines[i] ?? row.line
  /** One percentage, or null when blank; cells come trimmed from ter-tables.ts. */
  function percent(row: TableRow, i: number, prefix: string, label: string, low: number): number | null {
    const text = row.cells[i]!
    if (!NUMBER.test(text)) {
      if (BLANK.test(text)) return null
      throw new TerFormatError(`${prefix}${label} ${excerpt(text)} is not a number`, lineOf(row, i))
    }
    const value = Number(text)
    if (value < low || value > 100) throw new TerFormatError(`${prefix}${label} ${text} is outside ${low}..100`, lineOf(row, i))
    return value
  }
  function figures(row: TableRow, plan: 'regular' | 'direct'): TerFigures | null {
    const c = layout.plans[plan]
    const prefix = plan === 'regular' ? 'Regular Plan - ' : 'Direct Plan - '
    // The total is what the investor pays; a part may be negative: AMFI's November 2023 report
    // carries a 52(6A)(b) of -0.40 (DSP, a reversal), and its total is still the parts' sum.
    const base = percent(row, c.base, prefix, PARTS[0][1], -100)
    const additionalB = percent(row, c.additionalB, prefix, PARTS[1][1], -100)
    const additionalC = percent(row, c.additionalC, prefix, PARTS[2][1], -100)
    const gst = percent(row, c.gst, prefix, PARTS[3][1], -100)
    const total = percent(row, c.total, prefix, PARTS[4][1], 0)
    // AMFI fills every column of a plan a scheme does not have (an ETF's Direct plan) with 0.00.
    if (total === null || total === 0) return null
    return { total, base, additionalB, additionalC, gst }
  }
  function optional(row: TableRow, i: number | undefined, label: string): string | null {
    if (i === undefined) return null
    const text = row.cells[i]!
    if (text.length > MAX_GROUP_LINE) throw new TerFormatError(`${label} longer than ${MAX_GROUP_LINE} characters: ${excerpt(text)}`, lineOf(row, i))
    return text || null
  }
  // A month's report repeats its 30 dates on every scheme: each text is read and checked once.
  const dates = new Map<string, string>()
  function date(row: TableRow): string {
    const text = row.cells[layout.date]!
    const known = dates.get(text)
    if (known) return known
    const iso = readDate(text)
    if (!iso) throw new TerFormatError(`bad date ${excerpt(text)}: not a day of dd-Mon-yyyy or yyyy-mm-dd`, lineOf(row, layout.date))
    const outside = dateOutside(iso, latestDate)
    if (outside) throw new TerFormatError(`date ${text} ${outside}`, lineOf(row, layout.date))
    dates.set(text, iso)
    return iso
  }
  return (row: TableRow): TerRow => {
    if (row.cells.length !== layout.count) {
      throw new TerFormatError(`expected ${layout.count} cells as the header has, found ${row.cells.length}: ${shown(row)}`, row.line)
    }
    const schemeName = row.cells[layout.name]!
    if (!schemeName) throw new TerFormatError('no scheme name', lineOf(row, layout.name))
    if (schemeName.length > MAX_SCHEME_NAME) {
      throw new TerFormatError(`scheme name longer than ${MAX_SCHEME_NAME} characters: ${excerpt(schemeName)}`, lineOf(row, layout.name))
    }
    return {
      line: row.line,
      schemeName,
      schemeType: optional(row, layout.type, 'Scheme Type'),
      schemeCategory: optional(row, layout.category, 'Scheme Category'),
      date: date(row),
      regular: figures(row, 'regular'),
      direct: figures(row, 'direct'),
    }
  }
}

/** The file's text: gzip undone (sniffed by its magic bytes, not its name), UTF-8 decoded, BOM dropped. */
function textOf(input: Buffer | string): string {
  if (typeof input === 'string') return input.replace(/^\uFEFF/, '')
  let bytes = input
  if (isGzip(bytes)) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: MAX_TER_BYTES })
    } catch (error) {
      const tooBig = (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE'
      throw new TerFormatError(tooBig ? `decompresses to over ${MAX_TER_BYTES} bytes` : `not a whole gzip file (${(error as Error).message})`, 1)
    }
  }
  if (bytes.length > MAX_TER_BYTES) throw new TerFormatError(`over ${MAX_TER_BYTES} bytes`, 1)
  return bytes.toString('utf8').replace(/^\uFEFF/, '')
}

/**
 * Every row of a TER report. `input` is the file: its bytes (a Buffer, gzip or not) or its text
 * already decoded (a string: the contents, not a path). HTML is told from CSV by its first character.
 */
export function parseTer(input: Buffer | string, options: TerParseOptions = {}): TerRow[] {
  const text = textOf(input)
  const html = text.trimStart().startsWith('<')
  let table: TableRow[]
  try {
    table = html ? readHtmlRows(text) : readCsvRows(text)
  } catch (error) {
    if (error instanceof TableSyntaxError) throw new TerFormatError(error.message, error.lineNumber)
    throw error
  }
  if (table.length === 0) {
    if (html) throw new TerFormatError(`a web page without AMFI's TER table: ${excerpt(pageGist(text))}`, 1)
    throw new TerFormatError('empty file: no TER header', 1)
  }
  // CSV: the first record is the header. HTML: the row naming a Scheme Name column; rows before it
  // belong to the page around the table.
  const at = html ? table.findIndex(looksLikeHeader) : 0
  const header = table[Math.max(at, 0)]!
  if (at < 0 || !looksLikeHeader(header)) {
    throw new TerFormatError(`not AMFI's TER report: no Scheme Name column in the header ${shown(header)}`, header.line)
  }
  const layout = readLayout(header)
  if ('missing' in layout) {
    throw new TerFormatError(`the header lacks ${layout.missing.join('; ')}: it reads ${shown(header)}`, header.line)
  }
  const readRow = rowReader(layout, latestTerDate(options.today))
  const rows: TerRow[] = []
  for (let i = at + 1; i < table.length; i++) {
    const row = table[i]!
    // The report is the header's table; a later table on the page is something else.
    if (row.table !== header.table) break
    rows.push(readRow(row))
  }
  if (rows.length === 0) throw new TerFormatError('the TER table has a header but no rows', header.line)
  return rows
}

/** Enough of a file to find its header: AMFI's HTML puts ~1 KB of form before the table. */
export const TER_SNIFF_BYTES = 64 * 1024

/**
 * Of a gzip head, only this much is inflated: AMFI's HTML compresses ~90 to 1, so it gives a few
 * hundred KB of text, and deflate's 1032 to 1 at most cannot make it more than MAX_SNIFF_TEXT.
 */
const GZIP_SNIFF_BYTES = 4096
const MAX_SNIFF_TEXT = 8 * 1024 * 1024

/**
 * Whether a file's first bytes (TER_SNIFF_BYTES of them, or fewer) are a TER report rather than a
 * NAV file: a Scheme Name and a Total TER column. A gzip head is inflated as far as it goes.
 */
export function looksLikeTer(head: Buffer): boolean {
  let bytes = head.subarray(0, TER_SNIFF_BYTES)
  if (isGzip(bytes)) {
    try {
      // SYNC_FLUSH: a head cut from a longer stream is inflated as far as it goes, not refused.
      bytes = gunzipSync(bytes.subarray(0, GZIP_SNIFF_BYTES), { finishFlush: zlibConstants.Z_SYNC_FLUSH, maxOutputLength: MAX_SNIFF_TEXT })
    } catch {
      return false
    }
  }
  const text = bytes.toString('utf8')
  return /scheme\s*name/i.test(text) && /total\s*ter/i.test(text)
}
