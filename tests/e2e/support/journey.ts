/**
 * The fund journey of issue 5's request budget, shared by tests/e2e/request-budget.spec.ts (exact
 * counts) and bench/cache.ts (the report): home -> /amcs -> a company -> a fund -> Back -> another
 * fund of the same house -> Back to the company, by clicks (one document load, then client-side
 * navigation), plus a recorder of the API requests a page makes.
 *
 * Plain Playwright calls (no `expect`), so the benchmark can run it outside the test runner. Pages
 * must have a baseURL (the test config's, or the benchmark's context option) and a viewport wide
 * enough for the header's links (>= 992 px; the specs and the bench use 1280 x 800).
 *
 * Fixture facts (mocks/README.md, loaded into the test database by build-test-db.ts): house 1 is
 * shown as "HDFC Asset Management Company Limited" with the AMFI name "HDFC Mutual Fund", which is
 * the `amc_name` of every POST; 101011 and 101012 are its Large Cap Fund Direct and Regular plans,
 * both under the filter Equity / Large Cap.
 */
import type { CDPSession, Page } from '@playwright/test'
import { waitForHydration } from './client-navigation'

export const JOURNEY_FIXTURE = {
  houseId: 1,
  houseName: 'HDFC Asset Management Company Limited',
  amcName: 'HDFC Mutual Fund',
  firstFund: { schemeCode: 101011, name: 'HDFC Large Cap Fund - Direct Plan - Growth' },
  secondFund: { schemeCode: 101012, name: 'HDFC Large Cap Fund - Regular Plan - Growth' },
} as const

const F = JOURNEY_FIXTURE
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })
const fundTable = (page: Page) => page.getByRole('table', { name: 'Funds of this fund house' })

async function companyShown(page: Page) {
  await h1(page, F.houseName).waitFor()
  await fundTable(page).waitFor()
}

async function fundShown(page: Page, name: string) {
  await page.getByRole('heading', { level: 2, name }).waitFor()
  // The chart is drawn (its code is a chunk of its own; no API call of its own).
  await page.getByTestId('nav-line').waitFor()
}

export type JourneyStep = { name: string; run: (page: Page) => Promise<void> }

export const journeySteps: readonly JourneyStep[] = [
  {
    name: 'home',
    run: async (page) => {
      await page.goto('/')
      await h1(page, /invest in mutual funds/i).waitFor()
      // The journey is the site's client-side navigation: a click before the code has started would
      // load /amcs as a new server-rendered document, its data inside (and so never asked for).
      await waitForHydration(page)
    },
  },
  {
    name: '/amcs',
    run: async (page) => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AMCS' }).click()
      await h1(page, 'Asset Management Companies').waitFor()
    },
  },
  {
    name: 'company',
    run: async (page) => {
      await page.getByRole('main').getByRole('link', { name: new RegExp(`^${F.amcName}`) }).click()
      await companyShown(page)
      // Narrow the table to the two funds; the filter lives in the address and asks for nothing.
      // The category is a native disclosure (opening it filters by it), the subcategory a link.
      const equity = page.locator('details[data-category="Equity"]')
      await equity.locator('summary').click()
      await equity.getByRole('link', { name: 'Large Cap', exact: true }).click()
      await fundTable(page).getByRole('link', { name: F.secondFund.name }).waitFor()
    },
  },
  {
    name: 'fund',
    run: async (page) => {
      await fundTable(page).getByRole('link', { name: F.firstFund.name }).click()
      await fundShown(page, F.firstFund.name)
    },
  },
  {
    name: 'back',
    run: async (page) => {
      await page.goBack()
      await companyShown(page)
    },
  },
  {
    name: 'another fund',
    run: async (page) => {
      await fundTable(page).getByRole('link', { name: F.secondFund.name }).click()
      await fundShown(page, F.secondFund.name)
    },
  },
  {
    name: 'back to the company',
    run: async (page) => {
      await page.goBack()
      await companyShown(page)
      await fundTable(page).getByRole('link', { name: F.firstFund.name }).waitFor()
    },
  },
]

/**
 * The data the home page's document brings with it (issue 14: the server renders the first page
 * with its loaders' data and sends the query cache along): the journey shows them, the browser
 * never asks for them. Keys as apiRequestKey() writes them.
 */
export const JOURNEY_SENT_WITH_PAGE: readonly string[] = [
  'GET /api/v1/index/blogs/',
  'GET /api/v1/index/fund_house/',
  'GET /api/v1/index/trendings/',
]

/**
 * Every distinct datum the journey asks the API for, one request each, written down from the
 * routes' loaders (not observed). Home's data came with the page (JOURNEY_SENT_WITH_PAGE); then
 * the pages reached by clicks, rendered in the browser: /amcs = the fund-house list; the company =
 * its details, then its funds by AMFI name and the house's list returns; each fund = its fund-nav,
 * its figures and its costs. Back and the filter need nothing new.
 */
export const JOURNEY_DISTINCT_DATA: readonly string[] = [
  'GET /api/v1/mutual_fund/fund_house',
  `GET /api/v1/mutual_fund/fund_house/${F.houseId}/details`,
  `POST /api/v1/mutual_fund/all-funds-by-amc/ ${canonicalJson({ amc_name: F.amcName })}`,
  // The company table's 1Y/3Y/5Y columns and plan/option filters (find-and-compare issue).
  `GET /api/v1/mutual_fund/fund_house/${F.houseId}/returns`,
  `POST /api/v1/mutual_fund/fund-nav/ ${canonicalJson({ schemeCode: F.firstFund.schemeCode, amc_name: F.amcName })}`,
  `POST /api/v1/mutual_fund/fund-nav/ ${canonicalJson({ schemeCode: F.secondFund.schemeCode, amc_name: F.amcName })}`,
  // The fund page's figures (analytics issue): once per fund, like its NAVs.
  `GET /api/v1/mutual_fund/scheme/${F.firstFund.schemeCode}/performance`,
  `GET /api/v1/mutual_fund/scheme/${F.secondFund.schemeCode}/performance`,
  // What each fund costs (issue 27's Costs panel and the plans' TER gap): once per fund, like its figures.
  `GET /api/v1/mutual_fund/scheme/${F.firstFund.schemeCode}/costs`,
  `GET /api/v1/mutual_fund/scheme/${F.secondFund.schemeCode}/costs`,
]

/** Everything the journey shows, as queries of the cache the browser saves (IndexedDB). */
export const JOURNEY_CACHED_QUERIES = JOURNEY_SENT_WITH_PAGE.length + JOURNEY_DISTINCT_DATA.length

/** The layout's data-source call: once per document load, not part of any page's data. */
export const META_PATH = '/api/v1/meta'

/** JSON with sorted keys, so two bodies that say the same thing are one key. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  )
}

/** "METHOD /path" plus the canonical JSON body of a POST (the query string is part of the path). */
export function apiRequestKey(method: string, url: string, body?: string): string {
  const { pathname, search } = new URL(url)
  let shown = ''
  if (body) {
    try {
      shown = ' ' + canonicalJson(JSON.parse(body))
    } catch {
      shown = ' ' + body
    }
  }
  return `${method} ${pathname}${search}${shown}`
}

export type ApiRequest = { key: string; method: string; path: string; body?: string; fromHttpCache: boolean }

export type ApiRecorder = {
  /** Every /api/ request so far, meta included, in order (after settle()). */
  requests: () => Promise<ApiRequest[]>
  /** Counts by key, without the meta call. */
  counts: () => Promise<Record<string, number>>
  /** Meta calls. */
  metaCount: () => Promise<number>
  stop: () => Promise<void>
}

/**
 * Records the page's API requests through the DevTools protocol: unlike page.on('request'), it
 * has the bodies ky sends, and unlike page.route() it leaves the HTTP cache on (it notes which
 * answers came from it). Start it before the page's first navigation.
 */
export async function recordApiRequests(page: Page): Promise<ApiRecorder> {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  const seen: Array<{ id: string; request: Promise<ApiRequest> }> = []
  const fromCache = new Set<string>()
  cdp.on('Network.requestWillBeSent', ({ request, requestId }) => {
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/api/') || seen.some((entry) => entry.id === requestId)) return
    const read = async (): Promise<ApiRequest> => {
      let body = request.postData
      if (body === undefined && request.hasPostData) {
        body = (await cdp.send('Network.getRequestPostData', { requestId }).catch(() => ({ postData: '<unreadable>' }))).postData
      }
      return { key: apiRequestKey(request.method, request.url, body), method: request.method, path: url.pathname, body, fromHttpCache: false }
    }
    seen.push({ id: requestId, request: read() })
  })
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId))
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache) fromCache.add(requestId)
  })
  await cdp.send('Network.enable')

  const requests = () => Promise.all(seen.map(async ({ id, request }) => ({ ...(await request), fromHttpCache: fromCache.has(id) })))
  return {
    requests,
    counts: async () => {
      const counts: Record<string, number> = {}
      for (const { key, path } of await requests()) if (path !== META_PATH) counts[key] = (counts[key] ?? 0) + 1
      return counts
    },
    metaCount: async () => (await requests()).filter((request) => request.path === META_PATH).length,
    stop: async () => {
      await requests()
      await cdp.detach().catch(() => undefined)
    },
  }
}

/**
 * Waits until the page's query cache, as saved to IndexedDB (src/api/query-persistence.ts, at
 * most once a second), holds `count` queries besides meta, so a later page of the same context
 * restores all of them.
 */
export async function waitForPersistedQueries(page: Page, count: number, timeoutMs = 10_000): Promise<void> {
  // Polled from here: waitForFunction would take the async predicate's promise for a truthy answer.
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const saved = await page.evaluate(async () => {
      // Opening a database that does not exist yet would create it without the app's store.
      if (!(await indexedDB.databases()).some((db) => db.name === 'mf-explorer')) return 0
      const text = await new Promise<string>((resolve) => {
        const open = indexedDB.open('mf-explorer')
        open.onsuccess = () => {
          try {
            const get = open.result.transaction('query-cache').objectStore('query-cache').get('query-cache')
            get.onsuccess = () => resolve(String(get.result ?? ''))
            get.onerror = () => resolve('')
          } catch {
            resolve('')
          }
        }
        open.onerror = () => resolve('')
      })
      if (!text) return 0
      const queries = (JSON.parse(text) as { clientState?: { queries?: Array<{ queryKey: unknown[] }> } }).clientState?.queries ?? []
      return queries.filter((query) => query.queryKey[0] !== 'meta').length
    })
    if (saved >= count) return
    if (Date.now() > deadline) throw new Error(`the saved query cache holds ${saved} queries besides meta after ${timeoutMs} ms, not ${count}`)
    await page.waitForTimeout(250)
  }
}
