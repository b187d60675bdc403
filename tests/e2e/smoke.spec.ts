import { expect, test } from './support/test'
import { SITE_ROUTES as routes } from './support/site-routes'

test.describe('every route of the spec answers with its heading', () => {
  for (const [path, heading] of routes) {
    test(path, async ({ page }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      expect(errors).toEqual([])
    })
  }
})

test.describe('malformed addresses show the not-found page', () => {
  for (const path of ['/fundchart/abc/X', '/company-details/abc/X', '/investment-products/gold']) {
    test(path, async ({ page }) => {
      const apiCalls: string[] = []
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname
        // The layout's demo notice asks for /api/v1/meta on every first visit; nothing else may go out.
        if (path.startsWith('/api/') && path !== '/api/v1/meta') apiCalls.push(request.url())
      })
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
      await expect(page).toHaveTitle('Page not found | MF Explorer')
      expect(apiCalls).toEqual([])
    })
  }
})

test.describe('unknown funds, fund houses and paths answer 404 and say so in the tab', () => {
  for (const path of [
    '/no-such-page',
    '/fundchart/999999/HDFC%20Mutual%20Fund',
    '/company-details/999/Foo%20Fund',
    '/fund-names/999/HDFC%20Mutual%20Fund',
  ]) {
    test(path, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
      await expect(page).toHaveTitle('Page not found | MF Explorer')
    })
  }

  test('a known fund house keeps its own title', async ({ page }) => {
    const response = await page.goto('/company-details/1/HDFC%20Mutual%20Fund')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/HDFC/)
    await expect(page).toHaveTitle(/^HDFC.* \| MF Explorer$/)
  })
})

test('a journey through client-side navigation', async ({ page }) => {
  await page.goto('/amcs')
  await page.getByRole('link', { name: /HDFC/ }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/HDFC/)
  await page.getByRole('link', { name: 'View More' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fund Categories and Listings')
  await page.getByRole('link').filter({ hasText: /Large Cap/ }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mutual Fund Details')
})
