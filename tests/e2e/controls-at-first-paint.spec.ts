import { expect, test, type Page } from '@playwright/test'
import { CONTROL_SCENARIOS } from './support/basic-controls'

/**
 * Issue 28: a click at first paint, before the page's code has run, does what it says the first
 * time. The site's scripts are held back until the click has been made (as on a slow phone, where
 * they hydrate the page a second or more after it is painted), the CPU is throttled 4x, and the
 * effect must show with no second click; then the scripts run, and the effect survives hydration.
 * (`@playwright/test` directly: support/test.ts's page waits for hydration, which is the point here.)
 */
const WIDTHS = [
  { name: 'phone', viewport: { width: 375, height: 800 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const

/** Holds every script of the site (but the head's blocking style wait) until release(). */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !url.pathname.includes('wait-for-styles'),
    async (route) => {
      await released
      await route.continue().catch(() => undefined)
    },
  )
  return release
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]')

for (const width of WIDTHS) {
  test.describe(`clicked at first paint at ${width.viewport.width} px`, () => {
    test.use({ viewport: width.viewport })
    const phone = width.name === 'phone'
    for (const scenario of CONTROL_SCENARIOS.filter((s) => s.basic)) {
      if (scenario.only && scenario.only !== width.name) continue
      test(scenario.name, async ({ page }) => {
        const cdp = await page.context().newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        const release = await holdScripts(page)
        await page.goto(scenario.path, { waitUntil: 'commit' })
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
        await expect(hydrated(page)).toHaveCount(0)
        await scenario.act(page, phone)
        await scenario.effect(page, phone)
        // The page's code now runs: what the click did stays done.
        release()
        await expect(hydrated(page)).toHaveCount(1, { timeout: 30_000 })
        await scenario.effect(page, phone)
      })
    }
  })
}
