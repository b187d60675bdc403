/**
 * The three calls beyond the seed (performance, search, SIP) through app.inject, on the msw fixture
 * universe loaded through the real importer (the e2e test database): 10 fund houses, 280 schemes,
 * three and a half years of NAVs with weekends and holidays. Expected figures are recomputed here
 * from the fixture histories with the shared formulas, never written down.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsResponses } from '../../common/contract/analytics-schemas.ts'
import { endpointPath } from '../../common/contract/endpoints.ts'
import { errorEnvelopeSchema } from '../../common/contract/schemas.ts'
import { mean, rankPeers } from '../../common/figures/peers.ts'
import { PERIODS, periodReturns } from '../../common/figures/periods.ts'
import { sipResult } from '../../common/figures/sip.ts'
import { LATEST_NAV_DATE, navHistoryOf, schemes, searchFixtures } from '../../mocks/fixtures'
import type { Db } from '../../server/db/open-database.ts'
import { importAmfi } from '../../server/ingest/import-amfi.ts'
import { fixtureUniverseDb, removeTempDirs, testApp } from './helpers.ts'

const HDFC_LARGE_DIRECT = 101011
const HDFC_LARGE_REGULAR = 101012

let db: Db
let app: FastifyInstance

beforeAll(async () => {
  // The fixtures' NAVs and TERs, as the e2e database holds them.
  db = fixtureUniverseDb()
  app = await testApp({ db })
  // A hang guard: the import computes every figure of 280 schemes, seconds on 2 busy cores.
}, 120_000)
afterAll(async () => {
  await app.close()
  db.close()
  removeTempDirs()
})

const get = (url: string) => app.inject({ method: 'GET', url })
const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object })
const performanceOf = async (code: number) => analyticsResponses.performance.parse((await get(`/api/v1/mutual_fund/scheme/${code}/performance`)).json()).data
const expectError = (res: { statusCode: number; body: string; json: () => unknown }, status: number) => {
  expect(res.statusCode, res.body).toBe(status)
  return errorEnvelopeSchema.parse(res.json()).error
}
const close = (value: number | null, expected: number | null) =>
  expected === null ? expect(value).toBeNull() : expect(value).toBeCloseTo(expected, 3)

describe('performance', () => {
  it('answers every period with the shared formulas, ranked against the Direct Growth funds of its subcategory', async () => {
    const figures = await performanceOf(HDFC_LARGE_DIRECT)
    expect(figures).toMatchObject({ schemeCode: HDFC_LARGE_DIRECT, asOf: '20-11-2026', plan: 'Direct', option: 'Growth' })
    expect(figures.returns.map((r) => r.period)).toEqual([...PERIODS])

    const fund = schemes.find((s) => s.code === HDFC_LARGE_DIRECT)!
    const peers = schemes.filter((s) => s.type === fund.type && s.plan === 'Direct' && s.name && navHistoryOf(s.code).length > 0)
    expect(figures.peerGroup.size).toBe(peers.length)
    expect(figures.peerGroup.name).toContain('Direct')

    const own = periodReturns(navHistoryOf(HDFC_LARGE_DIRECT))
    const peerReturns = peers.map((s) => periodReturns(navHistoryOf(s.code)))
    const me = peers.findIndex((s) => s.code === HDFC_LARGE_DIRECT)
    figures.returns.forEach((r, i) => {
      close(r.value, own[i]!.value)
      expect(r.kind).toBe(own[i]!.kind)
      const column = rankPeers(peerReturns.map((p) => p[i]!.value))
      close(r.categoryAverage, column.average)
      expect(r.rank).toBe(column.ranks[me]?.rank ?? null)
      expect(r.of).toBe(column.ranks[me]?.of ?? null)
      expect(r.quartile).toBe(column.ranks[me]?.quartile ?? null)
    })
    // 3.5 years of history: 5Y and 10Y are null, never extrapolated; SI is a CAGR.
    const byPeriod = Object.fromEntries(figures.returns.map((r) => [r.period, r]))
    expect(byPeriod['5Y']).toEqual({ period: '5Y', kind: null, value: null, categoryAverage: null, rank: null, of: null, quartile: null })
    expect(byPeriod['1M']!.kind).toBe('absolute')
    expect(byPeriod['3Y']!.kind).toBe('cagr')
    expect(byPeriod.SI!.kind).toBe('cagr')
  })

  it('carries risk over the last three years, rolling windows and the Regular plan with its gap', async () => {
    const figures = await performanceOf(HDFC_LARGE_DIRECT)
    expect(figures.risk).not.toBeNull()
    expect(figures.risk!.window).toEqual({ from: expect.stringMatching(/-11-2023$/), to: '20-11-2026' })
    expect(figures.risk!.volatility).toBeGreaterThan(0)
    expect(figures.risk!.maxDrawdown).toBeLessThanOrEqual(0)
    expect(figures.risk!.riskFreeRate).toBe(6.5)
    expect(figures.rolling.map((r) => r.window)).toEqual(['1Y', '3Y'])
    for (const r of figures.rolling) expect(r.min).toBeLessThanOrEqual(r.median)

    const regular = await performanceOf(HDFC_LARGE_REGULAR)
    expect(figures.otherPlan).toMatchObject({ schemeCode: HDFC_LARGE_REGULAR, plan: 'Regular' })
    expect(regular.otherPlan).toMatchObject({ schemeCode: HDFC_LARGE_DIRECT, plan: 'Direct' })
    const oneYear = (p: typeof figures) => p.returns.find((r) => r.period === '1Y')!.value!
    const gap = figures.otherPlan!.gap.find((g) => g.period === '1Y')!.value!
    expect(gap).toBeCloseTo(oneYear(figures) - oneYear(regular), 3)
    expect(figures.otherPlan!.gap.find((g) => g.period === '5Y')!.value).toBeNull()
  })

  it('category averages of risk are the means of the peer group', async () => {
    const figures = await performanceOf(HDFC_LARGE_DIRECT)
    const fund = schemes.find((s) => s.code === HDFC_LARGE_DIRECT)!
    const peerCodes = schemes.filter((s) => s.type === fund.type && s.plan === 'Direct' && s.name).map((s) => s.code)
    const vols = await Promise.all(peerCodes.map(async (code) => (await performanceOf(code)).risk?.volatility ?? null))
    close(figures.risk!.categoryAverage.volatility, mean(vols))
  })

  it('unknown scheme 404, malformed code 400', async () => {
    expectError(await get('/api/v1/mutual_fund/scheme/999999/performance'), 404)
    for (const code of ['abc', '0', '-5', '1.5', '1e5', '1234567890']) {
      expectError(await get(`/api/v1/mutual_fund/scheme/${code}/performance`), 400)
    }
  })

  it('is cached per data version with an ETag', async () => {
    const first = await get(`/api/v1/mutual_fund/scheme/${HDFC_LARGE_DIRECT}/performance`)
    const again = await app.inject({ method: 'GET', url: `/api/v1/mutual_fund/scheme/${HDFC_LARGE_DIRECT}/performance`, headers: { 'if-none-match': String(first.headers.etag) } })
    expect(again.statusCode).toBe(304)
  })
})

describe('search', () => {
  const search = async (q: string, limit?: number) => {
    const query = new URLSearchParams({ q, ...(limit === undefined ? {} : { limit: String(limit) }) })
    const res = await get(`${endpointPath('search')}?${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return analyticsResponses.search.parse(res.json()).data
  }

  it('"axis large direct" ranks Axis Large Cap Fund Direct Growth first', async () => {
    const [first] = await search('axis large direct')
    expect(first).toMatchObject({ kind: 'scheme', schemeCode: 104011, plan: 'Direct', option: 'Growth', fundHouseName: 'Axis Mutual Fund' })
    expect(first?.kind === 'scheme' && first.schemeName).toMatch(/^Axis Large Cap Fund - Direct Plan - Growth$/)
  })

  it('the msw search (mocks/fixtures/search.ts) ranks like the server: same hits, same order', async () => {
    const queries = [
      'axis large direct', 'large hdfc dir', 'direct large axis', 'sbi small reg', 'kotak elss', 'tax sav dsp', 'mid cap',
      'liquid direct', 'aggressive hybrid reg', 'hdfc', 'hdfc mutual', 'axis mf', 'dsp fund', 'mutual fund', 'absl large',
      'reliance liq', 'multicap', 'cap fund', 'ax', 'gr', 'l&t', 'zzz',
    ]
    for (const q of queries) {
      for (const limit of [5, 50]) expect(searchFixtures(q, limit), `${q} (limit ${limit})`).toEqual(await search(q, limit))
    }
  })

  it('words in any order, by prefix, with the limit', async () => {
    const hits = await search('lar hdf', 3)
    expect(hits.length).toBeGreaterThan(0)
    expect(hits.length).toBeLessThanOrEqual(3)
    expect(hits[0]).toMatchObject({ kind: 'scheme', fundHouseName: 'HDFC Mutual Fund' })
  })

  it('text that looks like query syntax is searched as plain words', async () => {
    for (const q of ['"', '*', '-growth', 'NEAR(hdfc large)', 'hdfc OR axis', '%', 'name:hdfc', '^hdfc', '()', "'; DROP TABLE schemes; --"]) {
      await search(q)
    }
  })

  it('empty, blank and 101-character queries 400; 100 characters 200; limits outside 1..50 400', async () => {
    expectError(await get(`${endpointPath('search')}?q=`), 400)
    expectError(await get(`${endpointPath('search')}?q=%20%20`), 400)
    expectError(await get(endpointPath('search')), 400)
    expectError(await get(`${endpointPath('search')}?q=${'a'.repeat(101)}`), 400)
    await search('a'.repeat(100))
    for (const limit of ['0', '51', 'ten', '-1', '5.5']) expectError(await get(`${endpointPath('search')}?q=hdfc&limit=${limit}`), 400)
  })
})

describe('SIP', () => {
  const sip = (body: unknown) => post(endpointPath('sip'), body)

  it('matches the shared SIP formula on the stored NAVs, rounded for display', async () => {
    const res = await sip({ schemeCode: HDFC_LARGE_DIRECT, amount: 5000, from: '10-01-2024', day: 10 })
    expect(res.statusCode, res.body).toBe(200)
    const data = analyticsResponses.sip.parse(res.json()).data
    const expected = sipResult(navHistoryOf(HDFC_LARGE_DIRECT), { amount: 5000, from: '2024-01-10', to: LATEST_NAV_DATE, day: 10 })!
    expect(data.installments).toBe(expected.installments)
    expect(data.invested).toBe(5000 * expected.installments)
    expect(data.value).toBeCloseTo(expected.value, 2)
    expect(data.gain).toBeCloseTo(data.value - data.invested, 2)
    expect(data.xirr).toBeCloseTo(expected.xirr!, 3)
    expect(data.asOf).toBe('20-11-2026')
    expect(data.schedule).toHaveLength(expected.installments)
    expect(data.schedule[0]!.date).toMatch(/^(1[0-9])-01-2024$/)
  })

  it('`to` and `day` are optional', async () => {
    const res = await sip({ schemeCode: HDFC_LARGE_DIRECT, amount: 100, from: '15-06-2025', to: '15-09-2025' })
    const data = analyticsResponses.sip.parse(res.json()).data
    expect(data.installments).toBe(4)
    expect(data.asOf).toBe('15-09-2025')
  })

  it('bad bodies 400 with a message', async () => {
    const base = { schemeCode: HDFC_LARGE_DIRECT, amount: 1000, from: '01-01-2025' }
    const bad = [
      { ...base, amount: 0 },
      { ...base, amount: 99 },
      { ...base, amount: 10_000_001 },
      { ...base, amount: 1000.5 },
      { ...base, amount: '1000' },
      { ...base, schemeCode: String(HDFC_LARGE_DIRECT) },
      { ...base, day: 31 },
      { ...base, day: 0 },
      { ...base, day: '5' },
      { ...base, from: '31-02-2025' },
      { ...base, from: '2025-01-01' },
      { ...base, to: '01-01-2024' },
      { ...base, to: '01-01-2025' },
      { ...base, extra: true },
      { amount: 1000, from: '01-01-2025' },
      { ...base, from: '01-01-2027' },
      [],
      {},
    ]
    for (const body of bad) {
      const error = expectError(await sip(body), 400)
      expect(error.message.length, JSON.stringify(body)).toBeGreaterThan(0)
    }
  })

  it('unknown scheme 404; a `to` before the fund\'s first NAV 400', async () => {
    expectError(await sip({ schemeCode: 999999, amount: 1000, from: '01-01-2025' }), 404)
    expectError(await sip({ schemeCode: HDFC_LARGE_DIRECT, amount: 1000, from: '01-01-2020', to: '01-01-2021' }), 400)
  })
})

describe('computed with the import', () => {
  it('an import that fails leaves the old figures', async () => {
    const stored = () => JSON.stringify(db.prepare('SELECT * FROM scheme_performance ORDER BY scheme_code').all())
    const before = stored()
    // A new NAV for the fund, then a row with a broken date: the whole file is refused.
    const file = [
      'Scheme Code;NAV Name;Plan;Option;ISIN Div Payout/ISIN Growth;ISIN Div Reinvestment;Net Asset Value;Date',
      '',
      'Open Ended Schemes ( Equity Scheme - Large Cap Fund )',
      '',
      'HDFC Mutual Fund',
      `${HDFC_LARGE_DIRECT};HDFC Large Cap Fund - Direct Plan - Growth;Direct Plan;Growth;;;999.0000;23-Nov-2026`,
      `${HDFC_LARGE_DIRECT};HDFC Large Cap Fund - Direct Plan - Growth;Direct Plan;Growth;;;999.0000;2026-11-24`,
    ].join('\r\n')
    expect(() => importAmfi(db, Buffer.from(file))).toThrow()
    expect(stored()).toBe(before)
  })
})
