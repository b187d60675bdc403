/**
 * npm run bench:lighthouse — Lighthouse (the npm package, Node API) in Debian's Chromium on /, /amcs,
 * a company page and a fund page, served by `npm start`'s server on the demo database it creates on
 * first start (real AMFI fund houses and schemes, 3 years of simulated NAVs: realistic page sizes).
 * Lighthouse's default config: the mobile preset with simulated throttling (Moto G Power class
 * device, slow 4G, 4x CPU slowdown). Categories performance, accessibility, best-practices, seo.
 * After one unmeasured visit of each page, each page RUNS times (default 3, env LIGHTHOUSE_RUNS),
 * each run in a fresh Chromium, pages taken in turn; the median run is Lighthouse's own
 * computeMedianRun (the run nearest the median FCP and TTI). Prints a table and writes
 * bench/lighthouse-report.json. The built site is dist/ (or STATIC_DIR), built first only when
 * missing. LIGHTHOUSE_LHR_DIR=<dir> also keeps each median run's full HTML report there.
 *
 * bench/lighthouse-report.json:
 * {
 *   machine: { cpuModel, cpuCount, node, platform, date },
 *   lighthouseVersion: string, chromium: string (user agent), preset: string, runsPerPage: number,
 *   goals: { performanceAtLeast: 95, accessibilityAtLeast: 100, lcpMsAtMost: 2000, tbtMsAtMost: 150, clsAtMost: 0.05 },
 *   pages: [{
 *     name: 'home' | 'amcs' | 'company' | 'fund', path: string (the URL path measured),
 *     median: Figures,            // the median run's figures
 *     medianRun: number,          // its index in runs
 *     runs: Figures[],            // every run, in order
 *     goals: { performance: Check, accessibility: Check, lcp: Check, tbt: Check, cls: Check },
 *     findings: {                 // from the median run, to explain a missed goal
 *       failedAudits: [{ id, category, title, score (0..1 or null), displayValue? }],  // accessibility,
 *                                 // best-practices and seo audits scoring < 1, performance audits < 0.9
 *       lcpElement: string | null,  // selector/snippet of the LCP element
 *       lcpPhases: { [phase: string]: number } | null,  // ms per LCP phase (TTFB, load delay, ...)
 *       renderBlocking: [{ url, wastedMs }],
 *       layoutShifts: [{ node: string, score: number }],
 *     },
 *   }],
 *   allGoalsMet: boolean,
 * }
 * Figures = { performance, accessibility, bestPractices, seo (0..100), fcpMs, lcpMs, tbtMs, cls, speedIndexMs,
 *             benchmarkIndex }  // Lighthouse's CPU benchmark of the machine during that run: simulated
 *                               // TBT/LCP scale the CPU time observed, so a busy or slow machine (an
 *                               // index well under 1000) inflates them
 * Check = { value: number, goal: string, pass: boolean }
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { generateReport, type Result } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, machine, round, startServer, writeReport } from './support/bench-server.ts'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3)
const LHR_DIR = process.env.LIGHTHOUSE_LHR_DIR ? resolve(process.env.LIGHTHOUSE_LHR_DIR) : undefined
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const GOALS = { performanceAtLeast: 95, accessibilityAtLeast: 100, lcpMsAtMost: 2000, tbtMsAtMost: 150, clsAtMost: 0.05 }

type Figures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  benchmarkIndex: number
}
type Check = { value: number; goal: string; pass: boolean }

const server = await startServer('demo', 'lighthouse')
try {
  const pages = await choosePages(server.origin)
  await warmUp(server.origin, pages)
  const results = new Map<string, Result[]>(pages.map((page) => [page.name, []]))
  let lighthouseVersion = ''
  let chromium = ''
  for (let run = 1; run <= RUNS; run++) {
    for (const page of pages) {
      console.error(`[lighthouse] run ${run}/${RUNS} ${page.path}`)
      const lhr = await audit(server.origin + page.path)
      lighthouseVersion = lhr.lighthouseVersion
      chromium = lhr.environment.hostUserAgent
      results.get(page.name)!.push(lhr)
    }
  }

  const pageReports = pages.map((page) => {
    const runs = results.get(page.name)!
    const medianLhr = computeMedianRun(runs)
    const median = figures(medianLhr)
    if (LHR_DIR) {
      mkdirSync(LHR_DIR, { recursive: true })
      writeFileSync(join(LHR_DIR, `lighthouse-${page.name}.html`), generateReport(medianLhr, 'html'))
    }
    const goals: Record<'performance' | 'accessibility' | 'lcp' | 'tbt' | 'cls', Check> = {
      performance: { value: median.performance, goal: `>= ${GOALS.performanceAtLeast}`, pass: median.performance >= GOALS.performanceAtLeast },
      accessibility: { value: median.accessibility, goal: `>= ${GOALS.accessibilityAtLeast}`, pass: median.accessibility >= GOALS.accessibilityAtLeast },
      lcp: { value: median.lcpMs, goal: `<= ${GOALS.lcpMsAtMost} ms`, pass: median.lcpMs <= GOALS.lcpMsAtMost },
      tbt: { value: median.tbtMs, goal: `<= ${GOALS.tbtMsAtMost} ms`, pass: median.tbtMs <= GOALS.tbtMsAtMost },
      cls: { value: median.cls, goal: `<= ${GOALS.clsAtMost}`, pass: median.cls <= GOALS.clsAtMost },
    }
    return { name: page.name, path: page.path, median, medianRun: runs.indexOf(medianLhr), runs: runs.map(figures), goals, findings: findings(medianLhr) }
  })

  const report = {
    machine: machine(),
    lighthouseVersion,
    chromium,
    preset: 'mobile (Lighthouse default config, simulated throttling)',
    runsPerPage: RUNS,
    goals: GOALS,
    pages: pageReports,
    allGoalsMet: pageReports.every((page) => Object.values(page.goals).every((check) => check.pass)),
  }

  const mark = (check: Check, text: string | number) => `${text} ${check.pass ? 'ok' : 'MISS'}`
  console.table(
    Object.fromEntries(
      pageReports.map((page) => [
        page.path,
        {
          performance: mark(page.goals.performance, page.median.performance),
          accessibility: mark(page.goals.accessibility, page.median.accessibility),
          'best-practices': page.median.bestPractices,
          seo: page.median.seo,
          'LCP ms': mark(page.goals.lcp, page.median.lcpMs),
          'TBT ms': mark(page.goals.tbt, page.median.tbtMs),
          CLS: mark(page.goals.cls, page.median.cls),
          'perf runs': page.runs.map((run) => run.performance).join(' / '),
          'CPU index': page.median.benchmarkIndex,
        },
      ]),
    ),
  )
  for (const page of pageReports) {
    const failed = page.findings.failedAudits
    if (failed.length) console.error(`${page.path}: ${failed.map((a) => `${a.category}/${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`).join(', ')}`)
  }
  writeReport('lighthouse', report)
} finally {
  await server.close()
}

/** The four pages; the company and fund are a big house of the demo data and one of its equity funds. */
async function choosePages(origin: string) {
  const houses = ((await (await fetch(`${origin}/api/v1/mutual_fund/fund_house`)).json()) as { data: Array<{ id: number; name: string; fund_house_name: string }> }).data
  const house = houses.find((h) => /^HDFC/.test(h.fund_house_name)) ?? houses[0]
  if (!house) throw new Error('the database has no fund house')
  const funds = (await (
    await fetch(`${origin}/api/v1/mutual_fund/all-funds-by-amc/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amc_name: house.fund_house_name }),
    })
  ).json()) as Array<{ schemeCode: number; schemeName: string | null; category: string }>
  const fund = funds.find((f) => f.category === 'Equity' && /direct/i.test(f.schemeName ?? '') && /growth/i.test(f.schemeName ?? '')) ?? funds[0]
  if (!fund) throw new Error(`${house.fund_house_name} has no fund`)
  const name = encodeURIComponent(house.fund_house_name)
  return [
    { name: 'home', path: '/' },
    { name: 'amcs', path: '/amcs' },
    { name: 'company', path: `/company-details/${house.id}/${name}` },
    { name: 'fund', path: `/fundchart/${fund.schemeCode}/${name}` },
  ]
}

/** One Lighthouse run in a fresh Chromium; a run Lighthouse itself reports as broken (NO_NAVSTART, ...) is retried twice. */
/**
 * One visit of each page before measuring, so no measured run pays for the server's first answer
 * of a call (serialised and compressed once per data version), which only the very first visitor does.
 */
async function warmUp(origin: string, pages: Array<{ path: string }>) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage()
    for (const { path } of pages) await page.goto(origin + path, { waitUntil: 'networkidle' })
  } finally {
    await browser.close()
  }
}

async function audit(url: string, attempt = 1): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' })
  let lhr: Result
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    lhr = result.lhr
  } finally {
    chrome.kill()
  }
  if (!lhr.runtimeError) return lhr
  const failure = `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`
  if (attempt >= 3) throw new Error(failure)
  console.error(`[lighthouse] ${failure}; again`)
  return audit(url, attempt + 1)
}

function figures(lhr: Result): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: round(value('cumulative-layout-shift'), 3),
    speedIndexMs: Math.round(value('speed-index')),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  }
}

type Item = Record<string, unknown>
function itemsOf(lhr: Result, id: string): Item[] {
  const details = lhr.audits[id]?.details as { items?: Item[] } | undefined
  return details?.items ?? []
}
function nodeLabel(node: unknown): string {
  const n = node as { selector?: string; snippet?: string; nodeLabel?: string } | undefined
  return n ? [n.nodeLabel, n.selector ?? n.snippet].filter(Boolean).join(' — ') : ''
}

/** What the median run says went wrong: the audits behind a missed score and the LCP/CLS culprits. */
function findings(lhr: Result) {
  const failedAudits: Array<{ id: string; category: string; title: string; score: number | null; displayValue?: string }> = []
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue
      const threshold = id === 'performance' ? 0.9 : 1
      if (audit.score !== null && audit.score >= threshold) continue
      if (audit.score === null && audit.scoreDisplayMode !== 'error') continue
      failedAudits.push({ id: audit.id, category: id, title: audit.title, score: audit.score, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}) })
    }
  }
  // Performance insights/diagnostics that are not scored but name the cause.
  const lcpItems = itemsOf(lhr, 'largest-contentful-paint-element')
  const lcpElement = lcpItems.length ? nodeLabel(((lcpItems[0]?.items as Item[] | undefined)?.[0] ?? lcpItems[0])?.node) || null : null
  let lcpPhases: Record<string, number> | null = null
  const phaseTable = lcpItems[1]?.items as Array<{ phase?: string; timing?: number }> | undefined
  if (phaseTable) lcpPhases = Object.fromEntries(phaseTable.map((row) => [row.phase ?? '?', Math.round(row.timing ?? 0)]))
  const renderBlocking = itemsOf(lhr, 'render-blocking-resources').map((item) => ({ url: String(item.url), wastedMs: Math.round(Number(item.wastedMs ?? 0)) }))
  const layoutShifts = itemsOf(lhr, 'layout-shifts').map((item) => ({ node: nodeLabel(item.node), score: round(Number(item.score ?? 0), 4) }))
  return { failedAudits, lcpElement, lcpPhases, renderBlocking, layoutShifts }
}
