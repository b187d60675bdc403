/**
 * npm run bench:cache — API requests of the fund journey (tests/e2e/support/journey.ts: home ->
 * /amcs -> company -> fund -> Back -> another fund of the same house -> Back to the company) in
 * Chromium, counted by method + path + POST body through the DevTools protocol, on three visits:
 *   1. first visit: a fresh browser context;
 *   2. second visit: a new page in the same context, once the first page's query cache was saved
 *      to IndexedDB (src/api/query-persistence.ts), so it is restored before the first render;
 *   3. fresh context: a new browser profile (nothing persisted), the same journey again.
 * The goal is one request per distinct datum (journey.ts JOURNEY_DISTINCT_DATA, written from the
 * routes' loaders; the home page's own data comes with its server-rendered document,
 * JOURNEY_SENT_WITH_PAGE, and is never asked for) on a first visit and none on a second; the layout's meta call (GET /api/v1/meta,
 * once per document load) is counted apart. tests/e2e/request-budget.spec.ts asserts the same.
 * Served by `npm start`'s server on the e2e fixture database, site dist/ (or STATIC_DIR).
 * Prints a table and writes bench/cache-report.json.
 *
 * bench/cache-report.json:
 * {
 *   machine: { cpuModel, cpuCount, node, platform, date }, chromium: string (version),
 *   journey: string[],                  // step names
 *   distinctData: string[],             // the expected keys, "METHOD /path [canonical JSON body]"
 *   visits: [{
 *     name: 'first visit' | 'second visit' | 'fresh context',
 *     context: string,                  // what kind of browser state it started from
 *     apiRequests: number,              // without meta
 *     distinct: number,                 // distinct keys among them
 *     goal: number,                     // distinctData.length for first visits, 0 for the second
 *     meetsGoal: boolean,               // exactly the expected keys, once each (0 on the second visit)
 *     duplicates: [{ key, count }],     // keys asked for more than once
 *     unexpected: string[],             // keys not in distinctData
 *     missing: string[],                // expected keys not asked for (first visits only)
 *     meta: number,                     // GET /api/v1/meta calls
 *     fromHttpCache: number,            // requests the browser's HTTP cache answered
 *     steps: [{ step, requests: string[] }],  // keys per journey step (meta shown as such)
 *   }],
 * }
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { JOURNEY_CACHED_QUERIES, JOURNEY_DISTINCT_DATA, journeySteps, META_PATH, recordApiRequests, waitForPersistedQueries } from '../tests/e2e/support/journey.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, machine, startServer, writeReport } from './support/bench-server.ts'

const VIEWPORT = { width: 1280, height: 800 }

type Visit = { name: string; context: string; page: Page; firstVisit: boolean }

async function walk({ name, context: contextNote, page, firstVisit }: Visit) {
  console.error(`[cache] ${name}`)
  const recorder = await recordApiRequests(page)
  const steps: Array<{ step: string; requests: string[] }> = []
  let seen = 0
  for (const step of journeySteps) {
    await step.run(page)
    const all = await recorder.requests()
    steps.push({ step: step.name, requests: all.slice(seen).map((r) => (r.path === META_PATH ? `${r.key} (meta)` : r.key)) })
    seen = all.length
  }
  const requests = await recorder.requests()
  await recorder.stop()
  const data = requests.filter((r) => r.path !== META_PATH)
  const counts = new Map<string, number>()
  for (const { key } of data) counts.set(key, (counts.get(key) ?? 0) + 1)
  const expected = firstVisit ? JOURNEY_DISTINCT_DATA : []
  const duplicates = [...counts].filter(([, count]) => count > 1).map(([key, count]) => ({ key, count }))
  const unexpected = [...counts.keys()].filter((key) => !expected.includes(key))
  const missing = expected.filter((key) => !counts.has(key))
  return {
    name,
    context: contextNote,
    apiRequests: data.length,
    distinct: counts.size,
    goal: expected.length,
    meetsGoal: duplicates.length === 0 && unexpected.length === 0 && missing.length === 0,
    duplicates,
    unexpected,
    missing,
    meta: requests.length - data.length,
    fromHttpCache: requests.filter((r) => r.fromHttpCache).length,
    steps,
  }
}

const server = await startServer('fixture', 'cache')
let browser: Browser | undefined
try {
  const launched = (browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }))
  const newContext = (): Promise<BrowserContext> => launched.newContext({ baseURL: server.origin, viewport: VIEWPORT })
  const visits = []
  const context = await newContext()
  const firstPage = await context.newPage()
  visits.push(await walk({ name: 'first visit', context: 'fresh browser context', page: firstPage, firstVisit: true }))
  await waitForPersistedQueries(firstPage, JOURNEY_CACHED_QUERIES)
  await firstPage.close()
  visits.push(
    await walk({ name: 'second visit', context: 'new page, same context (query cache restored from IndexedDB)', page: await context.newPage(), firstVisit: false }),
  )
  await context.close()
  const freshContext = await newContext()
  visits.push(await walk({ name: 'fresh context', context: 'new browser context (nothing persisted)', page: await freshContext.newPage(), firstVisit: true }))
  await freshContext.close()

  console.table(
    Object.fromEntries(
      visits.map((v) => [
        v.name,
        { 'API requests': v.apiRequests, distinct: v.distinct, goal: v.goal, 'meets goal': v.meetsGoal, duplicates: v.duplicates.length, meta: v.meta, 'HTTP cache': v.fromHttpCache },
      ]),
    ),
  )
  for (const visit of visits) {
    for (const { step, requests } of visit.steps) if (requests.length) console.error(`${visit.name} / ${step}: ${requests.join(', ')}`)
  }
  writeReport('cache', {
    machine: machine(),
    chromium: browser.version(),
    journey: journeySteps.map((step) => step.name),
    distinctData: JOURNEY_DISTINCT_DATA,
    visits,
  })
} finally {
  await browser?.close()
  await server.close()
}
