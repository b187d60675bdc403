import { expect, test, type Page } from './support/test'
import { responses } from '../../common/contract/schemas'
import { navigateInApp } from './support/client-navigation'

const fundNavSchema = responses.fundNav

// Fixture facts (mocks/README.md): house 1 is HDFC Mutual Fund ("HDFC Asset Management Company
// Limited"); 101011 / 101012 are its Large Cap Fund Direct / Regular Plan.
const HOUSE = 'HDFC Asset Management Company Limited'
const DIRECT = 'HDFC Large Cap Fund - Direct Plan - Growth'
const REGULAR = 'HDFC Large Cap Fund - Regular Plan - Growth'

/**
 * Counts every API call by method and path, as the network sees them. (Chromium does not expose
 * the bodies ky streams, so two fund-nav calls for two funds that both showed are one call each.)
 * The layout's demo-notice call is not part of the journey.
 */
function countApiCalls(page: Page) {
  const calls = new Map<string, number>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/api/') || url.pathname === '/api/v1/meta') return
    const key = `${request.method()} ${url.pathname}`
    calls.set(key, (calls.get(key) ?? 0) + 1)
  })
  return calls
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

test('the fund journey asks for each piece of data exactly once', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const calls = countApiCalls(page)

  await page.goto('/amcs')
  await expect(h1(page)).toHaveText('Asset Management Companies')
  await page.getByRole('main').getByRole('link', { name: /^HDFC Mutual Fund/ }).click()
  await expect(h1(page)).toHaveText(HOUSE)

  // Filter Equity / Large Cap: the category a native disclosure, the subcategory a link.
  const equity = page.locator('details[data-category="Equity"]')
  const largeCap = equity.getByRole('link', { name: 'Large Cap', exact: true })
  await equity.locator('summary').click()
  await largeCap.click()
  await expect(largeCap).toHaveAttribute('aria-current', 'true')
  await expect(page).toHaveURL(/category=Equity&subcategory=Large(%20|\+)Cap/)
  const table = page.getByRole('table', { name: 'Funds of this fund house' })
  // The rows' links (the column headers are links too).
  await expect(table.locator('tbody').getByRole('link')).toHaveText([DIRECT, REGULAR])

  // The fund page, with its chart.
  await table.getByRole('link', { name: DIRECT }).click()
  await expect(h1(page)).toHaveText('Mutual Fund Details')
  await expect(page.getByRole('heading', { level: 2, name: DIRECT })).toBeVisible()
  await expect(page.getByTestId('nav-line')).toHaveAttribute('d', /^M[\d.,L-]{500,}$/)

  // Back: the filter is still applied, and a click on the other fund's row opens it.
  await page.goBack()
  await expect(h1(page)).toHaveText(HOUSE)
  await expect(largeCap).toHaveAttribute('aria-current', 'true')
  await table.getByRole('row').filter({ hasText: REGULAR }).getByRole('cell').nth(1).click()
  await expect(page.getByRole('heading', { level: 2, name: REGULAR })).toBeVisible()
  await expect(page.getByTestId('nav-line')).toBeVisible()

  expect(Object.fromEntries(calls)).toEqual({
    // The fund-house list of /amcs came with its server-rendered document: never asked for.
    'GET /api/v1/mutual_fund/fund_house/1/details': 1,
    'POST /api/v1/mutual_fund/all-funds-by-amc/': 1,
    // The table's 1Y/3Y/5Y columns: one call for the house.
    'GET /api/v1/mutual_fund/fund_house/1/returns': 1,
    // 101011 and 101012, both shown above: one call each, for their NAVs and for their figures.
    'POST /api/v1/mutual_fund/fund-nav/': 2,
    'GET /api/v1/mutual_fund/scheme/101011/performance': 1,
    'GET /api/v1/mutual_fund/scheme/101012/performance': 1,
    // And what each costs (the Costs panel and the plans' TER gap): one call each.
    'GET /api/v1/mutual_fund/scheme/101011/costs': 1,
    'GET /api/v1/mutual_fund/scheme/101012/costs': 1,
  })
  expect(errors).toEqual([])
})

test('the chart draws, and hovering shows the date and NAV of the nearest point', async ({ page }) => {
  await page.goto(`/fundchart/101011/${encodeURIComponent('HDFC Mutual Fund')}`)
  const line = page.getByTestId('nav-line')
  await expect(line).toHaveAttribute('stroke-width', '2')
  const box = (await line.boundingBox())!
  expect(box.width).toBeGreaterThan(300)
  expect(await page.locator('svg').filter({ has: line }).evaluate((svg) => svg.getBoundingClientRect().height)).toBe(300)

  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5)
  const tooltip = page.getByTestId('nav-tooltip')
  await expect(tooltip).toBeVisible()
  await expect(tooltip).toHaveText(/^\d{1,2} [A-Z][a-z]{2,3} 20\d\dNAV ₹[\d,]+\.\d{2}$/)
  await expect(page.getByTestId('nav-crosshair')).toBeVisible()
  const first = await tooltip.textContent()

  await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.5)
  await expect(tooltip).not.toHaveText(first!)
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height + 200)
  await expect(tooltip).toBeHidden()

  // The axes read as dates and rupees.
  const ticks = await page.locator('.visx-axis-tick text').allTextContents()
  expect(ticks.some((t) => /^₹[\d,.]+$/.test(t))).toBe(true)
  expect(ticks.some((t) => /^[A-Z][a-z]{2,3} 20\d\d$/.test(t))).toBe(true)
})

test('a fund without NAV history says the chart is unavailable', async ({ page }) => {
  // An AMFI file cannot hold a scheme without NAVs, so the server's test database has none: the
  // answer for such a fund (a new fund offer) is stubbed, shaped by the shared schema.
  const detail = fundNavSchema.parse({
    logo: '/logos/axis-mutual-fund.svg',
    schemeName: 'Axis Nifty 500 Index Fund - Direct Plan - Growth',
    oneMonthReturn: null,
    oneDayReturn: null,
    latestNAV: 10,
    latestNAVDate: '20-11-2026',
    fundHouse: 'Axis Mutual Fund',
    schemeType: 'Open Ended Schemes',
    category: 'Other Scheme - Index Funds',
    navHistory: [],
  })
  await page.route('**/api/v1/mutual_fund/fund-nav/', (route) => route.fulfill({ json: detail }))
  // Reached inside the app, so the browser asks for its NAVs (a document load would bring the server's).
  await page.goto('/coming-soon')
  await expect(h1(page)).toHaveText('Coming soon')
  await navigateInApp(page, `/fundchart/104901/${encodeURIComponent('Axis Mutual Fund')}`)
  await expect(page.getByText('The chart is currently unavailable')).toBeVisible()
})

test('a returning visitor sees fresh pages at once, with no request', async ({ page }) => {
  await page.goto('/amcs')
  await expect(h1(page)).toHaveText('Asset Management Companies')
  await page.getByRole('main').getByRole('link', { name: /^HDFC Mutual Fund/ }).click()
  await expect(h1(page)).toHaveText(HOUSE)

  // The cache is saved to IndexedDB (throttled to once a second).
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              const open = indexedDB.open('mf-explorer')
              open.onsuccess = () => {
                const get = open.result.transaction('query-cache').objectStore('query-cache').get('query-cache')
                get.onsuccess = () => resolve(String(get.result ?? ''))
                get.onerror = () => resolve('')
              }
              open.onerror = () => resolve('')
            }),
        ),
    )
    .toContain('all-funds-by-amc')

  const calls = countApiCalls(page)
  await page.reload()
  await expect(h1(page)).toHaveText(HOUSE)
  // The rows' links (the column headers are links too).
  await expect(page.getByRole('table', { name: 'Funds of this fund house' }).locator('tbody').getByRole('link')).toHaveCount(5)
  await page.goto('/amcs')
  await expect(page.getByRole('main').getByRole('link', { name: /^HDFC Mutual Fund/ })).toBeVisible()
  expect(Object.fromEntries(calls)).toEqual({})
})
