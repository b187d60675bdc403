import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test'
import { navigateInApp } from './support/client-navigation'
import { analyticsResponses, type ListReturn, type SearchHit } from '../../common/contract/analytics-schemas'
import { costsResponses } from '../../common/contract/costs-schemas'

/**
 * Issue 27 on the lists, the search results and the compare page, on the real server and the test
 * database (which carries the fixtures' TERs, mocks/fixtures/costs.ts, imported through the real
 * TER importer): the sortable TER column (cheapest first on the first click, an unknown TER last in
 * both directions), the "TER at most" filter kept in the address (a reload keeps it, a link removes
 * it, a GET form applies it without JavaScript), the search results' TER order and filter, the
 * compare page's TER row, and axe with no sideways page scroll at 375 px and 1280 px.
 *
 * Expected orders come from the API's own answers, compared as relations (each TER at most the
 * next, unknown ones last), never as written-down figures. Fixture facts (mocks/README.md): house 1
 * is HDFC Mutual Fund ("HDFC Asset Management Company Limited"); 101011 and 101012 are its Large Cap
 * Fund's Direct and Regular Growth plans; "equity" (High Return) holds 60 funds.
 */
const HOUSE_ID = 1
const AMC = 'HDFC Mutual Fund'
const HOUSE = 'HDFC Asset Management Company Limited'
const COMPANY_PATH = `/company-details/${HOUSE_ID}/${encodeURIComponent(AMC)}`
const FUND_NAMES_PATH = `/fund-names/${HOUSE_ID}/${encodeURIComponent(AMC)}`
const EQUITY_PATH = '/investment-products/equity'
const COMPANY_ROWS = 5
const PAGE_SIZE = 30
/** The TER column's head and sort button: "TER" on screen, its meaning for screen readers. */
const TER_HEAD = 'TER (total expense ratio, % a year)'
const TER_NOTE = 'TER at most 1.00% a year; funds whose TER is not known are left out'

type Ter = number | null
type Dir = 'asc' | 'desc'

// The enquiry popup opens every 30 s on these pages; its own specs cover it.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    try {
      sessionStorage.setItem('mf-explorer:enquiry-dismissed', '1')
    } catch {
      // No storage: the popup may open; nothing below depends on it being shut.
    }
  })
})

// ---------------------------------------------------------------------------------------------
// The API's answers, and what an order by TER means
// ---------------------------------------------------------------------------------------------

async function houseReturns(request: APIRequestContext): Promise<ListReturn[]> {
  const response = await request.get(`/api/v1/mutual_fund/fund_house/${HOUSE_ID}/returns`)
  expect(response.ok()).toBe(true)
  const rows = analyticsResponses.fundHouseReturns.parse(await response.json()).data
  // The test database carries TERs: without any, every check below would hold vacuously.
  expect(rows.filter((row) => row.ter !== null).length, 'TERs in the test database').toBeGreaterThan(COMPANY_ROWS)
  return rows
}

async function collectionReturns(request: APIRequestContext, collection: string): Promise<ListReturn[]> {
  const response = await request.get(`/api/v1/mutual_fund/collection/${collection}/returns`)
  expect(response.ok()).toBe(true)
  return analyticsResponses.collectionReturns.parse(await response.json()).data
}

/** The TERs of `rows` in the order a list sorted by TER shows them: by `dir`, unknown ones last. */
function sortedTers(rows: readonly { ter: Ter }[], dir: Dir): Ter[] {
  const known = rows.map((row) => row.ter).filter((ter): ter is number => ter !== null)
  known.sort((a, b) => (dir === 'asc' ? a - b : b - a))
  return [...known, ...rows.filter((row) => row.ter === null).map(() => null)]
}

/** Each known TER is on the right side of the next, and no known TER follows an unknown one. */
function expectOrdered(ters: readonly (Ter | undefined)[], dir: Dir) {
  expect(ters, 'every shown fund is in the answer').not.toContain(undefined)
  const firstUnknown = ters.indexOf(null)
  if (firstUnknown >= 0) expect(ters.slice(firstUnknown).every((ter) => ter === null), `unknown TERs last: ${ters.join(', ')}`).toBe(true)
  const known = ters.filter((ter): ter is number => ter !== null && ter !== undefined)
  for (let i = 1; i < known.length; i++) {
    expect(dir === 'asc' ? known[i - 1]! <= known[i]! : known[i - 1]! >= known[i]!, `${dir}: ${known.join(', ')}`).toBe(true)
  }
}

// ---------------------------------------------------------------------------------------------
// The page
// ---------------------------------------------------------------------------------------------

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const companyTable = (page: Page) => page.getByRole('table', { name: 'Funds of this fund house' })
const fundNamesTable = (page: Page) => page.getByRole('table', { name: `Funds of ${AMC}` })
const terHeader = (table: Locator) => table.getByRole('columnheader', { name: TER_HEAD, exact: true })
const terSelect = (page: Page) => page.getByRole('combobox', { name: 'TER at most' })
const removeLink = (page: Page) => page.getByRole('link', { name: 'Remove the TER filter' })

/** The scheme codes of the fund links in `links`, in document order. */
function codesOf(links: Locator): Promise<number[]> {
  return links.evaluateAll((anchors) => anchors.map((anchor) => Number(new URL((anchor as HTMLAnchorElement).href).pathname.split('/')[2])))
}

const rowCodes = (table: Locator) => codesOf(table.locator('tbody tr a[href^="/fundchart/"]'))
const cardCodes = (page: Page) => codesOf(page.getByRole('main').locator('ul > li a[href^="/fundchart/"]'))

/** The TER of each code, from an answer (undefined: a fund the answer does not have). */
const tersOf = (codes: readonly number[], rows: readonly { schemeCode: number; ter: Ter }[]) => {
  const byCode = new Map(rows.map((row) => [row.schemeCode, row.ter]))
  return codes.map((code) => byCode.get(code))
}

function searchOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams)
}

// ---------------------------------------------------------------------------------------------
// 1. Sorting a list by TER
// ---------------------------------------------------------------------------------------------

test('company page: the TER header sorts the whole house cheapest first, unknown last; again dearest first', async ({ page, request }) => {
  const returns = await houseReturns(request)
  await page.goto(COMPANY_PATH)
  await expect(h1(page)).toHaveText(HOUSE)
  const table = companyTable(page)
  await expect(table.locator('tbody tr')).toHaveCount(COMPANY_ROWS)
  await expect(terHeader(table)).not.toHaveAttribute('aria-sort')
  // The header names its meaning, and the abbreviation its tooltip.
  await expect(terHeader(table).locator('abbr')).toHaveAttribute('title', 'Total expense ratio, % a year')

  await terHeader(table).getByRole('link', { name: TER_HEAD }).click()
  await expect.poll(() => searchOf(page)).toMatchObject({ sort: 'ter', dir: 'asc' })
  await expect(terHeader(table)).toHaveAttribute('aria-sort', 'ascending')
  // The house's five cheapest, not the first five reordered.
  await expect.poll(async () => tersOf(await rowCodes(table), returns)).toEqual(sortedTers(returns, 'asc').slice(0, COMPANY_ROWS))
  const cheapest = sortedTers(returns, 'asc')[0]!
  await expect(table.locator('tbody tr').first().getByRole('cell').nth(5)).toHaveText(`${cheapest.toFixed(2)}%`)

  await terHeader(table).getByRole('link', { name: TER_HEAD }).click()
  await expect.poll(() => searchOf(page)).toMatchObject({ sort: 'ter', dir: 'desc' })
  await expect(terHeader(table)).toHaveAttribute('aria-sort', 'descending')
  await expect.poll(async () => tersOf(await rowCodes(table), returns)).toEqual(sortedTers(returns, 'desc').slice(0, COMPANY_ROWS))
})

test('/fund-names: an unknown TER goes last in both directions', async ({ page }) => {
  // Every HDFC fund has a TER in the fixtures: the real answer with two of them taken away, as for
  // schemes AMFI's report does not name. Reached inside the app, so the browser asks for it.
  let served: ListReturn[] = []
  await page.route(`**/api/v1/mutual_fund/fund_house/${HOUSE_ID}/returns`, async (route) => {
    const real = analyticsResponses.fundHouseReturns.parse(await (await route.fetch()).json()).data
    const cheapest = [...real].filter((row) => row.ter !== null).sort((a, b) => a.ter! - b.ter!)
    const blanked = new Set([cheapest[0]!.schemeCode, cheapest[3]!.schemeCode])
    served = real.map((row) => (blanked.has(row.schemeCode) ? { ...row, ter: null } : row))
    await route.fulfill({ json: { data: served } })
  })
  await page.goto('/coming-soon')
  await navigateInApp(page, `${FUND_NAMES_PATH}?sort=ter&dir=asc`)
  const table = fundNamesTable(page)
  await expect(terHeader(table)).toHaveAttribute('aria-sort', 'ascending')
  await expect.poll(() => served.length).toBeGreaterThan(0)
  await expect.poll(async () => tersOf(await rowCodes(table), served)).toEqual(sortedTers(served, 'asc'))
  expectOrdered(tersOf(await rowCodes(table), served), 'asc')
  // "–" on screen, read out as "not available".
  await expect(table.locator('tbody tr').last().getByRole('cell').nth(4)).toHaveText('–not available')

  await terHeader(table).getByRole('link', { name: TER_HEAD }).click()
  await expect(terHeader(table)).toHaveAttribute('aria-sort', 'descending')
  await expect.poll(async () => tersOf(await rowCodes(table), served)).toEqual(sortedTers(served, 'desc'))
  expectOrdered(tersOf(await rowCodes(table), served), 'desc')
})

// ---------------------------------------------------------------------------------------------
// 2. "TER at most", in the address
// ---------------------------------------------------------------------------------------------

test('/fund-names?terMax=1: only known TERs up to 1 %, said in the count; a reload keeps it; the link removes it', async ({ page, request }) => {
  const returns = await houseReturns(request)
  const cheap = returns.filter((row) => row.ter !== null && row.ter <= 1)
  expect(cheap.length).toBeGreaterThan(0)
  expect(cheap.length).toBeLessThan(returns.length)

  const expectFiltered = async () => {
    const table = fundNamesTable(page)
    await expect(terSelect(page)).toHaveValue('1')
    await expect(table.locator('tbody tr')).toHaveCount(cheap.length)
    const ters = tersOf(await rowCodes(table), returns)
    expect(ters.every((ter) => ter !== null && ter !== undefined && ter <= 1)).toBe(true)
    expectOrdered(ters, 'asc')
    await expect(page.getByText(`${cheap.length} funds (${TER_NOTE})`, { exact: true })).toBeVisible()
  }

  await page.goto(`${FUND_NAMES_PATH}?sort=ter&terMax=1`)
  await expect(h1(page)).toHaveText('Fund Categories and Listings')
  await expectFiltered()

  await page.reload()
  await expect(h1(page)).toHaveText('Fund Categories and Listings')
  expect(searchOf(page)).toEqual({ sort: 'ter', terMax: '1' })
  await expectFiltered()

  // Another ceiling from the select: the address follows.
  await terSelect(page).selectOption('0.75')
  await expect.poll(() => searchOf(page)).toEqual({ sort: 'ter', terMax: '0.75' })
  const cheaper = returns.filter((row) => row.ter !== null && row.ter <= 0.75)
  await expect(fundNamesTable(page).locator('tbody tr')).toHaveCount(cheaper.length)

  // Removed by its link: every fund again, and focus on the select the link stood under.
  await removeLink(page).click()
  await expect.poll(() => searchOf(page)).toEqual({ sort: 'ter' })
  await expect(fundNamesTable(page).locator('tbody tr')).toHaveCount(returns.length)
  await expect(terSelect(page)).toBeFocused()
  await expect(removeLink(page)).toHaveCount(0)
})

test('company page: the TER filter narrows the house, View More carries it, a malformed value is ignored', async ({ page, request }) => {
  const returns = await houseReturns(request)
  const cheap = returns.filter((row) => row.ter !== null && row.ter <= 1)
  await page.goto(`${COMPANY_PATH}?terMax=1`)
  await expect(h1(page)).toHaveText(HOUSE)
  await expect(terSelect(page)).toHaveValue('1')
  const table = companyTable(page)
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(COMPANY_ROWS, cheap.length))
  expect(tersOf(await rowCodes(table), returns).every((ter) => ter !== null && ter !== undefined && ter <= 1)).toBe(true)
  await expect(page.getByText(`Showing ${Math.min(COMPANY_ROWS, cheap.length)} of ${cheap.length} (${TER_NOTE})`, { exact: true })).toBeVisible()
  const viewMore = new URL((await page.getByRole('link', { name: 'View More' }).getAttribute('href')) ?? '', page.url())
  expect(viewMore.searchParams.get('terMax')).toBe('1')

  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  for (const bad of ['abc', '9', '1.255']) {
    const response = await page.goto(`${COMPANY_PATH}?terMax=${bad}`)
    expect(response?.status(), bad).toBe(200)
    await expect(h1(page)).toHaveText(HOUSE)
    await expect(terSelect(page)).toHaveValue('')
    await expect(page.getByText(`Showing ${COMPANY_ROWS} of ${returns.length}`, { exact: true })).toBeVisible()
  }
  expect(errors).toEqual([])
})

test('High Return: "TER, lowest first" and "TER at most" in the address, kept by a reload', async ({ page, request }) => {
  const returns = await collectionReturns(request, 'equity')
  const cheap = returns.filter((row) => row.ter !== null && row.ter <= 1)
  expect(cheap.length).toBeGreaterThan(0)
  await page.goto(EQUITY_PATH)
  await expect(h1(page)).toHaveText('High Return funds')

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'TER, lowest first' })
  await expect.poll(() => searchOf(page)).toEqual({ sort: 'ter' })
  await expect.poll(async () => tersOf(await cardCodes(page), returns)).toEqual(sortedTers(returns, 'asc').slice(0, PAGE_SIZE))

  await terSelect(page).selectOption('1')
  await expect.poll(() => searchOf(page)).toEqual({ sort: 'ter', terMax: '1' })
  const status = page.getByRole('main').getByRole('status')
  await expect(status).toHaveText(`Showing ${Math.min(PAGE_SIZE, cheap.length)} of ${cheap.length} funds (${TER_NOTE})`)
  await page.reload()
  await expect(h1(page)).toHaveText('High Return funds')
  await expect(status).toHaveText(`Showing ${Math.min(PAGE_SIZE, cheap.length)} of ${cheap.length} funds (${TER_NOTE})`)
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('ter')
  const ters = tersOf(await cardCodes(page), returns)
  expect(ters.every((ter) => ter !== null && ter !== undefined && ter <= 1)).toBe(true)
  expectOrdered(ters, 'asc')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filter form applies "TER at most" by GET, keeping the order; the server renders the filtered list; the link removes it', async ({ page, request }) => {
    const returns = await houseReturns(request)
    const cheap = returns.filter((row) => row.ter !== null && row.ter <= 1)
    await page.goto(`${FUND_NAMES_PATH}?sort=ter&dir=desc`)
    await expect(h1(page)).toHaveText('Fund Categories and Listings')
    await terSelect(page).selectOption('1')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect.poll(() => searchOf(page)).toMatchObject({ sort: 'ter', dir: 'desc', terMax: '1' })
    const table = fundNamesTable(page)
    await expect(terHeader(table)).toHaveAttribute('aria-sort', 'descending')
    await expect(table.locator('tbody tr')).toHaveCount(cheap.length)
    expectOrdered(tersOf(await rowCodes(table), returns), 'desc')

    await removeLink(page).click()
    await expect.poll(() => searchOf(page).terMax).toBeUndefined()
    await expect(table.locator('tbody tr')).toHaveCount(returns.length)
  })
})

// ---------------------------------------------------------------------------------------------
// 3. Search results
// ---------------------------------------------------------------------------------------------

test('/search: each fund shows its TER; ?sort=ter puts the cheapest first (unknown last); "TER at most" filters', async ({ page, request }) => {
  const response = await request.get('/api/v1/mutual_fund/search?q=axis&limit=50')
  expect(response.ok()).toBe(true)
  const funds = analyticsResponses.search.parse(await response.json()).data.filter((hit): hit is Extract<SearchHit, { kind: 'scheme' }> => hit.kind === 'scheme')
  expect(funds.filter((hit) => hit.ter !== null).length).toBeGreaterThan(1)
  const fundLinks = () => page.getByRole('main').getByRole('region', { name: 'Funds' }).locator('li a[href^="/fundchart/"]')

  await page.goto('/search?q=axis&sort=ter')
  await expect(h1(page)).toHaveText('Results for "axis"')
  await expect(page.getByRole('combobox', { name: 'Order funds by' })).toHaveValue('ter')
  await expect(fundLinks()).toHaveCount(funds.length)
  const sortedCodes = await codesOf(fundLinks())
  expectOrdered(tersOf(sortedCodes, funds), 'asc')
  // The facts line of each fund names its TER.
  const first = funds.find((hit) => hit.schemeCode === sortedCodes[0])!
  await expect(page.getByRole('main').getByRole('region', { name: 'Funds' }).getByRole('listitem').first()).toContainText(
    first.ter === null ? 'TER not known' : `TER ${first.ter.toFixed(2)}% a year`,
  )

  await terSelect(page).selectOption('1')
  await expect.poll(() => searchOf(page)).toEqual({ q: 'axis', sort: 'ter', terMax: '1' })
  const cheap = funds.filter((hit) => hit.ter !== null && hit.ter <= 1)
  await expect(fundLinks()).toHaveCount(cheap.length)
  const ters = tersOf(await codesOf(fundLinks()), funds)
  expect(ters.every((ter) => ter !== null && ter !== undefined && ter <= 1)).toBe(true)
  expectOrdered(ters, 'asc')
  await page.reload()
  await expect(fundLinks()).toHaveCount(cheap.length)
  await expect(terSelect(page)).toHaveValue('1')
})

// ---------------------------------------------------------------------------------------------
// 4. Compare
// ---------------------------------------------------------------------------------------------

test("compare: the TER row shows each fund's TER and its date; a Regular plan costs more than its Direct plan", async ({ page, request }) => {
  const codes = [101011, 101012]
  const answers = await Promise.all(
    codes.map(async (code) => {
      const response = await request.get(`/api/v1/mutual_fund/scheme/${code}/costs`)
      expect(response.ok()).toBe(true)
      return costsResponses.costs.parse(await response.json()).data
    }),
  )
  await page.goto(`/compare?codes=${codes.join(',')}`)
  await expect(h1(page)).toHaveText('Compare funds')
  const table = page.getByRole('table', { name: 'Figures of the compared funds' })
  const cells = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: TER_HEAD, exact: true }) }).getByRole('cell')
  await expect(cells).toHaveCount(2)
  const shown: number[] = []
  for (const [i, costs] of answers.entries()) {
    if (costs === null) {
      await expect(cells.nth(i)).toHaveText('–not available')
      continue
    }
    await expect(cells.nth(i)).toContainText(`${costs.ter.total.toFixed(2)}% a year`)
    await expect(cells.nth(i)).toContainText('as of')
    await expect(cells.nth(i).locator('time')).toHaveAttribute('datetime', costs.asOf.split('-').reverse().join('-'))
    shown.push(Number((await cells.nth(i).textContent())!.match(/(\d+\.\d{2})%/)![1]))
  }
  expect(shown).toHaveLength(2)
  expect(shown[0]!).toBeLessThan(shown[1]!)
})

// ---------------------------------------------------------------------------------------------
// 5. axe and no sideways page scroll, at 375 px and 1280 px
// ---------------------------------------------------------------------------------------------

const WIDTHS = [375, 1280] as const
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** The page's own data, the data-source strip and every eager image are there; a frame has passed. */
async function settle(page: Page, ready: Locator) {
  await expect(ready.first()).toBeVisible()
  await expect(page.getByText(/^(Demo data: NAV history is simulated|NAVs from AMFI, latest .+)$/)).toBeVisible()
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'))
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

async function axeFailures(page: Page, state: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `[${state}] ${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes.slice(0, 6).map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n\s*/g, ' | ')}`).join('\n')}`)
}

test.describe('axe and no sideways scroll with the TER column and filter', () => {
  test.describe.configure({ timeout: 90_000 })

  const states: { name: string; path: string; ready: (page: Page) => Locator }[] = [
    { name: 'company sorted by TER, TER at most 1', path: `${COMPANY_PATH}?sort=ter&dir=asc&terMax=1`, ready: (page) => companyTable(page) },
    { name: '/fund-names sorted by TER, TER at most 1', path: `${FUND_NAMES_PATH}?sort=ter&dir=desc&terMax=1`, ready: (page) => fundNamesTable(page) },
    { name: 'High Return by TER, TER at most 1', path: `${EQUITY_PATH}?sort=ter&terMax=1`, ready: (page) => page.getByRole('main').getByRole('status') },
    { name: 'search by TER, TER at most 1', path: '/search?q=axis&sort=ter&terMax=1', ready: (page) => page.getByRole('region', { name: 'Funds' }) },
    { name: 'compare with its TER row', path: '/compare?codes=101011,101012', ready: (page) => page.getByRole('rowheader', { name: TER_HEAD }) },
  ]

  for (const state of states) {
    test(state.name, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 })
      await page.goto(state.path)
      const failures: string[] = []
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        await settle(page, state.ready(page))
        if (width === 375) {
          // A wide table scrolls inside its own region; the page itself never does.
          await expect
            .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
            .toBeLessThanOrEqual(0)
        }
        failures.push(...(await axeFailures(page, `${state.name} @ ${width}px`)))
      }
      expect(failures.length, `axe found serious or critical violations:\n\n${failures.join('\n\n')}\n`).toBe(0)
    })
  }
})
