import { expect, test } from './support/test'
import { canonicalJson, recordApiRequests } from './support/journey'

/**
 * Issue 13's journey: from the home page, type a fund's name in the header's search, open it, add
 * it to compare; find a second fund through the results page, add it too; open the compare page
 * from the tray and read both. Its request budget: every datum is asked for once (keyed by method,
 * path with query string, and POST body). Fixture facts (mocks/README.md): 104011 is Axis Large
 * Cap Fund - Direct Plan - Growth of "Axis Mutual Fund", 101012 HDFC Large Cap Fund - Regular Plan
 * - Growth of "HDFC Mutual Fund".
 */
const AXIS = { schemeCode: 104011, name: 'Axis Large Cap Fund - Direct Plan - Growth', amcName: 'Axis Mutual Fund' }
const HDFC = { schemeCode: 101012, name: 'HDFC Large Cap Fund - Regular Plan - Growth', amcName: 'HDFC Mutual Fund' }

/** The data the journey shows besides the search answers, once each (written down, not observed). */
const DISTINCT_DATA = [
  // Home's blogs, fund houses and trending funds come with its server-rendered document (issue 14):
  // the browser never asks for them.
  // The Axis fund page.
  `POST /api/v1/mutual_fund/fund-nav/ ${canonicalJson({ schemeCode: AXIS.schemeCode, amc_name: AXIS.amcName })}`,
  `GET /api/v1/mutual_fund/scheme/${AXIS.schemeCode}/performance`,
  // Its Costs panel (issue 27).
  `GET /api/v1/mutual_fund/scheme/${AXIS.schemeCode}/costs`,
  // The compare page: only the fund not visited yet; the Axis fund comes from the cache.
  `POST /api/v1/mutual_fund/fund-nav/ ${canonicalJson({ schemeCode: HDFC.schemeCode, amc_name: HDFC.amcName })}`,
  `GET /api/v1/mutual_fund/scheme/${HDFC.schemeCode}/performance`,
  // Its TER row (issue 27): the Axis fund's costs come from the cache.
  `GET /api/v1/mutual_fund/scheme/${HDFC.schemeCode}/costs`,
]

test('find a fund by name, compare it with another, and ask for each datum once', async ({ page }) => {
  test.setTimeout(120_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const recorder = await recordApiRequests(page)

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: /invest in mutual funds/i })).toBeVisible()

  // Type the first fund's name; the dropdown lists it first; Enter on the highlighted option opens it.
  const search = page.getByRole('combobox', { name: 'Search funds and fund houses' })
  await search.click()
  await search.pressSequentially('axis large direct', { delay: 40 })
  const firstOption = page.getByRole('listbox').getByRole('option').first()
  // The answer for the whole text, not an earlier text's list kept while it loads: a list that is
  // replaced after ArrowDown drops the highlight, and Enter would then open the results page.
  await expect(page.getByRole('listbox')).not.toHaveAttribute('aria-busy', 'true')
  await expect(firstOption).toContainText(AXIS.name)
  await search.press('ArrowDown')
  await expect(search).toHaveAttribute('aria-activedescendant', (await firstOption.getAttribute('id'))!)
  await search.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/fundchart/${AXIS.schemeCode}/`))
  await expect(page.getByRole('heading', { level: 2, name: AXIS.name })).toBeVisible()
  await page.getByRole('button', { name: `Add to compare: ${AXIS.name}` }).click()

  // The second through the results page (Enter with nothing highlighted).
  await search.click()
  await search.fill('hdfc large regular')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=hdfc(\+|%20)large(\+|%20)regular/)
  await page.getByRole('main').getByRole('button', { name: `Add to compare: ${HDFC.name}` }).click()

  // The tray holds both; its link opens the compare page with both codes.
  const tray = page.getByRole('region', { name: 'Funds to compare' })
  await tray.getByRole('link', { name: /compare \(2\)/i }).click()
  await expect(page).toHaveURL(new RegExp(`/compare\\?codes=${AXIS.schemeCode}(%2C|,)${HDFC.schemeCode}`))
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: AXIS.name }).first()).toBeVisible()
  await expect(main.getByRole('link', { name: HDFC.name }).first()).toBeVisible()
  // Both funds' figures side by side, and the chart drawn with a line per fund.
  await expect(main.getByRole('table').first()).toContainText('1Y')
  await expect(main.getByRole('img', { name: /indexed to 100/i })).toBeVisible()

  const counts = await recorder.counts()
  await recorder.stop()
  // The search answers: whatever texts the debounce let through, each asked once.
  const searches = Object.keys(counts).filter((key) => key.startsWith('GET /api/v1/mutual_fund/search?'))
  expect(searches.length).toBeGreaterThan(0)
  for (const key of searches) expect(counts[key], key).toBe(1)
  const rest = Object.fromEntries(Object.entries(counts).filter(([key]) => !searches.includes(key)))
  expect(rest).toEqual(Object.fromEntries(DISTINCT_DATA.map((key) => [key, 1])))
  expect(errors).toEqual([])
})
