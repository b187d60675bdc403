/**
 * GET mutual_fund/schemes-by-isin (ours, for a statement import) through app.inject: on the small
 * AMFI fixture (history-old.txt: growth ISINs, and a reinvestment ISIN on 300012), and on the msw
 * fixture universe as the e2e database holds it, where the server must answer what the mocks answer
 * (mocks/fixtures/isins.ts). Every answer is also checked against the OpenAPI document (contract-check.ts).
 */
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints.ts'
import { ISIN_LOOKUP_MAX, isinResponses } from '../../common/contract/isin-schemas.ts'
import { errorEnvelopeSchema, responses } from '../../common/contract/schemas.ts'
import { isinOf, schemes, schemesByIsinFixture } from '../../mocks/fixtures'
import { migrate } from '../../server/db/migrate.ts'
import type { Db } from '../../server/db/open-database.ts'
import { createSchemeRepository, SCHEMES_BY_ISINS_SQL } from '../../server/repositories/scheme-repository.ts'
import { fixtureDb, fixtureUniverseDb, removeTempDirs, testApp } from './helpers.ts'

/** history-old.txt: 300001's growth ISIN; 300012's growth (payout) and reinvestment ISINs. */
const MID_CAP_DIRECT = { isin: 'INF000C01AA1', schemeCode: 300001, schemeName: 'Gamma Mid Cap Fund - Direct Plan - Growth', plan: 'Direct', option: 'Growth' }
const BOND_IDCW = { schemeCode: 300012, schemeName: 'Gamma Dynamic Bond Fund - Direct Plan - Quarterly Dividend', plan: 'Direct', option: 'IDCW' }
const BOND_IDCW_PAYOUT = 'INF000C01BB7'
const BOND_IDCW_REINVEST = 'INF000C01BC5'
/** Well formed, but no scheme's. */
const NOBODYS = 'INF999Z01ZZ9'

let db: Db
let app: FastifyInstance

beforeAll(async () => {
  db = fixtureDb('history-old.txt')
  app = await testApp({ db })
})
afterAll(async () => {
  await app.close()
  db.close()
  removeTempDirs()
})

const url = (isin: string) => `${endpointPath('schemesByIsin')}?isin=${encodeURIComponent(isin)}`
const lookup = (isins: string, options: Omit<InjectOptions, 'url'> = {}) => app.inject({ url: url(isins), ...options })
const matches = async (isins: string) => {
  const res = await lookup(isins)
  expect(res.statusCode, res.body).toBe(200)
  // The shared schema, as the site and the msw handlers read it.
  return responses.schemesByIsin.parse(res.json()).data
}
const badRequest = async (isins: string | null) => {
  const res = await app.inject({ url: isins === null ? endpointPath('schemesByIsin') : url(isins) })
  expect(res.statusCode, res.body).toBe(400)
  const { error } = errorEnvelopeSchema.parse(res.json())
  expect(error.code).toBe('BAD_REQUEST')
  return error.message
}

describe('GET schemes-by-isin', () => {
  it('finds a scheme by its growth ISIN, and by its payout or reinvestment ISIN', async () => {
    expect(await matches(MID_CAP_DIRECT.isin)).toEqual([MID_CAP_DIRECT])
    expect(await matches(BOND_IDCW_PAYOUT)).toEqual([{ isin: BOND_IDCW_PAYOUT, ...BOND_IDCW }])
    expect(await matches(BOND_IDCW_REINVEST)).toEqual([{ isin: BOND_IDCW_REINVEST, ...BOND_IDCW }])
  })

  it('leaves out an ISIN that names no scheme; answers [] when none does', async () => {
    expect(await matches(`${NOBODYS},${MID_CAP_DIRECT.isin}`)).toEqual([MID_CAP_DIRECT])
    expect(await matches(NOBODYS)).toEqual([])
  })

  it('folds duplicates, ignores case, spaces and order: one entry per ISIN, in ISIN order, one cached answer', async () => {
    const all = [MID_CAP_DIRECT, { isin: BOND_IDCW_REINVEST, ...BOND_IDCW }]
    expect(all.map((m) => m.isin)).toEqual([BOND_IDCW_REINVEST, MID_CAP_DIRECT.isin].sort())
    const first = await lookup(`${BOND_IDCW_REINVEST},${MID_CAP_DIRECT.isin},${BOND_IDCW_REINVEST}`)
    expect(isinResponses.schemesByIsin.parse(first.json()).data).toEqual(all)
    const again = await lookup(` ${MID_CAP_DIRECT.isin.toLowerCase()} ,${BOND_IDCW_REINVEST.toLowerCase()},${MID_CAP_DIRECT.isin}`)
    expect(again.body).toBe(first.body)
    expect(again.headers.etag).toBe(first.headers.etag)
  })

  it('is cacheable like every GET: ETag, Cache-Control, 304', async () => {
    const first = await lookup(MID_CAP_DIRECT.isin)
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/)
    expect(first.headers.etag).toBeTruthy()
    const again = await lookup(MID_CAP_DIRECT.isin, { headers: { 'if-none-match': String(first.headers.etag) } })
    expect(again.statusCode).toBe(304)
  })

  it('400 for a missing or empty list, naming the limit', async () => {
    for (const isins of [null, '', ' ']) expect(await badRequest(isins)).toContain(`1 to ${ISIN_LOOKUP_MAX} ISINs`)
    expect(await badRequest(',')).toContain('"" (ISIN 1 of 2) is not an ISIN')
  })

  it('400 for a malformed ISIN, naming it and where it is', async () => {
    expect(await badRequest(`${MID_CAP_DIRECT.isin},INF000C01AA`)).toContain('"INF000C01AA" (ISIN 2 of 2) is not an ISIN')
    expect(await badRequest('US0378331005')).toContain('"US0378331005" is not an ISIN')
    expect(await badRequest(`${MID_CAP_DIRECT.isin},,${BOND_IDCW_PAYOUT}`)).toContain('"" (ISIN 2 of 3) is not an ISIN')
    // The check digit is a digit; a long value is quoted cut short.
    expect(await badRequest('INF000C01AAX')).toContain('"INF000C01AAX" is not an ISIN')
    expect(await badRequest('INF'.repeat(30))).toContain(`"${'INF'.repeat(8)}…" is not an ISIN`)
  })

  it(`400 for more than ${ISIN_LOOKUP_MAX} ISINs (counted as given); ${ISIN_LOOKUP_MAX} are answered`, async () => {
    const isins = (n: number) => Array.from({ length: n }, (_, i) => `INF000C01${String(i).padStart(2, '0')}0`)
    expect(await badRequest(isins(ISIN_LOOKUP_MAX + 1).join(','))).toContain(`(got ${ISIN_LOOKUP_MAX + 1})`)
    expect(await badRequest(Array(ISIN_LOOKUP_MAX + 1).fill(MID_CAP_DIRECT.isin).join(','))).toContain(`(got ${ISIN_LOOKUP_MAX + 1})`)
    expect(await matches([...isins(ISIN_LOOKUP_MAX - 1), MID_CAP_DIRECT.isin].join(','))).toEqual([MID_CAP_DIRECT])
  })

  it('400 for a parameter other than `isin`, or `isin` given twice', async () => {
    const other = await app.inject({ url: `${url(MID_CAP_DIRECT.isin)}&limit=5` })
    expect(other.statusCode).toBe(400)
    const twice = await app.inject({ url: `${url(MID_CAP_DIRECT.isin)}&isin=${BOND_IDCW_PAYOUT}` })
    expect(twice.statusCode).toBe(400)
  })
})

describe('the lookup', () => {
  it('is one query over the two ISIN indexes (migration 009), never a scan of schemes', () => {
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${SCHEMES_BY_ISINS_SQL}`).all('["INF000C01AA1"]') as { detail: string }[]).map((r) => r.detail).join(' | ')
    expect(plan).toContain('USING INDEX schemes_by_isin_growth')
    expect(plan).toContain('USING INDEX schemes_by_isin_reinvest')
    expect(plan).not.toMatch(/SCAN (schemes|s)\b(?! USING)/)
  })

  it('answers an ISIN that two codes carry once: the active scheme, then the latest NAV, then the lower code', () => {
    const own = fixtureDb('history-old.txt')
    // 300021 (active, last NAV 05-02-2026, as 300001's) and 300022 (inactive, 31-12-2025) made to carry 300001's ISIN.
    own.prepare('UPDATE schemes SET isin_reinvest = ? WHERE scheme_code IN (300021, 300022)').run(MID_CAP_DIRECT.isin)
    const repository = createSchemeRepository(own)
    const found = () => repository.byIsins([MID_CAP_DIRECT.isin]).map((r) => r.scheme_code)
    expect(found()).toEqual([300001])
    own.prepare('UPDATE schemes SET active = 0 WHERE scheme_code = 300001').run()
    expect(found()).toEqual([300021])
    own.prepare("UPDATE schemes SET active = 0, latest_date = '2025-01-01' WHERE scheme_code IN (300001, 300021)").run()
    expect(found()).toEqual([300022])
    own.prepare("UPDATE schemes SET latest_date = '2025-12-31' WHERE scheme_code IN (300001, 300021)").run()
    expect(found()).toEqual([300001])
    own.close()
  })

  it('answers a Bonus option as null, as a search hit does', async () => {
    const own = fixtureDb('history-old.txt')
    own.prepare("UPDATE schemes SET option = 'Bonus' WHERE scheme_code = 300001").run()
    const bonusApp = await testApp({ db: own })
    const res = await bonusApp.inject({ url: url(MID_CAP_DIRECT.isin) })
    expect(responses.schemesByIsin.parse(res.json()).data).toEqual([{ ...MID_CAP_DIRECT, option: null }])
    await bonusApp.close()
    own.close()
  })

  it('migration 009 adds the indexes to a database made before it', () => {
    const own = fixtureDb('history-old.txt')
    const indexes = () => own.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'schemes_by_isin%' ORDER BY name").pluck().all()
    expect(indexes()).toEqual(['schemes_by_isin_growth', 'schemes_by_isin_reinvest'])
    own.exec('DROP INDEX schemes_by_isin_growth; DROP INDEX schemes_by_isin_reinvest')
    own.prepare('DELETE FROM schema_migrations WHERE version = 9').run()
    expect(migrate(own)).toEqual([9])
    expect(indexes()).toEqual(['schemes_by_isin_growth', 'schemes_by_isin_reinvest'])
    own.close()
  })
})

describe('on the fixture universe (the e2e database)', () => {
  let universe: Db
  let universeApp: FastifyInstance
  beforeAll(async () => {
    universe = fixtureUniverseDb()
    universeApp = await testApp({ db: universe })
    // A hang guard: the import computes every figure of 280 schemes, seconds on 2 busy cores.
  }, 120_000)
  afterAll(async () => {
    await universeApp.close()
    universe.close()
  })

  it('answers every fixture ISIN exactly as the mocks do, 50 at a time', async () => {
    const isins = schemes.map((scheme) => isinOf(scheme.code)).filter((isin) => isin !== null)
    expect(isins.length).toBeGreaterThan(200)
    // Each batch: 49 fixture ISINs and one that names no scheme.
    for (let i = 0; i < isins.length; i += ISIN_LOOKUP_MAX - 1) {
      const batch = [...isins.slice(i, i + ISIN_LOOKUP_MAX - 1), NOBODYS]
      const res = await universeApp.inject({ url: url(batch.join(',')) })
      expect(res.statusCode, res.body).toBe(200)
      const { data } = responses.schemesByIsin.parse(res.json())
      expect(data).toEqual(schemesByIsinFixture([...batch].sort()))
      expect(data).toHaveLength(batch.length - 1)
    }
  })
})
