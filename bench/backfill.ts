/**
 * npm run bench:backfill — the back-fill of real history (server/ingest/backfill.ts) at real size, with
 * the server answering normal API calls on the same database meanwhile.
 *
 * Three processes beside this one, as in production the server and its sync worker share the file:
 *   server     server/start.ts (DATA_DIR in a temporary folder: it seeds the full demo; SYNC=off, SKIP_BUILD=1,
 *              RATE_LIMIT_RATE=0, LOG_LEVEL=warn, a free port on 127.0.0.1);
 *   fake AMFI  tests/server/support/fake-amfi-server.ts: BACKFILL_SCHEMES (14,000) schemes, the real report's
 *              ones and copies, every weekday, in AMFI's newer history-report format (~63 NAV days and
 *              ~880,000 rows in a 90-day window); at nice 19, since it stands in for AMFI's machines;
 *   back-fill  tests/server/support/run-backfill.ts on the server's database: BACKFILL_YEARS (10) years back
 *              from 2026-10-09 (the real report's date) in BACKFILL_WINDOW_DAYS (90) windows.
 * BACKFILL_CLIENTS (8) visitors in this process ask for the site's API calls (meta, lists, fund-nav,
 * performance, list returns, search), BACKFILL_THINK_MIN_MS..MAX_MS (30..120) apart, from before the
 * back-fill starts until it ends; every request is valid before and after the switch.
 *
 * Goals: ≥ 30,000 NAV rows/s on 2 cores, API p99 ≤ 50 ms meanwhile, no failed request. Writes
 * bench/backfill-report.json and exits 1 when a goal is missed or anything failed. The report:
 * {
 *   date, node, cpus, loadAverage: { start, end },
 *   config: { years, fromIso, toIso, windowDays, schemes, clients, thinkMs, goals: { rowsPerSecond, p99Ms, failed } },
 *   backfill: { windowsDone, rows, seconds, rowsPerSecond, switch: { afterSeconds, afterWindows, coveredDays, ms },
 *               stagesSeconds: { fetch, parse, write, figures }, cpuSeconds, windows: [{ from, to, phase, rows, fetchMs, parseMs, writeMs, figuresMs, performanceFigures, durationMs }] },
 *   api: { requests, perSecond, failed, latencyMs: { p50, p90, p99, max }, byPhase: { staging|switch|live: { requests, failed, p99Ms, maxMs } },
 *          byCall: [{ call, requests, failed, p50Ms, p99Ms, maxMs }], byActivity: { writing|figures|switch|other: {...} }, failures: [at most 10] },
 *   server: { cpuSeconds: { mainThread, otherThreads } | null, log },
 *   database: { bytes, walBytesMax, navRows, expectedNavRows },
 *   passed, problems
 * }
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { Agent } from 'node:http'
import { cpus, loadavg, setPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { endpointPath } from '../common/contract/endpoints.ts'
import { daysBetween, minusYears } from '../common/figures/dates.ts'
import { publishingDays, readUniverse, widenUniverse } from '../tests/server/support/fake-amfi.ts'
import { readNav } from '../server/ingest/amfi-nav.ts'
import { send, startVisitors, type Visit, type VisitorCall } from './lib/api-visitors.ts'
import { captureServerLog, exited, freePort, processCpu } from './lib/server-process.ts'

const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback)
const YEARS = num('BACKFILL_YEARS', 10)
const SCHEMES = num('BACKFILL_SCHEMES', 14_000)
const WINDOW_DAYS = num('BACKFILL_WINDOW_DAYS', 90)
const CLIENTS = num('BACKFILL_CLIENTS', 8)
const THINK: [number, number] = [num('BACKFILL_THINK_MIN_MS', 30), num('BACKFILL_THINK_MAX_MS', 120)]
const GOALS = { rowsPerSecond: 30_000, p99Ms: 50, failed: 0 }
const NOW = '2026-10-09T09:00:00Z'
const TO = '2026-10-09'
const FROM = minusYears(TO, YEARS)
const ROOT = fileURLToPath(new URL('..', import.meta.url))

const r1 = (n: number) => Math.round(n * 10) / 10
const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0)
const summary = (visits: Visit[]) => {
  const sorted = visits.map((v) => v.ms).sort((a, b) => a - b)
  return { requests: visits.length, failed: visits.filter((v) => v.status !== 200 && v.status !== 304).length, p50Ms: r1(pct(sorted, 50)), p90Ms: r1(pct(sorted, 90)), p99Ms: r1(pct(sorted, 99)), maxMs: r1(sorted.at(-1) ?? 0) }
}
const tsxNode = (module: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawn(process.execPath, ['--import', 'tsx', module, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })

/** JSON lines of a child's stdout, each with the time it arrived here. */
function jsonLines(child: ChildProcess, onEvent: (event: Record<string, unknown>, at: number) => void): void {
  let carry = ''
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (carry + chunk).split('\n')
    carry = lines.pop()!
    for (const line of lines) if (line.startsWith('{')) onEvent(JSON.parse(line) as Record<string, unknown>, performance.now())
  })
}

const dir = mkdtempSync(join(tmpdir(), 'mf-backfill-'))
const dbPath = join(dir, 'data', 'mf.sqlite')
const children: ChildProcess[] = []
const problems: string[] = []
const loadStart = loadavg().map(r1)

async function main(): Promise<boolean> {
  // ------------------------------------------------------------------------------ server and fake AMFI
  const port = await freePort()
  const server = tsxNode('server/start.ts', [], { DATA_DIR: join(dir, 'data'), SKIP_BUILD: '1', SYNC: 'off', RATE_LIMIT_RATE: '0', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' })
  children.push(server)
  const { log: serverLog, output } = captureServerLog(server)
  let serverExit: number | null = null
  void exited(server).then((code) => (serverExit = code))
  const fake = tsxNode('tests/server/support/fake-amfi-server.ts', [String(SCHEMES)])
  children.push(fake)
  // The fake stands in for AMFI's machines: it gets the CPU the server and the back-fill leave over.
  setPriority(fake.pid!, 19)
  const urlTemplate = await new Promise<string>((resolve) => jsonLines(fake, (e) => typeof e.urlTemplate === 'string' && resolve(e.urlTemplate)))
  console.error(`bench:backfill: seeding the demo database in ${dir} (minutes) ...`)
  const agent = new Agent({ keepAlive: true })
  for (const started = Date.now(); ; ) {
    if (serverExit !== null) throw new Error(`the server exited (${serverExit}):\n${output.join('\n')}`)
    if (Date.now() - started > 20 * 60_000) throw new Error('the server did not answer within 20 minutes')
    if ((await send(port, agent, { call: 'meta', method: 'GET', path: endpointPath('meta') }, 5000)).status === 200) break
    await new Promise((r) => setTimeout(r, 500))
  }

  // --------------------------------------------------------------- calls valid before and after the switch
  const universe = widenUniverse(readUniverse(), SCHEMES)
  const usable = universe.schemes.filter((s) => { const r = readNav(s.navText); return 'nav' in r && r.nav !== null })
  const realHouse = new Map(usable.map((s) => [s.code, s.house]))
  const demo = new Database(dbPath, { readonly: true })
  const houses = (demo.prepare('SELECT id, fund_house_name AS name FROM fund_houses ORDER BY id').all() as { id: number; name: string }[]).filter((h) => universe.schemes.some((s) => s.house === h.name))
  const shared = (demo.prepare('SELECT s.scheme_code AS code, f.fund_house_name AS house FROM schemes s JOIN fund_houses f ON f.id = s.fund_house_id WHERE s.latest_nav IS NOT NULL AND s.direct_growth = 1 ORDER BY s.scheme_code').all() as { code: number; house: string }[]).filter((s) => realHouse.get(s.code) === s.house)
  demo.close()
  const every = (n: number) => <T>(items: T[]) => items.filter((_, i) => i % Math.max(1, Math.floor(items.length / n)) === 0).slice(0, n)
  const calls: VisitorCall[] = [
    { call: 'meta', method: 'GET', path: endpointPath('meta') },
    { call: 'fundHouses', method: 'GET', path: endpointPath('fundHouses') },
    { call: 'homeFundHouses', method: 'GET', path: endpointPath('homeFundHouses') },
    ...every(6)(houses).map((h) => ({ call: 'allFundsByAmc', method: 'POST' as const, path: endpointPath('allFundsByAmc'), body: { amc_name: h.name } })),
    ...every(4)(houses).map((h) => ({ call: 'fundHouseReturns', method: 'GET' as const, path: endpointPath('fundHouseReturns').replace(':id', String(h.id)) })),
    ...every(12)(shared).map((s) => ({ call: 'fundNav', method: 'POST' as const, path: endpointPath('fundNav'), body: { schemeCode: s.code, amc_name: s.house } })),
    ...every(8)(shared).map((s) => ({ call: 'performance', method: 'GET' as const, path: endpointPath('performance').replace(':schemeCode', String(s.code)) })),
    ...['hdfc flexi', 'axis', 'sbi small', 'parag'].map((q) => ({ call: 'search', method: 'GET' as const, path: `${endpointPath('search')}?q=${encodeURIComponent(q)}` })),
  ]
  for (const c of calls) {
    const { status } = await send(port, agent, c, 30_000)
    if (status !== 200) throw new Error(`${c.method} ${c.path} ${JSON.stringify(c.body ?? '')} answered ${status} before the back-fill`)
  }

  // ---------------------------------------------------------------------------------------- the run
  const visitors = startVisitors({ port, calls, clients: CLIENTS, thinkMs: THINK, timeoutMs: 10_000 })
  await new Promise((r) => setTimeout(r, 2000))
  const t0 = performance.now()
  const backfill = tsxNode('tests/server/support/run-backfill.ts', [JSON.stringify({ dbPath, urlTemplate, fromIso: FROM, windowDays: WINDOW_DAYS, now: NOW })])
  children.push(backfill)
  let backfillErr = ''
  backfill.stderr!.setEncoding('utf8').on('data', (s: string) => (backfillErr += s))
  const windows: Record<string, unknown>[] = []
  let switchEvent: (Record<string, unknown> & { at: number }) | null = null
  const ended: { result: Record<string, unknown> | null } = { result: null }
  jsonLines(backfill, (e, at) => {
    if (e.what === 'backfill window') {
      windows.push({ ...e, at })
      console.error(`  ${e.from}..${e.to} ${e.phase} ${e.outcome}: ${e.rows} rows in ${e.durationMs} ms (fetch ${e.fetchMs}, parse ${e.parseMs}, write ${e.writeMs}, figures ${e.figuresMs}) at ${r1((at - t0) / 1000)} s`)
    } else if (e.what === 'backfill switch') {
      switchEvent = { ...e, at }
      console.error(`  switch: ${e.durationMs} ms at ${r1((at - t0) / 1000)} s`)
    } else if (e.what === 'result' || e.what === 'error') ended.result = e
  })
  let cpuBackfill = 0
  let walMax = 0
  const sampler = setInterval(() => {
    cpuBackfill = Math.max(cpuBackfill, (processCpu(backfill.pid!)?.mainThread ?? 0) + (processCpu(backfill.pid!)?.otherThreads ?? 0))
    try {
      walMax = Math.max(walMax, statSync(`${dbPath}-wal`).size)
    } catch {
      // no WAL file at this moment
    }
  }, 1000)
  const cpuServerBefore = processCpu(server.pid!)
  const code = await exited(backfill)
  const seconds = (performance.now() - t0) / 1000
  clearInterval(sampler)
  const visits = await visitors.stop()
  const cpuServerAfter = processCpu(server.pid!)
  if (code !== 0 || ended.result?.what !== 'result') problems.push(`the back-fill failed (exit ${code}): ${String(ended.result?.message ?? backfillErr.slice(-500))}`)

  // ------------------------------------------------------------------------------------------ report
  const during = visits.filter((v) => v.at >= t0)
  const sw = switchEvent as (Record<string, unknown> & { at: number }) | null
  const switchEnd = sw?.at ?? Infinity
  const switchStart = sw ? switchEnd - Number(sw.durationMs) : Infinity
  const api = summary(during)
  const byCall = [...new Set(during.map((v) => v.call))].map((call) => ({ call, ...summary(during.filter((v) => v.call === call)) }))
  // What the back-fill was doing when a request was sent: a window's transaction ends when its event
  // arrives and began its write and figures' time before.
  const spans = windows.map((w) => ({ end: Number(w.at), start: Number(w.at) - Number(w.writeMs) - Number(w.figuresMs), figures: w.performanceFigures === true }))
  const activity = (v: Visit) => {
    const span = spans.find((x) => v.at >= x.start && v.at <= x.end)
    return span ? (span.figures ? 'figures' : 'writing') : v.at >= switchStart && v.at <= switchEnd ? 'switch' : 'other'
  }
  const byActivity = Object.fromEntries(['writing', 'figures', 'switch', 'other'].map((a) => [a, summary(during.filter((v) => activity(v) === a))]))
  const rows = windows.reduce((n, w) => n + Number(w.rows), 0)
  const stage = (key: string) => r1(windows.reduce((n, w) => n + Number(w[key] ?? 0), 0) / 1000)
  const db = new Database(dbPath, { readonly: true })
  const navRows = db.prepare('SELECT COUNT(*) FROM navs').pluck().get() as number
  db.close()
  const expectedNavRows = usable.length * publishingDays(universe, FROM, TO).length
  if (navRows !== expectedNavRows) problems.push(`the database holds ${navRows} NAVs, the fake served ${expectedNavRows}`)
  const rowsPerSecond = Math.round(rows / seconds)
  if (rowsPerSecond < GOALS.rowsPerSecond) problems.push(`${rowsPerSecond} rows/s < ${GOALS.rowsPerSecond}`)
  if (api.p99Ms > GOALS.p99Ms) problems.push(`API p99 ${api.p99Ms} ms > ${GOALS.p99Ms} ms`)
  if (api.failed > 0) problems.push(`${api.failed} failed requests`)
  if (!sw) problems.push('no switch from the demo to the real data')
  if (serverExit !== null) problems.push(`the server exited (${serverExit})`)
  const serverCpu = cpuServerBefore && cpuServerAfter ? { mainThread: r1(cpuServerAfter.mainThread - cpuServerBefore.mainThread), otherThreads: r1(cpuServerAfter.otherThreads - cpuServerBefore.otherThreads) } : null
  const switchAfter = sw ? windows.findIndex((w) => w.phase === 'live') : -1
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: { start: loadStart, end: loadavg().map(r1) },
    config: { years: YEARS, fromIso: FROM, toIso: TO, windowDays: WINDOW_DAYS, schemes: SCHEMES, clients: CLIENTS, thinkMs: THINK, goals: GOALS },
    backfill: {
      windowsDone: windows.length,
      rows,
      seconds: r1(seconds),
      rowsPerSecond,
      switch: sw ? { afterSeconds: r1((switchEnd - t0) / 1000), afterWindows: switchAfter < 0 ? windows.length : switchAfter, coveredDays: daysBetween(String(sw.from), TO) + 1, ms: sw.durationMs } : null,
      stagesSeconds: { fetch: stage('fetchMs'), parse: stage('parseMs'), write: stage('writeMs'), figures: stage('figuresMs') },
      cpuSeconds: r1(cpuBackfill),
      windows: windows.map(({ from, to, phase, rows: n, fetchMs, parseMs, writeMs, figuresMs, performanceFigures, durationMs }) => ({ from, to, phase, rows: n, fetchMs, parseMs, writeMs, figuresMs, performanceFigures, durationMs })),
    },
    api: {
      requests: api.requests,
      perSecond: Math.round(api.requests / seconds),
      failed: api.failed,
      latencyMs: { p50: api.p50Ms, p90: api.p90Ms, p99: api.p99Ms, max: api.maxMs },
      byPhase: {
        staging: summary(during.filter((v) => v.at < switchStart)),
        switch: summary(during.filter((v) => v.at >= switchStart && v.at <= switchEnd)),
        live: summary(during.filter((v) => v.at > switchEnd)),
      },
      byCall,
      /** By what the back-fill was doing: writing a window (cheap figures included), recomputing the performance figures, switching, or parsing and waiting. */
      byActivity,
      failures: during.filter((v) => v.status !== 200 && v.status !== 304).slice(0, 10),
    },
    server: { cpuSeconds: serverCpu, log: serverLog },
    database: { bytes: statSync(dbPath).size, walBytesMax: walMax, navRows, expectedNavRows },
    passed: problems.length === 0,
    problems,
  }
  writeFileSync(new URL('./backfill-report.json', import.meta.url), JSON.stringify(report, null, 2) + '\n')
  console.error(
    `bench:backfill: ${rows.toLocaleString('en-US')} rows in ${r1(seconds)} s = ${rowsPerSecond.toLocaleString('en-US')} rows/s; switch after ${report.backfill.switch?.afterSeconds} s; ` +
      `API ${api.requests} requests, p99 ${api.p99Ms} ms, max ${api.maxMs} ms, failed ${api.failed}` + (problems.length ? `\nproblems:\n  ${problems.join('\n  ')}` : ''),
  )
  return problems.length === 0
}

let ok = false
try {
  ok = await main()
} catch (error) {
  console.error(`bench:backfill failed: ${(error as Error).stack}`)
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  await Promise.all(children.map((child) => exited(child)))
  rmSync(dir, { recursive: true, force: true })
}
process.exit(ok ? 0 : 1)
