import { expect, test } from './support/test'
import { CONTROL_SCENARIOS } from './support/basic-controls'
import { E2E_PUBLIC_ORIGIN } from './support/public-origin'

/**
 * Issue 28: with JavaScript off, every basic control of the server-rendered pages works — a link, a
 * GET form or a native disclosure — and the server renders the state the address names.
 */
test.use({ javaScriptEnabled: false })

const WIDTHS = [
  { name: 'phone', viewport: { width: 375, height: 800 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const

for (const width of WIDTHS) {
  test.describe(`without JavaScript at ${width.viewport.width} px`, () => {
    test.use({ viewport: width.viewport })
    const phone = width.name === 'phone'
    for (const scenario of CONTROL_SCENARIOS) {
      if (scenario.only && scenario.only !== width.name) continue
      test(scenario.name, async ({ page }) => {
        const response = await page.goto(scenario.path)
        expect(response?.status()).toBe(200)
        await scenario.act(page, phone)
        await scenario.effect(page, phone)
        await scenario.next?.(page)
      })
    }
  })
}

test.describe('canonical addresses', () => {
  test('every page names its canonical address; views of a page name the page', async ({ page }) => {
    const cases: [string, string][] = [
      ['/', '/'],
      ['/amcs?utm_source=mail', '/amcs'],
      ['/fundchart/101011/HDFC%20Mutual%20Fund?period=1Y', '/fundchart/101011/HDFC%20Mutual%20Fund'],
      ['/fund-names/1/HDFC%20Mutual%20Fund?sort=return1Y&dir=desc', '/fund-names/1/HDFC%20Mutual%20Fund'],
      ['/search?q=axis', '/search?q=axis'],
      ['/compare?codes=101011,101012', '/compare?codes=101011%2C101012'],
    ]
    for (const [path, canonical] of cases) {
      await page.goto(path)
      // Absolute, as search engines want it, from the server's PUBLIC_ORIGIN (never the Host header).
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', `${E2E_PUBLIC_ORIGIN}${canonical}`)
    }
  })

  test.describe('with JavaScript', () => {
    test.use({ javaScriptEnabled: true })
    test('a page reached in the browser names its canonical address with the same origin', async ({ page }) => {
      await page.goto('/amcs')
      await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 15_000 })
      await page.getByRole('link', { name: /HDFC Mutual Fund/ }).first().click()
      await expect(page).toHaveURL(/\/company-details\/1\//)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_PUBLIC_ORIGIN}/company-details/1/HDFC%20Mutual%20Fund`)
    })
  })

  test("a fund's address with another house's name lands on the fund's own", async ({ page }) => {
    const response = await page.goto('/fundchart/101011/x')
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe('/fundchart/101011/HDFC%20Mutual%20Fund')
    await expect(page.getByRole('main')).toContainText('HDFC Large Cap Fund')
    await expect(page).not.toHaveTitle(/^x\b/)
  })
})
