/**
 * GET mutual_fund/scheme/{code}/costs and the lists' `ter`, through app.inject on the msw fixture
 * universe loaded through the real importers (the e2e test database: NAVs, then the fixtures' TERs
 * as AMFI's report writes them, matched by name within each house). The server must answer what the
 * mocks answer (mocks/fixtures/costs.ts), so the site behaves the same on both.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { costsResponses } from '../../common/contract/costs-schemas.ts'
import { analyticsResponses } from '../../common/contract/analytics-schemas.ts'
import { endpointPath } from '../../common/contract/endpoints.ts'
import { amcs, costsOf, schemes, terAsOfOf, terOf } from '../../mocks/fixtures'
import type { Db } from '../../server/db/open-database.ts'
import { recomputeTerFigures } from '../../server/ingest/ter-figures.ts'
import { createMetaRepository } from '../../server/repositories/meta-repository.ts'
import { fixtureUniverseDb, removeTempDirs, testApp } from './helpers.ts'

let db: Db
let app: FastifyInstance

beforeAll(async () => {
  // The fixtures' NAVs and TERs, as the e2e database holds them.
  db = fixtureUniverseDb()
  app = await testApp({ db })
}, 120_000)
afterAll(async () => {
  await app.close()
  db.close()
  removeTempDirs()
})

const costsPath = (code: number) => endpointPath('costs').replace(':schemeCode', String(code))
let visitor = 0
/**
 * Each call from its own address: the work budget per address stays on (production's), and a
 * fixture-wide comparison is hundreds of uncached answers, as hundreds of visitors would ask.
 */
const from = () => ({ remoteAddress: `10.0.${(visitor >> 8) & 255}.${visitor++ & 255}` })
const costs = async (code: number) => {
  const res = await app.inject({ url: costsPath(code), ...from() })
  expect(res.statusCode, res.body).toBe(200)
  return costsResponses.costs.parse(res.json()).data
}

describe('GET scheme/{code}/costs', () => {
  it("answers every fixture scheme exactly as the mocks do: TER, other plan, median, rank, history", async () => {
    const withNavs = schemes.filter((scheme) => scheme.name !== null && scheme.hasHistory)
    expect(withNavs.length).toBeGreaterThan(100)
    for (const scheme of withNavs) expect(await costs(scheme.code), String(scheme.code)).toEqual(costsOf(scheme.code))
  })

  it('ranks 1 = cheapest among the same subcategory and plan; the median sits between the ends', async () => {
    const group = schemes.filter((s) => s.type.key === 'large-cap' && s.plan === 'Direct' && s.name !== null && s.hasHistory)
    const answers = await Promise.all(group.map((s) => costs(s.code)))
    const cheapest = answers.reduce((a, b) => (a!.ter.total <= b!.ter.total ? a : b))!
    expect(cheapest.categoryRank).toBe(1)
    expect(answers.every((a) => a!.of === group.length)).toBe(true)
    const totals = answers.map((a) => a!.ter.total).sort((a, b) => a - b)
    expect(cheapest.categoryMedian).toBeGreaterThanOrEqual(totals[0]!)
    expect(cheapest.categoryMedian).toBeLessThanOrEqual(totals.at(-1)!)
  })

  it('is cached per data version: a revisit is a 304', async () => {
    const first = await app.inject({ url: costsPath(101012) })
    const again = await app.inject({ url: costsPath(101012), headers: { 'if-none-match': String(first.headers.etag) } })
    expect(again.statusCode).toBe(304)
  })
})

describe("the lists' TER column", () => {
  it('carries each row’s TER in force and its date (null without one), as the costs call says', async () => {
    let dated = 0
    for (const house of amcs.filter((h) => h.hasFunds)) {
      const res = await app.inject({ url: endpointPath('fundHouseReturns').replace(':id', String(house.id)), ...from() })
      const rows = analyticsResponses.fundHouseReturns.parse(res.json()).data
      for (const row of rows) {
        expect(row.ter, String(row.schemeCode)).toBe(terOf(row.schemeCode))
        // The date the lists show beside the TER is the costs call's `asOf`: the fund page says the same.
        const answer = await costs(row.schemeCode)
        expect(row.terAsOf, String(row.schemeCode)).toBe(answer?.asOf ?? null)
        expect(row.terAsOf === null, String(row.schemeCode)).toBe(row.ter === null)
        if (row.terAsOf !== null) dated++
      }
    }
    expect(dated).toBeGreaterThan(100)
    const large = analyticsResponses.collectionReturns.parse((await app.inject({ url: endpointPath('collectionReturns').replace(':category', 'large'), ...from() })).json()).data
    expect(large.length).toBeGreaterThan(0)
    expect(large.every((row) => row.ter === terOf(row.schemeCode) && row.ter !== null && row.terAsOf === terAsOfOf(row.schemeCode))).toBe(true)
  })
})

describe('a scheme without a TER', () => {
  it('is null for a scheme with no TER, 404 for an unknown one, 400 for a malformed code', async () => {
    // Its history and figures gone, as for a scheme AMFI's report never named; the answer is
    // recomputed on a new data version, as after an import.
    db.prepare('DELETE FROM ter_history WHERE scheme_code = 101011').run()
    recomputeTerFigures(db)
    createMetaRepository(db).recordIngest('amfi', '2026-11-20')
    // The same connection wrote it: SQLite's data_version, which the server watches, moves only for others.
    app.dataState.refresh()
    expect(await costs(101011)).toBeNull()
    expect((await app.inject({ url: costsPath(999999) })).statusCode).toBe(404)
    expect((await app.inject({ url: '/api/v1/mutual_fund/scheme/x1/costs' })).statusCode).toBe(400)
  })

})
