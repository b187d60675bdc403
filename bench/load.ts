/**
 * npm run bench:load — the API under load while data is being imported.
 *
 * Starts the real server as its own process (server/start.ts: DATA_DIR in a temporary folder, so it seeds
 * the demo database; SKIP_BUILD=1, RATE_LIMIT_RATE=0, LOG_LEVEL=warn, a free port on 127.0.0.1), then for
 * LOAD_DURATION seconds (default 60) runs autocannon with LOAD_CONNECTIONS connections (default 64) over a
 * mix of the site's calls, while the importer (server/ingest/import-cli.ts, the module of
 * `npm run data:import`, one process per file) loads data into the same database back to back:
 *   1. every AMFI file in ../shared/amfi/ (LOAD_AMFI_DIR), in name order — the first replaces the demo
 *      universe in one transaction (deletes ~280,000 simulated NAVs);
 *   2. then, until the load ends, NAVAll.txt daily files derived from the first of them: the same schemes
 *      on the next weekday, NAVs moved by up to ±1 %. Each really changes the data, so the data version
 *      moves and every cached answer of the server is invalidated mid-run (re-importing the same file would
 *      run a transaction but change nothing, by design).
 *
 * Request bodies stay valid through all of that: they are read from the seeded demo database and kept only
 * if the AMFI file holds the same scheme code with a NAV under the same fund house (fund-nav), the same fund
 * house name (all-funds-by-amc, funds-by-amc), or a fund-house id that exists both before and after the
 * swap (the swap empties fund_houses and re-inserts them in file order, so ids restart at 1; the derived
 * files add no fund house). Any 404 is therefore a server fault, not a test artefact. Every request is
 * checked once before the run.
 *
 * Writes bench/load-report.json, prints a summary, and exits 1 when any request failed (error, timeout or
 * non-2xx), any import failed, or none completed. The report:
 * {
 *   date, node, cpus, loadAverage: { start: number[3], end: number[3] },   // os.loadavg(): the machine is shared
 *   config: { durationSeconds, connections, timeoutSeconds, distinctRequests, amfiFiles: string[] },
 *   requests: { total, perSecond, ok2xx, non2xx, errors, timeouts, mismatches, resets },
 *   latencyMs: { mean, p50, p90, p99, p99_9, max },                        // autocannon, all answers
 *   byCall: [{ call, requests, non2xx, p50Ms, p99Ms, maxMs }],             // per endpoint of common/contract/endpoints.ts
 *   timeline: [{ second, requests, p99Ms, maxMs, importing }],             // importing: an import process ran
 *   slowestSeconds: [same shape, the 5 seconds with the highest maxMs],
 *   imports: {
 *     completed, completedDuringLoad, failed, changedData,
 *     runs: [{ file, kind: 'amfi' | 'derived', startS, endS, wallMs, importMs, changed, dataVersion, replacedDemo, exitCode }]
 *   },                                        // seconds since the load began; wallMs includes process start-up,
 *                                             // importMs is the CLI's own timing of its transaction
 *   serverCpuSeconds: { mainThread, otherThreads } | null,  // Linux only: the event loop's thread vs libuv pool + GC
 *   database: { bytes, walBytesMax, walBytesEnd },      // mf.sqlite and its -wal file (sampled every 100 ms)
 *   dataVersion: { before, after, changed, seenByServer: [{ version, source, firstSeenS }] },  // from GET meta during the load
 *   failureSamples: [{ call, status, body }], // at most 10
 *   serverLog: { warnings, errors, lines: string[] },  // pino lines at warn and above, at most 20
 *   passed: boolean, problems: string[]
 * }
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon, { type Request } from 'autocannon'
import Database from 'better-sqlite3'
import { collectionValues } from '../common/contract/schemas.ts'
import { endpointPath, type EndpointName } from '../common/contract/endpoints.ts'
import { isoToAmfi } from '../server/ingest/amfi-dates.ts'
import { createAmfiParser } from '../server/ingest/amfi-parser.ts'
import { forEachLine } from '../server/ingest/line-reader.ts'
import { captureServerLog, exited, freePort, processCpu } from './lib/server-process.ts'

const DURATION = Number(process.env.LOAD_DURATION || 60)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS || 64)
const TIMEOUT_S = 10
const ROOT = fileURLToPath(new URL('..', import.meta.url))
const AMFI_DIR = process.env.LOAD_AMFI_DIR || fileURLToPath(new URL('../../shared/amfi/', import.meta.url))
const FUND_NAV_BODIES = 12
const AMC_BODIES = 6
const HOUSE_IDS = 4

// autocannon appends every body to a string; decoding big brotli bodies as UTF-8 would make the load
// generator the bottleneck (see lib/autocannon-client.ts). Keep only uncompressed bodies: the small ones
// (under 1 KiB the API does not compress), which are all this script reads (meta, error answers).
type PendingAnswer = { headers?: { headers?: string[] } }
type Queue = { prototype: { addBody(data: Buffer): void; peek(): PendingAnswer | undefined } }
const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as Queue
const addBody = queue.prototype.addBody
queue.prototype.addBody = function (this: Queue['prototype'], data: Buffer) {
  const raw = this.peek()?.headers?.headers ?? []
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === 'content-encoding') return
  addBody.call(this, data)
}

const amfiFiles = readdirSync(AMFI_DIR)
  .filter((name) => name.endsWith('.txt'))
  .sort()
  .map((name) => join(AMFI_DIR, name))
if (amfiFiles.length === 0) {
  console.error(`bench:load needs AMFI files (*.txt) in ${AMFI_DIR}`)
  process.exit(1)
}

const dir = mkdtempSync(join(tmpdir(), 'mf-load-'))
const dataDir = join(dir, 'data')
const dbPath = join(dataDir, 'mf.sqlite')
const derivedDir = join(dir, 'derived')
mkdirSync(derivedDir, { recursive: true })
const problems: string[] = []
const loadStart = loadavg().map((n) => Math.round(n * 100) / 100)

/** `node --import tsx <module> ...`: one process per module, so its pid is the one to signal. */
const tsxNode = (module: string, args: string[], env: NodeJS.ProcessEnv) =>
  spawn(process.execPath, ['--import', 'tsx', module, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })

// ---------------------------------------------------------------------------------------------- server
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const server = tsxNode('server/start.ts', [], {
  // Never AMFI: the imports below are the benchmark's own.
  SYNC: 'off',
  DATA_DIR: dataDir,
  SKIP_BUILD: '1',
  RATE_LIMIT_RATE: '0',
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
})
const { log: serverLog, output: serverOutput } = captureServerLog(server)
let serverExit: number | null = null
void exited(server).then((code) => (serverExit = code))

const serverCpu = () => processCpu(server.pid!)

async function stopServer(): Promise<void> {
  if (serverExit !== null) return
  server.kill('SIGTERM')
  const killer = setTimeout(() => server.kill('SIGKILL'), 15_000)
  await exited(server)
  clearTimeout(killer)
}

async function main(): Promise<number> {
  const readyBy = Date.now() + 180_000
  for (;;) {
    if (serverExit !== null) throw new Error(`the server exited (${serverExit}):\n${serverOutput.join('\n')}`)
    if (Date.now() > readyBy) throw new Error(`the server did not answer within 180 s:\n${serverOutput.join('\n')}`)
    const ok = await fetch(`${base}${endpointPath('meta')}`).then((r) => r.ok, () => false)
    if (ok) break
    await new Promise((r) => setTimeout(r, 250))
  }
  type Meta = { dataVersion: number; source: string }
  const readMeta = async (): Promise<Meta> => ((await (await fetch(`${base}${endpointPath('meta')}`)).json()) as { data: Meta }).data
  const metaBefore = await readMeta()

  // ------------------------------------------------------------------ bodies valid before and after
  /** scheme code -> fund house, for rows with a NAV in any of the AMFI files; houses of the first file in order. */
  const realSchemes = new Map<number, string>()
  const realHouses = new Set<string>()
  let firstFileHouses = 0
  let firstLines: string[] = []
  let firstDate = ''
  amfiFiles.forEach((file, i) => {
    const parser = createAmfiParser()
    const houses = new Set<string>()
    forEachLine(file, (line) => {
      const row = parser.pushLine(line)
      if (!row) return
      houses.add(row.fundHouse)
      realHouses.add(row.fundHouse)
      if (row.nav !== null) realSchemes.set(row.schemeCode, row.fundHouse)
      if (i === 0 && row.date > firstDate) firstDate = row.date
    })
    if (i === 0) {
      firstFileHouses = houses.size
      firstLines = readFileSync(file, 'utf8').split(/\r?\n/)
    }
  })

  const demo = new Database(dbPath, { readonly: true, fileMustExist: true })
  const demoHouses = demo.prepare('SELECT id, fund_house_name AS name FROM fund_houses ORDER BY id').all() as { id: number; name: string }[]
  const demoSchemes = demo
    .prepare(
      `SELECT s.scheme_code AS code, f.fund_house_name AS house FROM schemes s JOIN fund_houses f ON f.id = s.fund_house_id
       WHERE s.latest_nav IS NOT NULL ORDER BY s.direct_growth DESC, s.category, s.scheme_code`,
    )
    .all() as { code: number; house: string }[]
  demo.close()

  const sharedHouses = demoHouses.filter((h) => realHouses.has(h.name)).map((h) => h.name)
  const houseIds = demoHouses.filter((h) => h.id <= firstFileHouses).map((h) => h.id).slice(0, HOUSE_IDS)
  // One fund per house first (Direct Growth first), then more, so the pages of many houses are asked for.
  const navBodies: { schemeCode: number; amc_name: string }[] = []
  const usedHouses = new Set<string>()
  for (const pass of [0, 1]) {
    for (const s of demoSchemes) {
      if (navBodies.length >= FUND_NAV_BODIES) break
      if (realSchemes.get(s.code) !== s.house || navBodies.some((b) => b.schemeCode === s.code)) continue
      if (pass === 0 && usedHouses.has(s.house)) continue
      usedHouses.add(s.house)
      navBodies.push({ schemeCode: s.code, amc_name: s.house })
    }
  }
  if (navBodies.length === 0 || sharedHouses.length === 0 || houseIds.length === 0) {
    throw new Error('no request bodies valid for both the demo and the AMFI data: is the demo dataset built from these files?')
  }

  type Call = { call: EndpointName; method: 'GET' | 'POST'; path: string; body?: unknown }
  const get = (call: EndpointName, path = endpointPath(call)): Call => ({ call, method: 'GET', path })
  const post = (call: EndpointName, body: unknown): Call => ({ call, method: 'POST', path: endpointPath(call), body })
  const calls: Call[] = [
    ...(['blogs', 'team', 'faq', 'testimonials', 'homeFundHouses', 'trendings', 'meta', 'fundHouses'] as const).map((c) => get(c)),
    ...houseIds.map((id) => get('fundHouseDetails', endpointPath('fundHouseDetails').replace(':id', String(id)))),
    ...sharedHouses.slice(0, AMC_BODIES).map((amc_name) => post('allFundsByAmc', { amc_name })),
    ...sharedHouses.slice(0, AMC_BODIES).map((amc_name) => post('fundsByAmc', { amc_name })),
    ...collectionValues.map((category) => post('fundsByCategory', { category })),
    ...navBodies.map((body) => post('fundNav', body)),
  ]
  // Browsers always offer compression: the API answers from its cache of compressed bodies.
  const headersOf = (c: Call): Record<string, string> =>
    c.body === undefined ? { 'accept-encoding': 'br, gzip' } : { 'accept-encoding': 'br, gzip', 'content-type': 'application/json' }
  for (const c of calls) {
    const res = await fetch(base + c.path, { method: c.method, headers: headersOf(c), body: c.body === undefined ? undefined : JSON.stringify(c.body) })
    if (!res.ok) throw new Error(`${c.method} ${c.path} ${JSON.stringify(c.body ?? '')} answered ${res.status} before the run`)
    await res.arrayBuffer()
  }

  // ------------------------------------------------------------------------------------ imports
  /** Day `n` after the first file's date (weekdays only): its rows as a NAVAll.txt (8 fields), NAVs moved. */
  function derivedFile(n: number): string {
    const day = new Date(`${firstDate}T00:00:00Z`)
    for (let left = n; left > 0; ) {
      day.setUTCDate(day.getUTCDate() + 1)
      if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left--
    }
    const iso = day.toISOString().slice(0, 10)
    const header = firstLines[0]!.split(';').map((h) => h.trim().toLowerCase().replace(/\s+/g, ''))
    const col = (name: string) => header.indexOf(name)
    const [code, plan, option, isin1, isin2, nav] = ['schemecode', 'plan', 'option', 'isindivpayout/isingrowth', 'isindivreinvestment', 'netassetvalue'].map(col)
    const name = Math.max(col('navname'), col('schemename'))
    const out = ['Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Plan;Option;Net Asset Value;Date', '']
    for (const line of firstLines.slice(1)) {
      const f = line.split(';')
      if (f.length !== header.length) {
        out.push(line)
        continue
      }
      const value = Number(f[nav!])
      // A deterministic move of up to ±1 % per scheme and day; unusable NAVs stay as they were.
      const move = (((Number(f[code!]) * 7919 + n * 104_729) % 2001) - 1000) / 100_000
      const navText = /^\d+(\.\d+)?$/.test(f[nav!]!.trim()) && value > 0 ? (value * (1 + move)).toFixed(4) : f[nav!]!
      const at = (i: number | undefined) => (i === undefined || i < 0 ? '' : f[i]!)
      out.push([at(code), at(isin1), at(isin2), at(name), at(plan), at(option), navText, isoToAmfi(iso)].join(';'))
    }
    const file = join(derivedDir, `NAVAll-${iso}.txt`)
    writeFileSync(file, out.join('\r\n'))
    return file
  }

  type ImportRun = {
    file: string
    kind: 'amfi' | 'derived'
    startS: number
    endS: number
    wallMs: number
    importMs: number | null
    changed: boolean
    dataVersion: number | null
    replacedDemo: boolean
    exitCode: number
  }
  const runs: ImportRun[] = []
  const fileBytes = (path: string) => {
    try {
      return statSync(path).size
    } catch {
      return 0
    }
  }
  let loadOver = false
  let importing = false
  const t0 = performance.now()
  const sinceStart = () => (performance.now() - t0) / 1000

  async function importLoop(): Promise<void> {
    const queue = amfiFiles.map((file) => ({ file, kind: 'amfi' as const }))
    for (let day = 1; !loadOver; ) {
      const next = queue.shift() ?? { file: derivedFile(day++), kind: 'derived' as const }
      const startS = sinceStart()
      importing = true
      const child = tsxNode('server/ingest/import-cli.ts', ['--db', dbPath, next.file], { DATA_DIR: dataDir })
      let stderr = ''
      child.stderr!.setEncoding('utf8').on('data', (s: string) => (stderr += s))
      child.stdout!.resume()
      const exitCode = await exited(child)
      importing = false
      const run: ImportRun = {
        file: next.kind === 'amfi' ? next.file : join('<tmp>', next.file.slice(derivedDir.length + 1)),
        kind: next.kind,
        startS: Math.round(startS * 10) / 10,
        endS: Math.round(sinceStart() * 10) / 10,
        wallMs: Math.round((sinceStart() - startS) * 1000),
        importMs: Number(/ in (\d+) ms/.exec(stderr)?.[1] ?? NaN) || null,
        changed: /data version \d+/.test(stderr),
        dataVersion: Number(/data version (\d+)/.exec(stderr)?.[1] ?? NaN) || null,
        replacedDemo: stderr.includes('demo data replaced'),
        exitCode,
      }
      runs.push(run)
      if (exitCode !== 0) {
        problems.push(`import of ${run.file} failed (exit ${exitCode}): ${stderr.trim().split('\n').slice(-3).join(' / ')}`)
        return
      }
    }
  }

  // --------------------------------------------------------------------------------------- load
  const byCall = new Map<string, { latencies: number[]; non2xx: number }>()
  const seconds: { latencies: number[]; importing: boolean }[] = []
  const failureSamples: { call: string; status: number; body: string }[] = []
  const versionsSeen = new Map<number, { version: number; source: string; firstSeenS: number }>()
  let answered = ''
  const requests: Request[] = calls.map((c) => ({
    method: c.method,
    path: c.path,
    headers: headersOf(c),
    ...(c.body === undefined ? {} : { body: JSON.stringify(c.body) }),
    onResponse: (status, body) => {
      // Runs synchronously just before the tracker's 'response' event of the same answer.
      answered = c.call
      const stats = byCall.get(c.call) ?? { latencies: [], non2xx: 0 }
      byCall.set(c.call, stats)
      if (status < 200 || status > 299) {
        stats.non2xx++
        if (failureSamples.length < 10) failureSamples.push({ call: `${c.method} ${c.path} ${c.body ? JSON.stringify(c.body) : ''}`.trim(), status, body: body.slice(0, 300) })
      } else if (c.call === 'meta') {
        const { dataVersion, source } = (JSON.parse(body) as { data: Meta }).data
        if (!versionsSeen.has(dataVersion)) versionsSeen.set(dataVersion, { version: dataVersion, source, firstSeenS: Math.round(sinceStart() * 10) / 10 })
      }
    },
  }))

  console.error(
    `bench:load: ${CONNECTIONS} connections for ${DURATION} s over ${calls.length} requests on ${base} (server pid ${server.pid}); ` +
      `importing ${amfiFiles.length} AMFI file(s), then derived daily files, back to back`,
  )
  const cpuBefore = serverCpu()
  const instance = autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, timeout: TIMEOUT_S, requests })
  instance.on('response', (_client, _status, _bytes, ms) => {
    byCall.get(answered)?.latencies.push(ms)
    const s = Math.floor(sinceStart())
    const bucket = (seconds[s] ??= { latencies: [], importing: false })
    bucket.latencies.push(ms)
    if (importing) bucket.importing = true
  })
  let walBytesMax = 0
  const marker = setInterval(() => {
    const s = Math.floor(sinceStart())
    if (importing) (seconds[s] ??= { latencies: [], importing: true }).importing = true
    walBytesMax = Math.max(walBytesMax, fileBytes(`${dbPath}-wal`))
  }, 100)
  const imports = importLoop()
  const result = await instance
  const cpuAfter = serverCpu()
  loadOver = true
  clearInterval(marker)
  await imports
  await new Promise((r) => setTimeout(r, 400)) // the server re-checks the data version at most every 200 ms
  const metaAfter = await readMeta()

  // ------------------------------------------------------------------------------------- report
  const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0)
  const r1 = (n: number) => Math.round(n * 10) / 10
  const callRows = [...byCall].map(([call, s]) => {
    const sorted = s.latencies.sort((a, b) => a - b)
    return { call, requests: sorted.length, non2xx: s.non2xx, p50Ms: r1(pct(sorted, 50)), p99Ms: r1(pct(sorted, 99)), maxMs: r1(sorted.at(-1) ?? 0) }
  })
  const timeline = Array.from(seconds, (s, second) => {
    const sorted = (s?.latencies ?? []).sort((a, b) => a - b)
    return { second, requests: sorted.length, p99Ms: r1(pct(sorted, 99)), maxMs: r1(sorted.at(-1) ?? 0), importing: s?.importing ?? false }
  })
  const completed = runs.filter((r) => r.exitCode === 0)
  const completedDuringLoad = completed.filter((r) => r.endS <= DURATION).length
  const failedRequests = result.errors + result.non2xx + result.mismatches
  if (result.errors) problems.push(`${result.errors} request errors (${result.timeouts} of them timeouts after ${TIMEOUT_S} s)`)
  if (result.non2xx) problems.push(`${result.non2xx} non-2xx answers`)
  if (result.mismatches) problems.push(`${result.mismatches} mismatched bodies`)
  if (completedDuringLoad === 0) problems.push('no import completed during the load')
  if (serverExit !== null) problems.push(`the server exited during the run (${serverExit})`)
  if (serverLog.errors) problems.push(`${serverLog.errors} error lines in the server log`)

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: { start: loadStart, end: loadavg().map((n) => Math.round(n * 100) / 100) },
    config: { durationSeconds: DURATION, connections: CONNECTIONS, timeoutSeconds: TIMEOUT_S, distinctRequests: calls.length, amfiFiles },
    requests: {
      total: result.requests.total,
      perSecond: Math.round(result.requests.average),
      ok2xx: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      mismatches: result.mismatches,
      resets: result.resets,
    },
    latencyMs: {
      mean: r1(result.latency.mean),
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      p99_9: result.latency.p99_9,
      max: result.latency.max,
    },
    byCall: callRows,
    timeline,
    slowestSeconds: [...timeline].sort((a, b) => b.maxMs - a.maxMs).slice(0, 5),
    imports: { completed: completed.length, completedDuringLoad, failed: runs.length - completed.length, changedData: runs.filter((r) => r.changed).length, runs },
    dataVersion: {
      before: metaBefore.dataVersion,
      after: metaAfter.dataVersion,
      changed: metaAfter.dataVersion !== metaBefore.dataVersion,
      seenByServer: [...versionsSeen.values()].sort((a, b) => a.version - b.version),
    },
    serverCpuSeconds:
      cpuBefore && cpuAfter
        ? { mainThread: r1(cpuAfter.mainThread - cpuBefore.mainThread), otherThreads: r1(cpuAfter.otherThreads - cpuBefore.otherThreads) }
        : null,
    database: { bytes: fileBytes(dbPath), walBytesMax, walBytesEnd: fileBytes(`${dbPath}-wal`) },
    failureSamples,
    serverLog,
    passed: failedRequests === 0 && problems.length === 0,
    problems,
  }
  const out = new URL('./load-report.json', import.meta.url)
  writeFileSync(out, JSON.stringify(report, null, 2) + '\n')

  console.table(callRows)
  const l = report.latencyMs
  const importMs = completed.map((r) => r.importMs ?? 0)
  console.log(
    [
      `requests: ${report.requests.total} in ${DURATION} s (${report.requests.perSecond}/s) at ${CONNECTIONS} connections; ` +
        `failed: ${failedRequests} (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
      `latency ms: p50 ${l.p50}, p90 ${l.p90}, p99 ${l.p99}, p99.9 ${l.p99_9}, max ${l.max}`,
      `slowest seconds: ${report.slowestSeconds.map((s) => `t=${s.second}s max ${s.maxMs} ms${s.importing ? ' (importing)' : ''}`).join('; ')}`,
      `imports: ${completed.length} completed (${completedDuringLoad} within the load window, ${report.imports.changedData} changed the data), ` +
        `${report.imports.failed} failed; ` +
        `import time ms: min ${Math.min(...importMs)}, max ${Math.max(...importMs)}; process wall time incl. start-up ms: ` +
        `max ${Math.max(...completed.map((r) => r.wallMs))}`,
      `data version: ${report.dataVersion.before} -> ${report.dataVersion.after}; the server answered ${versionsSeen.size} distinct versions in GET meta ` +
        `(sources: ${[...new Set([...versionsSeen.values()].map((v) => v.source))].join(', ')})`,
      `server CPU during the load: ${report.serverCpuSeconds ? `${report.serverCpuSeconds.mainThread} s on the event loop's thread, ${report.serverCpuSeconds.otherThreads} s on its other threads` : 'n/a'}`,
      `database: ${Math.round(report.database.bytes / 1e6)} MB, WAL at most ${Math.round(walBytesMax / 1e6)} MB`,
      `server log: ${serverLog.warnings} warnings, ${serverLog.errors} errors; load average ${report.loadAverage.start.join('/')} -> ${report.loadAverage.end.join('/')} on ${report.cpus} CPUs`,
      report.passed ? 'PASSED: zero failed requests' : `FAILED: ${problems.join('; ')}`,
    ].join('\n'),
  )
  console.error(`wrote ${fileURLToPath(out)}`)
  return report.passed ? 0 : 1
}

let code = 1
try {
  code = await main()
} catch (error) {
  console.error(`bench:load: ${(error as Error).stack ?? String(error)}`)
} finally {
  await stopServer()
  rmSync(dir, { recursive: true, force: true })
}
process.exit(code)
