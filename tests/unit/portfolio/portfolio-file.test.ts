/** The export file of "My investments" and reading it back (common/portfolio/portfolio-file.ts). */
import { describe, expect, it } from 'vitest'
import {
  PORTFOLIO_FILE_FORMAT, PORTFOLIO_FILE_LIMITS, parsePortfolioFile, portfolioFileOf, statementKind, type PortfolioFileResult,
} from '../../../common/portfolio/portfolio-file.ts'
import type { PortfolioDocument } from '../../../common/portfolio/portfolio-document.ts'
import type { SipSeries } from '../../../common/portfolio/sip-series.ts'
import { transactionsCsvTemplate, transactionsToCsv } from '../../../common/portfolio/transactions-csv.ts'
import { tx } from './transactions.ts'

const EXPORTED_AT = new Date('2025-01-31T10:15:00.000Z')

const sip: SipSeries = { id: 'sip-1', folio: 'F1', schemeCode: 100, amount: 5000, day: 5, from: '2023-01-05', to: null }

/** Entered out of order, with a switch pair, a SIP's id, a payout and units that are not round. */
const document: PortfolioDocument = {
  transactions: [
    tx('b', 'redemption', '2024-03-01', 12.5, 1500),
    tx('z', 'purchase', '2023-06-12', 466.184, 24998.75, { folio: '1234567/89', schemeCode: 102011 }),
    tx('a', 'switch-out', '2024-03-01', 3, 360, { switchId: 'sw1' }),
    tx('a2', 'switch-in', '2024-03-01', 1.0000001, 360, { switchId: 'sw1', schemeCode: 200 }),
    tx('d', 'dividend-payout', '2024-01-15', 0, 120.5),
    tx('s', 'purchase', '2023-02-06', 40.12345678, 5000, { sipId: 'sip-0', nav: 124.6154 }),
  ],
  sips: [sip, { ...sip, id: 'sip-0', from: '2022-02-05', to: '2023-02-05' }],
  overrides: { 'F1|200': 'debt', '1234567/89|102011': 'equity' },
}

function parsed(result: PortfolioFileResult) {
  if (!result.ok) expect.fail(`expected the file to parse, got ${result.error.where}: ${result.error.message}`)
  return result
}

function failed(result: PortfolioFileResult) {
  if (result.ok) expect.fail('expected an error, the file parsed')
  return result.error
}

type EditableFile = Record<string, unknown> & { transactions: Record<string, unknown>[]; sips: Record<string, unknown>[] }

/** A valid file's JSON, edited. */
function edited(edit: (file: EditableFile) => unknown): string {
  const file = JSON.parse(portfolioFileOf(document, EXPORTED_AT))
  edit(file)
  return JSON.stringify(file, null, 2)
}

describe('portfolioFileOf', () => {
  const text = portfolioFileOf(document, EXPORTED_AT)

  it('writes the header, then the records in a stable order, one a line', () => {
    const lines = text.split('\n')
    expect(lines.slice(0, 5)).toEqual(['{', '  "format": "mf-explorer-portfolio",', '  "version": 1,', '  "exportedAt": "2025-01-31T10:15:00.000Z",', '  "transactions": ['])
    // By date, then id: on 2024-03-01, a < a2 < b.
    expect(JSON.parse(text).transactions.map((t: { id: string }) => t.id)).toEqual(['s', 'z', 'd', 'a', 'a2', 'b'])
    expect(JSON.parse(text).sips.map((s: SipSeries) => s.id)).toEqual(['sip-0', 'sip-1'])
    expect(Object.keys(JSON.parse(text).overrides)).toEqual(['1234567/89|102011', 'F1|200'])
    expect(lines[5]).toBe('    {"id":"s","folio":"F1","schemeCode":100,"date":"2023-02-06","kind":"purchase","units":40.12345678,"amount":5000,"nav":124.6154,"sipId":"sip-0"},')
    expect(text.endsWith('}\n')).toBe(true)
  })

  it('gives the same text for the same portfolio in any order, fields included', () => {
    const shuffled: PortfolioDocument = {
      transactions: [...document.transactions].reverse().map((t) => Object.fromEntries(Object.entries(t).reverse()) as typeof t),
      sips: [...document.sips].reverse(),
      overrides: Object.fromEntries(Object.entries(document.overrides).reverse()),
    }
    expect(portfolioFileOf(shuffled, EXPORTED_AT)).toBe(text)
  })

  it('reads back to the same document (in the file\'s order)', () => {
    const result = parsed(parsePortfolioFile(text))
    expect(result.exportedAt).toBe('2025-01-31T10:15:00.000Z')
    expect(result.document.overrides).toEqual(document.overrides)
    expect(new Set(result.document.transactions)).toEqual(new Set(document.transactions))
    expect(result.document.transactions).toHaveLength(document.transactions.length)
    expect(new Set(result.document.sips)).toEqual(new Set(document.sips))
    // And again: the file of what was read is the same file.
    expect(portfolioFileOf(result.document, EXPORTED_AT)).toBe(text)
  })

  it('writes an empty portfolio as empty lists, which read back', () => {
    const empty = portfolioFileOf({ transactions: [], sips: [], overrides: {} }, EXPORTED_AT)
    expect(empty).toContain('"transactions": [],\n  "sips": [],\n  "overrides": {}\n}')
    expect(parsed(parsePortfolioFile(empty)).document).toEqual({ transactions: [], sips: [], overrides: {} })
  })

  it('can write the most transactions allowed, of the longest kind, within the size it reads', () => {
    const long = (c: string, n: number) => c.repeat(n)
    const longest = (i: number) =>
      tx(`${i}${long('i', 99)}`.slice(0, 100), 'switch-out', '2024-03-01', 1 / 3 + 1e6, 2 / 3 + 1e9, {
        folio: long('f', 40), schemeCode: 999_999_999, nav: 1 / 7 + 1e5, switchId: long('w', 100), sipId: long('s', 100),
      })
    const overrides = Object.fromEntries(Array.from({ length: PORTFOLIO_FILE_LIMITS.maxOverrides }, (_, i) => [`${long('f', 40)}|${i}`, 'equity'] as const))
    const sips = Array.from({ length: PORTFOLIO_FILE_LIMITS.maxSips }, (_, i) => ({ ...sip, id: `${i}${long('s', 99)}`.slice(0, 100), folio: long('f', 40) }))
    const withRows = (n: number) => portfolioFileOf({ transactions: Array.from({ length: n }, (_, i) => longest(i)), sips, overrides }, EXPORTED_AT).length
    // Every line the same length: the file grows by one line a transaction.
    const perRow = withRows(2) - withRows(1)
    expect(perRow).toBeGreaterThan(500)
    expect(withRows(1) + perRow * (PORTFOLIO_FILE_LIMITS.maxTransactions - 1)).toBeLessThan(PORTFOLIO_FILE_LIMITS.maxChars)
    expect(parsed(parsePortfolioFile(portfolioFileOf({ transactions: [longest(1), longest(2)], sips, overrides }, EXPORTED_AT))).document.transactions).toHaveLength(2)
  })
})

describe('parsePortfolioFile refuses a malformed file and says where', () => {
  it('reads a file with a byte order mark and unknown extra fields', () => {
    const text = '\uFEFF' + edited((file) => (file.note = 'kept by hand'))
    expect(parsed(parsePortfolioFile(text)).document.transactions).toHaveLength(6)
  })

  it.each([
    ['a missing comma', '{\n  "format": "mf-explorer-portfolio"\n  "version": 1\n}', 'line 3, column 3', /^Not valid JSON: expected ',' or '}'/],
    ['a trailing comma', '{"format": "mf-explorer-portfolio", "version": 1,}', 'line 1, column 50', /^Not valid JSON: expected a property name/],
    ['a cut-off file', '{"format": "mf-explorer-portfolio", "transactions": [', 'line 1, column 54', /^Not valid JSON: the file ends too early/],
  ])('not JSON: %s', (_, text, where, message) => {
    const error = failed(parsePortfolioFile(text))
    expect(error.where).toBe(where)
    expect(error.message).toMatch(message)
  })

  it.each([
    ['a list', '[]', 'the whole file', /Not a portfolio file exported from "My investments": expected a JSON object/],
    ['a casparser statement', '{"cas_type": "DETAILED", "folios": []}', 'format', /^missing\. .*casparser statement: import it as a statement/],
    ['another format', '{"format": "something-else", "version": 1}', 'format', /its format is "something-else", not "mf-explorer-portfolio"/],
    ['no version', `{"format": "${PORTFOLIO_FILE_FORMAT}"}`, 'version', /^missing$/],
    ['a version that is no number', `{"format": "${PORTFOLIO_FILE_FORMAT}", "version": "1"}`, 'version', /expected a whole number \(1\), found "1"/],
    ['a newer version', `{"format": "${PORTFOLIO_FILE_FORMAT}", "version": 2}`, 'version', /version 2, written by a newer version of this site; this page reads version 1/],
  ])('not an export of this version: %s', (_, text, where, message) => {
    const error = failed(parsePortfolioFile(text))
    expect(error.where).toBe(where)
    expect(error.message).toMatch(message)
  })

  it.each<[string, (file: EditableFile) => unknown, string, string | RegExp]>([
    ['a date that is no date', (f) => (f.transactions[2]!.date = '15/01/2024'), 'transactions[2].date', 'Expected a yyyy-mm-dd date'],
    ['a date that is no calendar day', (f) => (f.transactions[4]!.date = '2024-02-30'), 'transactions[4].date', 'not a calendar date'],
    ['units as text', (f) => (f.transactions[1]!.units = '10'), 'transactions[1].units', 'expected a number'],
    ['negative units', (f) => (f.transactions[1]!.units = -10), 'transactions[1].units', 'must not be negative'],
    ['a missing amount', (f) => delete f.transactions[0]!.amount, 'transactions[0].amount', 'missing'],
    ['a scheme code with decimals', (f) => (f.transactions[0]!.schemeCode = 100.5), 'transactions[0].schemeCode', 'expected a whole number'],
    ['an unknown kind', (f) => (f.transactions[3]!.kind = 'gift'), 'transactions[3].kind', /^expected one of "purchase", "redemption", /],
    ['an empty id', (f) => (f.transactions[5]!.id = ''), 'transactions[5].id', 'must not be empty'],
    ['a SIP day past the 28th', (f) => (f.sips[1]!.day = 31), 'sips[1].day', 'must be at most 28'],
    ['a SIP ending on no day', (f) => (f.sips[0]!.to = '2023-13-05'), 'sips[0].to', 'not a calendar date'],
    ['an unknown tax class', (f) => ((f.overrides as Record<string, string>)['F1|200'] = 'gold'), 'overrides["F1|200"]', 'expected one of "equity", "debt", "other"'],
    ['sips not a list', (f) => (f.sips = {} as never), 'sips', 'expected a list ([...])'],
    ['no transactions', (f) => delete (f as Record<string, unknown>).transactions, 'transactions', 'missing'],
    ['a bad export time', (f) => (f.exportedAt = 'yesterday'), 'exportedAt', /^expected a date and time/],
    ['a transaction id used twice', (f) => (f.transactions[4]!.id = 'z'), 'transactions[4].id', 'the same id as transactions[1] ("z"): ids must be unique'],
    ['a SIP id used twice', (f) => (f.sips[1]!.id = 'sip-0'), 'sips[1].id', 'the same id as sips[0] ("sip-0"): ids must be unique'],
  ])('a field: %s', (_, edit, where, message) => {
    const error = failed(parsePortfolioFile(edited(edit)))
    expect(error.where).toBe(where)
    if (typeof message === 'string') expect(error.message).toBe(message)
    else expect(error.message).toMatch(message)
  })

  it.each([
    ['transactions', () => edited((f) => (f.transactions = Array.from({ length: PORTFOLIO_FILE_LIMITS.maxTransactions + 1 }, () => ({})))), /^more than 50,000 transactions \(50,001\)/],
    ['sips', () => edited((f) => (f.sips = Array.from({ length: PORTFOLIO_FILE_LIMITS.maxSips + 1 }, () => ({})))), /^more than 1,000 SIPs \(1,001\)/],
    ['overrides', () => edited((f) => (f.overrides = Object.fromEntries(Array.from({ length: PORTFOLIO_FILE_LIMITS.maxOverrides + 1 }, (_, i) => [`F|${i}`, 'equity'])))), /^more than 10,000 tax-class choices/],
  ])('more %s than allowed', (where, build, message) => {
    const error = failed(parsePortfolioFile(build()))
    expect(error.where).toBe(where)
    expect(error.message).toMatch(message)
  })

  it('refuses a file over the size limit before reading it', () => {
    const error = failed(parsePortfolioFile(' '.repeat(PORTFOLIO_FILE_LIMITS.maxChars + 1)))
    expect(error).toEqual({ where: 'the whole file', message: 'The file is larger than 30 MB: not a portfolio file this page can read' })
  })
})

describe('statementKind', () => {
  const exported = portfolioFileOf(document, EXPORTED_AT)
  const cas = JSON.stringify({ cas_type: 'DETAILED', statement_period: { from: '2023-01-01', to: '2024-12-31' }, folios: [] }, null, 2)

  it.each([
    ['an export', exported, 'portfolio.json', 'portfolio'],
    ['an export, minified, with a byte order mark', '\uFEFF' + JSON.stringify(JSON.parse(exported)), 'x.txt', 'portfolio'],
    ['an export with a syntax error (its reader says where)', exported.replace('"version": 1,', '"version": 1'), 'portfolio.json', 'portfolio'],
    ['an export of a newer version (its reader says so)', exported.replace('"version": 1', '"version": 7'), 'portfolio.json', 'portfolio'],
    ['a casparser statement', cas, 'cas.json', 'casparser'],
    ['a casparser statement named .csv', cas, 'cas.csv', 'casparser'],
    ['other JSON', '{"hello": "world"}', 'x.json', null],
    ['a JSON list', '[1, 2]', 'x.json', null],
    ['the CSV template', transactionsCsvTemplate(), 'template.csv', 'csv'],
    ['an exported CSV, named .txt', transactionsToCsv([tx('a', 'purchase', '2024-01-02', 1, 100)]), 'export.txt', 'csv'],
    ['a CSV header in another case and order, quoted', '"Type", Date ,Scheme Code,units\n', 'mine', 'csv'],
    ['any .csv file (its reader says what is wrong)', 'not a header at all', 'MINE.CSV', 'csv'],
    ['a CSV with an unknown column, not named .csv', 'date,type,colour\n', 'x.txt', null],
    ['a text file', 'Dear investor,\nyour statement', 'letter.txt', null],
    ['an empty file', '', 'empty', null],
  ])('%s', (_, text, name, kind) => {
    expect(statementKind(text, name)).toBe(kind)
  })
})
