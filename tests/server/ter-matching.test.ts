/**
 * Matching AMFI's TER names (no plan, no fund house) to the universe's scheme codes
 * (server/ingest/ter-matching.ts): the normalisation, a hand-checked list of real and constructed names
 * against the demo universe (fixtures/ter-hand-checked.json), and the share of the October 2024
 * snapshot (../shared/amfi/ter/) that matches.
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/open-database.ts'
import { demoUniverse, readDemoCosts } from '../../server/demo/demo-costs.ts'
import { createTerMatcher, normaliseSchemeName, universeOf, type UniverseScheme } from '../../server/ingest/ter-matching.ts'
import { fixture } from './helpers.ts'

const SNAPSHOTS = fileURLToPath(new URL('../../../shared/amfi/ter/ter-snapshots-2023-04-to-2024-10.csv.gz', import.meta.url))

type HandChecked = {
  terName: string
  expected: { fundHouse: string; regular: number[]; direct: number[] } | 'unmatched' | 'ambiguous'
  note?: string
}

type Plan = UniverseScheme['plan']
const scheme = (schemeCode: number, schemeName: string, fundHouse: string, plan: Plan = null): UniverseScheme => ({
  schemeCode,
  schemeName,
  fundHouse,
  plan,
  option: null,
})

/** [As Of, Scheme Name] of each row of the snapshots CSV: the first two fields, always quoted. */
function snapshotNames(): [string, string][] {
  const text = gunzipSync(readFileSync(SNAPSHOTS)).toString('utf8')
  const rows: [string, string][] = []
  for (const line of text.split('\n')) {
    const m = /^"(\d{4}-\d{2}-\d{2})","((?:[^"]|"")*)"/.exec(line)
    if (m) rows.push([m[1]!, m[2]!.replace(/""/g, '"')])
  }
  return rows
}

describe('normaliseSchemeName', () => {
  const same = (a: string, b: string) => expect(normaliseSchemeName(a), `${a} | ${b}`).toBe(normaliseSchemeName(b))
  const differ = (a: string, b: string) => expect(normaliseSchemeName(a), `${a} | ${b}`).not.toBe(normaliseSchemeName(b))

  it('ignores case, punctuation and the spacing of hyphens', () => {
    same('ADITYA BIRLA SUN LIFE ARBITRAGE FUND', 'Aditya Birla Sun Life Arbitrage Fund')
    same('Aditya Birla Sun Life Retirement Fund-The 50s Plus-Debt Plan', 'Aditya Birla Sun Life Retirement Fund - The 50s Plus - Debt Plan')
    same('UTI - Dynamic Bond Fund.', 'UTI Dynamic Bond Fund')
    same('Kotak Flexicap Fund', 'Kotak Flexi Cap Fund')
    same('Banking & PSU Debt Fund', 'Banking and PSU Debt Fund')
  })

  it('keeps numbers apart, so one series never reads as another', () => {
    differ('DSP FMP Series - 26 - 71172 Days', 'DSP FMP Series - 267 - 1172 Days')
    differ('Kotak FMP Series 30', 'Kotak FMP Series 304')
    same('Nippon India Nifty Alpha Low Volatility30Indexfund', 'Nippon India Nifty Alpha Low Volatility 30 Index Fund')
  })

  it('cuts plan and option words from the end, and only from the end', () => {
    const base = normaliseSchemeName('Aditya Birla Sun Life Arbitrage Fund')
    for (const name of [
      'Aditya Birla Sun Life Arbitrage Fund - Direct Plan - Growth',
      'Aditya Birla Sun Life Arbitrage Fund-Regular - IDCW',
      'Aditya Birla Sun Life Arbitrage Fund - Growth - Direct Plan',
      'Aditya Birla Sun Life Arbitrage Fund - Regular Plan - Monthly Income Distribution cum Capital Withdrawal Option (Payout)',
      'Aditya Birla Sun Life Arbitrage Fund- Direct Plan- Half Yearly - Income Cum Distribution Capital Withdrwal Option',
      'Aditya Birla Sun Life Arbitrage Fund - Regular Plan - IDCW - Payout & Re-investment',
      'Aditya Birla Sun Life Arbitrage Fund - Direct Plan Cumulative Option',
    ]) {
      expect(normaliseSchemeName(name), name).toBe(base)
    }
    differ('Aditya Birla Sun Life Regular Savings Fund', 'Aditya Birla Sun Life Savings Fund')
    differ('Axis Growth Opportunities Fund', 'Axis Opportunities Fund')
    differ('HDFC Dividend Yield Fund', 'HDFC Yield Fund')
    same('HDFC Nifty Growth Sectors 15 ETF - Growth Option', 'HDFC Nifty Growth Sectors 15 ETF')
    // A term in days after the plan stays part of the name.
    same('BANDHAN Fixed Term Plan Series 179 REGULAR PLAN-GROWTH (3652 days)', 'Bandhan Fixed Term Plan Series 179 (3652 days)')
  })

  it('keeps other plans and share classes apart from the Regular and Direct plans', () => {
    differ('Edelweiss Liquid Fund - Retail Plan - Growth Option', 'Edelweiss Liquid Fund')
    differ('BANDHAN LIQUID Fund - Unclaimed IDCW Less than 3 years', 'Bandhan Liquid Fund')
  })

  it('drops descriptive parentheticals, closed or not', () => {
    const base = normaliseSchemeName('360 One Liquid Fund')
    expect(normaliseSchemeName('360 One Liquid Fund (Formerly Known as IIFL Liquid Fund) (An Open Ended Liquid Scheme)')).toBe(base)
    same('Sundaram Large Cap Fund ( Formerly Know as Sundaram Blue Chip Fund)', 'Sundaram Large Cap Fund')
    same('Union ELSS Tax Saver Fund (Formerly Union Tax Saver (ELSS) Fund', 'Union ELSS Tax Saver Fund')
    same('360 One ELSS Tax Saver Nifty 50 Index Fund(Formerly Known as IIFL ELSS Nifty 50 Tax Saver Index Fund', '360 ONE ELSS Tax Saver Nifty 50 Index Fund')
    same('Baroda BNP Paribas Credit Risk Fund (Scheme has Two Segregated Portfolios)', 'Baroda BNP Paribas Credit Risk Fund')
    same('Nippon India Equity Hybrid Fund (Number of Segregated Portfolios - 2)', 'Nippon India Equity Hybrid Fund')
    // A parenthetical that names something stays.
    differ('Motilal Oswal Nasdaq 100 ETF (MOFN100)', 'Motilal Oswal Nasdaq 100 ETF')
    same('ICICI Prudential Global Stable Equity Fund (FoF)', 'ICICI Prudential Global Stable Equity Fund (FOF) - Growth')
  })

  it('reads Fund of Fund(s) as FoF, a month cut short as written out, and "X" as "X Fund"', () => {
    same('Axis Silver Fund of Fund', 'Axis Silver FoF')
    same('Aditya Birla Sun Life Multi - Index Fund of Funds', 'Aditya Birla Sun Life Multi-Index FOF')
    same('Franklin India Dynamic Asset Allocation Fund-of-Funds', 'Franklin India Dynamic Asset Allocation FoF')
    differ('Quantum Nifty 50 ETF Fund of Fund', 'Quantum Nifty 50 ETF')
    same('Aditya Birla Sun Life CRISIL IBX Gilt April 2033 Index Fund', 'Aditya Birla Sun Life Crisil IBX Gilt Apr 2033 Index Fund')
    same('HDFC ELSS Tax Saver', 'HDFC ELSS - Tax Saver Fund - Growth Plan')
    same('NJ ELSS Tax Saver Scheme', 'NJ ELSS Tax Saver Fund Regular Growth')
    same('Aditya Birla Sun Life Medium Term Plan', 'Aditya Birla Sun Life Medium Term Fund- Growth - Regular Plan')
    same('Groww Liquid Fund ( formerly known as Indiabulls Liquid )Fund - Direct Plan - Growth Option', 'Groww Liquid Fund')
  })
})

describe('createTerMatcher', () => {
  const universe = [
    scheme(1, 'Alpha Liquid Fund - Regular Plan - Growth', 'Alpha Mutual Fund', 'Regular'),
    scheme(2, 'Alpha Liquid Fund - Direct Plan - Growth', 'Alpha Mutual Fund', 'Direct'),
    scheme(3, 'Alpha Liquid Fund - Growth', 'Alpha Mutual Fund', null),
    scheme(4, 'ALPHA LIQUID FUND - DIRECT PLAN - DAILY IDCW', 'Alpha Mutual Fund', 'Direct'),
    scheme(5, 'Alpha Liquid Fund - Retail Plan - Growth', 'Alpha Mutual Fund', null),
    scheme(10, 'Beta Liquid Fund - Regular Plan - Growth', 'Beta Mutual Fund', 'Regular'),
    scheme(11, 'Beta Liquid Fund - Direct Plan - Growth', 'Beta Mutual Fund', 'Direct'),
    scheme(12, 'Gold ETF', 'Alpha Mutual Fund', null),
    scheme(13, 'Gold ETF', 'Beta Mutual Fund', null),
    scheme(14, 'Beta Short Term Fund - Regular Plan - Growth', 'Beta Mutual Fund', 'Regular'),
    scheme(15, 'Beta Short Duration Fund - Regular Plan - Growth', 'Beta Mutual Fund', 'Regular'),
    scheme(16, 'Beta Value Fund (erstwhile Value Discovery Fund) - Regular Plan - Growth', 'Beta Mutual Fund', 'Regular'),
    scheme(17, 'Beta Floating Interest Rates Fund - Direct Plan - Growth', 'Beta Mutual Fund', 'Direct'),
    scheme(20, 'Gamma Overnight Fund (formerly known as Delta Overnight Fund) - Regular Plan - Growth', 'Gamma Mutual Fund', 'Regular'),
    scheme(21, 'Gamma Overnight Fund (formerly known as Delta Overnight Fund) - Unclaimed Redemption', 'Gamma Mutual Fund', null),
    scheme(22, 'Gamma Liquid Fund (formerly known as Delta Liquid Fund) - Direct Plan - Growth', 'Gamma Mutual Fund', 'Direct'),
  ]
  const matcher = createTerMatcher(universe)

  it('gives a base fund its Regular and unknown-plan codes as regular, its Direct codes as direct, ascending', () => {
    expect(matcher.match('ALPHA LIQUID FUND')).toEqual({
      name: 'ALPHA LIQUID FUND',
      fundHouse: 'Alpha Mutual Fund',
      outcome: 'matched',
      regular: [1, 3],
      direct: [2, 4],
      candidates: ['alpha liquid fund'],
    })
  })

  it('decides the fund house first and matches within it only', () => {
    expect(matcher.match('Beta Liquid Fund')).toMatchObject({ fundHouse: 'Beta Mutual Fund', regular: [10], direct: [11] })
    // Alpha's brand, Beta's fund name: no match in Alpha, and never Beta's codes.
    expect(matcher.match('Alpha Short Term Fund')).toMatchObject({ fundHouse: 'Alpha Mutual Fund', outcome: 'unmatched', regular: [], direct: [] })
    // A name with no brand that two houses use: no house, no match.
    expect(matcher.match('Gold ETF')).toMatchObject({ fundHouse: null, outcome: 'unmatched' })
    expect(matcher.match('Omega Liquid Fund')).toMatchObject({ fundHouse: null, outcome: 'unmatched' })
  })

  it('tries the category wordings only when the name itself matches nothing, and never guesses between two', () => {
    expect(matcher.match('Beta Short Term Fund')).toMatchObject({ outcome: 'matched', regular: [14] })
    expect(matcher.match('Beta Short Duration Fund')).toMatchObject({ outcome: 'matched', regular: [15] })
    expect(matcher.match('Beta Short-Term Duration Fund')).toMatchObject({ outcome: 'unmatched' })
    expect(matcher.match('Beta Floating Rate Fund')).toMatchObject({ outcome: 'matched', direct: [17] })
    const twoFunds = createTerMatcher([
      scheme(30, 'Beta Floating Rate Fund - Growth', 'Beta Mutual Fund', 'Regular'),
      scheme(31, 'Beta Floating Interest Rates Fund - Growth', 'Beta Mutual Fund', 'Regular'),
    ])
    expect(twoFunds.match('Beta Floating Interest Rate Fund')).toMatchObject({
      outcome: 'ambiguous',
      regular: [],
      direct: [],
      candidates: ['beta floating interest rates fund', 'beta floating rate fund'],
    })
  })

  it("knows a scheme by the earlier name its own names give, and calls two base funds with that name ambiguous", () => {
    expect(matcher.match('Beta Value Discovery Fund')).toMatchObject({ outcome: 'matched', regular: [16] })
    expect(matcher.match('Delta Liquid Fund')).toMatchObject({ fundHouse: 'Gamma Mutual Fund', outcome: 'matched', direct: [22] })
    expect(matcher.match('Delta Overnight Fund')).toMatchObject({ fundHouse: 'Gamma Mutual Fund', outcome: 'ambiguous', regular: [], direct: [] })
    expect(matcher.match('Delta Overnight Fund').candidates).toHaveLength(2)
    expect(matcher.match('Gamma Overnight Fund (Formerly Known as Delta Overnight Fund)')).toMatchObject({ outcome: 'matched', regular: [20] })
  })
})

describe('universeOf', () => {
  it('reads every scheme with its fund house, plan and option', () => {
    const db = openDatabase(':memory:')
    db.prepare("INSERT INTO fund_houses (id, fund_house_name, name) VALUES (1, 'Alpha Mutual Fund', 'Alpha')").run()
    const insert = db.prepare(`INSERT INTO schemes (scheme_code, fund_house_id, scheme_name, plan, option, scheme_type, amfi_group, category, subcategory)
      VALUES (?, 1, ?, ?, ?, 'Open Ended Schemes', 'Debt Scheme - Liquid Fund', 'Debt', 'Liquid')`)
    insert.run(2, 'Alpha Liquid Fund - Direct Plan - Growth', 'Direct', 'Growth')
    insert.run(1, 'Alpha Liquid Fund - Growth', null, null)
    expect(universeOf(db)).toEqual([
      { schemeCode: 1, schemeName: 'Alpha Liquid Fund - Growth', fundHouse: 'Alpha Mutual Fund', plan: null, option: null },
      { schemeCode: 2, schemeName: 'Alpha Liquid Fund - Direct Plan - Growth', fundHouse: 'Alpha Mutual Fund', plan: 'Direct', option: 'Growth' },
    ])
    db.close()
  })
})

describe('the demo universe', () => {
  const universe = demoUniverse()
  const houseOf = new Map(universe.map((s) => [s.schemeCode, s.fundHouse]))
  const matcher = createTerMatcher(universe)
  const handChecked = JSON.parse(readFileSync(fixture('ter-hand-checked.json'), 'utf8')) as HandChecked[]

  it('matches every hand-checked name exactly as checked, across many fund houses', () => {
    expect(handChecked.length).toBeGreaterThanOrEqual(60)
    const houses = new Set(handChecked.flatMap((e) => (typeof e.expected === 'object' ? [e.expected.fundHouse] : [])))
    expect(houses.size).toBeGreaterThanOrEqual(20)
    for (const { terName, expected } of handChecked) {
      const got = matcher.match(terName)
      if (typeof expected === 'object') {
        expect({ terName, outcome: got.outcome, fundHouse: got.fundHouse, regular: got.regular, direct: got.direct }).toEqual({
          terName,
          outcome: 'matched',
          ...expected,
        })
        for (const code of [...expected.regular, ...expected.direct]) expect(houseOf.get(code), `${terName}: ${code}`).toBe(expected.fundHouse)
      } else {
        expect({ terName, outcome: got.outcome, codes: [...got.regular, ...got.direct] }).toEqual({ terName, outcome: expected, codes: [] })
      }
    }
  })

  it('reads back the demo costs as TER rows, every name matching the demo universe', () => {
    const rows = readDemoCosts()
    expect(rows.length).toBeGreaterThan(1000)
    for (const name of new Set(rows.map((r) => r.schemeName))) expect(matcher.match(name).outcome, name).toBe('matched')
    expect(rows.every((r) => r.regular !== null || r.direct !== null)).toBe(true)
  })

  describe.skipIf(!existsSync(SNAPSHOTS))('AMFI TER snapshots (../shared/amfi/ter)', () => {
    const rows = existsSync(SNAPSHOTS) ? snapshotNames() : []

    it('never gives a name the codes of another fund house', () => {
      for (const name of new Set(rows.map(([, n]) => n))) {
        const got = matcher.match(name)
        for (const code of [...got.regular, ...got.direct]) expect(houseOf.get(code), `${name}: ${code}`).toBe(got.fundHouse)
        if (got.outcome !== 'matched') expect(got.regular.length + got.direct.length, name).toBe(0)
      }
    })

    it('matches at least 78 % of the October 2024 snapshot', () => {
      const october = rows.filter(([date]) => date === '2024-10-07')
      expect(october).toHaveLength(1622)
      const matched = october.filter(([, name]) => matcher.match(name).outcome === 'matched').length
      expect(matched / october.length).toBeGreaterThanOrEqual(0.78)
    })
  })
})
