/**
 * AMFI's TER report read by header name (server/ingest/ter-parser.ts): the HTML table in both of its
 * layouts, gzip, the snapshots' CSV, the real November 2023 answer and snapshots from ../shared/amfi/ter/,
 * and every malformed file refused with a message naming its line.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { looksLikeTer, parseTer, TerFormatError, type TerRow } from '../../server/ingest/ter-parser.ts'
import { fixture } from './helpers.ts'

const REAL_TER = fileURLToPath(new URL('../../../shared/amfi/ter/ter-report-2023-11.html.gz', import.meta.url))
const REAL_SNAPSHOTS = fileURLToPath(new URL('../../../shared/amfi/ter/ter-snapshots-2023-04-to-2024-10.csv.gz', import.meta.url))
const TODAY = '2026-10-09'

const read = (name: string) => readFileSync(fixture(`ter/${name}`))
const parse = (input: Buffer | string) => parseTer(input, { today: TODAY })
const figures = (total: number, base: number | null, additionalB: number | null, additionalC: number | null, gst: number | null) => ({
  total, base, additionalB, additionalC, gst,
})

const PARTS = ['Base TER (%)', 'Additional expense as per Regulation 52(6A)(b) (%)', 'Additional expense as per Regulation 52(6A)(c) (%)', 'GST (%)', 'Total TER (%)']
const HEADER = ['Scheme Name', 'TER Date', ...['Regular', 'Direct'].flatMap((plan) => PARTS.map((part) => `${plan} Plan - ${part}`))]
const GOOD = ['Gamma Large Cap Fund', '01-Sep-2026', '1.30', '0.00', '0.05', '0.15', '1.50', '0.30', '0.00', '0.05', '0.05', '0.40']

/** An HTML table, one row a line: line 1 `<table>`, line 2 the header, data row i on line 3 + i. */
const table = (rows: string[][], header = HEADER) =>
  ['<table>', ...[header, ...rows].map((cells, i) => `<tr>${cells.map((c) => (i === 0 ? `<th>${c}</th>` : `<td>${c}</td>`)).join('')}</tr>`), '</table>'].join('\n')
const withCell = (column: string, value: string) => GOOD.map((cell, i) => (HEADER[i] === column ? value : cell))

function refusal(input: Buffer | string): { line: number; message: string } {
  try {
    parse(input)
  } catch (error) {
    expect(error).toBeInstanceOf(TerFormatError)
    return { line: (error as TerFormatError).lineNumber, message: (error as Error).message }
  }
  throw new Error('parsed without complaint')
}

describe('parseTer: the layouts', () => {
  it('the HTML table with Scheme Type and Category: names decoded and collapsed, blanks and absent plans null', () => {
    const rows = parse(read('report-with-type.html'))
    expect(rows).toEqual<TerRow[]>([
      {
        line: 23,
        schemeName: 'Gamma Large Cap Fund',
        schemeType: 'Open Ended',
        schemeCategory: 'Equity Scheme - Large Cap Fund',
        date: '2026-09-01',
        regular: figures(1.5, 1.3, 0, 0.05, 0.15),
        direct: figures(0.4, 0.3, 0, 0.05, 0.05),
      },
      {
        line: 40,
        schemeName: 'Gamma Banking & PSU Debt Fund',
        schemeType: 'Open Ended',
        schemeCategory: 'Debt Scheme - Banking and PSU Fund',
        date: '2026-09-01',
        regular: figures(0.71, 0.66, null, 0, 0.05),
        direct: figures(0.36, 0.31, 0, 0, 0.05),
      },
      {
        // AMFI writes 0.00 in every column of a plan a scheme does not have.
        line: 58,
        schemeName: 'Gamma Nifty 50 ETF',
        schemeType: 'Open Ended',
        schemeCategory: 'Other Scheme - Other ETFs',
        date: '2026-09-02',
        regular: figures(0.06, 0.05, 0, 0, 0.01),
        direct: null,
      },
      {
        line: 75,
        schemeName: "Gamma Children's Fund",
        schemeType: 'Open Ended',
        schemeCategory: 'Solution Oriented Scheme - Children’s Fund',
        date: '2026-09-02',
        regular: null,
        direct: figures(1.24, 1.1, -0.03, 0.05, 0.12),
      },
    ])
  })

  it('the older layout without Type and Category, columns in another order, cells without </td>', () => {
    expect(parse(read('report-without-type.html'))).toEqual<TerRow[]>([
      {
        line: 3,
        schemeName: 'Delta Large Cap Fund',
        schemeType: null,
        schemeCategory: null,
        date: '2026-08-15',
        regular: figures(1.2, 1, 0, 0.05, 0.15),
        direct: figures(0.9, 0.7, 0, 0.05, 0.15),
      },
      {
        line: 4,
        schemeName: 'Delta Flexi Cap Fund',
        schemeType: null,
        schemeCategory: null,
        date: '2026-08-15',
        regular: null,
        direct: figures(0.59, 0.5, 0, 0, 0.09),
      },
    ])
  })

  it('gzip is sniffed by its magic bytes; a string is the text itself', () => {
    const plain = read('report-with-type.html')
    expect(parse(gzipSync(plain))).toEqual(parse(plain))
    expect(parse(plain.toString('utf8'))).toEqual(parse(plain))
    expect(parse(gzipSync(read('snapshots.csv')))).toEqual(parse(read('snapshots.csv')))
  })

  it("the snapshots' CSV: quoted header, As Of for TER Date, quotes and commas inside quotes, CRLF", () => {
    expect(parse(read('snapshots.csv'))).toEqual<TerRow[]>([
      {
        line: 2,
        schemeName: 'Gamma Large Cap Fund',
        schemeType: null,
        schemeCategory: null,
        date: '2026-08-31',
        regular: figures(1.5, 1.3, 0, 0.05, 0.15),
        direct: figures(0.4, 0.3, 0, 0.05, 0.05),
      },
      {
        line: 3,
        schemeName: 'Gamma "Value" Fund, Series 2',
        schemeType: null,
        schemeCategory: null,
        date: '2026-08-31',
        regular: figures(1.1, 1, null, 0, 0.1),
        direct: figures(0.6, 0.5, 0, 0, 0.1),
      },
      {
        line: 4,
        schemeName: 'Gamma Large Cap Fund',
        schemeType: null,
        schemeCategory: null,
        date: '2026-09-30',
        regular: figures(1.45, 1.25, 0, 0.05, 0.15),
        direct: null,
      },
    ])
  })

  it('a CSV may carry a TER Date in AMFI\'s dd-Mon-yyyy, a byte-order mark and line breaks inside quotes', () => {
    const csv = `\uFEFF${HEADER.join(',')}\n"Gamma\nLarge Cap Fund",${GOOD.slice(1).join(',')}\n${GOOD.join(',')}\n`
    const rows = parse(Buffer.from(csv))
    expect(rows.map((r) => [r.line, r.schemeName, r.date])).toEqual([
      [2, 'Gamma Large Cap Fund', '2026-09-01'],
      [4, 'Gamma Large Cap Fund', '2026-09-01'],
    ])
  })
})

describe('looksLikeTer: a TER report told from a NAV file by its first bytes', () => {
  it.each([
    ['report-with-type.html', true],
    ['report-without-type.html', true],
    ['snapshots.csv', true],
    ['nav.txt', false],
  ])('%s: %s', (name, expected) => {
    expect(looksLikeTer(read(name))).toBe(expected)
    expect(looksLikeTer(gzipSync(read(name)))).toBe(expected)
  })

  it("the head of AMFI's real gzip answer, cut mid-stream", () => {
    expect(looksLikeTer(readFileSync(REAL_TER).subarray(0, 64 * 1024))).toBe(true)
    expect(looksLikeTer(read('maintenance.html'))).toBe(false)
    expect(looksLikeTer(Buffer.from([0x1f, 0x8b, 0x08, 0x00]))).toBe(false)
  })
})

describe("AMFI's real files (../shared/amfi/ter/)", () => {
  it('the November 2023 answer: 39,165 rows over 30 days, with Type and Category', () => {
    const rows = parseTer(readFileSync(REAL_TER), { today: '2023-12-01' })
    expect(rows).toHaveLength(39_165)
    expect(new Set(rows.map((r) => r.date)).size).toBe(30)
    expect(new Set(rows.map((r) => r.schemeName)).size).toBe(1447)
    expect(rows[0]).toEqual<TerRow>({
      line: 25,
      schemeName: 'Aditya Birla Sun Life Active Debt Multi Manager FoF Scheme',
      schemeType: 'Open Ended',
      schemeCategory: 'Other Scheme - FoF Domestic',
      date: '2023-11-01',
      regular: figures(0.62, 0.56, 0, 0.05, 0.02),
      direct: figures(0.27, 0.21, 0, 0.05, 0.02),
    })
    const find = (name: string, date: string) => rows.find((r) => r.schemeName === name && r.date === date)
    // A negative 52(6A)(b) part (a reversal); the total is still the parts' sum.
    expect(find('DSP World Mining Fund', '2023-11-07')?.regular).toEqual(figures(1.77, 2.12, -0.4, 0, 0.05))
    expect(find('Aditya Birla Sun Life Banking & PSU Debt Fund', '2023-11-01')?.direct).toEqual(figures(0.36, 0.31, 0, 0, 0.05))
    // An ETF without a Regular plan: all zeros in AMFI's columns.
    expect(rows.at(-1)).toMatchObject({ schemeName: 'Zerodha Nifty LargeMidcap 250 Index Fund', date: '2023-11-30', regular: null })
    expect(rows.at(-1)!.direct?.total).toBe(0.28)
    expect(rows.filter((r) => r.schemeCategory === 'Equity Scheme - Large & Mid Cap Fund')).toHaveLength(716)
  })

  it('the snapshots: 28,633 rows, 19 As Of dates, no Type or Category', () => {
    const rows = parseTer(readFileSync(REAL_SNAPSHOTS), { today: '2024-10-31' })
    expect(rows).toHaveLength(28_633)
    expect([...new Set(rows.map((r) => r.date))].sort()).toHaveLength(19)
    expect(rows.every((r) => r.schemeType === null && r.schemeCategory === null)).toBe(true)
    expect(rows[0]).toMatchObject({ line: 2, schemeName: 'Aditya Birla Sun Life Active Debt Multi Manager FoF Scheme', date: '2023-04-29' })
    expect(rows[0]!.regular).toEqual(figures(0.62, 0.56, 0, 0.05, 0.02))
    expect(rows.at(-1)).toMatchObject({ line: 28_634, schemeName: 'Zerodha Nifty Midcap 150 ETF', date: '2024-10-07', regular: null })
  })
})

describe('parseTer refuses what is not a TER report, naming the line', () => {
  it.each<[string, string, number, string]>([
    ['no recognisable header (CSV)', 'Scheme Code;Scheme Name;Net Asset Value;Date\n1;x;2;01-Sep-2026\n', 1, 'no Scheme Name column in the header'],
    ['no recognisable header (HTML)', '<table>\n<tr><th>Fund</th><th>Cost</th></tr>\n<tr><td>x</td><td>1</td></tr>\n</table>', 2, 'no Scheme Name column in the header "Fund | Cost"'],
    ['a missing required column', table([GOOD.slice(0, -1)], HEADER.slice(0, -1)), 2, 'the header lacks Direct Plan - Total TER (%)'],
    ['no date column', table([GOOD.slice(0, 1)], HEADER.slice(0, 1)), 2, 'TER Date (or As Of)'],
    ['an impossible date', table([GOOD, withCell('TER Date', '31-Feb-2026')]), 4, 'bad date "31-Feb-2026"'],
    ['a date in no format', table([withCell('TER Date', '2026/09/01')]), 3, 'bad date "2026/09/01"'],
    ['a date too far ahead', table([withCell('TER Date', '01-Jan-2027')]), 3, 'date 01-Jan-2027 is outside 1990-01-01..2026-11-09'],
    ['a total over 100', table([GOOD, GOOD, withCell('Regular Plan - Total TER (%)', '120')]), 5, 'Regular Plan - Total TER (%) 120 is outside 0..100'],
    ['a negative total', table([withCell('Direct Plan - Total TER (%)', '-0.5')]), 3, 'Direct Plan - Total TER (%) -0.5 is outside 0..100'],
    ['a part out of range', table([withCell('Direct Plan - GST (%)', '-150')]), 3, 'Direct Plan - GST (%) -150 is outside -100..100'],
    ['a word for a number', table([withCell('Regular Plan - Base TER (%)', 'abc')]), 3, 'Regular Plan - Base TER (%) "abc" is not a number'],
    ['an exponent', table([withCell('Regular Plan - Base TER (%)', '1e1')]), 3, '"1e1" is not a number'],
    ['a row with a cell too few', table([GOOD, GOOD.slice(0, -1)]), 4, 'expected 12 cells as the header has, found 11'],
    ['a row without a name', table([withCell('Scheme Name', ' ')]), 3, 'no scheme name'],
    ['an empty table', table([]), 2, 'the TER table has a header but no rows'],
    ['a CSV header without rows', `${HEADER.join(',')}\n\n`, 1, 'the TER table has a header but no rows'],
    ['an empty file', '  \n', 1, 'empty file: no TER header'],
    ['a quote never closed', `${HEADER.join(',')}\n${GOOD.join(',')}\n"Gamma,${GOOD.slice(1).join(',')}\n`, 3, 'a quoted field that never ends'],
  ])('%s', (_, input, line, words) => {
    const refused = refusal(Buffer.from(input))
    expect(refused.line).toBe(line)
    expect(refused.message).toContain(`line ${line}: `)
    expect(refused.message).toContain(words)
  })

  it("an HTML error or maintenance page: AMFI answers those with 200", () => {
    expect(refusal(read('maintenance.html')).message).toBe(`line 1: a web page without AMFI's TER table: "Site under maintenance"`)
    expect(refusal('<html><body><table><tr><td>Error 500</td></tr></table></body></html>').message).toContain('no Scheme Name column in the header "Error 500"')
  })

  it('a bad cell in a row spread over many lines names the line of the cell', () => {
    const text = read('report-with-type.html').toString('utf8').replace('>0.36<', '>zero<')
    const line = text.split('\n').findIndex((l) => l.includes('>zero<')) + 1
    expect(line).toBeGreaterThan(40)
    expect(refusal(text)).toEqual({ line, message: `line ${line}: Direct Plan - Total TER (%) "zero" is not a number` })
  })

  it('a broken gzip file', () => {
    const gz = gzipSync(read('report-with-type.html'))
    expect(refusal(gz.subarray(0, gz.length - 20)).message).toMatch(/^line 1: not a whole gzip file/)
  })
})
