/**
 * npm run bench:api — autocannon on loopback against the reference API (fund-nav with a ~5,000-point
 * history, and the fund-house list) beside a Fastify hello-world in the same run. Prints a table and
 * writes bench/api-report.json. BENCH_DURATION (s per row, default 10), BENCH_CONNECTIONS (default 32)
 * and BENCH_ROUNDS (default 4, below).
 *
 * Each server runs in a child process of its own (as in production, nothing else on its event
 * loop); the load generator runs here, in one thread. On a 2-core machine that is a core each.
 *
 * The API runs as in production (security headers, rate limit on with a budget the load generator
 * cannot exhaust, response cache). The goal for fund-nav (issue 14): at least 0.8x the req/s of its
 * floor, a bare Fastify given fund-nav's very request (path and body) and answering fund-nav's very
 * bytes with no work at all, measured in the same run (`ratioToFloor`). Where the
 * rest goes is the row between them: the floor sending fund-nav's exact response headers too. So
 * fund-nav / floor = (floor with headers / floor: the headers) x (fund-nav / floor with headers: the
 * API's own work), reported as `breakdown`. Smaller answers (fund_house) keep the older goal of 0.5x
 * hello-world's req/s.
 *
 * Every row gets the same connections and the same total duration, run in BENCH_ROUNDS (default 4)
 * slices, the rows in turn, forwards then backwards (A B C C B A ...): on a shared machine whose
 * load drifts, a drift then touches every row alike instead of whichever row ran at the time.
 */
import { rmSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir, cpus } from 'node:os'
import { join } from 'node:path'
import autocannon, { type Options, type Result } from 'autocannon'
import { keepResponseBodies } from './lib/autocannon-client.ts'
import { startServer, type BenchChild } from './lib/spawn-bench-server.ts'
import { openDatabase } from '../server/db/open-database.ts'
import { loadDemoDataset, seedDemo } from '../server/demo/seed-demo.ts'
import { simulateHistory, weekdaysBack } from '../server/demo/simulate-history.ts'
import { recomputeDerived } from '../server/ingest/derived-figures.ts'
import { endpointPath } from '../common/contract/endpoints.ts'

// The load generator counts answer bytes but does not keep the bodies (see autocannon-client.ts).
keepResponseBodies(false)

const DURATION = Number(process.env.BENCH_DURATION || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32)
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 4))
const HISTORY_YEARS = 20 // ~5,200 weekdays

const dir = mkdtempSync(join(tmpdir(), 'mf-bench-'))
const db = openDatabase(join(dir, 'bench.sqlite'))
seedDemo(db, loadDemoDataset(), 1)

// One fund gets a long history: the heaviest answer the site asks for.
const fund = db
  .prepare(`SELECT s.scheme_code AS code, s.latest_nav AS nav, s.latest_date AS date, f.fund_house_name AS house
            FROM schemes s JOIN fund_houses f ON f.id = s.fund_house_id WHERE s.direct_growth = 1 AND s.category = 'Equity' LIMIT 1`)
  .get() as { code: number; nav: number; date: string; house: string }
const dates = weekdaysBack(fund.date, HISTORY_YEARS)
const navs = simulateHistory(dates, fund.nav, 'Equity', `bench-${fund.code}`, true)
const insert = db.prepare('INSERT OR REPLACE INTO navs (scheme_code, date, nav) VALUES (?, ?, ?)')
db.transaction(() => {
  dates.forEach((date, i) => insert.run(fund.code, date, navs[i]))
  recomputeDerived(db)
})()

db.close()

const apiServer = await startServer('api', join(dir, 'bench.sqlite'))
const helloServer = await startServer('hello')

type Role = 'baseline' | 'call' | 'floor'
type Row = {
  name: string
  role: Role
  reqPerSec: number
  p50Ms: number
  p99Ms: number
  errors: number
  non2xx: number
  /** Bytes received per answer, status line and headers included. */
  bytesPerAnswer: number
  ratioToHelloWorld?: number
  /** fund-nav's and the floor-with-headers row's req/s over the floor's (the bare bytes). */
  ratioToFloor?: number
  /**
   * The server's CPU time per answer (its child process, user + system, from /proc): what the
   * answer costs the server, whichever side (server or load generator) bounded the req/s.
   */
  serverCpuUsPerAnswer?: number
}
// Browsers always offer compression; the API answers from its per-data-version cache of compressed bodies.
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' }
// Headers Node writes itself on every answer (the floor's server writes them too).
const NODE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])
type Answer = { body: Buffer; headers: Record<string, string>; headerBytes: number }
/** POSTs `body` and resolves with the answer as sent: its bytes (node:http does not decompress) and headers. */
const rawAnswer = (url: string, body: string) =>
  new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', ...BROWSER_HEADERS } }, (response) => {
      const chunks: Buffer[] = []
      const headers: Record<string, string> = {}
      // The status line and the blank line after the headers count too, as in autocannon's bytes.
      let headerBytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        const [name, value] = [response.rawHeaders[i]!, response.rawHeaders[i + 1]!]
        headerBytes += name.length + value.length + 4
        if (!NODE_HEADERS.has(name.toLowerCase())) headers[name.toLowerCase()] = value
      }
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ body: Buffer.concat(chunks), headers, headerBytes }))
    })
    request.on('error', reject)
    request.end(body)
  })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A row to measure: autocannon options against `server`. */
type Load = { name: string; role: Role; server: BenchChild; options: Options }
type Totals = { seconds: number; requests: number; bytes: number; errors: number; non2xx: number; latencies: number[]; cpuSeconds: number | null }

/** One slice of a row: `seconds` of load, every answer's latency, and the server's CPU time meanwhile. */
async function slice(load: Load, seconds: number, totals: Totals): Promise<void> {
  const before = load.server.cpuSeconds()
  const instance = autocannon({
    connections: CONNECTIONS,
    ...load.options,
    duration: seconds,
    headers: { ...BROWSER_HEADERS, ...load.options.headers },
  }).on('response', (_client, _status, _bytes, responseTime) => totals.latencies.push(responseTime))
  const result: Result = await instance
  const after = load.server.cpuSeconds()
  totals.seconds += result.duration
  totals.requests += result.requests.total
  totals.bytes += result.throughput.total
  totals.errors += result.errors + result.timeouts
  totals.non2xx += result.non2xx
  totals.cpuSeconds = before === null || after === null || totals.cpuSeconds === null ? null : totals.cpuSeconds + after - before
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

/** Every load for DURATION seconds in all, in ROUNDS slices, forwards then backwards. */
async function measure(loads: Load[]): Promise<Row[]> {
  const totals = loads.map((): Totals => ({ seconds: 0, requests: 0, bytes: 0, errors: 0, non2xx: 0, latencies: [], cpuSeconds: 0 }))
  const seconds = Math.max(1, DURATION / ROUNDS)
  for (let round = 0; round < ROUNDS; round++) {
    const order = loads.map((_, i) => i)
    if (round % 2 === 1) order.reverse()
    for (const i of order) await slice(loads[i]!, seconds, totals[i]!)
  }
  return loads.map((load, i) => {
    const t = totals[i]!
    const sorted = t.latencies.sort((a, b) => a - b)
    const row: Row = {
      name: load.name,
      role: load.role,
      reqPerSec: Math.round(t.requests / Math.max(1e-9, t.seconds)),
      p50Ms: Math.round(percentile(sorted, 50) * 10) / 10,
      p99Ms: Math.round(percentile(sorted, 99) * 10) / 10,
      errors: t.errors,
      non2xx: t.non2xx,
      bytesPerAnswer: Math.round(t.bytes / Math.max(1, t.requests)),
    }
    if (t.cpuSeconds !== null) row.serverCpuUsPerAnswer = Math.round((t.cpuSeconds * 1e6) / Math.max(1, t.requests))
    return row
  })
}

const fundNavUrl = apiServer.url + endpointPath('fundNav')
const fundNavBody = JSON.stringify({ schemeCode: fund.code, amc_name: fund.house })

// fund-nav as a long-lived data version serves it: the brotli 11 body, made off the event loop once
// the answer is asked for again 2 s after it was made (http/response-cache.ts). Measured from the
// start in that state, so the CPU of that upgrade does not fall inside the run, and the floor below
// sends the very bytes fund-nav sent throughout.
const first = await rawAnswer(fundNavUrl, fundNavBody)
await sleep(2_200)
let answer = await rawAnswer(fundNavUrl, fundNavBody)
for (const until = Date.now() + 20_000; answer.body.length >= first.body.length && Date.now() < until; ) {
  await sleep(200)
  answer = await rawAnswer(fundNavUrl, fundNavBody)
}
writeFileSync(join(dir, 'fund-nav.br'), answer.body)
writeFileSync(join(dir, 'fund-nav-headers.json'), JSON.stringify(answer.headers))
// The floors get fund-nav's very request (its path and body, parsed as JSON as for any POST) and
// answer it with fund-nav's very bytes; they do nothing else.
const floorServer = await startServer('bytes', join(dir, 'fund-nav.br'), endpointPath('fundNav'))
const floorHeadersServer = await startServer('bytes', join(dir, 'fund-nav.br'), endpointPath('fundNav'), join(dir, 'fund-nav-headers.json'))
const kb = `${Math.round(answer.body.length / 100) / 10} KB`
const fundNavRequest = { method: 'POST', headers: { 'content-type': 'application/json' }, body: fundNavBody }

console.error(
  `benchmarking on 127.0.0.1, ${CONNECTIONS} connections, ${DURATION} s each (${ROUNDS} slices, rows in turn); fund-nav history: ${dates.length} points, ` +
    `answer ${answer.body.length} bytes of brotli + ${answer.headerBytes} bytes of status line and headers`,
)
const rows = await measure([
  { name: 'fastify hello-world', role: 'baseline', server: helloServer, options: { url: helloServer.url } },
  { name: `hello-world answering fund-nav's ${kb}`, role: 'floor', server: floorServer, options: { url: floorServer.url + endpointPath('fundNav'), ...fundNavRequest } },
  { name: 'POST fund-nav (5k-point history)', role: 'call', server: apiServer, options: { url: fundNavUrl, ...fundNavRequest } },
  {
    name: `hello-world answering fund-nav's ${kb} and its headers`,
    role: 'floor',
    server: floorHeadersServer,
    options: { url: floorHeadersServer.url + endpointPath('fundNav'), ...fundNavRequest },
  },
  { name: 'GET mutual_fund/fund_house', role: 'call', server: apiServer, options: { url: apiServer.url + endpointPath('fundHouses') } },
])
floorServer.stop()
floorHeadersServer.stop()

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100
const [hello, floor, fundNav, floorWithHeaders] = rows as [Row, Row, Row, Row]
for (const row of rows) row.ratioToHelloWorld = ratio(row.reqPerSec, hello.reqPerSec)
fundNav.ratioToFloor = ratio(fundNav.reqPerSec, floor.reqPerSec)
floorWithHeaders.ratioToFloor = ratio(floorWithHeaders.reqPerSec, floor.reqPerSec)
const breakdown = {
  fundNavRatioToFloor: fundNav.ratioToFloor,
  /** What is left of the floor's req/s once fund-nav's headers are sent too. */
  headers: floorWithHeaders.ratioToFloor,
  /** fund-nav against the floor that sends its headers too: the API's own per-request work. */
  apiWork: ratio(fundNav.reqPerSec, floorWithHeaders.reqPerSec),
  bodyBytes: answer.body.length,
  /** fund-nav's status line and headers (as received) and the bare floor's, in bytes per answer. */
  headerBytes: answer.headerBytes,
  floorHeaderBytes: floor.bytesPerAnswer - answer.body.length,
  headerNames: Object.keys(answer.headers),
  /** The same split in the servers' CPU time per answer (µs), where the req/s may be bounded by the load generator. */
  serverCpuUsPerAnswer: { floor: floor.serverCpuUsPerAnswer, floorWithHeaders: floorWithHeaders.serverCpuUsPerAnswer, fundNav: fundNav.serverCpuUsPerAnswer },
}

console.table(rows)
console.error(
  `fund-nav = ${breakdown.fundNavRatioToFloor}x its floor (goal >= 0.8): its headers (${breakdown.headerBytes} bytes against ` +
    `the floor's ${breakdown.floorHeaderBytes}) leave ${breakdown.headers}x, the API's own work ${breakdown.apiWork}x of that; ` +
    `server CPU per answer: floor ${floor.serverCpuUsPerAnswer ?? '?'} µs, with headers ${floorWithHeaders.serverCpuUsPerAnswer ?? '?'} µs, fund-nav ${fundNav.serverCpuUsPerAnswer ?? '?'} µs`,
)
const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  rounds: ROUNDS,
  historyPoints: dates.length,
  goals: { p99MsAtMost: 20, ratioToFloorAtLeast: 0.8, ratioToHelloWorldAtLeast: 0.5 },
  breakdown,
  results: rows,
}
const out = new URL('./api-report.json', import.meta.url)
writeFileSync(out, JSON.stringify(report, null, 2) + '\n')
console.error(`wrote ${out.pathname}`)

apiServer.stop()
helloServer.stop()
rmSync(dir, { recursive: true, force: true })
