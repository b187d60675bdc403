import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './support/test'
import { costsResponses, type Costs } from '../../common/contract/costs-schemas'

/**
 * The fund page's Costs panel (issue 27) on the real server and test database (its TERs are the
 * fixtures', imported by tests/e2e/support/build-test-db.ts): the panel's figures and labels, its
 * parts, the TER's step chart and the plans' TER gap, checked against the server's own costs answer
 * rather than fixed figures; the panel in the server's HTML; axe at 375 and 1280 px and no sideways
 * scroll on a phone.
 */
const AMC = 'HDFC Mutual Fund'
const CODE = 101011
const URL_PATH = `/fundchart/${CODE}/${encodeURIComponent(AMC)}`

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const costsRegion = (page: Page) => page.getByRole('region', { name: 'Costs' })
const pct = (value: number) => `${value.toFixed(2)}%`

/** The server's costs answer for the fund, which the panel must show. */
async function costsAnswer(request: APIRequestContext): Promise<Costs> {
  const response = await request.get(`/api/v1/mutual_fund/scheme/${CODE}/costs`)
  expect(response.status(), await response.text()).toBe(200)
  const costs = costsResponses.costs.parse(await response.json()).data
  expect(costs, `the test database has no TER for ${CODE}`).not.toBeNull()
  return costs!
}

async function open(page: Page) {
  await page.goto(URL_PATH)
  await expect(h1(page)).toHaveText('Mutual Fund Details')
  await expect(costsRegion(page).getByTestId('ter')).toBeVisible()
}

test('the Costs panel shows the TER, the other plan, its peers, the rupees and the parts', async ({ page, request }) => {
  const costs = await costsAnswer(request)
  await open(page)
  const region = costsRegion(page)
  await expect(region.getByRole('heading', { level: 2, name: 'Costs' })).toBeVisible()

  const ter = region.getByTestId('ter')
  await expect(ter).toContainText(/^TER as of \d{1,2} [A-Z][a-z]{2,3} \d{4} \(AMFI\)/)
  await expect(ter).toContainText(pct(costs.ter.total))
  await expect(region.getByTestId('other-plan-ter')).toContainText(/^(Direct|Regular) plan's TER/)
  if (costs.otherPlanTer) await expect(region.getByTestId('other-plan-ter')).toContainText(pct(costs.otherPlanTer.total))
  await expect(region.getByTestId('category-median')).toContainText(/^Category median(\d+\.\d{2}%|–not available)of (Direct|Regular) plans in /)
  await expect(region.getByTestId('category-rank')).toContainText(/^Rank, 1 = cheapest/)
  if (costs.categoryRank !== null) {
    await expect(region.getByTestId('category-rank')).toContainText(new RegExp(`(Cheapest|\\d+(st|nd|rd|th) cheapest)of ${costs.of} `))
  }
  // Rupees with Indian grouping: the sum and the cost.
  await expect(region.getByTestId('yearly-cost')).toHaveText(/^Each year on ₹1,00,000₹(\d{1,2},)*\d{1,3}at this TER$/)
  await expect(region.getByTestId('ten-year-cost')).toContainText(/^Over 10 years on ₹1,00,000₹(\d{1,2},)*\d{1,3}at (this fund's 5-year return, −?[\d.]+% a year|an assumed 10% a year, as )/)

  const parts = region.getByRole('table', { name: 'What the TER is made of' })
  for (const name of [/^Base/, /^Regulation 52\(6A\)\(b\)/, /^Regulation 52\(6A\)\(c\)/, /^GST/, /^Total \(TER\)/]) {
    await expect(parts.getByRole('rowheader', { name })).toBeVisible()
  }
  await expect(parts.getByRole('rowheader', { name: /^Total/ }).locator('xpath=..')).toContainText(pct(costs.ter.total))

  // The plans' TER gap, beside the return gap.
  if (costs.otherPlanTer) {
    await expect(page.getByRole('region', { name: 'Direct vs Regular' }).getByTestId('ter-gap')).toHaveText(
      /^((Regular|Direct) costs \d+\.\d{2}% a year more \(TER \d+\.\d{2}% vs \d+\.\d{2}%\)|Both plans cost the same: TER \d+\.\d{2}% a year)\.$/,
    )
  }
})

test("the TER's history is a step chart, one step per change, named, described and read on hover", async ({ page, request }) => {
  const costs = await costsAnswer(request)
  expect(costs.history.length).toBeGreaterThan(0)
  await open(page)
  const region = costsRegion(page)
  await expect(region.getByRole('heading', { level: 3, name: 'The TER over time' })).toBeVisible()
  const line = region.getByTestId('ter-line')
  await expect(line).toBeVisible()
  // A path with at least one step: moves and lines, not an empty drawing.
  expect(await line.getAttribute('d')).toMatch(/^M[\d.-]+,[\d.-]+(L[\d.-]+,[\d.-]+)+$/)
  await expect(region.getByTestId('ter-change')).toHaveCount(costs.history.length)
  await expect(region.getByTestId('ter-summary')).toHaveText(/^TER from \d{1,2} \w{3,4} \d{4} to \d{1,2} \w{3,4} \d{4}: /)
  await expect(region.getByRole('table', { name: /^Changes of the TER of the (Direct|Regular) plan$/ }).getByRole('row')).toHaveCount(costs.history.length + 1)

  const plot = region.getByRole('group', { name: /^TER history of the (Direct|Regular) plan\./ })
  await plot.hover()
  await expect(region.getByTestId('ter-tooltip')).toHaveText(/^From \d{1,2} \w{3,4} \d{4}TER \d+\.\d{2}%$/)
  // Its frame keeps the height reserved for it: nothing below moved when it was drawn.
  expect((await plot.boundingBox())!.height).toBe(200)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("the server's HTML carries the panel, its figures and its chart's place", async ({ page }) => {
    await page.goto(URL_PATH)
    const region = costsRegion(page)
    await expect(region.getByTestId('ter')).toContainText(/^TER as of .+ \(AMFI\)\d+\.\d{2}%/)
    await expect(region.getByRole('table', { name: 'What the TER is made of' })).toBeVisible()
    await expect(region.getByTestId('ter-summary')).toHaveText(/^TER from /)
    // No spinner: the loader waited for the costs, and the server rendered the lazy panel.
    await expect(region.getByRole('status')).toHaveCount(0)
  })
})

test('axe finds nothing serious at 375 and 1280 px with the panel shown, and a phone never scrolls sideways', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 375, height: 800 })
  await open(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Returns', exact: true })).toBeVisible()
  await costsRegion(page).scrollIntoViewIfNeeded()
  await expect(costsRegion(page).getByTestId('ter-line')).toBeVisible()
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    // Two frames: the resize's re-layout and the chart's redraw at its new width have happened.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await expect(costsRegion(page).getByTestId('ter-line')).toBeVisible()
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .options({ resultTypes: ['violations'] })
      .analyze()
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    if (width === 375) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
    }
  }
})
