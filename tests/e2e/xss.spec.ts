import { expect, test, type Page } from './support/test'
import { watchPage, type SecurityWatch } from './support/security-watch'
import { XSS_FUND_HOUSE, XSS_PAYLOADS, XSS_QUESTION_TEXT, type XssPayload } from './support/xss-payloads'

/**
 * The XSS corpus (support/xss-payloads.ts) in the content store of the second test server
 * (playwright.config.ts: port E2E_PORT + 1, content from support/build-xss-content.ts): every
 * payload is an FAQ answer of its own, and all of them together are house 1's description. Nothing
 * may run, navigate, load, or trip the CSP, and the harmless text around and inside the payloads
 * must still be on the page.
 */
const xssPort = Number(process.env.E2E_XSS_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1)
test.use({ baseURL: `http://127.0.0.1:${xssPort}` })

// What the running test's page did, attached to the report when the test fails.
let watching: SecurityWatch | undefined
// Playwright reads fixtures from the first parameter's destructuring pattern: it must be one.
// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => {
  if (watching && testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('security-watch.json', { body: JSON.stringify(watching, null, 2), contentType: 'application/json' })
  }
  watching = undefined
})

const companyPath = `/company-details/${XSS_FUND_HOUSE.id}/${encodeURIComponent(XSS_FUND_HOUSE.fundHouseName)}`

type Inspection = { found: boolean; visible: boolean; shown: string; problems: string[] }

/**
 * In the page (self-contained: Playwright sends its source): finds the element SafeHtml rendered
 * (the parent of the paragraph `marker`), fires the pointer and focus events a surviving handler
 * would need, and reports its rendered text and whatever it still holds that could run code, load
 * something or clobber globals. The allow-list is the test's own (formatting only), not a copy of
 * the sanitiser's.
 */
async function inspectSanitised(marker: string): Promise<Inspection> {
  const paragraph = Array.from(document.querySelectorAll('p')).find((p) => p.textContent === marker)
  const root = paragraph?.parentElement
  if (!root) return { found: false, visible: false, shown: '', problems: [] }
  // An accordion panel that has just been opened may take a few frames to render.
  for (let waited = 0; !root.checkVisibility() && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50))
  const harmlessTags = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'span', 'code', 'pre', 'small', 'sub', 'sup', 'hr'])
  const harmlessAttributes = new Set(['href', 'title', 'target', 'rel'])
  const problems: string[] = []
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName
    if (!harmlessTags.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`element <${tag}>`)
    for (const attribute of Array.from(element.attributes)) {
      if (!harmlessAttributes.has(attribute.name)) problems.push(`<${tag} ${attribute.name}="${attribute.value}">`)
    }
    if (element instanceof HTMLAnchorElement) {
      element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
      element.focus()
      if (!element.hasAttribute('href')) continue
      const url = new URL(element.href)
      if (!['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol)) problems.push(`link to ${element.href}`)
      if (url.hostname === 'evil.example') problems.push(`link leaving the site: ${element.getAttribute('href')} -> ${element.href}`)
      if (element.target === '_blank' && !/\bnoopener\b/.test(element.rel)) problems.push(`new-tab link without noopener: ${element.href}`)
    }
  }
  // innerText is the rendered text only while the element is rendered; hence the visibility check.
  return { found: true, visible: root.checkVisibility(), shown: root.innerText, problems }
}

/** What is wrong with one payload's rendering: lost harmless text, dangerous leftovers. */
function problemsOf(payload: XssPayload, inspection: Inspection): string[] {
  if (!inspection.found) return [`payload ${payload.id}: its text is gone`]
  if (!inspection.visible) return [`payload ${payload.id}: not shown`]
  const lost = [`[${payload.id}] before`, ...(payload.keep ?? []), `[${payload.id}] after`].filter((text) => !inspection.shown.includes(text))
  return [...lost.map((text) => `payload ${payload.id}: "${text}" lost by sanitising`), ...inspection.problems.map((problem) => `payload ${payload.id}: ${problem}`)]
}

async function expectNothingRan(page: Page, watch: SecurityWatch, path: string) {
  // Payload timers (autofocus, animations, meta refresh, media errors) get a moment to fire.
  await page.waitForTimeout(1_000)
  // Soft: a failing run reports every kind of trace at once.
  expect.soft(watch.dialogs, 'dialogs').toEqual([])
  expect.soft(await page.evaluate(() => typeof (window as unknown as { __xss?: unknown }).__xss), 'window.__xss').toBe('undefined')
  expect.soft(watch.pageErrors, 'uncaught errors').toEqual([])
  expect.soft(watch.consoleErrors, 'console errors').toEqual([])
  expect.soft(watch.cspViolations, 'CSP violations').toEqual([])
  expect.soft(watch.suspiciousRequests, 'requests made by payloads').toEqual([])
  expect.soft(watch.popups, 'pages opened').toEqual([])
  const origin = `http://127.0.0.1:${xssPort}`
  const left = watch.mainFrameUrls.filter((url) => {
    const parsed = new URL(url)
    return parsed.origin !== origin || parsed.pathname !== new URL(path, origin).pathname
  })
  expect(left, 'navigation away from the page').toEqual([])
  expect(page.url().startsWith(`${origin}${path}`)).toBe(true)
}

test('the API hands the payloads to the browser already cleaned (the server sanitises where content enters)', async ({ request }) => {
  const faq = (await (await request.get('/api/v1/index/faq/')).json()) as { data: Array<{ answer: string }> }
  const answers = faq.data.map((item) => item.answer).join('')
  const house = (await (await request.get(`/api/v1/mutual_fund/fund_house/${XSS_FUND_HOUSE.id}/details`)).json()) as { data: { description: string } }
  for (const html of [answers, house.data.description]) {
    // The store held these; what is served has no element left that could run them.
    expect(html).not.toMatch(/<(script|svg|img|iframe|object|embed|style|form|math|base|meta)\b/i)
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i)
    // The harmless text around every payload is still there.
    for (const payload of XSS_PAYLOADS) expect(html).toContain(`[${payload.id}] before`)
  }
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30)
})

test(`FAQ: ${XSS_PAYLOADS.length} answers carrying payloads run nothing and keep their text`, async ({ page }) => {
  test.setTimeout(120_000)
  const watch = (watching = await watchPage(page))
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/frequently asked questions/i)
  const section = page.getByRole('region', { name: 'Questions and answers' })
  const controls = section.locator('details')
  await expect(controls).toHaveCount(XSS_PAYLOADS.length + 1)

  const problems: string[] = []
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    const control = controls.nth(index)
    // One question open at a time (the first is open already): opening each in turn shows every answer.
    if ((await control.getAttribute('open')) === null) await control.locator('summary').click()
    await expect(control).toHaveAttribute('open', '')
    problems.push(...problemsOf(payload, await page.evaluate(inspectSanitised, `[${payload.id}] before`)))
  }
  expect.soft(problems, 'sanitised answers').toEqual([])

  // A question is plain text: its markup is shown, not parsed.
  await expect(section.getByRole('heading', { level: 2, name: XSS_QUESTION_TEXT })).toBeVisible()
  await expectNothingRan(page, watch, '/faq')
})

test(`company page: a description holding all ${XSS_PAYLOADS.length} payloads runs nothing and keeps its text`, async ({ page }) => {
  const watch = (watching = await watchPage(page))
  await page.goto(companyPath)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/HDFC/)
  await expect(page.getByText(`[${XSS_PAYLOADS[0]!.id}] before`, { exact: true })).toBeVisible()
  // All payloads share one description: inspect it once, then check each payload's text in it.
  const inspection = await page.evaluate(inspectSanitised, `[${XSS_PAYLOADS[0]!.id}] before`)
  const problems = XSS_PAYLOADS.flatMap((payload) => problemsOf(payload, { ...inspection, problems: [] }))
  expect.soft([...problems, ...inspection.problems], 'sanitised description').toEqual([])

  // Key features are text: markup and a javascript: "website" are shown, never linked or parsed.
  const keyInfo = page.getByRole('table', { name: 'Key information' })
  await expect(keyInfo).toContainText(`javascript:alert('xss-kf1')`)
  await expect(keyInfo).toContainText(`<img src=x onerror=alert('xss-kf2')>`)
  await expect(keyInfo).toContainText(`<script>alert('xss-kf3')</script>`)
  await expect(keyInfo.getByRole('link')).toHaveCount(0)

  await expectNothingRan(page, watch, companyPath)
})
