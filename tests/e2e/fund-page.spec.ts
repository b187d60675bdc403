import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './support/test'
import { waitForHydration } from './support/client-navigation'
import { analyticsResponses } from '../../common/contract/analytics-schemas'
import { responses } from '../../common/contract/schemas'

/**
 * The fund page's additions (issue: fund page) on the real server and test database: the chart's
 * period control, the SIP calculator against the API's own answer, the CSV download, and axe with
 * every panel shown at 375 and 1280 px.
 */
const AMC = 'HDFC Mutual Fund'
const CODE = 101011
const URL_PATH = `/fundchart/${CODE}/${encodeURIComponent(AMC)}`
const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

async function open(page: Page, path = URL_PATH) {
  await page.goto(path)
  await expect(h1(page)).toHaveText('Mutual Fund Details')
  await expect(page.getByRole('heading', { level: 2, name: 'Returns', exact: true })).toBeVisible()
}

/** API requests the page makes from now on (the layout's meta call aside). */
function recordApi(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/v1/meta') seen.push(`${request.method()} ${url.pathname}`)
  })
  return seen
}

test('the period control changes the address and the shown return without a request', async ({ page }) => {
  await open(page)
  const shown = page.getByTestId('period-return')
  await expect(shown).toContainText('Since first NAV return:')
  const before = await shown.textContent()
  // The periods are links: clicked before hydration they load the page again (with its own
  // requests). This test is about the hydrated page switching in place.
  await waitForHydration(page)
  const requests = recordApi(page)
  const periods = page.getByRole('group', { name: 'Chart period' })
  await periods.getByRole('link', { name: '1Y', exact: true }).click()
  await expect(page).toHaveURL(/[?&]period=1Y\b/)
  await expect(shown).toContainText('1Y return:')
  await expect(shown).toContainText('(CAGR, a year)')
  expect(await shown.textContent()).not.toBe(before)
  await periods.getByRole('link', { name: '3M', exact: true }).click()
  await expect(shown).toContainText('(absolute)')
  await expect(page.getByTestId('nav-line')).toBeVisible()
  expect(requests).toEqual([])
  // The address reproduces the view.
  await open(page, `${URL_PATH}?period=3M`)
  await expect(page.getByRole('group', { name: 'Chart period' }).getByRole('link', { name: '3M', exact: true })).toHaveAttribute('aria-current', 'page')
})

test("the SIP calculator's result is the API's SIP answer on the same inputs", async ({ page, request }) => {
  await open(page)
  await page.getByRole('button', { name: 'Calculate' }).click()
  // The inputs as the visitor sees them, sent by the test itself.
  const form = page.getByRole('form', { name: 'SIP calculator' })
  const amount = Number((await form.getByLabel(/^Monthly amount/).inputValue()).replace(/[^\d]/g, ''))
  const [y, m, d] = (await form.getByLabel(/^Start date/).inputValue()).split('-')
  const day = Number(await form.getByLabel(/^Day of the month/).inputValue())
  const body = { schemeCode: CODE, amount, from: `${d}-${m}-${y}`, day }
  const answer = await request.post('/api/v1/mutual_fund/sip/', { data: body })
  expect(answer.status(), await answer.text()).toBe(200)
  const sip = analyticsResponses.sip.parse(await answer.json()).data
  const rupees = (value: number) => `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  const result = page.getByRole('region', { name: 'SIP result' })
  await expect(result).toContainText(rupees(sip.invested))
  await expect(result).toContainText(rupees(sip.value))
  await expect(result).toContainText(String(sip.installments))
})

test('Download NAV history (CSV) writes every NAV of the fund', async ({ page, request }) => {
  await open(page)
  const fund = responses.fundNav.parse(await (await request.post('/api/v1/mutual_fund/fund-nav/', { data: { schemeCode: CODE, amc_name: AMC } })).json())
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download NAV history (CSV)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`nav-history-${CODE}.csv`)
  const lines = readFileSync((await file.path())!, 'utf8').trim().split('\r\n')
  expect(lines[0]).toBe(`Scheme,${fund.schemeName}`)
  expect(lines[1]).toBe('Date,NAV')
  expect(lines).toHaveLength(fund.navHistory.length + 2)
})

test('axe finds nothing serious at 375 and 1280 px with every panel shown', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 375, height: 800 })
  await open(page)
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(page.getByRole('img', { name: /invested/i })).toBeVisible()
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .options({ resultTypes: ['violations'] })
      .analyze()
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    // Nothing scrolls sideways on a phone; the returns table scrolls inside itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
  }
})

test('the breadcrumb leads back to the fund house and home', async ({ page }) => {
  await open(page)
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  await expect(crumbs.getByRole('link', { name: 'AMCS' })).toHaveAttribute('href', '/amcs')
  await crumbs.getByRole('link', { name: AMC }).click()
  await expect(page).toHaveURL(/\/company-details\/1\/HDFC(%20| )Mutual(%20| )Fund$/)
  await expect(h1(page)).toHaveText('HDFC Asset Management Company Limited')
  // The lookup replaced its own history entry: Back is the fund page again.
  await page.goBack()
  await expect(h1(page)).toHaveText('Mutual Fund Details')
})

test('the keyboard reaches the period control and the calculator, and uses them', async ({ page }) => {
  await open(page)
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeVisible()
  /** Presses Tab until the locator has focus (at most `max` presses). */
  const tabTo = async (name: string, max = 80) => {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab')
      if (await page.evaluate((label) => document.activeElement?.textContent?.trim() === label, name)) return
    }
    throw new Error(`Tab never reached ${name}`)
  }
  await tabTo('1Y')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/[?&]period=1Y\b/)
  await tabTo('Calculate')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: 'SIP result' })).toBeVisible()
})
