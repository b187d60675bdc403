import { expect, test, type Locator, type Page } from './support/test'
import { endpointPath, endpoints, type EndpointName } from '../../common/contract/endpoints'
import { responses } from '../../common/contract/schemas'
import { navigateInApp } from './support/client-navigation'
import { faults, injectFault, isTransient, outlastClientTimeout, watchConsole, type Fault } from './support/faults'

/**
 * Fault injection: each of the contract's 12 calls, on the page that makes it, under each of five
 * faults (HTTP 500, a network error, a 15 s stall past the client's 10 s timeout, malformed JSON,
 * a body that breaks the schema). The page (or, where the page has independent sections, the
 * section) shows its error state with Retry instead of a spinner, the spec's console message is
 * logged once, nothing throws uncaught, and Retry after the fault is lifted shows the data.
 *
 * Fixture facts (mocks/README.md): house 1 is "HDFC Mutual Fund" (its AMFI name, the `name` of the
 * addresses), shown as "HDFC Asset Management Company Limited"; 101011 its Large Cap Direct Growth.
 */
const AMC = 'HDFC Mutual Fund'
const HOUSE = 'HDFC Asset Management Company Limited'
const DIRECT = 'HDFC Large Cap Fund - Direct Plan - Growth'
const amc = encodeURIComponent(AMC)

type Obj = Record<string, unknown>
const dataItem = (body: unknown) => (body as { data: Obj[] }).data[0]!
const listItem = (body: unknown) => (body as Obj[])[0]!
/** Changes one field of the real answer (a copy), so the rest of the body stays as the server sent it. */
const withChange = <T,>(body: T, change: (copy: T) => void): T => {
  const copy = structuredClone(body)
  change(copy)
  return copy
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const main = (page: Page) => page.getByRole('main')
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

type Case = {
  endpoint: EndpointName
  /** The call's exact path (with the fixture's id for fund_house/{id}/details). */
  path?: string
  /** The page that makes the call. */
  url: string
  /** The catalogue message logged with console.error when the call fails (spec section 8). */
  message: string
  /** Where the error state shows: the page's main area, or the section that depends on the call. */
  scope: (page: Page) => Locator
  /** The data of this call is on screen. */
  shows: (page: Page) => Promise<void>
  /** For a section: the rest of the page still works while it fails. */
  rest?: (page: Page) => Promise<void>
  /** One field of the real answer changed so it breaks the schema. */
  breakBody: (body: unknown) => unknown
}

const home = {
  url: '/',
  heading: async (page: Page) => expect(h1(page)).toHaveText(/invest in mutual funds/i),
  fundHouses: async (page: Page) =>
    expect(region(page, 'Asset Management Companies').getByRole('link', { name: AMC }).first()).toBeVisible(),
  trending: async (page: Page) =>
    expect(region(page, 'Trending Mutual Funds').getByRole('link', { name: /Direct Plan/ }).first()).toBeVisible(),
  blogs: async (page: Page) => expect(region(page, 'Blog posts').getByRole('group').first()).toBeAttached(),
}
const faqQuestions = async (page: Page) =>
  expect(region(page, 'Questions and answers').locator('details[open]')).toHaveCount(1)

const cases: Case[] = [
  {
    endpoint: 'blogs',
    url: home.url,
    message: 'Error fetching blogs:',
    scope: (page) => region(page, 'Investment Insights'),
    shows: home.blogs,
    rest: async (page) => {
      await home.heading(page)
      await home.fundHouses(page)
      await home.trending(page)
    },
    breakBody: (body) => withChange(body, (b) => (dataItem(b).created_at = 'last Tuesday')),
  },
  {
    endpoint: 'homeFundHouses',
    url: home.url,
    message: 'Error fetching fund houses:',
    scope: (page) => region(page, 'Asset Management Companies'),
    shows: home.fundHouses,
    rest: async (page) => {
      await home.heading(page)
      await home.trending(page)
      await home.blogs(page)
    },
    breakBody: (body) => withChange(body, (b) => (dataItem(b).logo = 'javascript:alert(1)')),
  },
  {
    endpoint: 'trendings',
    url: home.url,
    message: 'Error fetching trending funds:',
    scope: (page) => region(page, 'Trending Mutual Funds'),
    shows: home.trending,
    rest: async (page) => {
      await home.heading(page)
      await home.fundHouses(page)
      await home.blogs(page)
    },
    breakBody: (body) => withChange(body, (b) => (dataItem(b).ytd_return = '12.5%')),
  },
  {
    endpoint: 'team',
    url: '/about',
    message: 'Error fetching team:',
    scope: (page) => region(page, 'Leadership team'),
    shows: async (page) => expect(region(page, 'Leadership team').getByRole('listitem').first()).toBeVisible(),
    rest: async (page) => {
      await expect(h1(page)).toHaveText('About us')
      await expect(region(page, 'Our values').getByRole('heading', { level: 3 })).toHaveCount(4)
    },
    breakBody: (body) => withChange(body, (b) => (dataItem(b).name = null)),
  },
  {
    endpoint: 'faq',
    url: '/faq',
    message: 'Error fetching FAQs:',
    scope: main,
    shows: faqQuestions,
    breakBody: (body) => withChange(body, (b) => delete dataItem(b).question),
  },
  {
    endpoint: 'testimonials',
    url: '/faq',
    message: 'Error fetching testimonials:',
    scope: (page) => region(page, 'What our investors say'),
    shows: async (page) => expect(region(page, 'What our investors say').locator('figure').first()).toBeVisible(),
    rest: faqQuestions,
    breakBody: (body) => withChange(body, (b) => (dataItem(b).image = '')),
  },
  {
    endpoint: 'fundHouses',
    url: '/amcs',
    message: 'Error fetching fund houses:',
    scope: main,
    shows: async (page) => expect(main(page).getByRole('link', { name: new RegExp(`^${AMC}`) })).toBeVisible(),
    breakBody: (body) => withChange(body, (b) => (dataItem(b).id = '1')),
  },
  {
    endpoint: 'fundHouseDetails',
    path: endpointPath('fundHouseDetails').replace(':id', '1'),
    url: `/company-details/1/${amc}`,
    message: 'Error fetching company details:',
    scope: main,
    shows: async (page) => expect(h1(page)).toHaveText(HOUSE),
    breakBody: (body) => withChange(body, (b) => ((b as { data: Obj }).data.fund_house_name = '')),
  },
  {
    endpoint: 'allFundsByAmc',
    url: `/company-details/1/${amc}`,
    message: 'Error fetching mutual funds:',
    scope: (page) => region(page, 'Funds'),
    shows: async (page) =>
      // The rows' links (the column headers are links too).
      expect(page.getByRole('table', { name: 'Funds of this fund house' }).locator('tbody').getByRole('link')).toHaveCount(5),
    rest: async (page) => {
      await expect(h1(page)).toHaveText(HOUSE)
      await expect(page.getByRole('heading', { name: 'Key Information' })).toBeVisible()
    },
    // The envelope of the index calls around a list the contract sends bare.
    breakBody: (body) => ({ data: body }),
  },
  {
    endpoint: 'fundsByCategory',
    url: '/investment-products/large',
    message: 'Error fetching mutual funds:',
    scope: main,
    shows: async (page) => {
      await expect(h1(page)).toHaveText('Large Cap funds')
      await expect(main(page).getByRole('link', { name: /Large Cap/ }).first()).toBeVisible()
    },
    breakBody: (body) => withChange(body, (b) => (listItem(b).latestNAV = '812.34')),
  },
  {
    endpoint: 'fundNav',
    url: `/fundchart/101011/${amc}`,
    message: 'Error fetching chart data:',
    scope: main,
    shows: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: DIRECT })).toBeVisible()
      await expect(page.getByTestId('nav-line')).toBeVisible()
    },
    breakBody: (body) =>
      withChange(body, (b) => ((b as { navHistory: Obj[] }).navHistory[0]!.date = '2026-11-20')),
  },
  {
    endpoint: 'fundsByAmc',
    url: `/fund-names/1/${amc}`,
    message: 'Error fetching mutual funds:',
    scope: main,
    shows: async (page) => {
      await expect(h1(page)).toHaveText('Fund Categories and Listings')
      await expect(page.getByRole('table', { name: `Funds of ${AMC}` }).getByRole('link', { name: DIRECT })).toBeVisible()
    },
    breakBody: (body) => withChange(body, (b) => (listItem(b).schemeCode = null)),
  },
]

const spinner = (page: Page) => page.locator('[role="status"]').filter({ hasText: 'Loading' })

/** What the error state says for each fault (the ApiError kind the client made of it). */
const explanation: Record<Fault, RegExp> = {
  'http-500': /could not answer this request/,
  'network-error': /could not reach the server/,
  'stall-15s': /took too long to answer/,
  'malformed-json': /could not read/,
  'schema-break': /could not read/,
}

async function runCase(page: Page, call: Case, fault: Fault, { fakeClock = true } = {}) {
  const schema = responses[call.endpoint]
  const sentBodies: unknown[] = []
  const log = watchConsole(page)
  const { method } = endpoints[call.endpoint]
  const injected = await injectFault(
    page,
    {
      method,
      path: call.path ?? endpointPath(call.endpoint),
      breakBody: (body) => {
        const broken = call.breakBody(body)
        sentBodies.push(broken)
        return broken
      },
    },
    fault,
  )

  if (fault === 'stall-15s' && fakeClock) await page.clock.install()
  // The page is reached inside the app, so the browser makes the call under test (a document load
  // of call.url would bring its data with the server-rendered HTML, which no fault touches).
  await page.goto('/coming-soon')
  await navigateInApp(page, call.url)
  if (fault === 'stall-15s' && fakeClock) await outlastClientTimeout(page, injected, 2)

  // The error state, with Retry; no spinner left behind.
  const alert = call.scope(page).getByRole('alert')
  await expect(alert).toBeVisible({ timeout: fakeClock ? 10_000 : 30_000 })
  await expect(alert).toContainText(explanation[fault])
  const retry = alert.getByRole('button', { name: 'Retry' })
  await expect(retry).toBeVisible()
  await expect(spinner(page)).toHaveCount(0)
  await call.rest?.(page)

  // A transient fault is retried once, anything else not at all; either way one message.
  expect(injected.hits()).toBe(isTransient(fault) ? 2 : 1)
  await expect.poll(() => log.logged(call.message)).toBe(1)
  for (const body of sentBodies) expect(schema.safeParse(body).success, 'the injected body breaks the schema').toBe(false)

  // Lift the fault: Retry brings the data.
  await injected.lift()
  await retry.click()
  await call.shows(page)
  await expect(alert).toHaveCount(0)
  await call.rest?.(page)
  expect(log.logged(call.message)).toBe(1)
  expect(log.pageErrors).toEqual([])
}

const callName = (call: Case) => `${call.endpoint} on ${decodeURIComponent(call.url)}`

test.afterEach(async ({ page }) => {
  // The fault's route stays registered until now (support/faults.ts says why); a failed case may
  // also leave a stalled request held: let go of it without waiting.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

test.describe('fault injection', () => {
  for (const call of cases) {
    for (const fault of faults) {
      test(`${callName(call)} × ${fault}`, async ({ page }) => {
        await runCase(page, call, fault)
      })
    }
  }
})

test(`the fault table: ${cases.length} calls × ${faults.length} faults = ${cases.length * faults.length} cases`, () => {
  // Every call of the contract exactly once (the meta call is ours, not the contract's).
  expect(new Set(cases.map((c) => c.endpoint)).size).toBe(12)
  expect(cases).toHaveLength(12)
  expect(cases.length * faults.length).toBe(60)
  test.info().annotations.push({ type: 'fault cases', description: String(cases.length * faults.length) })
})

test('control: a real 15 s stall of fund-nav, with the real clock, ends in the error state', async ({ page }) => {
  // The cases above fast-forward the page's clock; this one waits the visitor's real ~21 s once
  // (10 s timeout, 1 s retry delay, 10 s timeout) to show the clock changes nothing.
  test.setTimeout(60_000)
  await runCase(page, cases.find((c) => c.endpoint === 'fundNav')!, 'stall-15s', { fakeClock: false })
})
