/** The portfolio's CSV of transactions (common/portfolio/transactions-csv.ts): reading, the template, the export. */
import { describe, expect, it } from 'vitest'
import { matchStatementSchemes, withNav } from '../../../common/portfolio/match-schemes.ts'
import { portfolioTransactionSchema, type PortfolioTransaction } from '../../../common/portfolio/transaction.ts'
import { CSV_LIMITS, parseTransactionsCsv, transactionsCsvTemplate, transactionsToCsv } from '../../../common/portfolio/transactions-csv.ts'
import { csvSample, lookup, parseError, parsedOk } from './fixtures.ts'

const HEADER = 'date,folio,scheme_code,isin,scheme_name,type,units,amount,nav'

/** The single row of a one-row file. */
function onlyRow(row: string, header = HEADER) {
  const result = parsedOk(parseTransactionsCsv(`${header}\n${row}\n`))
  expect(result.schemes).toHaveLength(1)
  expect(result.schemes[0]!.transactions).toHaveLength(1)
  return { scheme: result.schemes[0]!, row: result.schemes[0]!.transactions[0]! }
}

describe('the sample file', () => {
  const result = parsedOk(parseTransactionsCsv(csvSample))

  it('groups rows by folio and scheme, in the order they first appear', () => {
    expect(result.skipped).toEqual([])
    expect(result.schemes.map(({ folio, name, amfi, isin, transactions }) => ({ folio, name, amfi, isin, count: transactions.length }))).toEqual([
      { folio: '1234567/89', name: 'ICICI Prudential Large Cap Fund - Direct Plan - Growth', amfi: 102011, isin: null, count: 5 },
      { folio: '1234567/89', name: 'ICICI Prudential Mid Cap Fund - Direct Plan - Growth', amfi: 102021, isin: null, count: 2 },
      { folio: '9988776655', name: 'Alpha Large Cap Fund - Regular Plan - IDCW, Reinvestment', amfi: null, isin: 'INF000A01AC7', count: 3 },
      { folio: '', name: 'Gamma "Wealth Builder" Fund\r\n- Direct Plan - Growth', amfi: 999999, isin: 'INF000Z01ZZ9', count: 1 },
    ])
  })

  it('reads every date form, ₹ and Rs., Indian and western grouping, and fills in what can be worked out', () => {
    const rows = result.schemes.flatMap((scheme) => scheme.transactions.map(({ date, kind, units, amount, nav, needsNav }) => [date, kind, units, amount, nav, needsNav]))
    expect(rows).toEqual([
      ['2023-06-12', 'purchase', 466.184, 24998.75, 53.6242, false],
      ['2023-07-10', 'purchase', 88.267, 4999.75, 56.6433, false], // 10-07-2023
      ['2023-08-10', 'purchase', 0, 4999.75, 0, true], // 10-Aug-2023, amount alone: waits for the NAV
      ['2023-11-20', 'redemption', 60, 3779.39, 62.9899, false], // amount = units x nav
      ['2024-01-10', 'switch-out', 100, 6558.72, 65.5872, false],
      ['2024-01-10', 'switch-in', 22.808, 6558.39, 287.5481, false], // units = amount / nav
      ['2024-02-01', 'purchase', 411.3855, 123456.78, 300.1, false], // 01/02/2024, "Rs. 1,23,456.78"
      ['2023-06-15', 'purchase', 242.412, 9999.5, 41.25, false],
      ['2023-09-28', 'dividend-reinvest', 2.879, 121.21, 42.1, false],
      ['2024-02-20', 'dividend-payout', 0, 98.12, 0, false],
      ['2023-08-01', 'purchase', 249.988, 4999.75, 20, false],
    ])
  })

  it('gives ids that are unique, short, and the same on every import, whatever the row order', () => {
    const ids = result.schemes.flatMap((scheme) => scheme.transactions.map((t) => t.id))
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id.length).toBeLessThanOrEqual(100)
    expect(parsedOk(parseTransactionsCsv(csvSample)).schemes.flatMap((s) => s.transactions.map((t) => t.id))).toEqual(ids)

    const [header, ...rows] = csvSample.trimEnd().split('\r\n')
    const quotedName = rows.splice(-2, 2).join('\r\n') // the last row holds a line break in quotes
    const shuffled = [header, quotedName, ...rows.reverse()].join('\n')
    const again = parsedOk(parseTransactionsCsv(shuffled)).schemes.flatMap((s) => s.transactions.map((t) => t.id))
    expect(new Set(again)).toEqual(new Set(ids))
  })
})

describe('RFC 4180 and friends', () => {
  it('quoted fields, doubled quotes, commas and line breaks inside quotes', () => {
    const { scheme } = onlyRow('2024-01-05,,102011,,"A ""quoted"", name\nover two lines",purchase,1,100,100')
    expect(scheme.name).toBe('A "quoted", name\nover two lines')
  })

  it('CRLF, LF and CR line ends, a byte order mark, blank lines anywhere', () => {
    const rows = ['2024-01-05,,102011,,,purchase,1,100,100', '2024-01-06,,102011,,,purchase,2,200,100']
    for (const text of [
      `${HEADER}\r\n${rows.join('\r\n')}\r\n`,
      `${HEADER}\n${rows.join('\n')}`,
      `${HEADER}\r${rows.join('\r')}\r`,
      `\uFEFF${HEADER}\n${rows.join('\n')}\n`,
      `\n\n${HEADER}\n\n${rows.join('\n\n')}\n\n\n`,
      `${HEADER}\n${rows.join('\n')}\n,,,,,,,,\n`,
    ]) {
      const result = parsedOk(parseTransactionsCsv(text))
      expect(result.schemes[0]!.transactions.map((t) => t.units)).toEqual([1, 2])
    }
  })

  it('header names in any case and order, with spaces, and trailing empty columns', () => {
    const { row, scheme } = onlyRow('purchase,100,1,100,102011,2024-01-05,,', 'Type,NAV,Units,AMOUNT,Scheme Code,Date,,')
    expect(row).toMatchObject({ kind: 'purchase', units: 1, amount: 100, nav: 100, date: '2024-01-05', folio: '' })
    expect(scheme).toMatchObject({ amfi: 102011, isin: null, name: '' })
  })

  it('only the required columns', () => {
    const { row } = onlyRow('2024-01-05,INF000A01AC7,dividend-payout,55', 'date,isin,type,amount')
    expect(row).toMatchObject({ kind: 'dividend-payout', units: 0, amount: 55, nav: 0, needsNav: false })
  })

  it.each([
    ['2024-01-05', '2024-01-05'],
    ['05-01-2024', '2024-01-05'],
    ['5/1/2024', '2024-01-05'],
    ['05-Jan-2024', '2024-01-05'],
    ['5 jan 2024', '2024-01-05'],
    ['29-Feb-2024', '2024-02-29'],
  ])('the date %s', (text, iso) => {
    expect(onlyRow(`${text},,102011,,,purchase,1,100,100`).row.date).toBe(iso)
  })

  it.each([
    ['"₹1,23,456.78"', 123456.78],
    ['"Rs. 1,234,567"', 1234567],
    ['₹ 500', 500],
    ['rs500.5', 500.5],
    ['"12,34,567.8"', 1234567.8],
    [' 42 ', 42],
  ])('the amount %s', (text, amount) => {
    expect(onlyRow(`2024-01-05,,102011,,,purchase,1,${text},`).row.amount).toBe(amount)
  })

  it.each([
    ['switch_in', 'switch-in'],
    ['Dividend Reinvest', 'dividend-reinvest'],
    ['REDEMPTION', 'redemption'],
  ])('the type %s', (text, kind) => {
    expect(onlyRow(`2024-01-05,,102011,,,${text},1,100,100`).row.kind).toBe(kind)
  })

  it('units alone wait for the NAV too', () => {
    expect(onlyRow('2024-01-05,,102011,,,redemption,1.5,,').row).toMatchObject({ units: 1.5, amount: 0, nav: 0, needsNav: true })
  })

  it('keeps the folio without its spaces and the ISIN in upper case', () => {
    const { row, scheme } = onlyRow('2024-01-05,1234567 / 89,,inf000a01ac7,,purchase,1,100,100')
    expect(row.folio).toBe('1234567/89')
    expect(scheme).toMatchObject({ folio: '1234567/89', isin: 'INF000A01AC7', amfi: null })
  })
})

describe('errors say row and column', () => {
  it.each([
    ['units below zero', '2024-01-05,,102011,,,purchase,-5,100,100', 'row 2, column "units"', 'expected a positive number'],
    ['units of zero', '2024-01-05,,102011,,,purchase,0,100,100', 'row 2, column "units"', 'expected a positive number'],
    ['units that are not a number', '2024-01-05,,102011,,,purchase,ten,100,100', 'row 2, column "units"', 'expected a positive number'],
    ['a misgrouped number', '2024-01-05,,102011,,,purchase,1,"1,2,3",100', 'row 2, column "amount"', 'expected a positive number'],
    ['a number with an exponent', '2024-01-05,,102011,,,purchase,1,1e3,100', 'row 2, column "amount"', 'expected a positive number'],
    ['a NAV of zero', '2024-01-05,,102011,,,purchase,1,100,0', 'row 2, column "nav"', 'expected a positive number'],
    ['an impossible date', '2023-02-29,,102011,,,purchase,1,100,100', 'row 2, column "date"', 'expected a date as yyyy-mm-dd, dd-mm-yyyy or dd-Mon-yyyy'],
    ['a month name unknown', '05-Foo-2024,,102011,,,purchase,1,100,100', 'row 2, column "date"', 'expected a date as yyyy-mm-dd, dd-mm-yyyy or dd-Mon-yyyy'],
    ['no date', ',,102011,,,purchase,1,100,100', 'row 2, column "date"', 'missing'],
    ['an unknown type', '2024-01-05,,102011,,,buy,1,100,100', 'row 2, column "type"', 'expected one of purchase, redemption, switch-in, switch-out, dividend-reinvest, dividend-payout'],
    ['neither code nor ISIN', '2024-01-05,,,,Some Fund,purchase,1,100,100', 'row 2, column "scheme_code"', 'give a scheme_code or an isin'],
    ['a code that is not digits', '2024-01-05,,10201A,,,purchase,1,100,100', 'row 2, column "scheme_code"', 'expected an AMFI scheme code (digits)'],
    ['a malformed ISIN', '2024-01-05,,,INF12,,purchase,1,100,100', 'row 2, column "isin"', 'expected a 12-character ISIN'],
    ['neither units nor amount', '2024-01-05,,102011,,,purchase,,,100', 'row 2, column "units"', 'give units, or an amount (with the nav if you know it)'],
    ['a payout with units', '2024-01-05,,102011,,,dividend-payout,3,100,', 'row 2, column "units"', 'a dividend-payout moves no units: leave units blank'],
    ['a payout without an amount', '2024-01-05,,102011,,,dividend-payout,,,', 'row 2, column "amount"', 'a dividend-payout needs the amount paid'],
    ['a folio too long', `2024-01-05,${'9'.repeat(41)},102011,,,purchase,1,100,100`, 'row 2, column "folio"', 'longer than 40 characters'],
    ['a name too long', `2024-01-05,,102011,,${'n'.repeat(501)},purchase,1,100,100`, 'row 2, column "scheme_name"', 'longer than 500 characters'],
  ])('%s', (_, row, where, message) => {
    expect(parseError(parseTransactionsCsv(`${HEADER}\n2024-01-04,,102011,,,purchase,1,100,100\n${row}\n`))).toEqual({ where: where.replace('row 2', 'row 3'), message })
  })

  it('counts rows as a spreadsheet does: a line break inside quotes starts no row, a blank line is a row', () => {
    const text = `${HEADER}\n2024-01-04,,102011,,"two\nlines",purchase,1,100,100\n\n2024-01-05,,102011,,,purchase,-1,100,100\n`
    expect(parseError(parseTransactionsCsv(text)).where).toBe('row 4, column "units"')
  })

  it.each([
    ['an unquoted comma in a number', '2024-01-05,,102011,,,purchase,1,1,000,100', 'row 2', /10 fields, but the header has 9: is a comma inside a number or name not quoted\?/],
    ['too few fields', '2024-01-05,,102011,,,purchase,1', 'row 2', /7 fields, but the header has 9/],
    ['a quote never closed', '2024-01-05,,102011,,"Open fund,purchase,1,100,100', 'row 2, field 5', /never closed/],
    ['text after a closing quote', '2024-01-05,,102011,,"Fund" Growth,purchase,1,100,100', 'row 2, field 5', /must be doubled/],
  ])('%s', (_, row, where, message) => {
    const error = parseError(parseTransactionsCsv(`${HEADER}\n${row}\n`))
    expect(error.where).toBe(where)
    expect(error.message).toMatch(message)
  })

  it('an id used twice', () => {
    const text = 'id,date,scheme_code,type,units,amount,nav\nabc,2024-01-05,102011,purchase,1,100,100\nabc,2024-01-06,102011,purchase,1,100,100\n'
    expect(parseError(parseTransactionsCsv(text))).toEqual({ where: 'row 3, column "id"', message: 'id "abc" is used by an earlier row' })
  })
})

describe('the header', () => {
  it.each([
    ['folio,scheme_code,type,units', 'row 1', 'Missing column "date"'],
    ['date,scheme_code,units,amount', 'row 1', 'Missing column "type"'],
    ['date,scheme_name,type,units', 'row 1', 'Missing column "scheme_code" (or "isin")'],
    ['date,isin,type,nav', 'row 1', 'Missing column "units" (or "amount")'],
    ['date,scheme_code,type,untis', 'row 1, column 4', 'Unknown column "untis": the columns are id, date, folio, scheme_code, isin, scheme_name, type, units, amount, nav, switch_id, sip_id'],
    ['date,scheme_code,type,units,Units', 'row 1, column 5', 'Column "units" appears twice'],
  ])('%s', (header, where, message) => {
    expect(parseError(parseTransactionsCsv(`${header}\n`))).toEqual({ where, message })
  })

  it('an empty file', () => {
    expect(parseError(parseTransactionsCsv('\uFEFF\r\n\r\n'))).toEqual({ where: 'the whole file', message: 'The file is empty: it needs a header row and a row per transaction' })
  })

  it('a header alone is an empty statement', () => {
    expect(parsedOk(parseTransactionsCsv(`${HEADER}\r\n`)).schemes).toEqual([])
  })
})

describe('bounds', () => {
  it('more than 5 MB', () => {
    expect(parseError(parseTransactionsCsv(`${HEADER}\n${' '.repeat(CSV_LIMITS.maxChars)}`))).toEqual({ where: 'the whole file', message: 'The file is larger than 5 MB' })
  })

  it('more than 100 fields in a row', () => {
    expect(parseError(parseTransactionsCsv(`${HEADER}\n${','.repeat(1000)}\n`))).toEqual({ where: 'row 2', message: 'More than 100 fields' })
  })

  it('more than 50,000 rows', () => {
    const row = '2024-01-05,,1,,,purchase,1,1,1'
    const text = `${HEADER}\n${`${row}\n`.repeat(CSV_LIMITS.maxRows + 1)}`
    expect(text.length).toBeLessThan(CSV_LIMITS.maxChars)
    expect(parseError(parseTransactionsCsv(text))).toEqual({ where: `row ${CSV_LIMITS.maxRows + 2}`, message: 'More than 50000 rows' })
  })
})

describe('the template', () => {
  it('is the documented header and two rows that parse back', () => {
    const template = transactionsCsvTemplate()
    expect(template.split('\r\n')[0]).toBe(HEADER)
    const result = parsedOk(parseTransactionsCsv(template))
    expect(result.schemes).toEqual([
      {
        folio: '12345678/90',
        name: 'HDFC Flexi Cap Fund - Growth Option - Direct Plan',
        amfi: 118955,
        isin: null,
        transactions: [
          expect.objectContaining({ date: '2024-01-15', kind: 'purchase', units: 3.125, amount: 5000, nav: 1600, needsNav: false }),
          expect.objectContaining({ date: '2024-06-14', kind: 'redemption', units: 1.5, amount: 0, nav: 0, needsNav: true }),
        ],
      },
    ])
  })
})

describe('the export', () => {
  const records: PortfolioTransaction[] = [
    { id: 'a1', folio: '1234567/89', schemeCode: 102011, date: '2024-01-10', kind: 'purchase', units: 88.267, amount: 4999.75, nav: 56.6433, sipId: 'sip-1' },
    { id: 'a2', folio: '1234567/89', schemeCode: 102011, date: '2024-02-12', kind: 'switch-out', units: 10.5, amount: 700.1, nav: 66.6762, switchId: 'sw,"1"' },
    { id: 'a3', folio: '1234567/89', schemeCode: 102021, date: '2024-02-12', kind: 'switch-in', units: 2.4, amount: 700.05, nav: 291.6875, switchId: 'sw,"1"' },
    { id: 'a4', folio: '', schemeCode: 100002, date: '2024-02-20', kind: 'dividend-payout', units: 0, amount: 98.12, nav: 0 },
    { id: 'a5', folio: '', schemeCode: 100002, date: '2024-02-21', kind: 'dividend-reinvest', units: 1e-7, amount: 0.01, nav: 42.1 },
    { id: 'a6', folio: 'F 1', schemeCode: 102011, date: '2024-03-01', kind: 'redemption', units: 1, amount: 1234567.891, nav: 1234567.891 },
  ]
  const names = new Map([[102011, 'Fund, "Large" Cap\nDirect']])

  it('reads back to the same records, ids included', () => {
    const csv = transactionsToCsv(records, (code) => names.get(code))
    const { matched, needsNav, unmatched } = matchStatementSchemes(parsedOk(parseTransactionsCsv(csv)).schemes, lookup)
    expect(needsNav).toEqual([])
    expect(unmatched).toEqual([])
    const byId = (a: PortfolioTransaction, b: PortfolioTransaction) => a.id.localeCompare(b.id)
    // The folio loses its spaces on the way in, as every imported folio does.
    expect(matched.sort(byId)).toEqual(records.map((r) => ({ ...r, folio: r.folio.replace(/\s/g, '') })))
    for (const row of matched) expect(portfolioTransactionSchema.safeParse(row).success).toBe(true)
  })

  it('writes RFC 4180 with CRLF and every column', () => {
    const csv = transactionsToCsv(records.slice(0, 2), (code) => names.get(code))
    expect(csv.split('\r\n')).toEqual([
      'id,date,folio,scheme_code,isin,scheme_name,type,units,amount,nav,switch_id,sip_id',
      'a1,2024-01-10,1234567/89,102011,,"Fund, ""Large"" Cap\nDirect",purchase,88.267,4999.75,56.6433,,sip-1',
      'a2,2024-02-12,1234567/89,102011,,"Fund, ""Large"" Cap\nDirect",switch-out,10.5,700.1,66.6762,"sw,""1""",',
      '',
    ])
  })

  it('round-trips the sample file through the matcher and withNav', () => {
    const first = matchStatementSchemes(parsedOk(parseTransactionsCsv(csvSample)).schemes, lookup)
    const completed = [...first.matched, ...first.needsNav.map((row) => withNav(row, 57.2636))]
    const second = matchStatementSchemes(parsedOk(parseTransactionsCsv(transactionsToCsv(completed))).schemes, lookup)
    const byId = (a: PortfolioTransaction, b: PortfolioTransaction) => a.id.localeCompare(b.id)
    expect(completed).toHaveLength(10)
    expect(second.matched.sort(byId)).toEqual(completed.sort(byId))
  })
})
