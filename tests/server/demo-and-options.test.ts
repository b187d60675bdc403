import { statSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filterCategories } from '../../src/api/categories.ts'
import { endpointPath } from '../../src/api/endpoints.ts'
import { collectionValues, errorEnvelopeSchema, responses } from '../../src/api/schemas.ts'
import { buildApp } from '../../server/app.ts'
import { loadContent, ContentError } from '../../server/content/load-content.ts'
import { listMigrations, migrate } from '../../server/db/migrate.ts'
import { openDatabase, type Db } from '../../server/db/open-database.ts'
import { DEMO_DATASET_PATH, loadDemoDataset, seedDemo } from '../../server/demo/seed-demo.ts'
import { mapAmfiGroup } from '../../server/ingest/category-mapping.ts'
import { importAmfi } from '../../server/ingest/import-amfi.ts'
import { metaResponseSchema } from '../../server/routes/meta-route.ts'
import { contentDir, fixture, fixtureDb, removeTempDirs, staticDir } from './helpers.ts'

afterAll(removeTempDirs)

describe('the bundled demo dataset', () => {
  const dataset = loadDemoDataset()

  it('is compact and covers at least 10 fund houses, every filter subcategory, ELSS and Flexi Cap', () => {
    expect(statSync(DEMO_DATASET_PATH).size).toBeLessThan(200_000)
    expect(dataset.fundHouses.length).toBeGreaterThanOrEqual(10)
    const covered = new Set(dataset.fundHouses.flatMap((h) => h.groups.map((g) => { const m = mapAmfiGroup(g.amfiGroup); return `${m.category}/${m.subcategory}` })))
    for (const [category, subs] of Object.entries(filterCategories)) for (const sub of subs) expect(covered, sub).toContain(`${category}/${sub}`)
    expect(covered).toContain('Equity/ELSS')
    expect(covered).toContain('Equity/Flexi Cap')
  })

  it('seeds deterministically, ending at the real NAV', () => {
    const a = openDatabase(':memory:')
    const b = openDatabase(':memory:')
    seedDemo(a, dataset, 0.2)
    seedDemo(b, dataset, 0.2)
    const q = 'SELECT scheme_code, date, nav FROM navs ORDER BY scheme_code, date'
    expect(JSON.stringify(a.prepare(q).all())).toBe(JSON.stringify(b.prepare(q).all()))
    const [code, , , , nav] = dataset.fundHouses[0]!.groups[0]!.schemes[0]!
    expect(a.prepare('SELECT latest_nav FROM schemes WHERE scheme_code = ?').pluck().get(code)).toBe(nav)
    // Weekdays only.
    const weekend = (a.prepare('SELECT date FROM navs').pluck().all() as string[]).filter((d) => [0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))
    expect(weekend).toEqual([])
  })
})

describe('an app on demo data', () => {
  let db: Db
  let app: Awaited<ReturnType<typeof buildApp>>
  beforeAll(async () => {
    db = openDatabase(':memory:')
    seedDemo(db, loadDemoDataset(), 1.2)
    app = await buildApp({ db, contentDir: contentDir(), staticDir: staticDir() })
  })
  afterAll(async () => {
    await app.close()
    db.close()
  })

  it('says demo in the header and the meta call', async () => {
    const res = await app.inject({ url: '/api/v1/meta' })
    expect(res.headers['x-data-source']).toBe('demo')
    expect(metaResponseSchema.parse(res.json()).data).toMatchObject({ source: 'demo', latestNavDate: '09-10-2026' })
  })

  it('every collection has funds with YTD figures, equity sorted by YTD', async () => {
    for (const category of collectionValues) {
      const body = responses.fundsByCategory.parse((await app.inject({ method: 'POST', url: endpointPath('fundsByCategory'), payload: { category } })).json())
      expect(body.length, category).toBeGreaterThan(0)
      expect(body.every((f) => /Direct/i.test(f.schemeName)), category).toBe(true)
      if (category === 'equity') {
        const ytd = body.map((f) => f.ytdReturn ?? -Infinity)
        expect(ytd).toEqual([...ytd].sort((x, y) => y - x))
      }
    }
  })

  it('home fund houses, trendings and a fund page with ~300 points of history', async () => {
    const houses = responses.homeFundHouses.parse((await app.inject({ url: endpointPath('homeFundHouses') })).json()).data
    expect(houses.length).toBeGreaterThanOrEqual(10)
    const trending = responses.trendings.parse((await app.inject({ url: endpointPath('trendings') })).json()).data
    expect(trending.length).toBe(10)
    expect(new Set(trending.map((t) => t.fund_house_name)).size).toBe(10)
    const first = trending[0]!
    const nav = responses.fundNav.parse((await app.inject({ method: 'POST', url: endpointPath('fundNav'), payload: { schemeCode: first.scheme_code, amc_name: first.fund_house_name } })).json())
    expect(nav.navHistory.length).toBeGreaterThan(300)
    expect(nav.oneDayReturn).not.toBeNull()
    expect(nav.oneMonthReturn).not.toBeNull()
  })

  it('serves br and gzip from the cache, decoding to the same JSON', async () => {
    const plain = await app.inject({ url: endpointPath('fundHouses') })
    const br = await app.inject({ url: endpointPath('fundHouses'), headers: { 'accept-encoding': 'gzip, deflate, br' } })
    const gz = await app.inject({ url: endpointPath('fundHouses'), headers: { 'accept-encoding': 'gzip' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body)
    expect(br.headers.etag).toBe(plain.headers.etag)
  })

  it('a new import changes the data version, so ETags change and the source becomes amfi', async () => {
    const before = await app.inject({ url: endpointPath('fundHouses') })
    importAmfi(db, fixture('history-new.txt'))
    app.dataState.refresh()
    const after = await app.inject({ url: endpointPath('fundHouses'), headers: { 'if-none-match': String(before.headers.etag) } })
    expect(after.statusCode).toBe(200)
    expect(after.headers['x-data-source']).toBe('amfi')
    expect(responses.fundHouses.parse(after.json()).data.map((h) => h.fund_house_name)).toEqual(['Delta Mutual Fund'])
  })
})

describe('options', () => {
  it('rate limit per client answers 429 with the envelope', async () => {
    const app = await buildApp({ db: fixtureDb('history-old.txt'), rateLimit: { ratePerSecond: 0.001, burst: 3 } })
    const codes: number[] = []
    for (let i = 0; i < 4; i++) codes.push((await app.inject({ url: endpointPath('blogs') })).statusCode)
    expect(codes).toEqual([200, 200, 200, 429])
    const res = await app.inject({ url: endpointPath('blogs') })
    expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe('RATE_LIMITED')
    expect(res.headers['retry-after']).toBeDefined()
    // Another client has its own budget.
    expect((await app.inject({ url: endpointPath('blogs'), remoteAddress: '10.0.0.9' })).statusCode).toBe(200)
    await app.close()
  })

  it('content overrides: trending list and fund-house profile', async () => {
    const dir = contentDir({
      'trending.json': [300011, 999999, 300001],
      'fund-houses/gamma.json': { fund_house_name: 'Gamma Mutual Fund', name: 'Gamma', description: '<p>Hand written.</p>', key_features: 'Founded: 1999' },
    })
    const app = await buildApp({ db: fixtureDb('history-old.txt'), contentDir: dir })
    const trending = responses.trendings.parse((await app.inject({ url: endpointPath('trendings') })).json()).data
    expect(trending.map((t) => t.scheme_code)).toEqual([300011, 300001])
    const house = responses.fundHouseDetails.parse((await app.inject({ url: '/api/v1/mutual_fund/fund_house/1/details' })).json()).data
    expect(house).toMatchObject({ name: 'Gamma', description: '<p>Hand written.</p>', key_features: 'Founded: 1999', fund_house_name: 'Gamma Mutual Fund' })
    await app.close()
  })

  it('invalid content stops start-up with a clear message; missing content is empty', () => {
    expect(() => loadContent(contentDir({ blogs: [{ id: 'x' }] }))).toThrow(ContentError)
    expect(() => loadContent(contentDir({ team: [{ image: 'javascript:alert(1)', name: 'x', designation: 'y' }] }))).toThrow(/team.json/)
    expect(loadContent(undefined).blogs).toEqual([])
  })

  it('without a built site, non-API paths are JSON 404s', async () => {
    const app = await buildApp({ db: fixtureDb('history-old.txt') })
    expect((await app.inject({ url: '/fund/1' })).statusCode).toBe(404)
    await app.close()
  })

  it('a 5xx hides internals', async () => {
    const db = fixtureDb('history-old.txt')
    const app = await buildApp({ db })
    db.exec('DROP TABLE navs')
    const res = await app.inject({ method: 'POST', url: endpointPath('fundNav'), payload: { schemeCode: 300001, amc_name: 'Gamma Mutual Fund' } })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'The server could not answer this request.' } })
    expect(res.body).not.toMatch(/navs|sqlite|stack/i)
    await app.close()
  })
})

describe('migrations', () => {
  it('are numbered, applied in order once, and tracked', () => {
    const db = openDatabase(':memory:')
    const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all()
    expect(versions).toEqual(listMigrations().map((m) => m.version))
    expect(migrate(db)).toEqual([])
    const indexes = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'schemes_%'").pluck().all()
    expect(indexes).toEqual(expect.arrayContaining(['schemes_by_house', 'schemes_collection']))
  })
})
