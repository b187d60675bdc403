import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test, type Page } from './support/test'
import { BUDGETS, bundleSizes, checkBudgets, KB, pageFiles, readManifest, SizeMeter } from '../../bench/lib/bundle-sizes'

/**
 * Byte budgets of issue 5 on the production build the e2e server serves (`npm run build` first, or
 * E2E_STATIC_DIR), computed from Vite's manifest by bench/lib/bundle-sizes.ts, and a check in the
 * browser that the manifest's idea of "what / loads" is what Chromium actually fetches, so the
 * budget cannot drift away from reality (a lazy chunk that starts loading at once, say).
 */
const distDir = resolve(process.env.E2E_STATIC_DIR ?? 'dist')
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

test('the build keeps its byte budgets (gzip)', () => {
  const sizes = bundleSizes(distDir)
  const checks = checkBudgets(sizes)
  const summary = checks.map((c) => `${c.ok ? 'ok  ' : 'OVER'} ${c.name}: ${kb(c.actual)} of ${kb(c.limit)}${c.detail ? ` (${c.detail})` : ''}`)
  test.info().annotations.push({ type: 'budgets', description: summary.join('\n') })
  expect(checks.filter((c) => !c.ok).map((c) => `${c.name}: ${kb(c.actual)} > ${kb(c.limit)}`), summary.join('\n')).toEqual([])

  // Each number checked on its own too, so a failure names the budget.
  expect(sizes.pages['/'].js.gzip).toBeLessThanOrEqual(BUDGETS.initialJsGzip)
  expect(sizes.pages['/'].css.gzip).toBeLessThanOrEqual(BUDGETS.initialCssGzip)
  expect(sizes.chart.js.gzip).toBeLessThanOrEqual(BUDGETS.chartJsGzip)
  for (const chunk of sizes.chunks) expect(chunk.gzip, chunk.file).toBeLessThanOrEqual(BUDGETS.chunkGzip)
  // The chart budget measures something: visx lives in the chart's own files.
  expect(sizes.chart.jsFiles.some((file) => /NavChart/.test(file))).toBe(true)
})

test('every Mantine class the built JS uses has its CSS in the build (src/styles/mantine.css)', () => {
  // Mantine's CSS-module class names (m_ and 8 hex digits) appear in its JS and in its CSS files;
  // the site imports the CSS per component, so a newly used component needs its file added.
  const assets = readdirSync(join(distDir, 'assets'))
  const read = (ext: string) => assets.filter((file) => file.endsWith(ext)).map((file) => readFileSync(join(distDir, 'assets', file), 'utf8')).join('\n')
  const classes = (text: string) => new Set(text.match(/\bm_[0-9a-f]{8}\b/g) ?? [])
  const styled = classes(read('.css'))
  const used = [...classes(read('.js'))]
  expect(used.length).toBeGreaterThan(0)
  expect(used.filter((name) => !styled.has(name))).toEqual([])
})

/** The /assets/ JS and CSS files the page fetches from its own server while `load` runs. */
async function loadAndRecord(page: Page, path: string) {
  const js = new Set<string>()
  const css = new Set<string>()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (!url.pathname.startsWith('/assets/')) return
    const file = url.pathname.slice(1)
    if (file.endsWith('.js')) js.add(file)
    else if (file.endsWith('.css')) css.add(file)
  })
  // No pointer over any link: hover would preload the next route's chunks (preload 'intent').
  await page.mouse.move(0, 0)
  await page.goto(path, { waitUntil: 'networkidle' })
  return { js, css }
}

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the browser loads exactly the manifest's files for / and no more than the budget`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const loaded = await loadAndRecord(page, '/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/invest in mutual funds/i)

    const manifest = readManifest(distDir)
    const expected = pageFiles(manifest, '/')
    expect([...loaded.js].sort(), 'JS the browser fetched for /').toEqual([...expected.jsFiles].sort())
    expect([...loaded.css].sort(), 'CSS the browser fetched for /').toEqual([...expected.cssFiles].sort())

    const meter = new SizeMeter(distDir)
    expect(meter.sum(loaded.js).gzip).toBeLessThanOrEqual(BUDGETS.initialJsGzip)
    expect(meter.sum(loaded.css).gzip).toBeLessThanOrEqual(BUDGETS.initialCssGzip)
  })
}
