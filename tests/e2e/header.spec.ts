import { expect, test } from './support/test'

test.describe('header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the mobile menu opens, navigates and closes', async ({ page }) => {
    test.slow() // two navigations
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/invest in mutual funds/i)
    const banner = page.getByRole('banner')
    const toggle = banner.getByRole('button', { name: 'Menu' })
    const faqLink = banner.getByRole('link', { name: 'Faq', exact: true })

    await expect(toggle).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(faqLink).toBeHidden()

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    await expect(menu).toBeVisible()
    for (const name of ['Home', 'About', 'Faq', 'AMCS', 'Contact', 'My investments']) {
      await expect(banner.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(banner.getByRole('link', { name: /^Sign Up/ })).toBeVisible()
    await expect(banner.getByRole('link', { name: /^Login/ })).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page')

    await faqLink.click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/frequently asked questions/i)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()

    // Open again: the current page is marked, and Escape closes the menu.
    await toggle.click()
    await expect(banner.getByRole('link', { name: 'Faq', exact: true })).toHaveAttribute('aria-current', 'page')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('the open menu does not cover the page sideways', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBe(0)
  })
})

test.describe('header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('shows every link inline, marks the current page, and opens external links safely', async ({ page }) => {
    test.slow() // two navigations
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/about us/i)
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden()
    const nav = banner.getByRole('navigation', { name: 'Main' })
    for (const name of ['Home', 'About', 'Faq', 'AMCS', 'Contact', 'My investments']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)

    for (const name of [/^Sign Up/, /^Login/]) {
      const link = banner.getByRole('link', { name })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAttribute('href', /^https?:\/\//)
    }

    await nav.getByRole('link', { name: 'Contact', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get In Touch')
    await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
  })
})
