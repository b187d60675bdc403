/**
 * A server on the same database file answers requests in a loop while the back-fill runs in a process
 * of its own: no request fails, /meta's source flips once from demo to amfi, and no answer mixes demo
 * and real rows (fund lists, a NAV history) or comes back empty.
 */
import { afterAll, expect, it } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints.ts'
import { openDatabase } from '../../server/db/open-database.ts'
import { removeTempDirs, tempDir, testApp } from './helpers.ts'
import { demoSubset, HISTORY_FROM, HOUSES, NOW, seedDemoFile, testUniverse, TODAY, WINDOW_DAYS } from './support/backfill-setup.ts'
import { startBackfillChild } from './support/backfill-child.ts'
import { expectedNavs, startFakeAmfi } from './support/fake-amfi.ts'

afterAll(removeTempDirs)

it('serves the demo, then the real data, never a mix and never a failure, while the back-fill runs beside it', { timeout: 120_000 }, async () => {
  const universe = testUniverse()
  const dbPath = seedDemoFile(tempDir())
  const db = openDatabase(dbPath)
  const demoNavs = new Map((db.prepare('SELECT scheme_code, date, nav FROM navs').raw().all() as [number, string, number][]).map(([c, d, n]) => [`${c}|${d}`, n]))
  const realNavs = new Map(expectedNavs(universe, HISTORY_FROM, TODAY).map(([c, d, n]) => [`${c}|${d}`, n]))
  // Requests back to back from one address: the rate limit is not what this test is about.
  const app = await testApp({ db, rateLimit: false })
  // Answers a little slow, so that many requests fall between the windows.
  const fake = await startFakeAmfi(universe, () => ({ delayMs: 50 }))

  const demo = demoSubset()
  const houseCodes = (house: string) => ({
    demo: new Set(demo.fundHouses.find((h) => h.name === house)!.groups.flatMap((g) => g.schemes.map((s) => s[0]))),
    real: new Set(universe.schemes.filter((s) => s.house === house).map((s) => s.code)),
  })
  const houses = HOUSES.map((name) => ({ name, ...houseCodes(name) }))
  // A scheme in both: its NAV history must be the demo's or the real one, whole.
  const shared = [...houses[2]!.demo].find((c) => houses[2]!.real.has(c))!

  const child = startBackfillChild({ dbPath, urlTemplate: fake.urlTemplate, fromIso: HISTORY_FROM, windowDays: WINDOW_DAYS, now: NOW })
  let running = true
  void child.exited.then(() => (running = false))

  const sources: string[] = []
  const problems: string[] = []
  let requests = 0
  const request = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, payload })
    requests++
    if (res.statusCode !== 200) problems.push(`${method} ${url} ${JSON.stringify(payload ?? '')}: ${res.statusCode} ${res.body.slice(0, 200)}`)
    return res.json() as { data?: unknown } & unknown[]
  }
  do {
    const meta = (await request('GET', endpointPath('meta'))).data as { source: string }
    if (sources.at(-1) !== meta.source) sources.push(meta.source)
    for (const house of houses) {
      const list = (await request('POST', endpointPath('allFundsByAmc'), { amc_name: house.name })) as unknown as { schemeCode: number }[]
      const codes = list.map((f) => f.schemeCode)
      if (codes.length === 0) problems.push(`${house.name}: empty list`)
      if (!codes.every((c) => house.demo.has(c)) && !codes.every((c) => house.real.has(c))) problems.push(`${house.name}: mixed list ${codes.join(',')}`)
    }
    const detail = (await request('POST', endpointPath('fundNav'), { schemeCode: shared, amc_name: houses[2]!.name })) as unknown as { navHistory: { date: string; nav: string }[] }
    const entries = detail.navHistory.map((e) => `${shared}|${e.date.slice(6)}-${e.date.slice(3, 5)}-${e.date.slice(0, 2)}`)
    const navOf = detail.navHistory.map((e) => Number(e.nav))
    const fromDemo = entries.every((key, i) => demoNavs.get(key) === navOf[i])
    const fromReal = entries.every((key, i) => realNavs.get(key) === navOf[i])
    if (!fromDemo && !fromReal) problems.push(`fund-nav ${shared}: neither the demo's history nor the real one (${entries.length} NAVs)`)
    await request('GET', `${endpointPath('search')}?q=angel`)
    // The server notices another connection's commit within 200 ms (http/data-state.ts).
  } while (running || sources.at(-1) !== 'amfi')

  expect(await child.exited).toBe(0)
  expect(problems).toEqual([])
  expect(sources).toEqual(['demo', 'amfi'])
  expect(requests).toBeGreaterThan(50)
  // The last answers are the finished real data, once the server has noticed the last commit.
  const finalVersion = Number(db.prepare("SELECT value FROM meta WHERE key = 'data_version'").pluck().get())
  while (((await request('GET', endpointPath('meta'))).data as { dataVersion: number }).dataVersion !== finalVersion);
  const after = (await request('POST', endpointPath('fundNav'), { schemeCode: shared, amc_name: houses[2]!.name })) as unknown as { navHistory: unknown[] }
  expect(after.navHistory).toHaveLength([...realNavs.keys()].filter((key) => key.startsWith(`${shared}|`)).length)
  await app.close()
  db.close()
  await fake.close()
})
