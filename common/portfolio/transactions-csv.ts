/**
 * The portfolio's CSV of transactions: what the visitor types in a spreadsheet (a template is
 * offered for download) and what the page exports. One row per transaction, a header row first.
 *
 * Columns (names are case-insensitive, in any order; spaces and hyphens count as underscores):
 *
 *   date          required. yyyy-mm-dd, dd-mm-yyyy, dd/mm/yyyy or dd-Mon-yyyy (05-Jan-2024).
 *   folio         optional. The registrar's folio number, up to 40 characters (spaces are dropped).
 *   scheme_code   the AMFI scheme code.      At least one of these two in every row: the code is
 *   isin          the scheme's 12-character ISIN.     tried first, the ISIN when the code is unknown.
 *   scheme_name   optional. Only to name a scheme that cannot be matched.
 *   type          required. purchase | redemption | switch-in | switch-out | dividend-reinvest |
 *                 dividend-payout (a SIP installment is a purchase).
 *   units         positive numbers; a leading ₹ or Rs. and thousands separators ("1,23,456.78",
 *   amount        quoted, since it holds commas) are allowed. amount is in rupees. Give units and
 *   nav           nav, amount and nav, or all three. Given units or amount alone, the row waits
 *                 for the scheme's NAV on that date (or the next NAV), which the page fills in.
 *                 A dividend-payout takes the amount only (no units move).
 *   id            optional; the export writes these three so that importing an exported file
 *   switch_id     updates the rows it came from instead of adding them again.
 *   sip_id
 *
 * Rows are numbered as a spreadsheet numbers them: the header is row 1. Quoting is RFC 4180
 * (double quotes, "" for a quote, commas and line breaks inside quotes); CRLF or LF line ends, a
 * UTF-8 byte order mark and blank lines are accepted. Any error rejects the whole file.
 */
import { dmyToIso, isValidIso } from '../figures/dates.ts'
import { transactionKinds, type PortfolioTransaction, type TransactionKind } from './transaction.ts'
import {
  ISIN_PATTERN, MAX_FOLIO_LENGTH, importIdMaker, normalizeFolio, roundAmount, roundNav, roundUnits,
  type ImportError, type StatementParseResult, type StatementScheme, type StatementTransaction,
} from './match-schemes.ts'

export const CSV_LIMITS = { maxChars: 5_000_000, maxRows: 50_000, maxFields: 100, maxText: 500, maxId: 100 } as const

const COLUMNS = ['id', 'date', 'folio', 'scheme_code', 'isin', 'scheme_name', 'type', 'units', 'amount', 'nav', 'switch_id', 'sip_id'] as const
type Column = (typeof COLUMNS)[number]

/** The template's columns: the ones a visitor fills in by hand. */
const TEMPLATE_COLUMNS: readonly Column[] = ['date', 'folio', 'scheme_code', 'isin', 'scheme_name', 'type', 'units', 'amount', 'nav']

// ---------------------------------------------------------------------------------------------
// RFC 4180
// ---------------------------------------------------------------------------------------------

type CsvRecord = { row: number; fields: string[] }

class CsvError extends Error {
  constructor(readonly where: string, message: string) {
    super(message)
  }
}

/**
 * Splits the text into records, numbered as a spreadsheet numbers its rows (a line break inside
 * quotes does not start a row). Blank lines are counted but not returned.
 */
function csvRecords(source: string): CsvRecord[] {
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let row = 1
  let inQuotes = false
  let afterQuote = false
  const endRecord = () => {
    fields.push(field)
    if (fields.some((value) => value.trim() !== '')) {
      // The header and one row more than allowed are enough to report the excess.
      if (records.length > CSV_LIMITS.maxRows + 1) throw new CsvError(`row ${row}`, `More than ${CSV_LIMITS.maxRows} rows`)
      records.push({ row, fields })
    }
    fields = []
    field = ''
    afterQuote = false
    row++
  }
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!
    if (inQuotes) {
      if (ch !== '"') field += ch
      else if (source[i + 1] === '"') {
        field += '"'
        i++
      } else {
        inQuotes = false
        afterQuote = true
      }
    } else if (ch === ',') {
      if (fields.length >= CSV_LIMITS.maxFields) throw new CsvError(`row ${row}`, `More than ${CSV_LIMITS.maxFields} fields`)
      fields.push(field)
      field = ''
      afterQuote = false
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++
      endRecord()
    } else if (afterQuote) {
      // Spaces after a closing quote are harmless; anything else means a quote was not doubled.
      if (ch !== ' ' && ch !== '\t') {
        throw new CsvError(`row ${row}, field ${fields.length + 1}`, 'Text after a closing quote: a quote inside a quoted field must be doubled ("")')
      }
    } else if (ch === '"' && field.trim() === '') {
      field = ''
      inQuotes = true
    } else field += ch
  }
  if (inQuotes) throw new CsvError(`row ${row}, field ${fields.length + 1}`, 'A quoted field opened here is never closed')
  if (field !== '' || fields.length > 0 || afterQuote) endRecord()
  return records
}

// ---------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

function isoDate(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return isValidIso(value) ? value : null
  const dmy = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(value)
  if (dmy) return dmyToIso(`${dmy[1]!.padStart(2, '0')}-${dmy[2]!.padStart(2, '0')}-${dmy[3]}`)
  const named = /^(\d{1,2})[-\s]([A-Za-z]{3})[-\s](\d{4})$/.exec(value)
  if (named) {
    const month = MONTHS.indexOf(named[2]!.toLowerCase()) + 1
    if (month === 0) return null
    return dmyToIso(`${named[1]!.padStart(2, '0')}-${String(month).padStart(2, '0')}-${named[3]}`)
  }
  return null
}

/** Plain digits, or grouped in thousands (1,234,567) or the Indian way (12,34,567). */
const NUMBER = /^(\d+|\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})*,\d{3})(\.\d+)?$/

/** A non-negative number, null for a blank field, NaN for anything else. */
function amountOf(value: string): number | null {
  const bare = value.replace(/^(₹|rs\.?)\s*/i, '').trim()
  if (bare === '') return value.trim() === '' ? null : Number.NaN
  if (bare.length > 40 || !NUMBER.test(bare)) return Number.NaN
  return Number(bare.replace(/,/g, ''))
}

function kindOf(value: string): TransactionKind | null {
  const normalized = value.trim().toLowerCase().replace(/[\s_]+/g, '-')
  return (transactionKinds as readonly string[]).includes(normalized) ? (normalized as TransactionKind) : null
}

function headerName(value: string): string {
  return value.trim().toLowerCase().replace(/[\s-]+/g, '_')
}

// ---------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------

type Row = { get(column: Column): string; fail(column: Column, message: string): never }

function rowReader(record: CsvRecord, columns: ReadonlyMap<Column, number>): Row {
  return {
    get: (column) => {
      const index = columns.get(column)
      return index === undefined ? '' : (record.fields[index] ?? '').trim()
    },
    fail: (column, message) => {
      throw new CsvError(`row ${record.row}, column "${column}"`, message)
    },
  }
}

function positive(row: Row, column: Column, { zeroAllowed = false } = {}): number | null {
  const value = amountOf(row.get(column))
  if (value === null) return null
  if (Number.isNaN(value) || (!zeroAllowed && value === 0)) row.fail(column, 'expected a positive number')
  return value
}

function boundedText(row: Row, column: Column, max: number): string {
  const value = row.get(column)
  if (value.length > max) row.fail(column, `longer than ${max} characters`)
  return value
}

type ParsedRow = { scheme: Omit<StatementScheme, 'transactions'>; transaction: Omit<StatementTransaction, 'id'>; id: string; extra: { switchId: string; sipId: string } }

function parseRow(row: Row): ParsedRow {
  const date = isoDate(row.get('date'))
  if (date === null) row.fail('date', row.get('date') === '' ? 'missing' : 'expected a date as yyyy-mm-dd, dd-mm-yyyy or dd-Mon-yyyy')

  const kind = kindOf(row.get('type'))
  if (kind === null) row.fail('type', `expected one of ${transactionKinds.join(', ')}`)

  const folio = normalizeFolio(row.get('folio'))
  if (folio.length > MAX_FOLIO_LENGTH) row.fail('folio', `longer than ${MAX_FOLIO_LENGTH} characters`)

  const codeText = row.get('scheme_code')
  if (codeText !== '' && !/^\d{1,9}$/.test(codeText)) row.fail('scheme_code', 'expected an AMFI scheme code (digits)')
  const amfi = codeText === '' || Number(codeText) === 0 ? null : Number(codeText)
  const isin = row.get('isin').toUpperCase() || null
  if (isin !== null && !ISIN_PATTERN.test(isin)) row.fail('isin', 'expected a 12-character ISIN')
  if (amfi === null && isin === null) row.fail('scheme_code', 'give a scheme_code or an isin')

  const name = boundedText(row, 'scheme_name', CSV_LIMITS.maxText)
  const id = boundedText(row, 'id', CSV_LIMITS.maxId)
  const switchId = boundedText(row, 'switch_id', CSV_LIMITS.maxId)
  const sipId = boundedText(row, 'sip_id', CSV_LIMITS.maxId)

  let units = positive(row, 'units', { zeroAllowed: kind === 'dividend-payout' })
  let amount = positive(row, 'amount')
  let nav = positive(row, 'nav', { zeroAllowed: kind === 'dividend-payout' })
  let needsNav = false
  if (kind === 'dividend-payout') {
    if (amount === null) row.fail('amount', 'a dividend-payout needs the amount paid')
    if (units) row.fail('units', 'a dividend-payout moves no units: leave units blank')
    units = 0
    nav = 0
  } else if (units === null && amount === null) {
    row.fail('units', 'give units, or an amount (with the nav if you know it)')
  } else if (nav === null) {
    if (units !== null && amount !== null) nav = roundNav(amount / units)
    else needsNav = true
  } else {
    if (units === null && amount !== null) units = roundUnits(amount / nav)
    if (amount === null && units !== null) amount = roundAmount(units * nav)
  }
  return {
    scheme: { folio, name, amfi, isin },
    transaction: { folio, date, kind, units: units ?? 0, amount: amount ?? 0, nav: nav ?? 0, needsNav },
    id,
    extra: { switchId, sipId },
  }
}

function columnsOf(header: CsvRecord): Map<Column, number> {
  const columns = new Map<Column, number>()
  header.fields.forEach((field, index) => {
    const name = headerName(field)
    const where = `row ${header.row}, column ${index + 1}`
    if (name === '' && header.fields.slice(index).every((rest) => rest.trim() === '')) return // trailing commas
    if (!(COLUMNS as readonly string[]).includes(name)) throw new CsvError(where, `Unknown column "${field.trim()}": the columns are ${COLUMNS.join(', ')}`)
    if (columns.has(name as Column)) throw new CsvError(where, `Column "${name}" appears twice`)
    columns.set(name as Column, index)
  })
  const where = `row ${header.row}`
  for (const required of ['date', 'type'] as const) if (!columns.has(required)) throw new CsvError(where, `Missing column "${required}"`)
  if (!columns.has('scheme_code') && !columns.has('isin')) throw new CsvError(where, 'Missing column "scheme_code" (or "isin")')
  if (!columns.has('units') && !columns.has('amount')) throw new CsvError(where, 'Missing column "units" (or "amount")')
  return columns
}

/**
 * Reads the CSV described above into statement rows grouped by folio and scheme. `skipped` is
 * always empty (kept for the shape casparser's import shares): a CSV row is either imported or an
 * error.
 */
export function parseTransactionsCsv(source: string): StatementParseResult {
  if (source.length > CSV_LIMITS.maxChars) {
    return { ok: false, error: { where: 'the whole file', message: `The file is larger than ${CSV_LIMITS.maxChars / 1_000_000} MB` } }
  }
  try {
    return { ok: true, schemes: parseRecords(csvRecords(source.replace(/^\uFEFF/, ''))), skipped: [] }
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, error: { where: error.where, message: error.message } satisfies ImportError }
    throw error
  }
}

function parseRecords(records: CsvRecord[]): StatementScheme[] {
  const [header, ...rows] = records
  if (!header) throw new CsvError('the whole file', 'The file is empty: it needs a header row and a row per transaction')
  if (rows.length > CSV_LIMITS.maxRows) throw new CsvError(`row ${rows[CSV_LIMITS.maxRows]!.row}`, `More than ${CSV_LIMITS.maxRows} rows`)
  const columns = columnsOf(header)
  const width = Math.max(...columns.values()) + 1

  const schemes = new Map<string, StatementScheme>()
  const ids = new Set<string>()
  const nextId = importIdMaker('csv')
  for (const record of rows) {
    if (record.fields.length > header.fields.length && record.fields.slice(header.fields.length).some((field) => field.trim() !== '')) {
      throw new CsvError(`row ${record.row}`, `${record.fields.length} fields, but the header has ${header.fields.length}: is a comma inside a number or name not quoted?`)
    }
    if (record.fields.length < width) throw new CsvError(`row ${record.row}`, `${record.fields.length} fields, but the header has ${header.fields.length}`)
    const row = rowReader(record, columns)
    const parsed = parseRow(row)
    const t = parsed.transaction
    const id = parsed.id || nextId(t.date, [t.folio, parsed.scheme.amfi, parsed.scheme.isin, t.kind, t.units, t.amount, t.nav])
    if (ids.has(id)) row.fail('id', `id "${id}" is used by an earlier row`)
    ids.add(id)

    const key = `${parsed.scheme.folio}\u0000${parsed.scheme.amfi ?? ''}\u0000${parsed.scheme.isin ?? ''}`
    let scheme = schemes.get(key)
    if (!scheme) {
      scheme = { ...parsed.scheme, transactions: [] }
      schemes.set(key, scheme)
    } else if (scheme.name === '') scheme.name = parsed.scheme.name
    scheme.transactions.push({
      id,
      ...t,
      ...(parsed.extra.switchId ? { switchId: parsed.extra.switchId } : {}),
      ...(parsed.extra.sipId ? { sipId: parsed.extra.sipId } : {}),
    })
  }
  return [...schemes.values()]
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

function csvField(value: string): string {
  return /[",\r\n]/.test(value) || value.trim() !== value ? `"${value.replace(/"/g, '""')}"` : value
}

/** String(n), except that tiny or huge numbers come out without an exponent, which the reader refuses. */
function plainNumber(value: number): string {
  const text = String(value)
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, '') : text
}

function csvLine(values: readonly string[]): string {
  return values.map(csvField).join(',')
}

/** The file offered as a starting point: the header and two invented rows, one waiting for its NAV. */
export function transactionsCsvTemplate(): string {
  const name = 'HDFC Flexi Cap Fund - Growth Option - Direct Plan'
  return [
    csvLine(TEMPLATE_COLUMNS),
    csvLine(['2024-01-15', '12345678/90', '118955', '', name, 'purchase', '3.125', '5000', '1600']),
    csvLine(['14-Jun-2024', '12345678/90', '118955', '', name, 'redemption', '1.5', '', '']),
  ].join('\r\n') + '\r\n'
}

/**
 * The export: every column, so that importing the file gives back the same records (same ids, so
 * nothing is duplicated). `schemeName` adds names for a reader's benefit; `isin` is left blank.
 */
export function transactionsToCsv(rows: readonly PortfolioTransaction[], schemeName?: (code: number) => string | undefined): string {
  const lines = [csvLine(COLUMNS)]
  for (const t of rows) {
    const payout = t.kind === 'dividend-payout'
    const values: Record<Column, string> = {
      id: t.id,
      date: t.date,
      folio: t.folio,
      scheme_code: String(t.schemeCode),
      isin: '',
      scheme_name: schemeName?.(t.schemeCode) ?? '',
      type: t.kind,
      units: payout ? '' : plainNumber(t.units),
      amount: plainNumber(t.amount),
      nav: payout ? '' : plainNumber(t.nav),
      switch_id: t.switchId ?? '',
      sip_id: t.sipId ?? '',
    }
    lines.push(csvLine(COLUMNS.map((column) => values[column])))
  }
  return lines.join('\r\n') + '\r\n'
}
