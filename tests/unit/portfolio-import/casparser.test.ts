/** casparser's CAS JSON read into statement rows (common/portfolio/casparser.ts). */
import { describe, expect, it } from 'vitest'
import { CAS_LIMITS, parseCasparserJson } from '../../../common/portfolio/casparser.ts'
import { portfolioTransactionSchema } from '../../../common/portfolio/transaction.ts'
import { casSample, parseError, parsedOk } from './fixtures.ts'

type Json = Record<string, unknown>

/** A one-scheme statement around the given transactions, for the mapping tables. */
function statement(transactions: Json[], scheme: Json = {}): string {
  return JSON.stringify({
    cas_type: 'DETAILED',
    folios: [{ folio: '111', amc: 'Invented MF', schemes: [{ scheme: 'Invented Fund', isin: 'INF000I01AA3', amfi: '102011', open: '0', ...scheme, transactions }] }],
  })
}

function tx(type: string, fields: Json = {}): Json {
  return { date: '2024-01-10', description: 'Invented row', amount: '1000.00', units: '10.000', nav: '100.0000', balance: '10.000', type, ...fields }
}

type SampleData = Json & { folios: (Json & { schemes: (Json & { transactions: Json[] })[] })[] }

/** The sample, edited through `edit` on its parsed form. */
function editedSample(edit: (data: SampleData) => void): string {
  const data = JSON.parse(casSample)
  edit(data)
  return JSON.stringify(data, null, 2)
}

describe('the sample statement', () => {
  const result = parsedOk(parseCasparserJson(casSample))

  it('keeps every scheme that has transactions, with its folio (spaces dropped), code and ISIN', () => {
    expect(result.schemes.map(({ folio, name, amfi, isin, transactions }) => ({ folio, name, amfi, isin, count: transactions.length }))).toEqual([
      { folio: '1234567/89', name: 'ICICI Prudential Large Cap Fund - Direct Plan - Growth', amfi: 102011, isin: 'INF000I01AA3', count: 8 },
      { folio: '1234567/89', name: 'ICICI Prudential Mid Cap Fund - Direct Plan - Growth', amfi: 102021, isin: 'INF000I01AB1', count: 1 },
      { folio: '9988776655', name: 'Alpha Large Cap Fund - Regular Plan - IDCW Reinvestment', amfi: null, isin: 'INF000A01AC7', count: 3 },
      { folio: '9988776655', name: 'Gamma Wealth Builder Fund - Direct Plan - Growth', amfi: 999999, isin: 'INF000Z01ZZ9', count: 1 },
    ])
  })

  it('maps SIPs, a partial redemption, a switch pair, a dividend reinvested and one paid out', () => {
    const rows = result.schemes.flatMap((scheme) => scheme.transactions.map(({ date, kind, units, amount, nav }) => [date, kind, units, amount, nav]))
    expect(rows).toEqual([
      ['2023-06-12', 'purchase', 466.184, 24998.75, 53.6242],
      ['2023-07-10', 'purchase', 88.267, 4999.75, 56.6433],
      ['2023-08-10', 'purchase', 87.311, 4999.75, 57.2636],
      // 2023-09-11's installment bounced: it and its reversal are skipped.
      ['2023-10-10', 'purchase', 86.484, 4999.75, 57.8113],
      ['2023-11-10', 'purchase', 83.659, 4999.75, 59.7632],
      ['2023-11-20', 'redemption', 60, 3779.39, 62.9899],
      ['2023-12-11', 'purchase', 78.977, 4999.75, 63.3068],
      ['2024-01-10', 'switch-out', 415.441, 27247.61, 65.5872],
      ['2024-01-10', 'switch-in', 94.754, 27246.25, 287.5481],
      ['2023-06-15', 'purchase', 242.412, 9999.5, 41.25],
      ['2023-09-28', 'dividend-reinvest', 2.879, 121.21, 42.1],
      ['2024-02-20', 'dividend-payout', 0, 98.12, 0],
      ['2023-08-01', 'purchase', 249.988, 4999.75, 20],
    ])
  })

  it('gives rows that are valid portfolio records once a scheme code is added', () => {
    for (const scheme of result.schemes) {
      for (const { needsNav, ...row } of scheme.transactions) {
        expect(needsNav).toBe(false)
        expect(portfolioTransactionSchema.safeParse({ ...row, schemeCode: 102011 }).success).toBe(true)
      }
    }
  })

  it('lists every row it does not import, with where it is and why', () => {
    expect(result.skipped.map(({ where, date, reason }) => [where, date, reason.split(':')[0]])).toEqual([
      ['folios[0].schemes[0].transactions[1]', '2023-06-12', 'Stamp duty'],
      ['folios[0].schemes[0].transactions[3]', '2023-07-10', 'Stamp duty'],
      ['folios[0].schemes[0].transactions[5]', '2023-08-10', 'Stamp duty'],
      ['folios[0].schemes[0].transactions[6]', '2023-09-11', 'Cancelled by the reversal on 2023-09-14 (folios[0].schemes[0].transactions[8])'],
      ['folios[0].schemes[0].transactions[7]', '2023-09-11', 'Stamp duty'],
      ['folios[0].schemes[0].transactions[8]', '2023-09-14', 'Reverses the purchase on 2023-09-11 (folios[0].schemes[0].transactions[6]); neither is imported'],
      ['folios[0].schemes[0].transactions[10]', '2023-10-10', 'Stamp duty'],
      ['folios[0].schemes[0].transactions[12]', '2023-11-10', 'Stamp duty'],
      ['folios[0].schemes[0].transactions[14]', '2023-11-20', 'Securities transaction tax'],
      ['folios[0].schemes[0].transactions[16]', '2023-12-11', 'Stamp duty'],
      ['folios[0].schemes[1].transactions[1]', '2024-01-10', 'Stamp duty'],
      ['folios[1].schemes[0].transactions[1]', '2023-06-15', 'Stamp duty'],
      ['folios[1].schemes[0].transactions[4]', '2024-02-20', 'Tax deducted at source'],
      ['folios[1].schemes[1].open', null, 'Units bought before 01-Apr-2023 are not in this file, so this holding will be short of them'],
      ['folios[1].schemes[1].transactions[1]', '2023-08-01', 'Stamp duty'],
      ['folios[1].schemes[1].transactions[2]', '2023-08-21', 'A note without units (casparser type MISC)'],
    ])
    expect(result.skipped[0]).toMatchObject({ folio: '1234567/89', scheme: 'ICICI Prudential Large Cap Fund - Direct Plan - Growth', description: '*** Stamp Duty *** (STAMP_DUTY_TAX)' })
  })

  it('keeps none of the personal details', () => {
    const text = JSON.stringify(result)
    for (const personal of ['ABCDE1234F', 'Asha', 'example.invalid', 'Invented Nominee']) expect(text).not.toContain(personal)
  })
})

describe('transaction types', () => {
  it.each([
    ['PURCHASE', 'purchase', {}],
    ['PURCHASE_SIP', 'purchase', {}],
    ['REDEMPTION', 'redemption', { amount: '-1000.00', units: '-10.000' }],
    ['SWITCH_IN', 'switch-in', {}],
    ['SWITCH_IN_MERGER', 'switch-in', {}],
    ['SWITCH_OUT', 'switch-out', { amount: '-1000.00', units: '-10.000' }],
    ['SWITCH_OUT_MERGER', 'switch-out', { amount: '-1000.00', units: '-10.000' }],
    ['DIVIDEND_REINVEST', 'dividend-reinvest', {}],
    ['DIVIDEND_REINVESTMENT', 'dividend-reinvest', {}],
    ['purchase_sip', 'purchase', {}],
  ])('%s is a %s, units and amount positive', (type, kind, fields) => {
    const [scheme] = parsedOk(parseCasparserJson(statement([tx(type, fields)]))).schemes
    expect(scheme!.transactions).toEqual([expect.objectContaining({ kind, units: 10, amount: 1000, nav: 100, date: '2024-01-10', folio: '111', needsNav: false })])
  })

  it('DIVIDEND_PAYOUT moves no units: units and NAV 0, the amount paid positive', () => {
    const rows = [tx('DIVIDEND_PAYOUT', { amount: '250.50', units: null, nav: null }), tx('DIVIDEND_PAYOUT', { amount: -99, units: 3, nav: 33 })]
    const [scheme] = parsedOk(parseCasparserJson(statement(rows))).schemes
    expect(scheme!.transactions.map(({ kind, units, amount, nav }) => ({ kind, units, amount, nav }))).toEqual([
      { kind: 'dividend-payout', units: 0, amount: 250.5, nav: 0 },
      { kind: 'dividend-payout', units: 0, amount: 99, nav: 0 },
    ])
  })

  it.each([
    ['STAMP_DUTY_TAX', /^Stamp duty/],
    ['STT_TAX', /^Securities transaction tax/],
    ['TDS_TAX', /^Tax deducted at source/],
    ['SEGREGATION', /segregated portfolio/],
    ['MISC', /MISC/],
    ['UNKNOWN', /could not tell/],
    ['GIFT_IN', /gift/],
    ['SOMETHING_NEW', /"SOMETHING_NEW" is not supported/],
  ])('%s is skipped with its reason', (type, reason) => {
    const result = parsedOk(parseCasparserJson(statement([tx('PURCHASE'), tx(type, { units: null, nav: null, amount: '0.50' })])))
    expect(result.schemes[0]!.transactions).toHaveLength(1)
    expect(result.skipped).toEqual([expect.objectContaining({ where: 'folios[0].schemes[0].transactions[1]', reason: expect.stringMatching(reason) })])
  })

  it('skips rows without the units they need, and without both amount and NAV', () => {
    const result = parsedOk(
      parseCasparserJson(
        statement([
          tx('PURCHASE', { units: null }),
          tx('REDEMPTION', { units: '0' }),
          tx('DIVIDEND_REINVEST', { units: null }),
          tx('PURCHASE', { amount: null, nav: null }),
          tx('DIVIDEND_PAYOUT', { amount: null, units: null, nav: null }),
        ]),
      ),
    )
    expect(result.schemes).toEqual([])
    expect(result.skipped.map(({ where, reason }) => [where.slice(-15), reason])).toEqual([
      ['transactions[0]', 'No units: a PURCHASE row needs them'],
      ['transactions[1]', 'No units: a REDEMPTION row needs them'],
      ['transactions[2]', 'No units: a DIVIDEND_REINVEST row needs them'],
      ['transactions[3]', 'No amount and no NAV: a PURCHASE row needs one of them'],
      ['transactions[4]', 'A dividend payout without an amount'],
    ])
  })

  it('reads numbers written as numbers too, and works out a missing amount or NAV', () => {
    const rows = [tx('PURCHASE', { amount: 1000, units: 10, nav: 100 }), tx('PURCHASE', { amount: null, units: 4, nav: 12.5 }), tx('PURCHASE', { amount: '300', units: '3', nav: null })]
    const [scheme] = parsedOk(parseCasparserJson(statement(rows))).schemes
    expect(scheme!.transactions.map(({ units, amount, nav }) => [units, amount, nav])).toEqual([
      [10, 1000, 100],
      [4, 50, 12.5],
      [3, 300, 100],
    ])
  })

  it('imports bonus units (no amount) at no cost', () => {
    const [scheme] = parsedOk(parseCasparserJson(statement([tx('PURCHASE', { description: 'Bonus', amount: '0.00', nav: null })]))).schemes
    expect(scheme!.transactions[0]).toMatchObject({ kind: 'purchase', units: 10, amount: 0, nav: 0 })
  })
})

describe('reversals', () => {
  it('cancel the latest earlier purchase of the same units', () => {
    const rows = [tx('PURCHASE_SIP', { date: '2024-01-10' }), tx('PURCHASE_SIP', { date: '2024-02-10' }), tx('REVERSAL', { date: '2024-02-13', amount: '-1000', units: '-10.000' })]
    const result = parsedOk(parseCasparserJson(statement(rows)))
    expect(result.schemes[0]!.transactions.map((t) => t.date)).toEqual(['2024-01-10'])
    expect(result.skipped.map((s) => s.where.slice(-15))).toEqual(['transactions[1]', 'transactions[2]'])
  })

  it('without a matching purchase are listed, and nothing else is dropped', () => {
    const rows = [tx('PURCHASE_SIP'), tx('REVERSAL', { amount: '-500', units: '-5.000' })]
    const result = parsedOk(parseCasparserJson(statement(rows)))
    expect(result.schemes[0]!.transactions).toHaveLength(1)
    expect(result.skipped).toEqual([expect.objectContaining({ where: 'folios[0].schemes[0].transactions[1]', reason: expect.stringMatching(/no matching transaction/) })])
  })
})

describe('ids', () => {
  const ids = (text: string) => parsedOk(parseCasparserJson(text)).schemes.flatMap((s) => s.transactions.map((t) => t.id))

  it('are unique, short, and the same when the same file is imported again', () => {
    const first = ids(casSample)
    expect(new Set(first).size).toBe(first.length)
    for (const id of first) expect(id.length).toBeLessThanOrEqual(100)
    expect(ids(casSample)).toEqual(first)
    expect(ids(JSON.stringify(JSON.parse(casSample)))).toEqual(first) // the same statement, written compactly
  })

  it('stay the same when a later statement covers more dates', () => {
    const longer = editedSample((data) => {
      data.folios[0]!.schemes[0]!.transactions.unshift(tx('PURCHASE', { date: '2023-05-22', amount: '5000', units: '92.776', nav: '53.8941' }))
    })
    const before = ids(casSample)
    const after = ids(longer)
    expect(after).toHaveLength(before.length + 1)
    expect(after).toEqual(expect.arrayContaining(before))
  })

  it('tell identical rows on one day apart', () => {
    const [scheme] = parsedOk(parseCasparserJson(statement([tx('PURCHASE'), tx('PURCHASE')]))).schemes
    const [a, b] = scheme!.transactions
    expect(a!.id).not.toBe(b!.id)
  })
})

describe('malformed files change nothing and say where', () => {
  it('a missing comma: the line and column of the token after it', () => {
    const target = '"amc": "Alpha Mutual Fund",'
    const broken = casSample.replace(target, target.slice(0, -1))
    const offset = broken.indexOf('"', broken.indexOf('"amc": "Alpha Mutual Fund"') + '"amc": "Alpha Mutual Fund"'.length)
    const line = broken.slice(0, offset).split('\n').length
    const column = offset - broken.lastIndexOf('\n', offset - 1)
    expect(parseError(parseCasparserJson(broken))).toEqual({ where: `line ${line}, column ${column}`, message: `Not valid JSON: expected ',' or '}', found '"'` })
  })

  it.each([
    ['a trailing comma', '{"folios": [1,]}', 'line 1, column 15', /unexpected ']' where a value should be/],
    ['a single-quoted key', "{\n  'folios': []\n}", 'line 2, column 3', /expected a property name in double quotes/],
    ['a string left open', '{"folios": "abc\n}', 'line 1, column 16', /a line break inside a string/],
    ['the end cut off', '{"folios": [\n  {"folio": "1"', 'line 2, column 16', /ends too early/],
    ['two values', '{} {}', 'line 1, column 4', /after the end of the JSON/],
    ['an empty file', '', 'line 1, column 1', /ends too early/],
    ['a bad escape', '{"a": "\\x"}', 'line 1, column 8', /unknown escape/],
  ])('%s', (_, text, where, message) => {
    const error = parseError(parseCasparserJson(text))
    expect(error.where).toBe(where)
    expect(error.message).toMatch(message)
  })

  it('accepts a byte order mark', () => {
    expect(parsedOk(parseCasparserJson(`\uFEFF${casSample}`)).schemes).toHaveLength(4)
  })

  it.each<[string, (data: SampleData) => unknown, string, RegExp]>([
    ['units that are not a number', (d) => (d.folios[1]!.schemes[0]!.transactions[2]!.units = true), 'folios[1].schemes[0].transactions[2].units', /expected a number/],
    ['a number with a thousands separator', (d) => (d.folios[1]!.schemes[0]!.transactions[2]!.amount = '1,121.21'), 'folios[1].schemes[0].transactions[2].amount', /expected a number/],
    ['an impossible date', (d) => (d.folios[0]!.schemes[1]!.transactions[0]!.date = '2024-02-30'), 'folios[0].schemes[1].transactions[0].date', /yyyy-mm-dd/],
    ['a dd-mm-yyyy date', (d) => (d.folios[0]!.schemes[1]!.transactions[0]!.date = '10-01-2024'), 'folios[0].schemes[1].transactions[0].date', /yyyy-mm-dd/],
    ['a missing type', (d) => delete d.folios[0]!.schemes[0]!.transactions[16]!.type, 'folios[0].schemes[0].transactions[16].type', /^missing$/],
    ['an AMFI code that is not digits', (d) => (d.folios[0]!.schemes[1]!.amfi = 'ABC'), 'folios[0].schemes[1].amfi', /AMFI scheme code/],
    ['a malformed ISIN', (d) => (d.folios[1]!.schemes[1]!.isin = 'INF-NOPE'), 'folios[1].schemes[1].isin', /ISIN/],
    ['transactions that are not a list', (d) => ((d.folios[1]!.schemes[1]! as Json).transactions = {}), 'folios[1].schemes[1].transactions', /expected an array of transactions/],
    ['a scheme name too long', (d) => (d.folios[1]!.schemes[1]!.scheme = 'x'.repeat(501)), 'folios[1].schemes[1].scheme', /longer than 500/],
    ['no folios', (d) => delete (d as Json).folios, 'folios', /^missing$/],
    ['a folio number too long', (d) => (d.folios[1]!.folio = '1'.repeat(41)), 'folios[1].folio', /longer than 40/],
  ])('%s', (_, edit, where, message) => {
    const error = parseError(parseCasparserJson(editedSample(edit)))
    expect(error.where).toBe(where)
    expect(error.message).toMatch(message)
  })

  it('not an object at all', () => {
    expect(parseError(parseCasparserJson('[]'))).toEqual({ where: 'the whole file', message: 'expected the object casparser writes for a CAMS/KFintech CAS' })
  })

  it('a summary statement, which has no transactions', () => {
    expect(parseError(parseCasparserJson(editedSample((d) => (d.cas_type = 'SUMMARY'))))).toMatchObject({ where: 'cas_type', message: expect.stringMatching(/detailed statement/) })
  })

  it.each([
    ['folios', () => JSON.stringify({ folios: Array.from({ length: CAS_LIMITS.maxFolios + 1 }, (_, i) => ({ folio: String(i), schemes: [] })) }), 'folios', /more than 200 folios/],
    [
      'schemes in all',
      () => JSON.stringify({ folios: Array.from({ length: 2 }, (_, i) => ({ folio: String(i), schemes: Array.from({ length: 300 }, () => ({ scheme: 'S', transactions: [] })) })) }),
      'folios',
      /more than 500 schemes in all/,
    ],
    [
      'transactions in all',
      () => JSON.stringify({ folios: [{ folio: '1', schemes: Array.from({ length: 2 }, () => ({ scheme: 'S', transactions: Array.from({ length: 25_001 }, () => ({ date: '2024-01-10', type: 'MISC' })) })) }] }),
      'folios',
      /more than 50000 transactions in all/,
    ],
    ['characters', () => ' '.repeat(CAS_LIMITS.maxChars + 1), 'the whole file', /larger than 25 MB/],
  ])('more %s than allowed', (_, build, where, message) => {
    const error = parseError(parseCasparserJson(build()))
    expect(error.where).toBe(where)
    expect(error.message).toMatch(message)
  })
})
