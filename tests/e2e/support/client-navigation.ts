import type { Page } from '@playwright/test'

/**
 * Goes to `path` inside the running app, as a click on a link would: the router renders it in the
 * browser, which asks the API for the page's data itself. (A document load of `path` gets that
 * data with the server-rendered HTML, out of reach of page.route().) For specs that stub or break
 * a call in the browser; the page must already show the app.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await waitForHydration(page)
  // The router subscribes to the history in an effect of the render that follows.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
  // The router's browser history follows popstate (what Back does) to the address now current.
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to)
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
  }, path)
}

/**
 * The server-rendered page is hydrated: the router's bootstrap global is gone once it has taken its
 * data, and src/app/start-site.tsx marks <html data-hydrated> when React's (time-sliced) hydration commits.
 */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  // Polled on an interval, not on animation frames: specs may pause the page's clock.
  await page.waitForFunction(() => !('$_TSR' in window) && 'hydrated' in document.documentElement.dataset, undefined, { timeout, polling: 50 })
}
