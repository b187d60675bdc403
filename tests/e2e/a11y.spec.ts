import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from './support/test'
import { navigateInApp } from './support/client-navigation'

/**
 * axe-core on every route of the spec and on the states a visitor reaches (the enquiry popup, the
 * mobile menu, a filtered company page, an expanded FAQ answer), at 375 px and 1280 px, after the
 * page's data has shown. WCAG 2.0-2.2 A and AA rules and axe's best practices; a serious or
 * critical violation fails (moderate ones, e.g. axe's duplicate-banner count of Mantine's modal
 * header, are not gated).
 *
 * One test per route, both widths inside it, so the run stays short.
 * Fixture facts (mocks/README.md): house 1 is HDFC Mutual Fund ("HDFC Asset Management Company
 * Limited"); 101011 is its Large Cap Fund - Direct Plan - Growth.
 */
const AMC = encodeURIComponent('HDFC Mutual Fund')
const HOUSE = 'HDFC Asset Management Company Limited'
const WIDTHS = [375, 1280] as const
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const FAILING_IMPACTS = new Set(['serious', 'critical'])

type Route = { path: string; heading: string | RegExp; ready?: (page: Page) => Locator }

const routes: Route[] = [
  { path: '/', heading: /invest in mutual funds/i, ready: (page) => page.getByRole('region', { name: 'Blog posts' }) },
  { path: '/about', heading: /about us/i },
  { path: '/faq', heading: /frequently asked questions/i },
  { path: '/contact', heading: 'Get In Touch' },
  { path: '/amcs', heading: 'Asset Management Companies', ready: (page) => page.getByRole('main').getByRole('link', { name: /^HDFC Mutual Fund/ }) },
  {
    path: `/company-details/1/${AMC}`,
    heading: HOUSE,
    ready: (page) => page.getByRole('table', { name: 'Funds of this fund house' }),
  },
  { path: `/fund-names/1/${AMC}`, heading: 'Fund Categories and Listings', ready: (page) => page.getByRole('table').first() },
  { path: `/fundchart/101011/${AMC}`, heading: 'Mutual Fund Details', ready: (page) => page.getByTestId('nav-line') },
  { path: '/investment-products/equity', heading: 'High Return funds' },
  { path: '/investment-products/large', heading: 'Large Cap funds' },
  { path: '/investment-products/mid', heading: 'Mid Cap funds' },
  { path: '/investment-products/small', heading: 'Small Cap funds' },
  { path: '/investment-products/tax', heading: 'Tax Saving funds' },
  { path: '/coming-soon', heading: 'Coming soon' },
  { path: '/data', heading: 'About the data', ready: (page) => page.getByRole('table', { name: 'Updates from AMFI' }) },
  { path: '/loader', heading: 'Loading' },
  { path: '/poppup', heading: 'Need More Details', ready: (page) => page.getByRole('dialog', { name: 'Need More Details' }) },
  { path: '/no-such-page', heading: 'Page not found' },
]

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

/** Waits for the heading, the route's own data, the data-source strip and every image. */
async function settle(page: Page, route: Route) {
  // A first page load on a busy machine can take longer than expect's 5 s.
  await expect(h1(page)).toHaveText(route.heading, { timeout: 15_000 })
  if (route.ready) await expect(route.ready(page).first()).toBeVisible()
  await expect(page.getByText(/^(Demo data: NAV history is simulated|NAVs from AMFI, latest .+)$/)).toBeVisible()
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || image.loading === 'lazy'),
  )
  // Two frames, so a resize's re-layout (and a carousel's update) has happened.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** Runs axe and returns the serious and critical violations, one readable line block each. */
async function axeFailures(page: Page, state: string): Promise<string[]> {
  // Only violations carry node details: much faster on long pages (60 collection cards).
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] }).analyze()
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 6)
        .map((node) => `      ${node.target.join(' ')}\n        ${node.failureSummary?.replace(/\n\s*/g, ' | ')}`)
        .join('\n')
      const more = violation.nodes.length > 6 ? `\n      … and ${violation.nodes.length - 6} more` : ''
      return `[${state}] ${violation.impact} ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`
    })
}

function expectNoFailures(failures: string[]) {
  // The count, with the list as the message: a diff of the list would print it twice.
  expect(failures.length, `axe found serious or critical violations:\n\n${failures.join('\n\n')}\n`).toBe(0)
}

// Two widths and axe (~1-3 s a run, far more on a busy machine) per test.
test.describe.configure({ timeout: 90_000 })

test.describe('axe: every route at 375 px and 1280 px', () => {
  for (const route of routes) {
    test(route.path, async ({ page }) => {
      const failures: string[] = []
      // One load, then the wider viewport: Mantine's responsive props are media queries and the
      // carousels follow resizes, so the page is the one a wide screen would load.
      await page.setViewportSize({ width: WIDTHS[0], height: 800 })
      await page.goto(route.path)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        await settle(page, route)
        failures.push(...(await axeFailures(page, `${route.path} @ ${width}px`)))
      }
      expectNoFailures(failures)
    })
  }
})

test.describe('axe: states a visitor reaches', () => {
  const companyRoute = routes.find((route) => route.path.startsWith('/company-details'))!

  /** Runs axe at both widths on the page as it stands (one load, then a resize). */
  async function atBothWidths(page: Page, state: string, route: Route, failures: string[]) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      await settle(page, route)
      failures.push(...(await axeFailures(page, `${state} @ ${width}px`)))
    }
  }

  test('the enquiry popup over the company page, and its alert', async ({ page }) => {
    await page.clock.install()
    const failures: string[] = []
    await page.setViewportSize({ width: WIDTHS[0], height: 800 })
    await page.goto(companyRoute.path)
    await settle(page, companyRoute)
    await page.clock.fastForward(30_000)
    const dialog = page.getByRole('dialog', { name: 'Need More Details' })
    await expect(dialog).toBeVisible()
    await atBothWidths(page, 'enquiry popup', companyRoute, failures)
    // An invalid send shows the alert dialog on top of the popup.
    await dialog.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(page.getByRole('alertdialog', { name: 'Error' })).toBeVisible()
    failures.push(...(await axeFailures(page, 'enquiry alert @ 1280px')))
    expectNoFailures(failures)
  })

  test('the mobile navigation menu, open at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    const failures: string[] = []
    for (const route of [routes[0]!, routes.find((r) => r.path.startsWith('/fundchart'))!]) {
      await page.goto(route.path)
      await settle(page, route)
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' })
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true })).toBeVisible()
      failures.push(...(await axeFailures(page, `mobile menu open on ${route.path}`)))
    }
    expectNoFailures(failures)
  })

  test('the company page with a filter applied, and with no fund to show', async ({ page }) => {
    const failures: string[] = []
    await page.setViewportSize({ width: WIDTHS[0], height: 800 })
    await page.goto(companyRoute.path)
    await settle(page, companyRoute)
    // The category is a native disclosure, its subcategories links (the chosen one aria-current).
    const equity = page.locator('details[data-category="Equity"]')
    await equity.locator('summary').click()
    await equity.getByRole('link', { name: 'Large Cap', exact: true }).click()
    await expect(equity.getByRole('link', { name: 'Large Cap', exact: true })).toHaveAttribute('aria-current', 'true')
    await expect(page).toHaveURL(/subcategory=Large/)
    await atBothWidths(page, 'company filtered Equity/Large Cap', companyRoute, failures)

    // The empty-state text: every house of the test database has every kind of fund, so the
    // fund list is stubbed empty.
    await page.route('**/api/v1/mutual_fund/all-funds-by-amc/', (route) => route.fulfill({ json: [] }))
    // Reached inside the app, so the stub answers (a document load would bring the server's list).
    await navigateInApp(page, `/company-details/2/${encodeURIComponent('ICICI Prudential Mutual Fund')}`)
    await expect(page.getByText('No mutual funds available for the selected filters.')).toBeVisible({ timeout: 15_000 })
    failures.push(...(await axeFailures(page, 'company without funds @ 1280px')))
    expectNoFailures(failures)
  })

  test('FAQ with another answer expanded', async ({ page }) => {
    const faqRoute = routes.find((route) => route.path === '/faq')!
    const failures: string[] = []
    await page.setViewportSize({ width: WIDTHS[0], height: 800 })
    await page.goto(faqRoute.path)
    await settle(page, faqRoute)
    // Native disclosures (<details name="faq">): one open at a time.
    const second = page.getByRole('main').locator('details').nth(1)
    await second.locator('summary').click()
    await expect(second).toHaveAttribute('open', '')
    await expect(page.getByRole('main').locator('details[open]')).toHaveCount(1)
    await atBothWidths(page, 'FAQ another answer open', faqRoute, failures)
    expectNoFailures(failures)
  })
})
