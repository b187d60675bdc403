import { test as base } from '@playwright/test'
import { waitForHydration } from './client-navigation'

export * from '@playwright/test'

/**
 * Playwright's `test`, with a page whose goto() and reload() return once a server-rendered page is
 * hydrated (issue 14). The HTML shows the page before its code has run: a click on a button in
 * that moment does nothing (links work, as plain links), where a visitor would click again. The
 * specs test what the page does once it is interactive; tests/e2e/server-render.spec.ts tests the
 * HTML on its own (JavaScript off) and the hydration itself.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      // Then a moment of real time (the page's clock may be paused) for the render that follows
      // hydration to commit and its effects (timers, listeners) to start.
      const hydrated = () =>
        waitForHydration(page, 20_000)
          .then(() => page.waitForTimeout(150))
          .catch(() => undefined)
      page.goto = async (...args) => {
        const response = await goto(...args)
        await hydrated()
        return response
      }
      page.reload = async (...args) => {
        const response = await reload(...args)
        await hydrated()
        return response
      }
    }
    await provide(page)
  },
})
