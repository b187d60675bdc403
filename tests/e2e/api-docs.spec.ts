import { expect, test } from '@playwright/test'
import { watchPage } from './support/security-watch'

/**
 * GET /api/docs (server/openapi/openapi.ts): Swagger UI reading GET /api/openapi.json, under the
 * site's page policy (no 'unsafe-eval', no inline script). It shows every call of the document, a
 * call runs from it ("Try it out" is a request to this origin), and nothing trips the CSP or logs
 * an error. Playwright's own `test`: the page is no hydrated site page to wait for.
 */

type Document = { paths: Record<string, Record<string, { operationId: string }>> }

test('/api/docs shows every call of the document without a CSP report or console error', async ({ page, request }) => {
  const document = (await (await request.get('/api/openapi.json')).json()) as Document
  const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => ({ path, method })))
  expect(operations.length).toBeGreaterThanOrEqual(20)

  const watch = await watchPage(page)
  const response = await page.goto('/api/docs')
  expect(response?.status()).toBe(200)
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("script-src 'self';")
  expect(csp).toContain("connect-src 'self'")

  await expect(page.locator('.information-container .title')).toContainText('MF Explorer API')
  await expect(page.locator('.opblock')).toHaveCount(operations.length)
  for (const { path, method } of operations) {
    await expect(page.locator(`.opblock-${method} .opblock-summary-path[data-path="${path}"]`), `${method} ${path}`).toHaveCount(1)
  }

  // A call from the page: /api/v1/meta, through "Try it out".
  const meta = page.locator('.opblock-get').filter({ has: page.locator('.opblock-summary-path[data-path="/api/v1/meta"]') })
  await meta.locator('.opblock-summary-control').click()
  await meta.getByRole('button', { name: 'Try it out' }).click()
  const answered = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/v1/meta')
  await meta.getByRole('button', { name: 'Execute' }).click()
  expect((await answered).status()).toBe(200)
  await expect(meta.locator('.live-responses-table tbody .response-col_status')).toContainText('200')
  // The answers it documents: 200, 304 and the error envelope.
  const documented = meta.locator('.responses-table:not(.live-responses-table)')
  await expect(documented).toContainText('Not Modified')
  await expect(documented).toContainText('The error envelope')

  await page.waitForLoadState('networkidle')
  expect.soft(watch.cspViolations, 'CSP violations').toEqual([])
  expect.soft(watch.consoleErrors, 'console errors').toEqual([])
  expect.soft(watch.pageErrors, 'uncaught errors').toEqual([])
})
