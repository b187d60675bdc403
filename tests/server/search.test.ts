/** Fund search: the index text, the MATCH expression, and the ranking on a hand-made and the real AMFI file. */
import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../server/db/open-database.ts'
import { importAmfi } from '../../server/ingest/import-amfi.ts'
import {
  createSearchRepository,
  ensureSearchIndex,
  MAX_HOUSE_HITS,
  rebuildSearchIndex,
  type SearchHit,
  type SearchRepository,
} from '../../server/search/search-index.ts'
import {
  fundKey,
  houseIndexText,
  MAX_QUERY_WORDS,
  MAX_WORD_LENGTH,
  normaliseForIndex,
  queryWords,
  schemeIndexText,
  toMatchQuery,
  typedPlan,
} from '../../server/search/search-text.ts'
import { REAL_AMFI_FILE } from './helpers.ts'

/** Text that looks like FTS5 (or SQL LIKE) syntax: always plain words, never an error. */
const SYNTAX_LIKE = [
  '"',
  '""',
  '"unterminated',
  '*',
  'axis*',
  '-growth',
  'axis -growth',
  'NEAR(a b)',
  'NEAR(axis large, 2)',
  'a OR b',
  'axis AND large',
  'NOT axis',
  'axis NOT',
  '%',
  'ax%is',
  'name:axis',
  'col:term',
  '^x',
  '^axis',
  '()',
  '(axis',
  'axis)',
  '{name house}: axis',
  '+',
  "'; DROP TABLE schemes; --",
  '\\',
  '\u0000',
  'é',
  '“axis”',
]

const codes = (hits: SearchHit[]) => hits.map((h) => (h.kind === 'scheme' ? h.schemeCode : `house:${h.id}`))
const schemeHits = (hits: SearchHit[]) => hits.filter((h) => h.kind === 'scheme')
const houseHits = (hits: SearchHit[]) => hits.filter((h) => h.kind === 'fund_house')

describe('search text', () => {
  it('splits user text into lowercased words of letters and digits, at most 10 of at most 40 characters', () => {
    expect(queryWords('HDFC, large-cap!!')).toEqual(['hdfc', 'large', 'cap'])
    expect(queryWords('  Direct Plan-Growth  ')).toEqual(['direct', 'plan', 'growth'])
    expect(queryWords('axis axis AXIS')).toEqual(['axis'])
    expect(queryWords('a b c d e f g h i j k l')).toHaveLength(MAX_QUERY_WORDS)
    expect(queryWords('x'.repeat(100))).toEqual(['x'.repeat(MAX_WORD_LENGTH)])
    expect(queryWords('L&T')).toEqual(['l', 'and', 't'])
  })

  it('writes every word as a quoted prefix string, ANDed, whatever the input', () => {
    expect(toMatchQuery('hdf lar')).toBe('("hdf" OR "hdf"*) AND ("lar" OR "lar"*)')
    expect(toMatchQuery('PPFAS')).toBe('("ppfas" OR "ppfas"* OR "parag parikh"*)')
    const shape = /^\("[\p{L}\p{N} ]+"\*?( OR "[\p{L}\p{N} ]+"\*?)*\)( AND \("[\p{L}\p{N} ]+"\*?( OR "[\p{L}\p{N} ]+"\*?)*\))*$/u
    for (const text of SYNTAX_LIKE) {
      const match = toMatchQuery(text)
      if (match !== null) expect(match).toMatch(shape)
    }
    expect(toMatchQuery('NEAR(a b)')).toBe('("near" OR "near"*) AND ("a" OR "a"*) AND ("b" OR "b"*)')
    expect(toMatchQuery('col:term')).toBe('("col" OR "col"*) AND ("term" OR "term"*)')
  })

  it('gives null when no word remains', () => {
    for (const text of ['', '   ', '"', '*', '()', '%', '-', '^', '!!!', '"*"', ':']) expect(toMatchQuery(text)).toBeNull()
  })

  it("indexes AMFI's spellings and the aliases", () => {
    expect(normaliseForIndex('Parag Parikh Flexi Cap Fund - Direct Plan - Growth').split(' ')).toEqual(
      expect.arrayContaining(['parag', 'parikh', 'flexi', 'cap', 'direct', 'growth', 'ppfas', 'flexicap']),
    )
    expect(houseIndexText('PPFAS Mutual Fund')).toBe('ppfas mutual fund parag parikh mf')
    expect(normaliseForIndex('SBI Arbitrage Fund - Dir Plan - Gr').split(' ')).toEqual(expect.arrayContaining(['direct', 'growth']))
    expect(normaliseForIndex('DSP Nifty500 Flexicap Quality 30')).toContain('nifty 500')
    expect(normaliseForIndex('DSP Nifty500 Flexicap Quality 30')).toContain('flexi cap')
    expect(normaliseForIndex('Kotak Nifty 50 ETF')).toContain('nifty50')
    expect(normaliseForIndex('Axis Large & Mid Cap Fund')).toBe('axis large and mid cap fund midcap')
    const text = schemeIndexText({
      schemeName: 'PGIM India Large Cap Fund - Direct Plan - Dividend',
      fundHouseName: 'PGIM India Mutual Fund',
      category: 'Equity',
      subcategory: 'Large Cap',
      plan: 'Direct',
      option: 'IDCW',
    })
    expect(text.variant).toBe('direct dir idcw dividend')
    expect(text.category).toBe('large cap equity largecap')
  })

  it("gives a fund's plans and options one fund key", () => {
    const names = [
      'Sundaram Large Cap Fund (Formerly Known as Sundaram Blue Chip Fund)Direct Plan - Growth',
      'Sundaram Large Cap Fund (Formerly Known as Sundaram Blue Chip  Fund)  Direct Plan - Reinvestment of Income Distribution cum Capital Withdrawal (IDCW)',
      'Sundaram Large Cap Fund(Formerly Known as Sundaram Blue Chip Fund) Regular Plan - Growth',
    ]
    expect(new Set(names.map((n) => fundKey(7, n))).size).toBe(1)
    expect(fundKey(1, 'Tata Large Cap Fund- Direct Plan - Payout of IDCW Option')).toBe(fundKey(1, 'Tata Large Cap Fund -Regular Plan - Growth Option'))
    expect(fundKey(1, 'Axis Large Cap Fund - Direct Plan - Growth')).not.toBe(fundKey(1, 'Axis Large & Mid Cap Fund - Direct Plan - Growth'))
    expect(fundKey(1, 'X Fund - Growth')).not.toBe(fundKey(2, 'X Fund - Growth'))
  })

  it('reads the plan the user typed', () => {
    expect(typedPlan(['axis', 'dir'])).toBe('Direct')
    expect(typedPlan(['regular'])).toBe('Regular')
    expect(typedPlan(['di'])).toBeNull()
    expect(typedPlan(['direct', 'reg'])).toBeNull()
  })
})

// A hand-made universe where every rank is known. 300003 has no NAV in the last 30 days: inactive.
const HEADER = 'Scheme Code;NAV Name;Plan;Option;ISIN Div Payout/ISIN Growth;ISIN Div Reinvestment;Net Asset Value;Date'
const group = (name: string, house: string, rows: string[]) => [`Open Ended Schemes ( ${name} )`, '', house, ...rows, '']
const row = (code: number, name: string, plan: string, option: string, date = '09-Oct-2026') =>
  `${code};${name};${plan};${option};;;10.5;${date}`
const TINY = [
  HEADER,
  '',
  ...group('Equity Scheme - Large Cap Fund', 'Axis Mutual Fund', [
    row(100001, 'Axis Large Cap Fund - Regular Plan - IDCW', 'Regular Plan', 'IDCW'),
    row(100002, 'Axis Large Cap Fund - Regular Plan - Growth', 'Regular Plan', 'Growth'),
    row(100003, 'Axis Large Cap Fund - Direct Plan - IDCW', 'Direct Plan', 'IDCW'),
    row(100004, 'Axis Large Cap Fund - Direct Plan - Bonus', 'Direct Plan', 'Bonus'),
    row(100005, 'Axis Large Cap Fund - Direct Plan - Growth', 'Direct Plan', 'Growth'),
  ]),
  ...group('Equity Scheme - Large & Mid Cap Fund', 'Axis Mutual Fund', [
    row(100011, 'Axis Large & Mid Cap Fund - Direct Plan - Growth', 'Direct Plan', 'Growth'),
  ]),
  ...group('Equity Scheme - Flexi Cap Fund', 'PPFAS Mutual Fund', [
    row(200001, 'Parag Parikh Flexi Cap Fund - Regular Plan - Growth', 'Regular Plan', 'Growth'),
    row(200002, 'Parag Parikh Flexi Cap Fund - Direct Plan - IDCW', 'Direct Plan', 'IDCW'),
    row(200003, 'Parag Parikh Flexi Cap Fund - Direct Plan - Growth', 'Direct Plan', 'Growth'),
    // No Plan/Option columns: plan and option come from the name, which only says "Dir" and "Gr".
    row(200004, 'Parag Parikh Flexi Cap Fund - Dir - Gr', '', ''),
  ]),
  ...group('Equity Scheme - Large Cap Fund', 'HDFC Mutual Fund', [
    row(300001, 'HDFC Large Cap Fund - Direct Plan - Growth', 'Direct Plan', 'Growth'),
    row(300002, 'HDFC Large Cap Fund - Regular Plan - Dividend', '', ''),
    row(300003, 'HDFC Retired Opportunities Fund - Direct Plan - Growth', 'Direct Plan', 'Growth', '01-Jun-2026'),
  ]),
  // Equal bm25 (same words, same lengths): the shorter name first, then the lower code.
  ...group('Other Scheme - Gold ETF', 'Zeta Mutual Fund', [row(400001, 'Zeta Gold ETF', '', '')]),
  ...group('Other Scheme - Gold ETF', 'Beta Mutual Fund', [row(400002, 'Beta Gold ETF', '', '')]),
  ...group('Other Scheme - Gold ETF', 'Eta Mutual Fund', [row(400003, 'Eta Gold ETF', '', '')]),
  // A house whose only scheme is inactive is not searchable either.
  ...group('Equity Scheme - Large Cap Fund', 'Gone Mutual Fund', [row(500001, 'Gone Large Cap Fund - Growth', '', '', '02-Jan-2026')]),
].join('\r\n')

describe('search on a hand-made database', () => {
  let db: Db
  let repo: SearchRepository
  const search = (q: string, limit = 50) => repo.search(q, limit)

  beforeAll(() => {
    db = openDatabase(':memory:')
    importAmfi(db, Buffer.from(TINY))
    rebuildSearchIndex(db)
    repo = createSearchRepository(db)
  })
  afterAll(() => db.close())

  it('ranks the Direct Growth plan first for "axis large direct", then its IDCW and Bonus options', () => {
    expect(codes(search('axis large direct'))).toEqual([100005, 100003, 100004, 100011])
    expect(codes(search('direct large axis'))).toEqual(codes(search('axis large direct')))
  })

  it("keeps a fund's variants together, Growth before IDCW and Bonus", () => {
    expect(codes(search('axis large'))).toEqual([100005, 100002, 100003, 100001, 100004, 100011])
    // The user typed the plan: it goes first within the fund.
    expect(codes(search('axis large reg'))).toEqual([100002, 100001])
  })

  it('finds "ppfas flexi dir": Parag Parikh Flexi Cap Fund - Direct Plan - Growth first', () => {
    const hits = search('ppfas flexi dir')
    expect(hits[0]).toEqual({
      kind: 'scheme',
      schemeCode: 200003,
      schemeName: 'Parag Parikh Flexi Cap Fund - Direct Plan - Growth',
      fundHouseId: expect.any(Number),
      fundHouseName: 'PPFAS Mutual Fund',
      subcategory: 'Flexi Cap',
      plan: 'Direct',
      option: 'Growth',
      // No TER report imported here: unknown, and so is its date.
      ter: null,
      terAsOf: null,
    })
    expect(codes(hits)).toEqual([200003, 200002, 200004])
  })

  it('understands "Dir", "Gr", "IDCW" and "Dividend" however the name spells them', () => {
    expect(codes(search('parikh direct growth'))).toEqual([200003, 200004])
    expect(codes(search('parikh dir gr'))).toEqual([200003, 200004])
    expect(codes(search('hdfc idcw'))).toEqual([300002])
    expect(codes(search('hdfc dividend'))).toEqual([300002])
    expect(codes(search('axis dividend'))).toEqual([100003, 100001])
  })

  it('puts a fund house first when the query matches its name, with its active scheme count', () => {
    const hdfc = search('hdfc')
    expect(hdfc[0]).toEqual({ kind: 'fund_house', id: expect.any(Number), fund_house_name: 'HDFC Mutual Fund', schemes: 2 })
    expect(codes(hdfc).slice(1)).toEqual([300001, 300002])
    expect(search('HDFC mutual')[0]).toMatchObject({ kind: 'fund_house', fund_house_name: 'HDFC Mutual Fund' })
    expect(search('hdfc mf')[0]).toMatchObject({ kind: 'fund_house', fund_house_name: 'HDFC Mutual Fund' })
    expect(search('parag')[0]).toMatchObject({ kind: 'fund_house', fund_house_name: 'PPFAS Mutual Fund', schemes: 4 })
    // Not the house's name: schemes only.
    expect(houseHits(search('hdfc large'))).toEqual([])
    // Words every house has do not list the houses.
    expect(houseHits(search('mutual fund'))).toEqual([])
  })

  it('breaks bm25 ties by the shorter name, then the lower scheme code', () => {
    expect(codes(search('gold etf'))).toEqual([400003, 400001, 400002])
  })

  it('leaves out inactive schemes and houses with no active scheme', () => {
    expect(search('retired')).toEqual([])
    expect(search('gone')).toEqual([])
    expect(codes(search('hdfc')).slice(1)).not.toContain(300003)
    const indexed = db.prepare('SELECT scheme_code FROM search_scheme_text').pluck().all()
    const active = db.prepare('SELECT scheme_code FROM schemes WHERE active = 1').pluck().all()
    expect(indexed.sort()).toEqual(active.sort())
  })

  it('respects the limit, fund houses included', () => {
    expect(search('fund', 3)).toHaveLength(3)
    expect(search('hdfc', 1)).toEqual([expect.objectContaining({ kind: 'fund_house', fund_house_name: 'HDFC Mutual Fund' })])
    expect(search('axis', 0)).toEqual([])
  })

  it('replaces the old rows when rebuilt, and follows the data', () => {
    const before = search('axis large')
    rebuildSearchIndex(db)
    rebuildSearchIndex(db)
    expect(db.prepare('SELECT COUNT(*) FROM search_scheme_text').pluck().get()).toBe(15)
    expect(db.prepare("SELECT COUNT(*) FROM search_schemes WHERE search_schemes MATCH 'axis'").pluck().get()).toBe(6)
    expect(search('axis large')).toEqual(before)
    db.prepare('UPDATE schemes SET active = 0 WHERE scheme_code = 100005').run()
    rebuildSearchIndex(db)
    expect(codes(search('axis large direct'))).toEqual([100003, 100004, 100011])
    db.prepare('UPDATE schemes SET active = 1 WHERE scheme_code = 100005').run()
    rebuildSearchIndex(db)
    expect(search('axis large')).toEqual(before)
  })

  it('returns [] for text with no word', () => {
    for (const q of ['', '   ', '!!!', '"*"', '()', '%']) expect(search(q)).toEqual([])
  })

  it("carries each scheme's TER in force (ter_figures) and its date, null without one, in hits and in a scheme's reference", () => {
    const insert = db.prepare('INSERT INTO ter_figures (scheme_code, as_of, total) VALUES (?, ?, ?)')
    insert.run(100005, '2026-10-01', 0.62)
    // Reports of different dates: each hit carries its own, written as the contract's dd-mm-yyyy.
    insert.run(100002, '2024-03-31', 1.71)
    try {
      const ter = new Map(schemeHits(search('axis large')).map((hit) => [hit.schemeCode, [hit.ter, hit.terAsOf]]))
      expect(Object.fromEntries(ter)).toEqual({
        100005: [0.62, '01-10-2026'],
        100002: [1.71, '31-03-2024'],
        100003: [null, null],
        100001: [null, null],
        100004: [null, null],
        100011: [null, null],
      })
      // The TER rides along: it changes neither which schemes match nor their order.
      expect(codes(search('axis large'))).toEqual([100005, 100002, 100003, 100001, 100004, 100011])
      expect(repo.scheme(100005)).toMatchObject({ schemeCode: 100005, ter: 0.62, terAsOf: '01-10-2026' })
      expect(repo.scheme(100003)).toMatchObject({ schemeCode: 100003, ter: null, terAsOf: null })
      // Fund houses have no TER of their own.
      expect(search('axis')[0]).not.toHaveProperty('ter')
      expect(search('axis')[0]).not.toHaveProperty('terAsOf')
    } finally {
      db.prepare('DELETE FROM ter_figures').run()
    }
  })
})

describe('ensureSearchIndex', () => {
  it('fills an empty index of a database that has data, once', () => {
    const db = openDatabase(':memory:')
    expect(ensureSearchIndex(db)).toBe(false)
    importAmfi(db, Buffer.from(TINY))
    // The import builds the index; a database from before migration 002 has none.
    expect(ensureSearchIndex(db)).toBe(false)
    for (const table of ['search_scheme_text', 'search_house_text']) db.prepare(`DELETE FROM ${table}`).run()
    db.prepare("INSERT INTO search_schemes (search_schemes) VALUES ('rebuild')").run()
    db.prepare("INSERT INTO search_houses (search_houses) VALUES ('rebuild')").run()
    expect(createSearchRepository(db).search('axis', 5)).toEqual([])
    expect(ensureSearchIndex(db)).toBe(true)
    expect(ensureSearchIndex(db)).toBe(false)
    expect(codes(createSearchRepository(db).search('axis large direct', 1))).toEqual([100005])
    db.close()
  })
})

describe.skipIf(!existsSync(REAL_AMFI_FILE))('search on the real AMFI file (../shared/amfi)', () => {
  let db: Db
  let repo: SearchRepository
  let rebuildCpuMs = 0
  const search = (q: string, limit = 10) => repo.search(q, limit)
  const names = (hits: SearchHit[]) => schemeHits(hits).map((h) => h.schemeName)

  beforeAll(() => {
    db = openDatabase(':memory:')
    importAmfi(db, REAL_AMFI_FILE)
    // CPU time, not wall time: the machine may be busy with other test runs.
    const start = process.cpuUsage()
    rebuildSearchIndex(db)
    const used = process.cpuUsage(start)
    rebuildCpuMs = (used.user + used.system) / 1000
    repo = createSearchRepository(db)
  }, 120_000)
  afterAll(() => db.close())

  it('indexes every active scheme and every house with one, quickly', () => {
    const active = db.prepare('SELECT COUNT(*) FROM schemes WHERE active = 1').pluck().get() as number
    expect(active).toBeGreaterThan(8_000)
    expect(db.prepare('SELECT COUNT(*) FROM search_scheme_text').pluck().get()).toBe(active)
    expect(db.prepare('SELECT COUNT(*) FROM search_house_text').pluck().get()).toBe(
      db.prepare('SELECT COUNT(DISTINCT fund_house_id) FROM schemes WHERE active = 1').pluck().get(),
    )
    expect(rebuildCpuMs).toBeLessThan(1_000)
  })

  it('ranks "Axis Large Cap Fund - Direct Plan - Growth" first for "axis large direct"', () => {
    const hits = search('axis large direct')
    expect(hits[0]).toMatchObject({ kind: 'scheme', schemeCode: 120465, schemeName: 'Axis Large Cap Fund - Direct Plan - Growth' })
    expect(hits[1]).toMatchObject({ schemeName: 'Axis Large Cap Fund - Direct Plan - IDCW' })
    expect(codes(search('Direct, LARGE axis!'))[0]).toBe(120465)
  })

  it('matches words by prefix, in any order, ignoring case and punctuation', () => {
    const hits = search('hdf lar')
    expect(names(hits).slice(0, 4)).toEqual([
      'HDFC Large Cap Fund - Growth Option - Direct Plan',
      'HDFC Large Cap Fund - Growth Option - Regular Plan',
      'HDFC Large Cap Fund - IDCW Option - Direct Plan',
      'HDFC Large Cap Fund - IDCW Option - Regular Plan',
    ])
    for (const h of schemeHits(hits)) expect(h.fundHouseName).toBe('HDFC Mutual Fund')
    expect(search('HDFC, large-cap!!')).toEqual(search('hdfc large cap'))
    expect(codes(search('cap large hdfc'))).toEqual(codes(search('hdfc large cap')))
  })

  it('finds the Parag Parikh schemes by "ppfas" (the file has no Flexi Cap fund: its Large Cap one)', () => {
    expect(search('ppfas large dir')[0]).toMatchObject({ schemeCode: 154155, schemeName: 'Parag Parikh Large Cap Fund - Direct Plan - Growth' })
    expect(search('ppfas flexi dir')).toEqual([])
    expect(search('parag parikh elss')[0]).toMatchObject({ schemeName: 'Parag Parikh ELSS Tax Saver Fund- Direct Growth' })
    expect(search('ppfas')[0]).toMatchObject({ kind: 'fund_house', fund_house_name: 'PPFAS Mutual Fund' })
  })

  it("understands AMFI's Gr, Dividend and IDCW", () => {
    expect(codes(search('sbi arbitrage gr'))).toContain(119574) // SBI Arbitrage Fund - Direct Plan - Gr
    expect(codes(search('sbi arbitrage growth direct'))[0]).toBe(119574)
    expect(codes(search('pgim large idcw'))).toContain(138313) // PGIM India Large Cap Fund - Direct Plan - Dividend
    expect(codes(search('pgim large dividend direct'))[0]).toBe(138313)
    expect(search('nippon large bonus direct')[0]).toMatchObject({ schemeCode: 118633, option: null })
  })

  it('puts fund houses first with their active scheme counts', () => {
    const count = (name: string) =>
      db
        .prepare('SELECT COUNT(*) FROM schemes s JOIN fund_houses f ON f.id = s.fund_house_id WHERE f.fund_house_name = ? AND s.active = 1')
        .pluck()
        .get(name)
    for (const q of ['hdfc', 'HDFC Mutual', 'hdfc mf']) {
      const hits = search(q)
      expect(hits[0]).toEqual({ kind: 'fund_house', id: expect.any(Number), fund_house_name: 'HDFC Mutual Fund', schemes: count('HDFC Mutual Fund') })
      expect(schemeHits(hits)).toHaveLength(9)
      for (const h of schemeHits(hits)) expect(h.fundHouseName).toBe('HDFC Mutual Fund')
    }
    // Whole word before prefix: quant before Quantum.
    expect(houseHits(search('quant')).map((h) => h.kind === 'fund_house' && h.fund_house_name)).toEqual(['quant Mutual Fund', 'Quantum Mutual Fund'])
    expect(houseHits(search('a', 50)).length).toBeLessThanOrEqual(MAX_HOUSE_HITS)
  })

  it('searches query-like text as plain words and never throws', () => {
    for (const q of SYNTAX_LIKE) {
      expect(() => search(q), q).not.toThrow()
      expect(Array.isArray(search(q))).toBe(true)
    }
    expect(codes(search('"axis" large* -direct'))[0]).toBe(120465)
    expect(search('-growth').length).toBeGreaterThan(0)
  })

  it('respects the limit and stays fast for broad queries', () => {
    expect(search('fund', 50)).toHaveLength(50)
    expect(search('fund', 1)).toHaveLength(1)
    expect(search('hdfc', 3)).toHaveLength(3)
    const start = process.cpuUsage()
    for (const q of ['fund', 'a', 'a b c d e f g h i j', 'growth direct fund']) search(q, 50)
    const used = process.cpuUsage(start)
    expect((used.user + used.system) / 1000).toBeLessThan(1_000)
  })

  it('lists only active schemes', () => {
    const inactive = db.prepare('SELECT scheme_code, scheme_name FROM schemes WHERE active = 0 LIMIT 20').all() as {
      scheme_code: number
      scheme_name: string
    }[]
    for (const s of inactive) expect(codes(search(s.scheme_name, 50))).not.toContain(s.scheme_code)
  })
})
