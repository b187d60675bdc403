import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './support/test'
import { waitForHydration } from './support/client-navigation'
import { analyticsResponses } from '../../common/contract/analytics-schemas'
import { formatPercent } from '../../src/lib/format'

/**
 * The compare page and tray (issue #13) on the real server and test database. Fixture facts
 * (mocks/README.md): 101011 is HDFC Large Cap Fund - Direct Plan - Growth of "HDFC Mutual Fund",
 * 102031 ICICI Prudential Small Cap Fund - Direct Plan - Growth of "ICICI Prudential Mutual Fund".
 */
const HDFC = { schemeCode: 101011, name: 'HDFC Large Cap Fund - Direct Plan - Growth', amcName: 'HDFC Mutual Fund' }
const ICICI = { schemeCode: 102031, name: 'ICICI Prudential Small Cap Fund - Direct Plan - Growth', amcName: 'ICICI Prudential Mutual Fund' }
const TWO = `/compare?codes=${HDFC.schemeCode},${ICICI.schemeCode}`
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

const figures = (page: Page) => page.getByRole('table', { name: 'Figures of the compared funds' })

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare funds')
}

async function seriousViolations(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 800 })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test("shows both funds' names, chart and figures as the API gives them", async ({ page, request }) => {
  await open(page, TWO)
  const table = figures(page)
  for (const fund of [HDFC, ICICI]) {
    await expect(table.getByRole('link', { name: fund.name })).toHaveAttribute('href', `/fundchart/${fund.schemeCode}/${encodeURIComponent(fund.amcName)}`)
  }
  await expect(page.getByRole('img', { name: /indexed to 100/i })).toBeVisible()
  await expect(page.getByTestId(`compare-line-${HDFC.schemeCode}`)).toBeVisible()
  await expect(page.getByTestId(`compare-line-${ICICI.schemeCode}`)).toBeVisible()

  const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) }).getByRole('cell')
  for (const [column, fund] of [HDFC, ICICI].entries()) {
    const answer = await request.get(`/api/v1/mutual_fund/scheme/${fund.schemeCode}/performance`)
    expect(answer.status()).toBe(200)
    const performance = analyticsResponses.performance.parse(await answer.json()).data
    const year = performance.returns.find((r) => r.period === '1Y')!
    await expect(row('1 year').nth(column)).toContainText(formatPercent(year.value))
    await expect(row('1 year').nth(column)).toContainText(`Rank ${year.rank} of ${year.of}`)
    await expect(row('Plan').nth(column)).toHaveText(performance.plan!)
    await expect(row('Category').nth(column)).toHaveText(`${performance.category} / ${performance.subcategory}`)
  }
  // The tray is hidden here; it holds the page's funds for the next page.
  await expect(page.getByRole('region', { name: 'Funds to compare' })).toHaveCount(0)
  await page.getByRole('link', { name: HDFC.name }).click()
  await expect(page.getByRole('heading', { level: 2, name: HDFC.name })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Funds to compare' }).getByRole('link', { name: 'Compare (2)' })).toBeVisible()
})

test('five codes: the first four are shown, with the message', async ({ page }) => {
  await open(page, '/compare?codes=101011,102031,103021,104011,105011')
  await expect(page.getByText('Only 4 funds can be compared; showing the first 4.')).toBeVisible()
  await expect(figures(page).getByRole('columnheader')).toHaveCount(5)
})

test('an unknown code shows a not-found card beside the known fund; Remove rewrites the address', async ({ page }) => {
  await open(page, `/compare?codes=${HDFC.schemeCode},999999`)
  const card = page.getByTestId('compare-not-found')
  await expect(card).toHaveText(/We could not find a fund with code 999999\. The link may be mistyped or the fund may have closed\./)
  await expect(figures(page).getByRole('link', { name: HDFC.name })).toBeVisible()
  await card.getByRole('button', { name: 'Remove code 999999 from the comparison' }).click()
  await expect(page).toHaveURL(new RegExp(`/compare\\?codes=${HDFC.schemeCode}$`))
  await expect(card).toHaveCount(0)
})

test('the tray: added on a fund page, fixed at the bottom without covering the page, and axe-clean', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(`/fundchart/${HDFC.schemeCode}/${encodeURIComponent(HDFC.amcName)}`)
  await page.getByRole('button', { name: `Add to compare: ${HDFC.name}` }).click()
  const tray = page.getByRole('region', { name: 'Funds to compare' })
  await expect(tray.getByRole('link', { name: 'Compare (1)' })).toHaveAttribute('href', `/compare?codes=${HDFC.schemeCode}`)

  // At the very bottom the footer ends above the bar: the page reserves the bar's height. Polled:
  // the fund page's lower sections arrive after its first paint and make the page longer.
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const [end, bar] = await Promise.all([footer.boundingBox(), tray.boundingBox()])
      return end!.y + end!.height - bar!.y
    })
    .toBeLessThanOrEqual(1)
  expect(await seriousViolations(page, 375)).toEqual([])
  expect(await seriousViolations(page, 1280)).toEqual([])
})

test('axe finds nothing serious on the compare page at 375 and 1280 px, and the page never scrolls sideways', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 375, height: 800 })
  await open(page, TWO)
  await expect(page.getByRole('img', { name: /indexed to 100/i })).toBeVisible()
  for (const width of [375, 1280]) {
    expect(await seriousViolations(page, width)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
  }
})

test('the keyboard reads the chart and switches its period', async ({ page }) => {
  await open(page, TWO)
  await page.getByRole('group', { name: 'Chart period' }).getByRole('link', { name: '1Y', exact: true }).click()
  await expect(page).toHaveURL(/[?&]period=1Y\b/)
  // A link clicked before hydration loads the page again: the chart reads keys once hydrated.
  await waitForHydration(page)
  const chart = page.getByRole('group', { name: /^Chart of the NAVs of 2 funds/ })
  await chart.focus()
  await page.keyboard.press('End')
  const tooltip = page.getByTestId('compare-tooltip')
  await expect(tooltip).toContainText(HDFC.name)
  await expect(tooltip).toContainText(ICICI.name)
  await page.keyboard.press('Home')
  await expect(tooltip.getByRole('listitem')).toHaveText([/100\.00$/, /100\.00$/])
})
