/**
 * npm run bench:lighthouse — Lighthouse 13 (the npm package, Node API) in Debian's Chromium on /,
 * /amcs, a company page and a fund page, each beside a static-HTML copy of the same page (the limit
 * of what that page could score if its HTML arrived rendered and no JavaScript ran), measured in the
 * same run. The site is served by `npm start`'s server on the demo database it creates on first
 * start (real AMFI fund houses and schemes, 3 years of simulated NAVs: realistic page sizes).
 * Lighthouse's default config: the mobile preset with simulated throttling (Moto G Power class
 * device, slow 4G, 4x CPU slowdown). Categories performance, accessibility, best-practices, seo.
 *
 * The static copies (bench/support/static-copy.ts): each page is loaded once in Chromium emulating
 * Lighthouse's mobile device (which also warms the server's answer cache, so no measured run pays
 * for a first serialisation), waited for until fully rendered with its data, and its DOM
 * (document.documentElement.outerHTML) kept with every <script> and modulepreload removed, CSS links,
 * <style> elements and inline styles kept. A second server, a child process on another free port,
 * answers the copied paths with the copy (the headers the site sends for that page, brotli 11 /
 * gzip 9 compressed once, as the build pre-compresses index.html) and passes every other request
 * (CSS, images, /api/ logos) through to the site's server, so both get the same asset bytes,
 * compression and cache headers. Only the document differs (and the copy's sub-requests take one
 * keep-alive hop on loopback more); every run is in a fresh Chromium, so the other port (another
 * origin) shares nothing with the site's runs either way.
 *
 * Each page RUNS times for the site and RUNS times for its copy (default 5, env LIGHTHOUSE_RUNS),
 * each run in a fresh Chromium; the loop takes the pages in turn and, for each, the site and its
 * copy back to back, the site first in odd runs and the copy first in even ones, so the machine's
 * noise hits both alike. Every reported figure (score, FCP, LCP, TBT, CLS, ...) is the median of its
 * own RUNS values; the findings come from the median run of the site, Lighthouse's own
 * computeMedianRun (the run nearest the median FCP and TTI). Prints a table and writes
 * bench/lighthouse-report.json (LIGHTHOUSE_PAGES=home,fund measures only those, for a quick look; the
 * report is meant to hold all four). The built site is dist/ (or STATIC_DIR), built first only when
 * missing. LIGHTHOUSE_LHR_DIR=<dir> also keeps there each median run's HTML report (site and copy)
 * and each copy's HTML.
 *
 * Node: Lighthouse 13 declares node >= 22.19. On Node 20 it runs, but its trace engine uses the
 * ES2025 iterator helpers that Node 20 lacks, which errors three insights (none scored); the
 * benchmark installs them in its own process first (bench/support/iterator-helpers.ts) and records
 * which in `iteratorHelpersPolyfilled`.
 *
 * bench/lighthouse-report.json:
 * {
 *   machine: { cpuModel, cpuCount, node, platform, date },
 *   lighthouseVersion: string, chromium: string (user agent), preset: string, runsPerPage: number,
 *   iteratorHelpersPolyfilled: string[],   // empty on Node >= 22
 *   staticCopy: string,                    // how the copies are made and served (the paragraph above, short)
 *   goals: { performanceAtLeast: 95, accessibilityAtLeast: 100, lcpMsAtMost: 1800, tbtMsAtMost: 100,
 *            clsAtMost: 0.02, gapPointsAtMost: 5 },
 *   pages: [{
 *     name: 'home' | 'amcs' | 'company' | 'fund', path: string (the URL path measured),
 *     site: Runs,
 *     staticCopy: Runs & {
 *       htmlBytes: number, brotliBytes: number,   // the copy's document
 *       removed: { scripts: number, preloads: number },
 *       settled: boolean,                        // false: a loader was still there after 20 s
 *       lcpElement: string | null,               // from the copy's median run, to compare with the site's
 *     },
 *     gapPoints: number,          // staticCopy.median.performance - site.median.performance
 *     goals: { performance: Check, accessibility: Check, lcp: Check, tbt: Check, cls: Check, gap: Check },
 *                                 // on the site's medians
 *     findings: {                 // from the site's median run, to explain a missed goal
 *       failedAudits: [{ id, category, title, score (0..1 or null), displayValue? }],  // accessibility,
 *                                 // best-practices and seo audits scoring < 1; performance metrics,
 *                                 // insights and diagnostics < 0.9 (not the hidden ones); any erroring audit
 *       lcpElement: string | null,  // selector/snippet of the LCP element (lcp-breakdown-insight)
 *       lcpPhases: { [subpart: string]: number } | null,  // ms per LCP subpart (timeToFirstByte,
 *                                 // resourceLoadDelay, resourceLoadDuration, elementRenderDelay), as
 *                                 // observed in the trace (unthrottled), not simulated
 *       lcpDiscovery: string[],     // lcp-discovery-insight checks the LCP resource fails
 *       renderBlocking: [{ url, wastedMs }],     // render-blocking-insight
 *       layoutShifts: [{ node: string, score: number }],  // layout-shifts
 *     },
 *   }],
 *   allGoalsMet: boolean,
 * }
 * Runs = { median: Figures (each figure the median of its runs), medianRun: number (index of
 *          computeMedianRun's run in runs), runs: Figures[] (in order) }
 * Figures = { performance, accessibility, bestPractices, seo (0..100), fcpMs, lcpMs, tbtMs, cls, speedIndexMs,
 *             ttfbMs,          // the document's observed server response time (server-response-time)
 *             benchmarkIndex } // Lighthouse's CPU benchmark of the machine during that run: simulated
 *                              // TBT/LCP scale the CPU time observed, so a busy or slow machine (an
 *                              // index well under 1000) inflates them
 * Check = { value: number, goal: string, pass: boolean }
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants as zlib } from 'node:zlib'
import { installIteratorHelpers } from './support/iterator-helpers.ts'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { generateReport, type Result } from 'lighthouse'
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, machine, median, round, startServer, writeReport } from './support/bench-server.ts'
import { captureStaticCopies, startStaticCopyServer } from './support/static-copy.ts'

const iteratorHelpersPolyfilled = installIteratorHelpers()
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 5)
const LHR_DIR = process.env.LIGHTHOUSE_LHR_DIR ? resolve(process.env.LIGHTHOUSE_LHR_DIR) : undefined
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const GOALS = { performanceAtLeast: 95, accessibilityAtLeast: 100, lcpMsAtMost: 1800, tbtMsAtMost: 100, clsAtMost: 0.02, gapPointsAtMost: 5 }

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
  ttfbMs: number
  benchmarkIndex: number
}
type Check = { value: number; goal: string; pass: boolean }
type Kind = 'site' | 'copy'

if (iteratorHelpersPolyfilled.length) console.error(`[lighthouse] Node ${process.version}: iterator helpers polyfilled for Lighthouse's trace engine (${iteratorHelpersPolyfilled.join(', ')})`)

const server = await startServer('demo', 'lighthouse')
let copyServer: Awaited<ReturnType<typeof startStaticCopyServer>> | undefined
try {
  const pages = await choosePages(server.origin)
  // The device the mobile preset emulates (412x823 at DPR 1.75), for the copies' rendering.
  const device = screenEmulationMetrics.mobile
  const emulation = {
    width: device?.width ?? 412,
    height: device?.height ?? 823,
    deviceScaleFactor: device?.deviceScaleFactor ?? 1.75,
    mobile: device?.mobile ?? true,
    userAgent: userAgents.mobile,
  }
  console.error('[lighthouse] rendering each page once for its static copy')
  const copies = await captureStaticCopies(
    server.origin,
    pages.map((page) => page.path),
    emulation,
  )
  copyServer = await startStaticCopyServer(server.origin, copies)
  const origins: Record<Kind, string> = { site: server.origin, copy: copyServer.origin }
  const results = new Map<string, Record<Kind, Result[]>>(pages.map((page) => [page.name, { site: [], copy: [] }]))
  let lighthouseVersion = ''
  let chromium = ''
  for (let run = 1; run <= RUNS; run++) {
    const order: Kind[] = run % 2 ? ['site', 'copy'] : ['copy', 'site']
    for (const page of pages) {
      for (const kind of order) {
        console.error(`[lighthouse] run ${run}/${RUNS} ${page.path} (${kind === 'site' ? 'site' : 'static copy'})`)
        const lhr = await audit(origins[kind] + page.path)
        lighthouseVersion = lhr.lighthouseVersion
        chromium = lhr.environment.hostUserAgent
        results.get(page.name)![kind].push(lhr)
      }
    }
  }

  const pageReports = pages.map((page, index) => {
    const { site: siteLhrs, copy: copyLhrs } = results.get(page.name)!
    const site = summary(siteLhrs)
    const copy = summary(copyLhrs)
    const captured = copies[index]!
    if (LHR_DIR) {
      mkdirSync(LHR_DIR, { recursive: true })
      writeFileSync(join(LHR_DIR, `lighthouse-${page.name}.html`), generateReport(site.medianLhr, 'html'))
      writeFileSync(join(LHR_DIR, `lighthouse-${page.name}-static-copy.html`), generateReport(copy.medianLhr, 'html'))
      writeFileSync(join(LHR_DIR, `static-copy-${page.name}.html`), captured.html)
    }
    const m = site.median
    const gapPoints = copy.median.performance - m.performance
    const goals: Record<'performance' | 'accessibility' | 'lcp' | 'tbt' | 'cls' | 'gap', Check> = {
      performance: { value: m.performance, goal: `>= ${GOALS.performanceAtLeast}`, pass: m.performance >= GOALS.performanceAtLeast },
      accessibility: { value: m.accessibility, goal: `>= ${GOALS.accessibilityAtLeast}`, pass: m.accessibility >= GOALS.accessibilityAtLeast },
      lcp: { value: m.lcpMs, goal: `<= ${GOALS.lcpMsAtMost} ms`, pass: m.lcpMs <= GOALS.lcpMsAtMost },
      tbt: { value: m.tbtMs, goal: `<= ${GOALS.tbtMsAtMost} ms`, pass: m.tbtMs <= GOALS.tbtMsAtMost },
      cls: { value: m.cls, goal: `<= ${GOALS.clsAtMost}`, pass: m.cls <= GOALS.clsAtMost },
      gap: { value: gapPoints, goal: `<= ${GOALS.gapPointsAtMost} points below the static copy`, pass: gapPoints <= GOALS.gapPointsAtMost },
    }
    const html = Buffer.from(captured.html)
    return {
      name: page.name,
      path: page.path,
      site: { median: site.median, medianRun: site.medianRun, runs: site.runs },
      staticCopy: {
        median: copy.median,
        medianRun: copy.medianRun,
        runs: copy.runs,
        htmlBytes: html.length,
        brotliBytes: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
        removed: captured.removed,
        settled: captured.settled,
        lcpElement: findings(copy.medianLhr).lcpElement,
      },
      gapPoints,
      goals,
      findings: findings(site.medianLhr),
    }
  })

  const report = {
    machine: machine(),
    lighthouseVersion,
    chromium,
    preset: 'mobile (Lighthouse default config, simulated throttling)',
    runsPerPage: RUNS,
    iteratorHelpersPolyfilled,
    staticCopy:
      'the DOM of the page fully rendered in Chromium (Lighthouse mobile emulation) without its script elements and modulepreload links, served with the site page headers (brotli 11) from a second server that passes all other requests to the site server',
    goals: GOALS,
    pages: pageReports,
    allGoalsMet: pageReports.every((page) => Object.values(page.goals).every((check) => check.pass)),
  }

  const mark = (check: Check, text: string | number) => `${text} ${check.pass ? 'ok' : 'MISS'}`
  console.table(
    Object.fromEntries(
      pageReports.map((page) => [
        page.path.length > 40 ? `${page.path.slice(0, 39)}…` : page.path,
        {
          score: mark(page.goals.performance, page.site.median.performance),
          'FCP ms': page.site.median.fcpMs,
          'LCP ms': mark(page.goals.lcp, page.site.median.lcpMs),
          'TBT ms': mark(page.goals.tbt, page.site.median.tbtMs),
          CLS: mark(page.goals.cls, page.site.median.cls),
          'copy score': page.staticCopy.median.performance,
          'copy FCP': page.staticCopy.median.fcpMs,
          'copy LCP': page.staticCopy.median.lcpMs,
          'copy TBT': page.staticCopy.median.tbtMs,
          gap: mark(page.goals.gap, page.gapPoints),
          a11y: mark(page.goals.accessibility, page.site.median.accessibility),
          'CPU index': page.site.median.benchmarkIndex,
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
  await copyServer?.close()
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
  const pages = [
    { name: 'home', path: '/' },
    { name: 'amcs', path: '/amcs' },
    { name: 'company', path: `/company-details/${house.id}/${name}` },
    { name: 'fund', path: `/fundchart/${fund.schemeCode}/${name}` },
  ]
  // LIGHTHOUSE_PAGES=home,fund: only those (a quick look while tuning; the report wants all four).
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean)
  return only?.length ? pages.filter((page) => only.includes(page.name)) : pages
}

/** One Lighthouse run in a fresh Chromium; a run Lighthouse itself reports as broken (NO_NAVSTART, ...) is retried twice. */
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
    ttfbMs: Math.round(value('server-response-time')),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  }
}

/** Every figure's own median over the runs, the median run (for findings), and the runs. */
function summary(lhrs: Result[]) {
  const runs = lhrs.map(figures)
  const keys = Object.keys(runs[0]!) as Array<keyof Figures>
  const med = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Figures
  for (const key of keys) med[key] = key === 'cls' ? round(med[key], 3) : Math.round(med[key])
  const medianLhr = computeMedianRun(lhrs)
  return { median: med, medianRun: lhrs.indexOf(medianLhr), runs, medianLhr }
}

// The detail shapes read below, as node_modules/lighthouse/types/lhr/audit-details.d.ts declares them.
type Item = Record<string, unknown>
type NodeValue = { type: 'node'; selector?: string; snippet?: string; nodeLabel?: string }
type Table = { type: 'table'; items: Item[] }
type Checklist = { type: 'checklist'; items: Record<string, { value: boolean; label: string }> }
type List = { type: 'list'; items: Array<Table | Checklist | NodeValue | { type: string }> }

function detailsOf(lhr: Result, id: string): { type?: string; items?: unknown } | undefined {
  return lhr.audits[id]?.details as { type?: string; items?: unknown } | undefined
}
function itemsOf(lhr: Result, id: string): Item[] {
  const details = detailsOf(lhr, id)
  return details?.type === 'table' || details?.type === 'opportunity' ? ((details.items as Item[] | undefined) ?? []) : []
}
/** The entries of an insight's list details (lcp-breakdown-insight: a table and a node; lcp-discovery-insight: a checklist and a node). */
function listOf(lhr: Result, id: string): List['items'] {
  const details = detailsOf(lhr, id)
  return details?.type === 'list' ? (details as List).items : []
}
function nodeLabel(node: unknown): string {
  const n = node as NodeValue | undefined
  return n ? [n.nodeLabel, n.selector ?? n.snippet].filter((part, i, all) => part && all.indexOf(part) === i).join(' — ') : ''
}

/** What a run says went wrong: the audits behind a missed score and the LCP/CLS culprits. */
function findings(lhr: Result) {
  const failedAudits: Array<{ id: string; category: string; title: string; score: number | null; displayValue?: string }> = []
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit || ref.group === 'hidden') continue
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue
      const threshold = id === 'performance' ? 0.9 : 1
      if (audit.score !== null && audit.score >= threshold) continue
      if (audit.score === null && audit.scoreDisplayMode !== 'error') continue
      failedAudits.push({ id: audit.id, category: id, title: audit.title, score: audit.score, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}) })
    }
  }
  // Lighthouse 13: the LCP element and its subparts are in lcp-breakdown-insight (it replaced
  // largest-contentful-paint-element), render-blocking requests in render-blocking-insight (it
  // replaced render-blocking-resources); layout-shifts stays an audit (hidden from the report).
  const breakdown = listOf(lhr, 'lcp-breakdown-insight')
  const lcpNode = breakdown.find((entry): entry is NodeValue => entry.type === 'node')
  const subparts = breakdown.find((entry): entry is Table => entry.type === 'table')
  const lcpPhases = subparts
    ? Object.fromEntries(subparts.items.map((row) => [String(row.subpart ?? row.label ?? '?'), Math.round(Number(row.duration ?? 0))]))
    : null
  const checklist = listOf(lhr, 'lcp-discovery-insight').find((entry): entry is Checklist => entry.type === 'checklist')
  const lcpDiscovery = Object.values(checklist?.items ?? {})
    .filter((check) => !check.value)
    .map((check) => String(check.label))
  const renderBlocking = itemsOf(lhr, 'render-blocking-insight').map((item) => ({ url: String(item.url), wastedMs: Math.round(Number(item.wastedMs ?? 0)) }))
  const layoutShifts = itemsOf(lhr, 'layout-shifts').map((item) => ({ node: nodeLabel(item.node), score: round(Number(item.score ?? 0), 4) }))
  return { failedAudits, lcpElement: lcpNode ? nodeLabel(lcpNode) || null : null, lcpPhases, lcpDiscovery, renderBlocking, layoutShifts }
}
