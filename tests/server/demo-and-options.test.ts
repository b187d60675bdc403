import { existsSync, statSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filterCategories } from '../../common/contract/categories.ts'
import { endpointPath } from '../../common/contract/endpoints.ts'
import { collectionValues, errorEnvelopeSchema, responses } from '../../common/contract/schemas.ts'
import { minusYears } from '../../common/figures/dates.ts'
import { buildApp } from '../../server/app.ts'
import { loadContent, ContentError } from '../../server/content/load-content.ts'
import { listMigrations, migrate } from '../../server/db/migrate.ts'
import { openDatabase, type Db } from '../../server/db/open-database.ts'
import { countDemoSchemes, type DemoDataset, type DemoScheme } from '../../server/demo/demo-dataset.ts'
import { createProgressPrinter, DEMO_DATASET_PATH, DEMO_PHASES, fundKey, loadDemoDataset, seedDemo } from '../../server/demo/seed-demo.ts'
import { historyYears, MAX_HISTORY_YEARS } from '../../server/demo/simulate-history.ts'
import { createAmfiParser, type AmfiRow } from '../../server/ingest/amfi-parser.ts'
import { mapAmfiGroup } from '../../server/ingest/category-mapping.ts'
import { importAmfi } from '../../server/ingest/import-amfi.ts'
import { forEachLine } from '../../server/ingest/line-reader.ts'
import { metaResponseSchema } from '../../server/routes/meta-route.ts'
import { contentDir, fixture, fixtureDb, REAL_AMFI_FILE, removeTempDirs, staticDir } from './helpers.ts'

afterAll(removeTempDirs)

type Entry = { house: string; schemeType: string; amfiGroup: string; scheme: DemoScheme; key: string }
const entriesOf = (dataset: DemoDataset): Entry[] =>
  dataset.fundHouses.flatMap((h) =>
    h.groups.flatMap((g) => g.schemes.map((scheme) => ({ house: h.name, schemeType: g.schemeType, amfiGroup: g.amfiGroup, scheme, key: fundKey(h.name, scheme[1]) }))),
  )
/** The dataset cut down to the schemes `keep` accepts (seeding all ~8,500 is for `npm start`, not tests). */
const subset = (dataset: DemoDataset, keep: (entry: Entry) => boolean): DemoDataset => ({
  ...dataset,
  fundHouses: dataset.fundHouses
    .map((h) => ({
      ...h,
      groups: h.groups
        .map((g) => ({ ...g, schemes: g.schemes.filter((scheme) => keep({ house: h.name, schemeType: g.schemeType, amfiGroup: g.amfiGroup, scheme, key: fundKey(h.name, scheme[1]) })) }))
        .filter((g) => g.schemes.length > 0),
    }))
    .filter((h) => h.groups.length > 0),
})
const NAVS = 'SELECT scheme_code, date, nav FROM navs ORDER BY scheme_code, date'

describe('the bundled demo dataset', () => {
  const dataset = loadDemoDataset()
  const entries = entriesOf(dataset)

  it('is compact and holds the whole universe: every scheme type, plan and option, every filter subcategory', () => {
    expect(DEMO_DATASET_PATH).toMatch(/\.json\.gz$/)
    expect(statSync(DEMO_DATASET_PATH).size).toBeLessThan(400_000)
    expect(countDemoSchemes(dataset)).toBe(entries.length)
    expect(entries.length).toBeGreaterThan(8000)
    expect(dataset.fundHouses.length).toBeGreaterThan(40)
    expect(new Set(entries.map((e) => e.schemeType))).toEqual(new Set(['Open Ended Schemes', 'Close Ended Schemes', 'Interval Fund Schemes']))
    expect(new Set(entries.map((e) => e.scheme[2]))).toEqual(new Set(['Direct', 'Regular', null]))
    expect(new Set(entries.map((e) => e.scheme[3]))).toEqual(new Set(['Growth', 'IDCW', 'Bonus', null]))
    expect(new Set(entries.map((e) => e.scheme[0])).size).toBe(entries.length)
    const covered = new Set(entries.map((e) => { const m = mapAmfiGroup(e.amfiGroup); return `${m.category}/${m.subcategory}` }))
    for (const [category, subs] of Object.entries(filterCategories)) for (const sub of subs) expect(covered, sub).toContain(`${category}/${sub}`)
    expect(covered).toContain('Equity/ELSS')
    expect(covered).toContain('Equity/Flexi Cap')
  })

  it.skipIf(!existsSync(REAL_AMFI_FILE))('is the AMFI file: every fund house, every scheme with a usable NAV, the same facts and NAV', () => {
    const parser = createAmfiParser()
    const rows: AmfiRow[] = []
    forEachLine(REAL_AMFI_FILE, (line) => {
      const row = parser.pushLine(line)
      if (row) rows.push(row)
    })
    expect(dataset.fundHouses.map((h) => h.name).sort()).toEqual([...new Set(rows.map((r) => r.fundHouse))].sort())
    const usable = rows.filter((r) => r.nav !== null)
    const mine = new Map(entries.map((e) => [e.scheme[0], e]))
    expect(mine.size).toBe(usable.length)
    for (const r of usable) {
      const e = mine.get(r.schemeCode)
      expect(e && [e.house, e.amfiGroup, ...e.scheme], String(r.schemeCode)).toEqual([r.fundHouse, r.amfiGroup, r.schemeCode, r.schemeName, r.plan, r.option, r.nav])
    }
    expect(dataset.navDate).toBe(usable[0]!.date)
  })

  it('spreads history lengths: some funds over 10 years, a good share 5-10, most 1-5, a few under 1', () => {
    const years = entries.map((e) => historyYears(e.key))
    const share = (test: (y: number) => boolean) => years.filter(test).length / years.length
    expect(share((y) => y >= 10)).toBeGreaterThan(0.04)
    expect(share((y) => y >= 5 && y < 10)).toBeGreaterThan(0.15)
    expect(share((y) => y >= 1 && y < 5)).toBeGreaterThan(0.5)
    expect(share((y) => y < 1)).toBeGreaterThan(0.02)
    expect(share((y) => y < 1)).toBeLessThan(0.1)
    expect(Math.max(...years)).toBeLessThanOrEqual(MAX_HISTORY_YEARS)
    // The size of the first start: ~260 weekdays a year; 10.5 million rows keep the file under 400 MB.
    expect(years.reduce((n, y) => n + y * 261, 0)).toBeLessThan(10_500_000)
  })
})

describe('seeding the demo universe', () => {
  const dataset = loadDemoDataset()
  const entries = entriesOf(dataset)
  // The oldest and the youngest fund that have both a Direct and a Regular plan, all their schemes.
  const plans = new Map<string, Set<string | null>>()
  for (const e of entries) plans.set(e.key, (plans.get(e.key) ?? new Set()).add(e.scheme[2]))
  const paired = [...plans].filter(([, p]) => p.has('Direct') && p.has('Regular')).map(([key]) => key)
  const byAge = [...paired].sort((a, b) => historyYears(b) - historyYears(a) || (a < b ? -1 : 1))
  const [oldest, youngest] = [byAge[0]!, byAge.at(-1)!]
  const small = subset(dataset, (e) => e.key === oldest || e.key === youngest)
  const tenYearsBack = minusYears(dataset.navDate, 10)
  const oneYearBack = minusYears(dataset.navDate, 1)

  it('gives each fund its own start, shared by its plans, ending at the real NAV on weekdays only', () => {
    const db = openDatabase(':memory:')
    const progress: [number, number, string][] = []
    const result = seedDemo(db, small, { onProgress: (done, total, phase) => progress.push([done, total, phase]) })
    const rows = db.prepare('SELECT scheme_code, plan, first_date, latest_date, latest_nav FROM schemes').all() as { scheme_code: number; plan: string | null; first_date: string; latest_date: string; latest_nav: number }[]
    expect(result).toEqual({ schemes: countDemoSchemes(small), navs: db.prepare('SELECT COUNT(*) FROM navs').pluck().get() })
    const byCode = new Map(entriesOf(small).map((e) => [e.scheme[0], e]))
    for (const key of [oldest, youngest]) {
      const mine = rows.filter((r) => byCode.get(r.scheme_code)!.key === key)
      expect(mine.map((r) => r.plan)).toEqual(expect.arrayContaining(['Direct', 'Regular']))
      expect(new Set(mine.map((r) => r.first_date)).size, key).toBe(1)
    }
    const first = (key: string) => rows.find((r) => byCode.get(r.scheme_code)!.key === key)!.first_date
    expect(first(oldest) <= tenYearsBack).toBe(true)
    expect(first(youngest) > oneYearBack).toBe(true)
    // The last point is the file's NAV on the file's date.
    for (const r of rows) expect([r.latest_date, r.latest_nav]).toEqual([dataset.navDate, byCode.get(r.scheme_code)!.scheme[4]])
    const weekend = (db.prepare('SELECT DISTINCT date FROM navs').pluck().all() as string[]).filter((d) => [0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))
    expect(weekend).toEqual([])
    // The figures the site shows: a 10Y return for the old fund, none (not even 1Y) for the young one.
    const returns = (code: number) => (JSON.parse(db.prepare('SELECT body FROM scheme_performance WHERE scheme_code = ?').pluck().get(code) as string) as { returns: { period: string; value: number | null }[] }).returns
    const period = (key: string, p: string) => returns(rows.find((r) => byCode.get(r.scheme_code)!.key === key)!.scheme_code).find((x) => x.period === p)!.value
    expect(period(oldest, '10Y')).not.toBeNull()
    expect(period(youngest, '1Y')).toBeNull()
    expect(db.prepare("SELECT value FROM meta WHERE key = 'source'").pluck().get()).toBe('demo')

    // Progress: from 0, rising, NAVs then figures, ending at the total.
    const total = progress[0]![1]
    expect(progress[0]![0]).toBe(0)
    expect(progress.every(([, t]) => t === total)).toBe(true)
    for (let i = 1; i < progress.length; i++) expect(progress[i]![0]).toBeGreaterThan(progress[i - 1]![0])
    expect(progress.at(-1)).toEqual([total, total, DEMO_PHASES.figures])
    const phases = progress.map(([, , phase]) => phase)
    expect(phases.indexOf(DEMO_PHASES.figures)).toBeGreaterThan(phases.lastIndexOf(DEMO_PHASES.navs))
    expect(progress.find(([, , phase]) => phase === DEMO_PHASES.figures)![0]).toBe(result.navs)
  })

  it('is deterministic: two seeds give the same NAVs', () => {
    const pick = subset(dataset, (e) => e.key === oldest || e.scheme[0] % 500 === 0)
    const a = openDatabase(':memory:')
    const b = openDatabase(':memory:')
    seedDemo(a, pick)
    seedDemo(b, pick)
    const navs = a.prepare(NAVS).raw().all()
    expect(navs.length).toBeGreaterThan(5000)
    expect(JSON.stringify(b.prepare(NAVS).raw().all())).toBe(JSON.stringify(navs))
  })

  it('a fixed number of years gives every fund the same history (tests, benchmarks)', () => {
    const db = openDatabase(':memory:')
    seedDemo(db, small, 0.2)
    expect(db.prepare('SELECT COUNT(DISTINCT first_date) FROM schemes').pluck().get()).toBe(1)
    expect(db.prepare('SELECT COUNT(*) FROM navs').pluck().get()).toBe(countDemoSchemes(small) * (db.prepare('SELECT COUNT(DISTINCT date) FROM navs').pluck().get() as number))
  })

  it('prints a progress bar: redrawn in place on a terminal, a line per 10 % otherwise', () => {
    const run = (tty: boolean) => {
      const out: string[] = []
      const bar = createProgressPrinter((text) => out.push(text), tty, 'building demo database', 10)
      for (let done = 0; done <= 300; done += 3) bar.update(done, 300, done < 100 ? DEMO_PHASES.navs : DEMO_PHASES.figures)
      bar.end()
      return out
    }
    const tty = run(true)
    expect(tty.at(-2)).toBe(`\r[start] building demo database [##########] 100% ${DEMO_PHASES.figures}\x1b[K`)
    expect(tty.at(-1)).toBe('\n')
    expect(tty.slice(0, -1).every((t) => t.startsWith('\r'))).toBe(true)
    const plain = run(false)
    expect(plain.every((t) => t.endsWith('\n') && !t.includes('\r'))).toBe(true)
    expect(plain.length).toBeLessThanOrEqual(12)
    expect(plain[0]).toBe(`[start] building demo database: 0% ${DEMO_PHASES.navs}\n`)
    expect(plain.at(-1)).toBe(`[start] building demo database: 100% ${DEMO_PHASES.figures}\n`)
  })
})

describe('an app on demo data', () => {
  let db: Db
  let app: Awaited<ReturnType<typeof buildApp>>
  beforeAll(async () => {
    db = openDatabase(':memory:')
    // The Growth plans of the equity funds of the 12 largest fund houses, 1.2 years each.
    const dataset = loadDemoDataset()
    const size = (h: DemoDataset['fundHouses'][number]) => h.groups.reduce((n, g) => n + g.schemes.length, 0)
    const largest = new Set([...dataset.fundHouses].sort((a, b) => size(b) - size(a)).slice(0, 12).map((h) => h.name))
    const equity = subset(dataset, (e) => largest.has(e.house) && e.scheme[3] === 'Growth' && mapAmfiGroup(e.amfiGroup).category === 'Equity')
    seedDemo(db, equity, 1.2)
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
