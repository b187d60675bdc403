/**
 * Our calls beyond the contract's additions, through app.inject on the msw fixture universe loaded
 * through the real importer (the e2e test database): the fund lists' return columns
 * (fund_house/{id}/returns, collection/{category}/returns) and a scheme's reference (scheme/{code}).
 * Expected values come from the sibling calls (all-funds-by-amc, funds-by-category, performance,
 * search), never written down.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsResponses, type ListReturn } from '../../common/contract/analytics-schemas.ts'
import { endpointPath } from '../../common/contract/endpoints.ts'
import { collectionValues, errorEnvelopeSchema, responses } from '../../common/contract/schemas.ts'
import { amcs } from '../../mocks/fixtures'
import { migrate } from '../../server/db/migrate.ts'
import { openDatabase, type Db } from '../../server/db/open-database.ts'
import { importAmfi } from '../../server/ingest/import-amfi.ts'
import { fixtureHistoryReport } from '../e2e/support/build-test-db.ts'
import { removeTempDirs, testApp } from './helpers.ts'

const HDFC = 1
const AXIS_LARGE_DIRECT = 104011

let db: Db
let app: FastifyInstance

beforeAll(async () => {
  db = openDatabase(':memory:')
  importAmfi(db, Buffer.from(fixtureHistoryReport()))
  app = await testApp({ db })
  // A hang guard: the import computes every figure of 280 schemes, seconds on 2 busy cores.
}, 120_000)
afterAll(async () => {
  await app.close()
  db.close()
  removeTempDirs()
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload })
const path = (name: 'fundHouseReturns' | 'collectionReturns' | 'scheme', param: string | number) =>
  endpointPath(name).replace(/:\w+/, encodeURIComponent(String(param)))
const ok = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const expectError = (res: { statusCode: number; body: string; json: () => unknown }, status: number) => {
  expect(res.statusCode, res.body).toBe(status)
  return errorEnvelopeSchema.parse(res.json()).error
}

const houseReturns = async (id: number) => analyticsResponses.fundHouseReturns.parse(ok(await get(path('fundHouseReturns', id)))).data
const collectionReturns = async (category: string) =>
  analyticsResponses.collectionReturns.parse(ok(await get(path('collectionReturns', category)))).data

/** The row the performance call implies: its plan, option and 1Y/3Y/5Y values, exactly. */
async function expectedRow(schemeCode: number): Promise<ListReturn> {
  const res = await get(`/api/v1/mutual_fund/scheme/${schemeCode}/performance`)
  const figures = analyticsResponses.performance.parse(ok(res)).data
  const value = (period: string) => figures.returns.find((r) => r.period === period)!.value
  return { schemeCode, plan: figures.plan, option: figures.option, return1Y: value('1Y'), return3Y: value('3Y'), return5Y: value('5Y'), ter: null, terAsOf: null }
}

describe('fund_house/{id}/returns', () => {
  it("lists every house's schemes in all-funds-by-amc order", async () => {
    for (const house of amcs.filter((h) => h.hasFunds)) {
      const funds = responses.allFundsByAmc.parse(ok(await post(endpointPath('allFundsByAmc'), { amc_name: house.fundHouseName })))
      const rows = await houseReturns(house.id)
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.map((r) => r.schemeCode)).toEqual(funds.map((f) => f.schemeCode))
    }
  })

  it('carries exactly the 1Y/3Y/5Y values, plan and option of each scheme\'s performance figures', async () => {
    const rows = await houseReturns(HDFC)
    for (const row of rows) expect(row).toEqual(await expectedRow(row.schemeCode))
    // 3.5 years of history: 1Y and 3Y are figures, 5Y is null, never zero.
    expect(rows.every((r) => r.return1Y !== null && r.return3Y !== null && r.return5Y === null)).toBe(true)
    expect(new Set(rows.map((r) => r.plan))).toEqual(new Set(['Direct', 'Regular']))
  })

  it('unknown id 404, malformed id 400', async () => {
    expectError(await get(path('fundHouseReturns', 999)), 404)
    // The fixture house without funds is not in an AMFI file, so not in the database.
    expectError(await get(path('fundHouseReturns', 11)), 404)
    for (const id of ['abc', '0', '-1', '1.5', '1e5', '1234567890']) expectError(await get(path('fundHouseReturns', id)), 400)
  })
})

describe('collection/{category}/returns', () => {
  it('lists the funds of funds-by-category, in its order, for every collection', async () => {
    for (const category of collectionValues) {
      const funds = responses.fundsByCategory.parse(ok(await post(endpointPath('fundsByCategory'), { category })))
      const rows = await collectionReturns(category)
      expect(rows.length, category).toBeGreaterThan(0)
      expect(rows.map((r) => r.schemeCode), category).toEqual(funds.map((f) => f.schemeCode))
    }
  })

  it('carries exactly the values of the performance figures', async () => {
    const rows = await collectionReturns('large')
    for (const row of rows) expect(row).toEqual(await expectedRow(row.schemeCode))
    expect(rows.every((r) => r.plan === 'Direct' && r.option === 'Growth')).toBe(true)
  })

  it('unknown collection 400', async () => {
    for (const category of ['gold', 'EQUITY', 'flexi', 'equity%20', '1']) expectError(await get(path('collectionReturns', category)), 400)
  })
})

describe('scheme/{code}', () => {
  const search = async (q: string) => analyticsResponses.search.parse(ok(await get(`${endpointPath('search')}?${new URLSearchParams({ q, limit: '50' })}`))).data

  it('answers what search answers for the scheme', async () => {
    const [first] = await search('axis large direct')
    expect(first).toMatchObject({ kind: 'scheme', schemeCode: AXIS_LARGE_DIRECT })
    expect(analyticsResponses.scheme.parse(ok(await get(path('scheme', AXIS_LARGE_DIRECT)))).data).toEqual(first)
    for (const hit of (await search('hdfc')).filter((h) => h.kind === 'scheme')) {
      expect(analyticsResponses.scheme.parse(ok(await get(path('scheme', hit.schemeCode)))).data).toEqual(hit)
    }
  })

  it('unknown scheme 404, malformed code 400', async () => {
    expectError(await get(path('scheme', 999999)), 404)
    for (const code of ['abc', '0', '-5', '1.5', '1e5', '1234567890']) expectError(await get(path('scheme', code)), 400)
  })
})

describe('caching, like the sibling calls', () => {
  it.each([
    ['fundHouseReturns', path('fundHouseReturns', HDFC)],
    ['collectionReturns', path('collectionReturns', 'equity')],
    ['scheme', path('scheme', AXIS_LARGE_DIRECT)],
  ])('%s carries an ETag and the cache policy, and answers 304 to it', async (_name, url) => {
    const sibling = await get(`/api/v1/mutual_fund/scheme/${AXIS_LARGE_DIRECT}/performance`)
    const first = await get(url)
    expect(first.statusCode).toBe(200)
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=3600$/)
    expect(String(first.headers['cache-control']).replace(/\d+/, 'N')).toBe(String(sibling.headers['cache-control']).replace(/\d+/, 'N'))
    expect(first.headers.vary).toBe(sibling.headers.vary)
    expect(first.headers['x-data-source']).toBe(sibling.headers['x-data-source'])
    expect(first.headers['content-type']).toBe(sibling.headers['content-type'])
    const again = await get(url, { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
    const compressed = await get(url, { 'accept-encoding': 'br' })
    expect(compressed.headers.etag).toBe(first.headers.etag)
  })
})

describe('stored with the figures', () => {
  type Stored = { scheme_code: number; body: string; return_1y: number | null; return_3y: number | null; return_5y: number | null }
  const stored = () => db.prepare('SELECT scheme_code, body, return_1y, return_3y, return_5y FROM scheme_performance ORDER BY scheme_code').all() as Stored[]

  it('the columns are the values of every stored body', () => {
    const rows = stored()
    expect(rows.length).toBeGreaterThan(200)
    for (const row of rows) {
      const { returns } = JSON.parse(row.body) as { returns: { period: string; value: number | null }[] }
      const value = (period: string) => returns.find((r) => r.period === period)!.value
      expect([row.return_1y, row.return_3y, row.return_5y], String(row.scheme_code)).toEqual([value('1Y'), value('3Y'), value('5Y')])
    }
  })

  it('migration 004 fills them from the bodies of a database made before it', () => {
    const before = stored()
    for (const column of ['return_1y', 'return_3y', 'return_5y']) db.exec(`ALTER TABLE scheme_performance DROP COLUMN ${column}`)
    db.prepare('DELETE FROM schema_migrations WHERE version = 4').run()
    expect(migrate(db)).toEqual([4])
    expect(stored()).toEqual(before)
  })
})
