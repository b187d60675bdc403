/**
 * bench/report.md and bench/report.json from the benchmarks' own JSON files (bench/<name>-report.json).
 * Sections are written defensively: a benchmark that has not run yet shows as "not run", never as a
 * made-up figure. The shapes read here are documented at the top of each benchmark's script.
 */
import { execSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, platform, release, totalmem } from 'node:os'
import { fileURLToPath } from 'node:url'

const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url))
const NAMES = ['bundle', 'api', 'analytics', 'import', 'ter-import', 'load', 'soak', 'backfill', 'lighthouse', 'chart', 'cache', 'search', 'interactions', 'portfolio'] as const
type Name = (typeof NAMES)[number]

/* eslint-disable @typescript-eslint/no-explicit-any -- the reports are other scripts' JSON, read as data */
type Json = any

export function machineFacts() {
  const sh = (command: string) => {
    try {
      return execSync(command, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    } catch {
      return null
    }
  }
  return {
    date: new Date().toISOString(),
    cpu: `${cpus()[0]?.model ?? 'unknown'} × ${cpus().length}`,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os: `${platform()} ${release()}`,
    node: process.version,
    chromium: sh('/usr/bin/chromium --version'),
    commit: sh('git rev-parse --short HEAD'),
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
  }
}

type Outcome = { bench: string; ok: boolean; seconds: number }

const read = (name: Name): Json | null => {
  const file = `${BENCH_DIR}${name}-report.json`
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
const ms = (value: number | null | undefined) => (value === null || value === undefined ? '–' : `${Math.round(value * 10) / 10} ms`)
const mark = (pass: boolean) => (pass ? '✅' : '❌')
const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n')
const when = (report: Json) => (report?.date ?? report?.machine?.date ?? '').slice(0, 16).replace('T', ' ')

function bundleSection(report: Json): string {
  const { sizes, budgets } = report
  const bytes = (b: Json) => `${kb(b.raw)} / ${kb(b.gzip)} / ${kb(b.brotli)}`
  const pages = Object.entries(sizes.pages as Record<string, Json>).map(([page, set]) => [
    `\`${page}\``,
    bytes(set.js),
    bytes(set.css),
    set.jsFiles.length,
  ])
  const routes = (sizes.routeChunks as Json[]).map((route) => [`\`${route.src.replace(/^src\/routes\//, '')}\``, bytes(route.chunk.js), bytes(route.navigation.js)])
  const biggest = (sizes.chunks as Json[]).slice(0, 6).map((chunk) => [`\`${chunk.file}\``, bytes(chunk)])
  return [
    `Initial load (what the browser fetches for a first visit), raw / gzip / brotli:\n`,
    table(['page', 'JS', 'CSS', 'JS files'], pages),
    `\nRoute chunks (the chunk itself; and what a client-side navigation to it fetches beyond the app shell):\n`,
    table(['route chunk', 'chunk JS', 'navigation JS'], routes),
    `\nLargest chunks:\n`,
    table(['chunk', 'raw / gzip / brotli'], biggest),
    `\nBudgets (asserted in tests/e2e/budgets.spec.ts):\n`,
    table(['budget', 'actual', 'limit', ''], (budgets as Json[]).map((b) => [b.name, kb(b.actual), kb(b.limit), mark(b.ok)])),
  ].join('\n')
}

function lighthouseSection(report: Json): string {
  const pages = report.pages as Json[]
  const rows = pages.map((page) => {
    const m = page.site.median
    const c = page.staticCopy.median
    const g = page.goals
    return [
      `${page.name} \`${page.path}\``,
      `${m.performance} ${mark(g.performance.pass)}`,
      ms(m.fcpMs),
      `${ms(m.lcpMs)} ${mark(g.lcp.pass)}`,
      `${ms(m.tbtMs)} ${mark(g.tbt.pass)}`,
      `${m.cls} ${mark(g.cls.pass)}`,
      `${m.accessibility} ${mark(g.accessibility.pass)}`,
      `${c.performance} (FCP ${ms(c.fcpMs)}, LCP ${ms(c.lcpMs)}, TBT ${ms(c.tbtMs)})`,
      `${page.gapPoints} ${mark(g.gap.pass)}`,
      (page.site.runs as Json[]).map((run) => run.performance).join(', '),
      (page.site.runs as Json[]).map((run) => run.benchmarkIndex).join(', '),
    ]
  })
  const misses = pages.flatMap((page) =>
    (page.findings?.failedAudits ?? []).slice(0, 5).map((audit: Json) => `- ${page.name}: ${audit.category} · ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`),
  )
  const goals = report.goals
  return [
    `Lighthouse ${report.lighthouseVersion}, ${report.preset}, ${report.chromium ?? ''}; every figure the median of ${report.runsPerPage} runs per page, each page beside a static-HTML copy of itself (its rendered DOM without scripts: the limit) measured in the same run.`,
    `Goals: performance ≥ ${goals.performanceAtLeast}, LCP ≤ ${goals.lcpMsAtMost} ms, TBT ≤ ${goals.tbtMsAtMost} ms, CLS ≤ ${goals.clsAtMost}, accessibility ${goals.accessibilityAtLeast}, at most ${goals.gapPointsAtMost} points under the copy.\n`,
    table(['page', 'performance', 'FCP', 'LCP', 'TBT', 'CLS', 'accessibility', 'static copy', 'gap (points)', 'performance per run', "Lighthouse's CPU index per run"], rows),
    misses.length > 0 ? `\nAudits below full marks in the median runs:\n\n${misses.join('\n')}` : '',
  ].join('\n')
}

function chartSection(report: Json): string {
  const rows = (report.sizes as Json[]).map((size) => [
    size.points.toLocaleString('en-US'),
    `${ms(size.firstDraw.medianMs)} (commit ${ms(size.firstDrawCommit?.medianMs)})`,
    ms(size.responseToDraw?.medianMs),
    ms(size.coldFirstDraw?.medianMs),
    `${ms(size.hover.medianMs)} (commit ${ms(size.hoverCommit?.medianMs)}; p95 ${ms(size.hover.p95Ms)}, ${size.hover.samples} moves)`,
  ])
  return [
    `Chromium ${report.chromium}, ${report.viewport.width}×${report.viewport.height}, CPU throttle ${report.cpuThrottle}×, ${report.runsPerSize} runs per size; medians of the chart's own performance marks (src/features/chart/chart-timing.ts). "Drawn" is the frame after the SVG was committed; "commit" is React's commit, the work without the wait for that frame.\n`,
    table(['points', 'first draw', 'answer → drawn', 'first draw, chart code loading', 'hover redraw'], rows),
  ].join('\n')
}

function apiSection(report: Json): string {
  const g = report.goals
  const isCall = (row: Json) => (row.role ? row.role === 'call' : !row.name.includes('hello'))
  const rows = (report.results as Json[]).map((row) => [
    row.name,
    row.reqPerSec.toLocaleString('en-US'),
    ms(row.p50Ms),
    `${ms(row.p99Ms)}${isCall(row) ? ` ${mark(row.p99Ms <= g.p99MsAtMost)}` : ''}`,
    // fund-nav's goal is its floor; a call without one (a small answer) keeps the hello-world goal.
    `${row.ratioToHelloWorld}${isCall(row) && row.ratioToFloor === undefined ? ` ${mark(row.ratioToHelloWorld >= g.ratioToHelloWorldAtLeast)}` : ''}`,
    row.ratioToFloor === undefined ? '' : `${row.ratioToFloor}${isCall(row) ? ` ${mark(row.ratioToFloor >= g.ratioToFloorAtLeast)}` : ''}`,
    row.serverCpuUsPerAnswer === undefined ? '–' : `${row.serverCpuUsPerAnswer} µs`,
    row.bytesPerAnswer === undefined ? '–' : row.bytesPerAnswer.toLocaleString('en-US'),
    row.errors + row.non2xx,
  ])
  const b = report.breakdown
  const cpu = b?.serverCpuUsPerAnswer
  return [
    `autocannon on loopback, ${report.connections} connections, ${report.durationSeconds} s per row${report.rounds ? ` in ${report.rounds} slices taken in turn` : ''}, every server in a process of its own; fund-nav history of ${report.historyPoints} points. ` +
      `Goals: p99 ≤ ${g.p99MsAtMost} ms; fund-nav ≥ ${g.ratioToFloorAtLeast}× its floor (a bare Fastify given fund-nav's request and answering its very bytes, same run); other calls ≥ ${g.ratioToHelloWorldAtLeast}× hello-world's req/s.\n`,
    table(['call', 'req/s', 'p50', 'p99', '× hello-world', '× floor', 'server CPU / answer', 'bytes / answer', 'failed'], rows),
    b
      ? `\nWhere fund-nav's gap to its floor goes: ${b.fundNavRatioToFloor}× = ${b.headers}× (its headers: ${b.headerBytes} bytes of status line and headers per answer against the floor's ${b.floorHeaderBytes}) × ${b.apiWork}× (the API's own work: fund-nav against the floor sending its headers too).` +
        (cpu?.fundNav !== undefined ? ` In server CPU per answer: floor ${cpu.floor} µs, with fund-nav's headers ${cpu.floorWithHeaders} µs, fund-nav ${cpu.fundNav} µs.` : '') +
        ` fund-nav's headers: ${(b.headerNames as string[]).map((name) => `\`${name}\``).join(', ')}.`
      : '',
  ].join('\n')
}

function analyticsSection(report: Json): string {
  const c = report.compute
  const rows = (report.results as Json[]).map((row) => [
    row.name,
    row.distinct,
    row.reqPerSec.toLocaleString('en-US'),
    ms(row.p50Ms),
    `${ms(row.p99Ms)}${row.name.includes('hello') ? '' : ` ${mark(row.p99Ms <= report.goals.p99MsAtMost)}`}`,
    row.errors + row.non2xx,
  ])
  return [
    `The demo universe: ${report.universe.schemes.toLocaleString('en-US')} schemes, ${report.universe.navRows.toLocaleString('en-US')} NAVs (seeded in ${ms(report.universe.seedMs)}).`,
    `Every scheme's figures (returns by period against its peers, risk, rolling windows, plan gap), as an import computes them: ${(c.runsMs as number[]).join(', ')} ms, median ${ms(c.medianMs)} ${mark(c.medianMs <= report.goals.computeSecondsAtMost * 1000)} (goal under ${report.goals.computeSecondsAtMost} s); the search index: median ${ms(c.searchIndexMedianMs)}.\n`,
    `autocannon on loopback, ${report.connections} connections, ${report.durationSeconds} s each, rotating over the distinct requests shown (each is computed on its first request, then served from the per-data-version response cache, as in production). Goal: p99 ≤ ${report.goals.p99MsAtMost} ms.\n`,
    table(['call', 'distinct requests', 'req/s', 'p50', 'p99', 'failed'], rows),
  ].join('\n')
}

function importSection(report: Json): string {
  return [
    `A full daily NAVAll.txt (${report.file.rows.toLocaleString('en-US')} rows, ${kb(report.file.bytes)}, ${report.file.format}) into a fresh database through the real importer, ${report.runsMs.length} runs: ${report.runsMs.join(', ')} ms.`,
    `Median ${ms(report.medianMs)}: ${report.rowsPerSecond.toLocaleString('en-US')} rows/s. Goal under ${report.goal.secondsAtMost} s ${mark(report.medianMs <= report.goal.secondsAtMost * 1000)}.`,
  ].join('\n\n')
}

function terImportSection(report: Json): string {
  const m = report.match
  const n = (value: number) => value.toLocaleString('en-US')
  return [
    `AMFI's TER report for November 2023 (${n(m.rows)} rows, ${kb(report.file.bytes)} gzip, ${(report.file.decompressedBytes / 1e6).toFixed(1)} MB of HTML) into a database seeded with the demo universe (${n(report.universe.schemes)} schemes of ${report.universe.fundHouses} fund houses), ${report.runsMs.length} runs: ${report.runsMs.join(', ')} ms (load average ${report.loadAverage.start[0]} at the start).`,
    `Median ${ms(report.medianMs)} (${n(report.rowsPerSecond)} rows/s): reading the file ${ms(report.parseMedianMs)}, matching and writing in the transaction ${ms(report.transactionMedianMs)}. Goals: under ${report.goal.secondsAtMost} s ${mark(report.medianMs <= report.goal.secondsAtMost * 1000)}, the transaction under ${report.goal.transactionSecondsAtMost} s ${mark(report.transactionMedianMs <= report.goal.transactionSecondsAtMost * 1000)}. The same file again (nothing written): ${ms(report.reimportMs)}.`,
    table(
      ['scheme names', 'matched', 'ambiguous', 'unmatched', 'history entries written', 'scheme codes with a TER'],
      [[n(m.names), n(m.matched), n(m.ambiguous), n(m.unmatched), n(m.entriesWritten), n(m.codesWithTer)]],
    ),
  ].join('\n\n')
}

function loadSection(report: Json): string {
  const r = report.requests
  const l = report.latencyMs
  const failed = r.non2xx + r.errors + r.timeouts
  return [
    `${report.config.durationSeconds} s at ${report.config.connections} connections over ${report.config.distinctRequests} distinct requests of the main calls, the server in its own process, while imports ran: ${report.imports.completed} completed (${report.imports.failed} failed), data changed: ${report.imports.changedData ? 'yes' : 'no'}.\n`,
    table(
      ['requests', 'req/s', 'failed', 'p50', 'p90', 'p99', 'max'],
      [[r.total.toLocaleString('en-US'), Math.round(r.perSecond).toLocaleString('en-US'), `${failed} ${mark(failed === 0)}`, ms(l.p50), ms(l.p90), ms(l.p99), ms(l.max)]],
    ),
    report.byCall ? `\n${table(['call', 'requests', 'non-2xx', 'p50', 'p99', 'max'], (report.byCall as Json[]).map((c) => [c.call, c.requests, c.non2xx, ms(c.p50Ms), ms(c.p99Ms), ms(c.maxMs)]))}` : '',
  ].join('\n')
}

function soakSection(report: Json): string {
  const n = report.normal
  const l = n.latencyMs
  const m = report.memory
  const counts = (statuses: Record<string, number>) => Object.entries(statuses ?? {}).map(([status, count]) => `${status}: ${count}`).join(', ') || 'none'
  const c = report.config
  return [
    `The server as in production (requests ${c.rateLimit.ratePerSecond}/s, burst ${c.rateLimit.burst}${c.rateLimit.work ? `; work ${c.rateLimit.work.ratePerSecond}/s, burst ${c.rateLimit.work.burst}` : ''}; page render and caches on), the demo database, ${c.durationSeconds} s. Normal visitors (${c.normal.address}, ${c.normal.clients} clients, ${c.normal.thinkMs[0]}–${c.normal.thinkMs[1]} ms apart: API calls and cached pages) beside ${c.slow.connections} slow or silent connections (${c.slow.address}), random-query pages (${c.pages.address}, ${c.pages.connections} connections) and distinct SIP bodies (${(c.sip.addresses as string[]).join(', ')}, ${c.sip.connectionsPerAddress} connections each). Goals: no failed normal request, normal p99 ≤ ${c.criteria.normalP99Ms} ms, memory levelling off.\n`,
    table(
      ['normal requests', 'failed', 'p50', 'p90', 'p99', 'max', 'RSS start / peak / end', 'levelled off'],
      [[
        `${n.requests.toLocaleString('en-US')} (${n.perSecond}/s)`,
        `${n.failed} ${mark(n.failed === 0)}`,
        ms(l.p50),
        ms(l.p90),
        `${ms(l.p99)} ${mark(l.p99 <= c.criteria.normalP99Ms)}`,
        ms(l.max),
        `${Math.round(m.rssMb.start)} / ${Math.round(m.rssMb.peak)} / ${Math.round(m.rssMb.end)} MB`,
        `${m.levelledOff ? 'yes' : 'no'} ${mark(m.levelledOff)} (last third ${Math.round(m.thirds.lastMaxMb)} MB, middle ${Math.round(m.thirds.middleMaxMb)} MB)`,
      ]],
    ),
    '',
    table(
      ['flood', 'requests', 'answers', 'p50', 'p99'],
      [
        ['random-query pages', report.pages.requests, `${counts(report.pages.statuses)} (${report.pages.freshRenders} rendered, ${report.pages.cachedPages} from the cache)`, ms(report.pages.latencyMs.p50), ms(report.pages.latencyMs.p99)],
        ['distinct SIP bodies', report.sip.requests, counts(report.sip.statuses), ms(report.sip.latencyMs.p50), ms(report.sip.latencyMs.p99)],
        ['slow clients', report.slow.opened, `${report.slow.maxOpen} open at most; closed by the server: ${report.slow.closedByServer} (${counts(report.slow.answers)})`, '', ''],
      ],
    ),
  ].join('\n')
}

function backfillSection(report: Json): string {
  const c = report.config
  const b = report.backfill
  const a = report.api
  const g = c.goals
  const phase = (name: string, p: Json) => [name, p.requests, p.failed, ms(p.p99Ms), ms(p.maxMs)]
  const st = b.stagesSeconds
  return [
    `${c.years} years of AMFI history reports (${c.fromIso} to ${c.toIso}) from a fake AMFI on loopback, ${c.schemes.toLocaleString('en-US')} schemes on every weekday, in ${c.windowDays}-day windows, into the demo database of a running server; ${c.clients} visitors call the API meanwhile (${c.thinkMs[0]}–${c.thinkMs[1]} ms apart). Goals: ≥ ${g.rowsPerSecond.toLocaleString('en-US')} rows/s, API p99 ≤ ${g.p99Ms} ms, no failed request.\n`,
    table(
      ['windows', 'NAV rows', 'time', 'rows/s', 'switch to real data', 'API requests', 'failed', 'p50', 'p99', 'max'],
      [[
        b.windowsDone,
        b.rows.toLocaleString('en-US'),
        `${b.seconds} s`,
        `${b.rowsPerSecond.toLocaleString('en-US')} ${mark(b.rowsPerSecond >= g.rowsPerSecond)}`,
        b.switch ? `after ${b.switch.afterSeconds} s (${b.switch.afterWindows} windows, ${b.switch.coveredDays} days; its transaction ${Math.round(b.switch.ms / 100) / 10} s)` : '–',
        a.requests.toLocaleString('en-US'),
        `${a.failed} ${mark(a.failed === 0)}`,
        ms(a.latencyMs.p50),
        `${ms(a.latencyMs.p99)} ${mark(a.latencyMs.p99 <= g.p99Ms)}`,
        ms(a.latencyMs.max),
      ]],
    ),
    `\nThe back-fill's time, summed over windows: parse ${st.parse} s, write ${st.write} s, figures ${st.figures} s, downloads ${st.fetch} s (each overlapping the window before); its process used ${b.cpuSeconds} s of CPU. Database ${Math.round(report.database.bytes / 2 ** 20)} MB, WAL at most ${Math.round(report.database.walBytesMax / 2 ** 20)} MB; ${report.database.navRows.toLocaleString('en-US')} NAV rows stored of ${report.database.expectedNavRows.toLocaleString('en-US')} served.\n`,
    table(['API requests sent', 'requests', 'failed', 'p99', 'max'], [
      phase('while the demo was served (staging)', a.byPhase.staging),
      phase('during the switch', a.byPhase.switch),
      phase('after it (live windows)', a.byPhase.live),
      ...(a.byActivity ? [phase('… while a window was written', a.byActivity.writing), phase('… while performance figures were recomputed', a.byActivity.figures)] : []),
    ]),
  ].join('\n')
}

function cacheSection(report: Json): string {
  const rows = (report.visits as Json[]).map((visit) => [
    visit.name,
    visit.context,
    `${visit.apiRequests} ${mark(visit.meetsGoal)}`,
    visit.goal,
    visit.meta,
    visit.duplicates.length === 0 ? 'none' : (visit.duplicates as Json[]).map((d) => `${d.key} ×${d.count}`).join('<br>'),
  ])
  return [
    `API requests (by method, path and POST body) on the journey ${(report.journey as string[]).join(' → ')}, asserted in tests/e2e/request-budget.spec.ts. Goal: one request per distinct datum (${report.distinctData.length}) on a first visit, none on a second; the layout's meta call (once per page load) is counted apart.\n`,
    table(['visit', 'browser state', 'API requests', 'goal', 'meta', 'asked twice'], rows),
    `\nThe distinct data: ${(report.distinctData as string[]).map((key) => `\`${key}\``).join(', ')}.`,
  ].join('\n')
}

function searchSection(report: Json): string {
  const row = (label: string, s: Json) => [label, ms(s.medianMs), ms(s.p95Ms), ms(s.maxMs), s.samples]
  return [
    `Chromium ${report.chromium}, ${report.viewport.width}×${report.viewport.height}, the demo database; ${report.queries.length} queries typed into the header's search field ${report.keyDelayMs} ms a key, ${report.runs} rounds, each in a fresh browser. From the last keystroke to the frame in which the dropdown shows that text's first hit: the debounce, the request (or the cached answer), validation and render.\n`,
    table(['typed', 'median', 'p95', 'max', 'samples'], [row('a text not asked before', report.cold), row('the same text again (cached)', report.cached)]),
  ].join('\n')
}

/** Issue #28's figures (4x CPU), measured before the work on interactions: the baseline the table shows beside each. */
const INTERACTIONS_BEFORE: Record<string, { medianMs: number; worstMs: number }> = {
  'fund-names-sort-1y': { medianMs: 2776, worstMs: 3224 },
  'fund-1y': { medianMs: 536, worstMs: 616 },
  'company-equity': { medianMs: 536, worstMs: 592 },
  'faq-open': { medianMs: 136, worstMs: 376 },
}
const HYDRATION_BEFORE: Record<string, string> = { home: '0.8 s', amcs: '1.1–1.4 s', company: '1.2–1.7 s', fund: '1.2–1.4 s' }
/**
 * The previous run (2026-11-27 20:48 UTC, at 6a1daf2): the controls as links and forms, before
 * navigations started after the input's paint. Its hydration mark was the shell's commit, not the
 * content's (src/app/hydration-mark.ts), so its hydration figures are earlier than the page was.
 */
const INTERACTIONS_PREVIOUS: Record<string, { medianMs: number; worstMs: number }> = {
  'faq-open': { medianMs: 120, worstMs: 168 },
  'company-equity': { medianMs: 128, worstMs: 352 },
  'company-large-cap': { medianMs: 192, worstMs: 304 },
  'company-plan-regular': { medianMs: 568, worstMs: 736 },
  'fund-1y': { medianMs: 184, worstMs: 312 },
  'fund-sip-calculate': { medianMs: 224, worstMs: 376 },
  'fund-names-sort-1y': { medianMs: 344, worstMs: 656 },
  'fund-names-show-more': { medianMs: 376, worstMs: 576 },
  'collection-show-more': { medianMs: 144, worstMs: 184 },
  'search-type': { medianMs: 96, worstMs: 104 },
  'search-enter': { medianMs: 184, worstMs: 240 },
  'phone-menu': { medianMs: 128, worstMs: 128 },
}
const HYDRATION_PREVIOUS: Record<string, string> = { home: '1.26 s', amcs: '1.93 s', company: '1.74 s', fund: '1.60 s', faq: '1.57 s', 'fund-names': '1.56 s' }

function interactionsSection(report: Json): string {
  const seconds = (value: number | null | undefined) => (value === null || value === undefined ? '–' : `${(value / 1000).toFixed(2)} s`)
  const figure = (value: number | null | undefined) => (value === null || value === undefined ? '–' : `${Math.round(value).toLocaleString('en-US')} ms`)
  const hydration = (report.hydration as Json[]).map((h) => [
    `${h.page} \`${decodeURIComponent(h.path)}\``,
    HYDRATION_BEFORE[h.page] ?? '–',
    HYDRATION_PREVIOUS[h.page] ?? '–',
    seconds(h.gapMedianMs),
    seconds(h.gapWorstMs),
    `${seconds(h.fcpMedianMs)} → ${seconds(h.hydratedMedianMs)}`,
    (h.runsMs as number[]).map((value) => (value / 1000).toFixed(2)).join(', '),
  ])
  const goal = (report.interactions as Json[])[0]?.goal ?? { medianMs: 100, worstMs: 200 }
  const interactions = (report.interactions as Json[]).map((i) => {
    const before = INTERACTIONS_BEFORE[i.id]
    const previous = INTERACTIONS_PREVIOUS[i.id]
    const phases = (i.runs as Json[]).filter((run) => run.processingMs !== null)
    const mid = phases.length > 0 ? [...phases].sort((a, b) => a.ms - b.ms)[(phases.length - 1) >> 1] : undefined
    return [
      i.control,
      `\`${decodeURIComponent(i.path)}\``,
      before ? `${figure(before.medianMs)} (${figure(before.worstMs)})` : '–',
      previous ? `${figure(previous.medianMs)} (${figure(previous.worstMs)})` : '–',
      i.missing ? `not found: ${i.missing}` : figure(i.medianMs),
      i.missing ? '' : figure(i.worstMs),
      i.ok === null || i.ok === undefined ? '–' : mark(i.ok),
      (i.runsMs as number[]).join(', ') + (i.belowThresholdRuns ? ` (${i.belowThresholdRuns} under 16)` : ''),
      mid ? `${mid.event}: ${figure(mid.inputDelayMs)} wait, ${figure(mid.processingMs)} handlers, ${figure(mid.presentationMs)} to paint` : '',
    ]
  })
  const errors = (report.interactions as Json[]).flatMap((i) => ((i.errors ?? []) as string[]).map((error) => `- ${i.id}: ${error}`))
  const s = report.subjects
  return [
    `Chromium ${report.chromium}, CPU throttle ${report.cpuThrottle}× (DevTools), ${report.runs} runs, each a page load in a fresh browser context at ${report.viewport.width}×${report.viewport.height} (the menu at ${report.phoneViewport.width}×${report.phoneViewport.height}); the demo database: ${s.fundHouse.name} (${s.fund.schemeName}, ${s.fund.navPoints.toLocaleString('en-US')} NAVs), the ${s.collection.value} collection (${s.collection.funds} funds). Load average ${report.loadAverage.start.join(' ')} at the start, ${report.loadAverage.end.join(' ')} at the end. "Before" is issue #28's measurement (4× CPU).`,
    `\nFirst contentful paint to hydration (\`<html data-hydrated>\`, set once React has hydrated the page's content, not only its shell: src/app/hydration-mark.ts), median and worst of the runs. The previous run's mark was the shell's commit, earlier than the page was hydrated:\n`,
    table(['page', 'before (issue #28, 4x CPU)', 'previous run (shell only)', 'median', 'worst', 'FCP → hydrated (median, from navigation)', 'runs (s)'], hydration),
    `\nInteraction to Next Paint, hydrated and quiet, one interaction per page load, the pointer resting on the control before it presses (a mouse press and release where it rests, since 2026-11-28: the previous runs used Playwright's locator.click(), whose own hit-target listeners ran in the page inside the interaction, 20-30 ms of it at 4x CPU): the Event Timing duration (the longest entry of the interaction; no entry under 16 ms). Goal: every interaction ≤ ${goal.medianMs} ms median and ≤ ${goal.worstMs} ms worst. "Previous" is the run of 2026-11-27 20:48 UTC (6a1daf2), before navigations started after the input's paint (src/app/navigate-after-paint.ts).\n`,
    table(['control', 'path', 'before (issue #28, 4x CPU): median (worst)', 'previous run: median (worst)', 'median', 'worst', 'goal', 'runs (ms)', 'median run: where the time went'], interactions),
    errors.length > 0 ? `\nRuns with a problem (figure kept):\n\n${errors.join('\n')}` : '',
  ].join('\n')
}

/** Issue #29: the 6,000-transaction portfolio valued and its gains computed on /portfolio, CPU slowed. */
function portfolioSection(report: Json): string {
  const p = report.portfolio
  const row = (what: string, c: Json) => [
    what,
    `${c.computeMedianMs} ms`,
    `${c.computeWorstMs} ms`,
    `${c.paintedMedianMs} ms`,
    `${c.longestTaskMs} ms`,
    c.longestRenderMs === undefined ? '–' : `${c.longestRenderMedianMs} ms (${c.longestRenderMs} ms)`,
  ]
  return [
    `${p.holdings} holdings (${p.regularHoldings} Regular plans) with ${p.years} years of monthly SIPs and two partial redemptions each: ${p.transactions} transactions; CPU ${report.cpuThrottle}x slower, ${report.runs} runs, a fresh profile each; ${report.chromium}.`,
    'The first computation follows the last NAV answer (the histories and the transactions went to the worker as they arrived: src/features/portfolio/report-client.ts); the recomputation follows a change (a holding filed under another tax class in its dialog, by keyboard), from the input to the figures painted. The window ends at the frame after the report\'s holdings are on the page; a frame\'s rendering (style, layout, paint) is not a task to the Long Tasks API, so it is counted apart, from long animation frames (frames over 50 ms only: 0 ms, none was). No Playwright locator runs before the figures are painted: its role and text engines read the layout of what they inspect, which renders what the page skips off screen in one long task of their own.',
    '',
    table(
      ['computation', 'median (request -> report)', 'worst', 'to the frame that shows it, median', 'longest main-thread task', "longest frame's rendering, median (worst)"],
      [row('first, on opening the page', report.first), row('recomputation after a change', report.recompute)],
    ),
    '',
    `Goals: each computation under ${report.goals.computeMedianMs} ms median, and no main-thread task or frame's rendering over ${report.goals.longestTaskMs} ms in either: ${report.ok ? 'met' : '**not met**'}. Longest task of the whole visit (page load and ~110 NAV answers): ${report.longestTaskVisitMs} ms.`,
    '',
    'The same bench on the same machine the same day, on 089d148 (before the rows skipped rendering off screen, the histories went ahead and the tax class moved to a dialog): first computation 272.8 ms median, longest task 157 ms, rendering 120 ms median (136.8 ms worst); recomputation 38.9 ms. The run of 2026-11-28 09:05 UTC (first 647.8 ms, rendering 374.4 ms) was on a slower machine.',
  ].join('\n')
}

const SECTIONS: { name: Name; title: string; render: (report: Json) => string }[] = [
  { name: 'bundle', title: 'Bundle bytes', render: bundleSection },
  { name: 'lighthouse', title: 'Lighthouse (mobile)', render: lighthouseSection },
  { name: 'chart', title: 'NAV chart drawing', render: chartSection },
  { name: 'interactions', title: 'Interactions (INP) and hydration (`npm run bench:interactions`)', render: interactionsSection },
  { name: 'portfolio', title: 'My investments: a 6,000-transaction portfolio (`npm run bench:portfolio`)', render: portfolioSection },
  { name: 'cache', title: 'Requests on the fund journey', render: cacheSection },
  { name: 'search', title: 'Search latency through the site (`npm run bench:search`)', render: searchSection },
  { name: 'api', title: 'API throughput (`npm run bench:api`)', render: apiSection },
  { name: 'analytics', title: 'Analytics engine and its calls (`npm run bench:analytics`)', render: analyticsSection },
  { name: 'import', title: 'AMFI import (`npm run bench:import`)', render: importSection },
  { name: 'ter-import', title: 'AMFI TER import (`npm run bench -- ter-import`)', render: terImportSection },
  { name: 'load', title: 'Load during an import (`npm run bench:load`)', render: loadSection },
  { name: 'soak', title: 'Soak against slow clients and floods (`npm run bench:soak`)', render: soakSection },
  { name: 'backfill', title: 'Back-fill of ten years of history under load (`npm run bench:backfill`)', render: backfillSection },
]

export function writeReport({ startFacts, outcomes }: { startFacts: ReturnType<typeof machineFacts>; outcomes: Outcome[] }): string[] {
  const end = machineFacts()
  const reports = Object.fromEntries(NAMES.map((name) => [name, read(name)])) as Record<Name, Json>
  const parts = [
    '# Benchmark report',
    '',
    'Written by `npm run bench` (bench/run.ts) from the JSON files beside it; every figure is from a real run on the machine below.',
    'Times vary with the machine and its load (the load average is recorded); bytes and counts do not.',
    '',
    table(
      ['', ''],
      [
        ['date', end.date.slice(0, 16).replace('T', ' ') + ' UTC'],
        ['commit', end.commit ?? '–'],
        ['machine', `${end.cpu}, ${end.memoryGiB} GiB, ${end.os}`],
        ['software', `Node ${end.node}; ${end.chromium ?? 'no Chromium'}`],
        ['load average (1/5/15 min) at start / end', `${startFacts.loadAverage.join(' ')} / ${end.loadAverage.join(' ')}`],
        ['benchmarks run now', outcomes.length > 0 ? outcomes.map((o) => `${o.bench} ${o.ok ? 'ok' : 'FAILED'} (${o.seconds} s)`).join(', ') : 'none (report rewritten from the JSON files)'],
      ],
    ),
  ]
  for (const section of SECTIONS) {
    const report = reports[section.name]
    parts.push('', `## ${section.title}`, '')
    if (!report) {
      parts.push(`Not run yet: \`npm run bench -- ${section.name}\`.`)
      continue
    }
    parts.push(`<sub>bench/${section.name}-report.json, ${when(report)} UTC</sub>`, '')
    try {
      parts.push(section.render(report))
    } catch (error) {
      parts.push(`The JSON file did not have the expected shape (${(error as Error).message}); see bench/${section.name}-report.json.`)
    }
  }
  // Hand-written reading notes (why a goal is missed), kept beside the report and appended to it.
  const notes = `${BENCH_DIR}notes.md`
  if (existsSync(notes)) parts.push('', readFileSync(notes, 'utf8').trim())
  writeFileSync(`${BENCH_DIR}report.md`, parts.join('\n') + '\n')
  writeFileSync(`${BENCH_DIR}report.json`, JSON.stringify({ machine: end, loadAverageAtStart: startFacts.loadAverage, outcomes, reports }, null, 2) + '\n')
  return ['bench/report.md', 'bench/report.json']
}
