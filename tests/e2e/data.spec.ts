import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './support/test'

/**
 * How current the data is (issue 26): the footer's "NAVs as of", the /data page, and the notice
 * when the NAVs are old. The fixtures' newest NAV is Friday 20 Nov 2026. The main test server's
 * today is that day (current data); the XSS server's is Thursday 26 Nov, four business days later
 * (old data): playwright.config.ts, E2E_TODAY. Both run with updates off (SYNC=off).
 */
const xssPort = Number(process.env.E2E_XSS_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1)
const OLD_DATA = `http://127.0.0.1:${xssPort}`
const NOTICE_TEXT = 'NAVs are from 20 Nov 2026: updates from AMFI are off on this server.'

const notice = (page: Page) => page.getByRole('complementary', { name: 'Data notice' })

/** The table's rows as "header: cell" lines. */
async function rowsOf(page: Page, caption: string): Promise<string[]> {
  const rows = page.getByRole('table', { name: caption }).getByRole('row')
  await expect(rows.first()).toBeVisible()
  return rows.evaluateAll((trs) => trs.map((tr) => `${tr.querySelector('th')?.textContent}: ${tr.querySelector('td')?.textContent}`))
}

test.describe('current data', () => {
  test("the footer says how current the NAVs are, in the server's HTML, and no notice shows", async ({ page, request }) => {
    const html = await (await request.get('/amcs')).text()
    expect(html).toContain('NAVs as of 20 Nov 2026')
    expect(html).not.toContain('Data notice')

    await page.goto('/amcs')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText('NAVs as of 20 Nov 2026', { exact: true })).toBeVisible()
    await expect(notice(page)).toHaveCount(0)
    await footer.getByRole('link', { name: 'About the data' }).click()
    await expect(page).toHaveURL(/\/data$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the data')
  })

  test('/data shows what the server holds and the state of its updates', async ({ page }) => {
    await page.goto('/data')
    await expect(page).toHaveTitle('About the data | MF Explorer')
    expect(await rowsOf(page, 'The data held')).toEqual([
      'Latest NAV date: 20 Nov 2026',
      expect.stringMatching(/^Data version: \d+$/),
      'Source: AMFI',
    ])
    expect(await rowsOf(page, 'Updates from AMFI')).toEqual([
      'Updates: Off',
      'State: Idle',
      'Last success: None yet',
      'Last attempt: None yet',
      'Next run: None: updates are off',
      'Last error: None',
      'History back-fill: None running',
    ])
    await expect(page.getByRole('heading', { level: 2, name: 'Figures and their conventions' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'NAVAll.txt' })).toHaveAttribute('href', 'https://www.amfiindia.com/spages/NAVAll.txt')
  })
})

test.describe('old data', () => {
  test.use({ baseURL: OLD_DATA })

  test("every page says so in the server's HTML, and links /data", async ({ page, request }) => {
    for (const path of ['/', '/amcs', '/contact']) {
      const html = await (await request.get(path)).text()
      expect(html, path).toContain(NOTICE_TEXT)
    }
    await page.goto('/amcs')
    const aside = notice(page)
    await expect(aside).toHaveText(`${NOTICE_TEXT} About the data`)
    await aside.getByRole('link', { name: 'About the data' }).click()
    await expect(page).toHaveURL(/\/data$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the data')
    await expect(notice(page)).toHaveText(`${NOTICE_TEXT} About the data`)
  })

  test('the notice is where the HTML put it: hydration moves nothing', async ({ browser }) => {
    const boxes = []
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 800 } })
      const page = await context.newPage()
      await page.goto(`${OLD_DATA}/contact`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      if (javaScriptEnabled) await page.waitForLoadState('networkidle')
      boxes.push({ notice: await notice(page).boundingBox(), heading: await page.getByRole('heading', { level: 1 }).boundingBox() })
      await context.close()
    }
    expect(boxes[0]!.notice).not.toBeNull()
    expect(boxes[1]).toEqual(boxes[0])
  })

  test('the notice and /data are axe-clean at 375 and 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/data')
    const failures: string[] = []
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await expect(notice(page)).toBeVisible()
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze()
      for (const violation of violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') failures.push(`@${width}px ${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      }
    }
    expect(failures).toEqual([])
  })
})
