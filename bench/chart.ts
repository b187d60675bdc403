/**
 * npm run bench:chart — the NAV chart in Chromium (playwright-core through @playwright/test) with
 * 1,000, 5,000 and 20,000 points: time to first draw and time to redraw on hover, read from the
 * chart's own User Timing measures (src/features/chart/chart-timing.ts):
 *   nav-chart:first-draw  the chart receiving the history -> the frame after its SVG was committed
 *   nav-chart:hover       the pointer event -> the frame after crosshair and tooltip were committed
 * and their `-commit` variants, which end at React's commit (the work, without the frame wait).
 * Served by `npm start`'s server on the e2e fixture database; every fund-nav answer is the real one
 * of 101011 with navHistory replaced (route interception) by a generated history of the wanted
 * length (newest first, weekdays, checked with the shared zod schema). One run = one fresh browser
 * context (no restored query cache) at 1280x800: the HDFC company page, a click on the Regular plan
 * (the chart's code loads then: "coldFirstDraw"), Back, a click on the Direct plan ("firstDraw",
 * the chart's own cost), then HOVERS single pointer moves across that plot, each waiting for its
 * redraw. CHART_RUNS (default 5) runs per size; CHART_CPU_THROTTLE (default 1 = none) slows the CPU
 * through DevTools (4 is Lighthouse's mobile figure). Prints a table, writes bench/chart-report.json.
 *
 * bench/chart-report.json:
 * {
 *   machine: { cpuModel, cpuCount, node, platform, date }, chromium: string (version),
 *   viewport: { width, height }, cpuThrottle: number, runsPerSize: number, hoversPerRun: number,
 *   sizes: [{
 *     points: 1000 | 5000 | 20000,
 *     firstDraw: { medianMs, runsMs: number[] },      // nav-chart:first-draw, chart code already loaded
 *     firstDrawCommit: { medianMs, runsMs: number[] },// nav-chart:first-draw-commit: to the commit, the
 *                                                      // work without the wait for the next frame
 *     responseToDraw: { medianMs, runsMs: number[] }, // fund-nav response end -> drawn: adds JSON
 *                                                      // parse, zod validation and the route's render
 *     coldFirstDraw: { medianMs, runsMs: number[] },  // nav-chart:first-draw of the visit's first fund
 *                                                      // page (React.lazy suspends once: reveal included)
 *     hover: { medianMs, p95Ms, maxMs, samples: number },      // nav-chart:hover over all runs' moves
 *     hoverCommit: { medianMs, p95Ms, maxMs, samples: number }, // nav-chart:hover-commit
 *   }],
 * }
 * All times in ms, one decimal.
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { responses } from '../common/contract/schemas.ts'
import { endpointPath } from '../common/contract/endpoints.ts'
import { mulberry32 } from '../common/lib/prng.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, machine, median, round, startServer, writeReport } from './support/bench-server.ts'

const SIZES = [1000, 5000, 20000] as const
const RUNS = Number(process.env.CHART_RUNS || 5)
const HOVERS = 15
const CPU_THROTTLE = Number(process.env.CHART_CPU_THROTTLE || 1)
const VIEWPORT = { width: 1280, height: 800 }
// The e2e fixtures (mocks/README.md): HDFC Large Cap Fund - Direct Plan - Growth; the amc_name of
// every POST is the AMFI name (fund_house_name) "HDFC Mutual Fund".
const HOUSE_ID = 1
const AMC_NAME = 'HDFC Mutual Fund'
const SCHEME_CODE = 101011
const DIRECT = 'HDFC Large Cap Fund - Direct Plan - Growth'
const REGULAR = 'HDFC Large Cap Fund - Regular Plan - Growth'

type FundNav = ReturnType<typeof responses.fundNav.parse>

/** `points` weekdays back from `latest` (yyyy-mm-dd), newest first like the API; a seeded random walk. */
function generatedHistory(points: number, latest: string, latestNav: number): FundNav['navHistory'] {
  const random = mulberry32(points)
  const day = new Date(`${latest}T00:00:00Z`)
  const out: FundNav['navHistory'] = []
  let nav = latestNav
  while (out.length < points) {
    const weekday = day.getUTCDay()
    if (weekday !== 0 && weekday !== 6) {
      const iso = day.toISOString().slice(0, 10)
      out.push({ date: `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`, nav: nav.toFixed(4) })
      nav = Math.max(1, nav / (1 + (random() - 0.5) * 0.02))
    }
    day.setUTCDate(day.getUTCDate() - 1)
  }
  return out
}

type Measures = { firstDraw: Array<{ duration: number; end: number; points: number }>; firstDrawCommit: number[]; hover: number[]; hoverCommit: number[] }
declare global {
  interface Window {
    __navChartMeasures?: Measures
  }
}

type RunResult = { coldFirstDraw: number; firstDraw: number; firstDrawCommit: number; responseToDraw: number; hovers: number[]; hoverCommits: number[]; points: number }

const firstDrawCount = (page: Page) => page.evaluate(() => window.__navChartMeasures!.firstDraw.length)

/** Opens a fund from the company page's table and waits for its chart's nav-chart:first-draw. */
async function openFund(page: Page, name: string) {
  const before = await firstDrawCount(page)
  await page.getByRole('table', { name: 'Funds of this fund house' }).getByRole('link', { name }).click()
  await page.waitForFunction((count) => window.__navChartMeasures!.firstDraw.length > count, before, { timeout: 60_000 })
  return page.evaluate(() => window.__navChartMeasures!.firstDraw.at(-1)!)
}

/**
 * One visit, in a fresh context: the company page, then a fund (its chart code loads: the "cold"
 * first draw), Back, then the other fund (chart code in place: the first draw measured), then the
 * hover moves on that chart. Both funds' fund-nav answers carry the generated history.
 */
async function run(browser: Browser, origin: string, body: string): Promise<RunResult> {
  const context = await browser.newContext({ viewport: VIEWPORT })
  try {
    const page = await context.newPage()
    if (CPU_THROTTLE !== 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE })
    await page.addInitScript(() => {
      const measures: Measures = { firstDraw: [], firstDrawCommit: [], hover: [], hoverCommit: [] }
      window.__navChartMeasures = measures
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name === 'nav-chart:first-draw') {
            const points = ((entry as PerformanceMeasure).detail as { points?: number } | null)?.points ?? 0
            measures.firstDraw.push({ duration: entry.duration, end: entry.startTime + entry.duration, points })
          } else if (entry.name === 'nav-chart:first-draw-commit') measures.firstDrawCommit.push(entry.duration)
          else if (entry.name === 'nav-chart:hover') measures.hover.push(entry.duration)
          else if (entry.name === 'nav-chart:hover-commit') measures.hoverCommit.push(entry.duration)
        }
      }).observe({ type: 'measure', buffered: true })
    })
    await page.route(`**${endpointPath('fundNav')}`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body }))
    await page.goto(`${origin}/company-details/${HOUSE_ID}/${encodeURIComponent(AMC_NAME)}?category=Equity&subcategory=Large%20Cap`)
    const cold = await openFund(page, REGULAR)
    await page.goBack()
    const warm = await openFund(page, DIRECT)
    const responseEnd = await page.evaluate(
      () => (performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/fund-nav/')).at(-1) as PerformanceResourceTiming | undefined)?.responseEnd ?? Number.NaN,
    )

    // Hover: one pointer move at a time across the plot, each waiting for its redraw.
    const line = page.getByTestId('nav-line')
    await line.scrollIntoViewIfNeeded()
    const box = await line.boundingBox()
    if (!box) throw new Error('the chart has no line')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 150) // below the plot, off the hit area
    const y = box.y + box.height / 2
    for (let i = 0; i < HOVERS; i++) {
      const before = await page.evaluate(() => window.__navChartMeasures!.hover.length)
      await page.mouse.move(box.x + box.width * (0.04 + (0.92 * i) / (HOVERS - 1)), y)
      await page.waitForFunction((count) => window.__navChartMeasures!.hover.length > count, before, { timeout: 10_000 })
    }
    const { hover, hoverCommit, firstDrawCommit } = await page.evaluate(() => window.__navChartMeasures!)
    return {
      coldFirstDraw: cold.duration,
      firstDraw: warm.duration,
      firstDrawCommit: firstDrawCommit.at(-1) ?? Number.NaN,
      responseToDraw: warm.end - responseEnd,
      hovers: hover,
      hoverCommits: hoverCommit,
      points: warm.points,
    }
  } finally {
    await context.close()
  }
}

const server = await startServer('fixture', 'chart')
let browser: Browser | undefined
try {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const response = await fetch(server.origin + endpointPath('fundNav'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ schemeCode: SCHEME_CODE, amc_name: AMC_NAME }),
  })
  if (!response.ok) throw new Error(`fund-nav answered ${response.status}: ${await response.text()}`)
  const real = responses.fundNav.parse(await response.json())
  const [d, m, y] = real.latestNAVDate.split('-')
  const sizes = []
  for (const points of SIZES) {
    const answer = responses.fundNav.parse({ ...real, navHistory: generatedHistory(points, `${y}-${m}-${d}`, real.latestNAV) })
    const body = JSON.stringify(answer)
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      console.error(`[chart] ${points} points, run ${i + 1}/${RUNS}`)
      const result = await run(browser, server.origin, body)
      if (result.points !== points) throw new Error(`the chart drew ${result.points} points, expected ${points}`)
      runs.push(result)
    }
    const stat = (values: number[]) => ({ medianMs: round(median(values)), runsMs: values.map((v) => round(v)) })
    const distribution = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b)
      return {
        medianMs: round(median(sorted)),
        p95Ms: round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN),
        maxMs: round(sorted.at(-1) ?? Number.NaN),
        samples: sorted.length,
      }
    }
    sizes.push({
      points,
      firstDraw: stat(runs.map((r) => r.firstDraw)),
      firstDrawCommit: stat(runs.map((r) => r.firstDrawCommit)),
      responseToDraw: stat(runs.map((r) => r.responseToDraw)),
      coldFirstDraw: stat(runs.map((r) => r.coldFirstDraw)),
      hover: distribution(runs.flatMap((r) => r.hovers)),
      hoverCommit: distribution(runs.flatMap((r) => r.hoverCommits)),
    })
  }

  console.table(
    Object.fromEntries(
      sizes.map((s) => [
        `${s.points} points`,
        {
          'first draw ms': s.firstDraw.medianMs,
          '(commit) ms': s.firstDrawCommit.medianMs,
          'response -> drawn ms': s.responseToDraw.medianMs,
          'first draw, code loading ms': s.coldFirstDraw.medianMs,
          'hover redraw ms': s.hover.medianMs,
          '(commit) ms ': s.hoverCommit.medianMs,
          'hover p95 ms': s.hover.p95Ms,
        },
      ]),
    ),
  )
  writeReport('chart', {
    machine: machine(),
    chromium: browser.version(),
    viewport: VIEWPORT,
    cpuThrottle: CPU_THROTTLE,
    runsPerSize: RUNS,
    hoversPerRun: HOVERS,
    sizes,
  })
} finally {
  await browser?.close()
  await server.close()
}
