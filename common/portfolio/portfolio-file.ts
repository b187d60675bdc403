/**
 * The file "Export" writes on "My investments" and "Import" reads back: the stored document
 * (portfolio-document.ts) under a small header that names the format and its version, so that a
 * file is recognised among statements and a file from a newer site is refused instead of misread.
 *
 *     { "format": "mf-explorer-portfolio", "version": 1, "exportedAt": "2025-01-31T10:15:00.000Z",
 *       "transactions": [...], "sips": [...], "overrides": { "<holdingKey>": "equity" | "debt" | "other" } }
 *
 * The file is written in a stable order (transactions by date then id, SIPs by start then id,
 * overrides by key, the fields of a record in schema order), one record a line, so two exports of
 * the same portfolio are the same bytes but for `exportedAt`, and a reader can diff them.
 */
import { z } from 'zod/mini'
import { isValidIso } from '../figures/dates.ts'
import { jsonSyntaxError } from './json-syntax.ts'
import type { ImportError } from './match-schemes.ts'
import { holdingTaxClassSchema, type PortfolioDocument } from './portfolio-document.ts'
import { sipSeriesSchema, type SipSeries } from './sip-series.ts'
import { portfolioTransactionSchema, type PortfolioTransaction } from './transaction.ts'
import { transactionsToCsv } from './transactions-csv.ts'

export const PORTFOLIO_FILE_FORMAT = 'mf-explorer-portfolio'
/** Bump when a field changes meaning; a file of a higher version is refused (parsePortfolioFile). */
export const PORTFOLIO_FILE_VERSION = 1

/**
 * Far beyond a lifetime's investing (the issue's large case is 6,000 transactions, about 1.5 MB),
 * small enough to read without stalling the page. maxChars leaves room for maxTransactions of the
 * longest records the schema allows (about 520 characters a line), so every file the site writes
 * can be read back.
 */
export const PORTFOLIO_FILE_LIMITS = {
  maxChars: 30_000_000,
  maxTransactions: 50_000,
  maxSips: 1_000,
  maxOverrides: 10_000,
} as const

export type PortfolioFileResult =
  | { ok: true; document: PortfolioDocument; /** As the file states it (ISO 8601). */ exportedAt: string }
  | { ok: false; error: ImportError }

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The record with its fields in schema order (and nothing else), so exports compare line by line. */
function transactionLine(t: PortfolioTransaction): PortfolioTransaction {
  const { id, folio, schemeCode, date, kind, units, amount, nav, switchId, sipId } = t
  return { id, folio, schemeCode, date, kind, units, amount, nav, ...(switchId === undefined ? {} : { switchId }), ...(sipId === undefined ? {} : { sipId }) }
}

function sipLine(s: SipSeries): SipSeries {
  const { id, folio, schemeCode, amount, day, from, to } = s
  return { id, folio, schemeCode, amount, day, from, to }
}

function listText(items: readonly unknown[]): string {
  return items.length === 0 ? '[]' : `[\n${items.map((item) => `    ${JSON.stringify(item)}`).join(',\n')}\n  ]`
}

/** The export file's text. RangeError for an invalid `exportedAt` (Date.prototype.toISOString). */
export function portfolioFileOf(document: PortfolioDocument, exportedAt: Date): string {
  const transactions = [...document.transactions].sort((a, b) => byText(a.date, b.date) || byText(a.id, b.id)).map(transactionLine)
  const sips = [...document.sips].sort((a, b) => byText(a.from, b.from) || byText(a.id, b.id)).map(sipLine)
  const overrides = Object.fromEntries(Object.entries(document.overrides).sort(([a], [b]) => byText(a, b)))
  const header = { format: PORTFOLIO_FILE_FORMAT, version: PORTFOLIO_FILE_VERSION, exportedAt: exportedAt.toISOString() }
  const lines = [
    ...Object.entries(header).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`),
    `  "transactions": ${listText(transactions)}`,
    `  "sips": ${listText(sips)}`,
    `  "overrides": ${JSON.stringify(overrides, null, 2).replace(/\n/g, '\n  ')}`,
  ]
  return `{\n${lines.join(',\n')}\n}\n`
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

const fileBody = z.object({
  exportedAt: z.iso.datetime({ offset: true, error: 'expected a date and time such as 2025-01-31T10:15:00.000Z' }),
  transactions: z.array(portfolioTransactionSchema),
  sips: z.array(sipSeriesSchema),
  overrides: z.record(z.string().check(z.maxLength(200)), holdingTaxClassSchema),
})

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  array: 'a list ([...])',
  object: 'an object ({...})',
  record: 'an object ({...})',
  null: 'null',
}

/** zod's issues in the words the import panel shows (a schema's own message, as for dates, wins). */
const plainMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'missing' : `expected ${EXPECTED[issue.expected] ?? issue.expected}`
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) === 1 ? 'must not be empty' : `shorter than ${issue.minimum} characters`
      if (issue.origin === 'number' || issue.origin === 'int') {
        if (Number(issue.minimum) === 0) return issue.inclusive ? 'must not be negative' : 'must be more than 0'
        return `must be ${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum}`
      }
      return undefined
    case 'too_big':
      if (issue.origin === 'string') return `longer than ${issue.maximum} characters`
      if (issue.origin === 'number' || issue.origin === 'int') return `must be ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}`
      return undefined
    default:
      return undefined
  }
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/** `transactions[12].date`, `overrides["1234/56|100"]`: the path as a JSON reader would write it. */
function pathText(path: readonly PropertyKey[]): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else if (typeof key === 'string' && IDENTIFIER.test(key)) out += `${out === '' ? '' : '.'}${key}`
    else out += `[${JSON.stringify(String(key))}]`
  }
  return out === '' ? 'the whole file' : out
}

const fail = (where: string, message: string): PortfolioFileResult => ({ ok: false, error: { where, message } })

const quoted = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** The header, checked before the body so another file or a newer one is named as such. */
function headerError(json: unknown): PortfolioFileResult | null {
  const notOurs = 'Not a portfolio file exported from "My investments"'
  if (!isRecord(json)) return fail('the whole file', `${notOurs}: expected a JSON object ({...})`)
  if (json.format === undefined) {
    const hint = 'folios' in json ? ' This looks like a casparser statement: import it as a statement.' : ''
    return fail('format', `missing. ${notOurs}.${hint}`)
  }
  if (json.format !== PORTFOLIO_FILE_FORMAT) return fail('format', `${notOurs}: its format is ${quoted(json.format)}, not "${PORTFOLIO_FILE_FORMAT}"`)
  const { version } = json
  if (version === undefined) return fail('version', 'missing')
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return fail('version', `expected a whole number (${PORTFOLIO_FILE_VERSION}), found ${quoted(version)}`)
  if (version > PORTFOLIO_FILE_VERSION) {
    return fail(
      'version',
      `The file is version ${version}, written by a newer version of this site; this page reads version ${PORTFOLIO_FILE_VERSION}. Reload the page to get the newest site, then import it again.`,
    )
  }
  const counted = [
    ['transactions', PORTFOLIO_FILE_LIMITS.maxTransactions, 'transactions'],
    ['sips', PORTFOLIO_FILE_LIMITS.maxSips, 'SIPs'],
  ] as const
  for (const [key, max, noun] of counted) {
    const list = json[key]
    if (Array.isArray(list) && list.length > max) return fail(key, `more than ${max.toLocaleString('en-IN')} ${noun} (${list.length.toLocaleString('en-IN')}): not a file this page can read`)
  }
  if (isRecord(json.overrides) && Object.keys(json.overrides).length > PORTFOLIO_FILE_LIMITS.maxOverrides) {
    return fail('overrides', `more than ${PORTFOLIO_FILE_LIMITS.maxOverrides.toLocaleString('en-IN')} tax-class choices: not a file this page can read`)
  }
  return null
}

/** What the schemas leave open: dates that are no calendar day, and ids used twice. */
function contentError(body: z.infer<typeof fileBody>): PortfolioFileResult | null {
  const notADay = 'not a calendar date'
  for (const [i, t] of body.transactions.entries()) if (!isValidIso(t.date)) return fail(`transactions[${i}].date`, notADay)
  for (const [i, s] of body.sips.entries()) {
    if (!isValidIso(s.from)) return fail(`sips[${i}].from`, notADay)
    if (s.to !== null && !isValidIso(s.to)) return fail(`sips[${i}].to`, notADay)
  }
  const lists = [
    ['transactions', body.transactions],
    ['sips', body.sips],
  ] as const
  for (const [key, list] of lists) {
    const first = new Map<string, number>()
    for (const [i, { id }] of list.entries()) {
      const earlier = first.get(id)
      if (earlier !== undefined) return fail(`${key}[${i}].id`, `the same id as ${key}[${earlier}] (${quoted(id)}): ids must be unique`)
      first.set(id, i)
    }
  }
  return null
}

/**
 * Reads an export file back. All or nothing: any error (not JSON, another format, a newer
 * version, over PORTFOLIO_FILE_LIMITS, a field of the wrong type, a date that is no day, an id
 * used twice) is returned with the place it is at, and nothing of the file is taken.
 */
export function parsePortfolioFile(text: string): PortfolioFileResult {
  if (text.length > PORTFOLIO_FILE_LIMITS.maxChars) {
    return fail('the whole file', `The file is larger than ${PORTFOLIO_FILE_LIMITS.maxChars / 1_000_000} MB: not a portfolio file this page can read`)
  }
  const source = text.replace(/^\uFEFF/, '')
  let json: unknown
  try {
    json = JSON.parse(source)
  } catch (error) {
    return { ok: false, error: jsonSyntaxError(source, error) }
  }
  const refused = headerError(json)
  if (refused) return refused

  const parsed = fileBody.safeParse(json, { error: plainMessage })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return fail(pathText(issue.path), issue.message)
  }
  const invalid = contentError(parsed.data)
  if (invalid) return invalid
  const { exportedAt, transactions, sips, overrides } = parsed.data
  return { ok: true, document: { transactions, sips, overrides }, exportedAt }
}

// ---------------------------------------------------------------------------------------------
// Which parser a file is for
// ---------------------------------------------------------------------------------------------

export type StatementKind = 'portfolio' | 'casparser' | 'csv'

const PORTFOLIO_MARK = new RegExp(`"format"\\s*:\\s*"${PORTFOLIO_FILE_FORMAT}"`)
const CASPARSER_MARK = /"folios"\s*:/

/** Every column the CSV reader knows, as transactionsToCsv writes its header. */
const CSV_COLUMNS: ReadonlySet<string> = new Set(transactionsToCsv([]).trim().split(','))

/** A first line such as `date,folio,scheme_code,type,units` (any case, order, quotes or spacing). */
function looksLikeCsvHeader(text: string): boolean {
  const firstLine = /^[^\r\n]*/.exec(text.slice(0, 2_000).replace(/^\uFEFF/, ''))![0]
  const names = firstLine.split(',').map((field) => field.trim().replace(/^"(.*)"$/, '$1').trim().toLowerCase().replace(/[\s-]+/g, '_'))
  while (names.at(-1) === '') names.pop()
  return names.length >= 2 && names.includes('date') && names.every((name) => CSV_COLUMNS.has(name))
}

/**
 * Which reader a chosen file goes to: a cheap look at the text, not a parse (each reader then says
 * what is wrong with the file, a JSON syntax error included). A JSON object that names this site's
 * format is an export; one with `folios` is casparser's; a `.csv` name or a first line of the CSV's
 * column names is the CSV. null for anything else. Never throws.
 */
export function statementKind(text: string, fileName: string): StatementKind | null {
  try {
    if (/^\uFEFF?\s*\{/.test(text)) {
      if (PORTFOLIO_MARK.test(text)) return 'portfolio'
      if (CASPARSER_MARK.test(text)) return 'casparser'
      return null
    }
    if (/\.csv$/i.test(fileName.trim()) || looksLikeCsvHeader(text)) return 'csv'
    return null
  } catch {
    return null
  }
}
