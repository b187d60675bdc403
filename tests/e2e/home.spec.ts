import { expect, test, type Locator, type Page } from './support/test'

/**
 * The home carousels against the production build. Time is Playwright's clock, paused from the
 * first script on, so "3 s" means exactly 3000 ms of timers: the slide changes between 2.9 s and
 * 3.1 s and at no other time. (CSS transitions still run on real time; we wait for them.)
 */
const AMC = 'All fund houses'
const BLOGS = 'Blog posts'

async function openHome(page: Page) {
  await page.clock.install({ time: new Date('2026-11-20T10:00:00+05:30') })
  await page.clock.pauseAt(new Date('2026-11-20T10:00:01+05:30'))
  await page.mouse.move(0, 0)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/invest in mutual funds/i)
}

const carousel = (page: Page, name: string) => page.getByRole('region', { name })
const activeSlide = (region: Locator) => region.locator('.swiper-slide-active')

/** Waits until the slide transition (real time) has ended, so autoplay has re-armed its timer. */
async function settled(region: Locator) {
  await expect
    .poll(() => region.locator('.swiper').evaluate((el) => (el as HTMLElement & { swiper: { animating: boolean } }).swiper.animating))
    .toBe(false)
}

async function expectAdvanceAfter(page: Page, region: Locator, delay: number, from: string, to: string) {
  await settled(region)
  await expect(activeSlide(region)).toHaveAttribute('aria-label', from)
  await page.clock.runFor(delay - 100)
  await expect(activeSlide(region)).toHaveAttribute('aria-label', from)
  await page.clock.runFor(200)
  await expect(activeSlide(region)).toHaveAttribute('aria-label', to)
}

for (const width of [375, 1280]) {
  test.describe(`home carousels at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the fund-house carousel shows 1 slide and advances every 3 s until paused', async ({ page }) => {
      test.slow() // many steps, each waiting on real CSS transitions
      await openHome(page)
      const region = carousel(page, AMC)
      await region.scrollIntoViewIfNeeded()
      await expect(region).toHaveAttribute('data-autoplay', 'running')
      await expect(region.locator('.swiper-slide-visible')).toHaveCount(1)
      const count = await region.getByRole('group').count()
      expect(count).toBeGreaterThanOrEqual(5)

      await expectAdvanceAfter(page, region, 3000, `1 of ${count}`, `2 of ${count}`)
      await expectAdvanceAfter(page, region, 3000, `2 of ${count}`, `3 of ${count}`)

      await region.getByRole('button', { name: `Pause ${AMC}` }).click()
      await expect(region.getByRole('button', { name: `Play ${AMC}` })).toBeVisible()
      await page.mouse.move(0, 0)
      await page.clock.runFor(6_000)
      await expect(activeSlide(region)).toHaveAttribute('aria-label', `3 of ${count}`)

      await region.getByRole('button', { name: `Play ${AMC}` }).click()
      await page.mouse.move(0, 0)
      await expectAdvanceAfter(page, region, 3000, `3 of ${count}`, `4 of ${count}`)
    })

    test('the blog carousel advances every 2 s until paused', async ({ page }) => {
      test.slow() // many steps, each waiting on real CSS transitions
      await openHome(page)
      const region = carousel(page, BLOGS)
      await region.scrollIntoViewIfNeeded()
      await page.mouse.move(0, 0)
      const count = await region.getByRole('group').count()
      await expectAdvanceAfter(page, region, 2000, `1 of ${count}`, `2 of ${count}`)
      await region.getByRole('button', { name: `Pause ${BLOGS}` }).click()
      await page.mouse.move(0, 0)
      await page.clock.runFor(6_000)
      await expect(activeSlide(region)).toHaveAttribute('aria-label', `2 of ${count}`)
    })

    test('autoplay pauses while the pointer is over the slides or focus is inside them', async ({ page }) => {
      test.slow() // many steps, each waiting on real CSS transitions
      await openHome(page)
      const region = carousel(page, AMC)
      await region.scrollIntoViewIfNeeded()
      const count = await region.getByRole('group').count()

      await activeSlide(region).hover()
      await expect(region).toHaveAttribute('data-autoplay', 'stopped')
      await page.clock.runFor(6_000)
      await expect(activeSlide(region)).toHaveAttribute('aria-label', `1 of ${count}`)
      await page.mouse.move(0, 0)
      await expectAdvanceAfter(page, region, 3000, `1 of ${count}`, `2 of ${count}`)

      await activeSlide(region).getByRole('link').focus()
      await expect(region).toHaveAttribute('data-autoplay', 'stopped')
      await page.clock.runFor(6_000)
      await expect(activeSlide(region)).toHaveAttribute('aria-label', `2 of ${count}`)
      await page.getByRole('heading', { level: 1 }).click()
      await expect(region).toHaveAttribute('data-autoplay', 'running')
    })

    test('every slide is reachable from the keyboard', async ({ page }) => {
      // Real time here: Swiper ignores focus in the first 100 ms after load, which a paused clock never leaves.
      await page.goto('/')
      const region = carousel(page, AMC)
      await region.getByRole('button', { name: `Pause ${AMC}` }).click()
      const fifth = region.getByRole('group').nth(4)
      await expect(fifth).not.toBeInViewport()
      // Tab from the Next button into the slides, then on to the fifth slide's link.
      await region.getByRole('button', { name: 'Next slide' }).focus()
      for (let i = 0; i < 5; i++) await page.keyboard.press('Tab')
      await expect(fifth.getByRole('link')).toBeFocused()
      await expect(fifth).toHaveClass(/swiper-slide-active/)
      await expect(fifth).toBeInViewport()

      await region.getByRole('button', { name: 'Next slide' }).click()
      await expect(activeSlide(region)).toHaveAttribute('aria-label', /^6 of /)
      await region.getByRole('button', { name: 'Previous slide' }).click()
      await expect(activeSlide(region)).toHaveAttribute('aria-label', /^5 of /)
    })

    test('nothing autoplays for a visitor who prefers reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await openHome(page)
      for (const name of [AMC, BLOGS]) {
        const region = carousel(page, name)
        // Swiper starts when its carousel nears the viewport.
        await region.scrollIntoViewIfNeeded()
        await expect(region).toHaveAttribute('data-autoplay', 'stopped')
        await expect(region.getByRole('button', { name: `Play ${name}` })).toBeVisible()
      }
      await page.clock.runFor(6_000)
      await expect(activeSlide(carousel(page, AMC))).toHaveAttribute('aria-label', /^1 of /)
      await expect(activeSlide(carousel(page, BLOGS))).toHaveAttribute('aria-label', /^1 of /)
    })

    test('the page fits the screen and does not shift as it loads', async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number }
        w.__cls = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) w.__cls += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBe(0)
      const unsized = await page.locator('main img:not([width]), main img:not([height])').count()
      expect(unsized).toBe(0)
      await page.waitForLoadState('networkidle')
      // "Good" cumulative layout shift is under 0.1.
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.1)
    })
  })
}

test.describe('blog slides per view', () => {
  for (const [width, perView] of [
    [375, 1],
    [767, 1],
    [768, 2],
    [991, 2],
    [992, 3],
    [1280, 3],
  ] as const) {
    test(`${perView} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/')
      const region = carousel(page, BLOGS)
      await region.scrollIntoViewIfNeeded()
      await expect(region.locator('.swiper-slide-visible')).toHaveCount(perView)
    })
  }
})

test('the home page links into the site', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('region', { name: 'Curated Collections' }).getByRole('link', { name: /^Large Cap/ }).click()
  await expect(page).toHaveURL(/\/investment-products\/large$/)
  await page.goBack()
  await page.getByRole('region', { name: 'Trending Mutual Funds' }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/fundchart\/\d+\/.+/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mutual Fund Details')
})
