/**
 * npm run bench:analytics — the analytics engine on the full demo universe (every scheme of one real
 * AMFI file, simulated history) and its three calls under load:
 *   1. the time to compute every scheme's figures (returns against peers, risk, rolling windows,
 *      plan gaps) as an import does, and to rebuild the search index; median of 3 runs;
 *   2. autocannon at BENCH_CONNECTIONS (32) for BENCH_DURATION (10 s) on performance, search and
 *      SIP, each rotating over hundreds of distinct requests (each computed on its first request,
 *      then answered from the response cache as in production), beside a Fastify hello-world.
 * Writes bench/analytics-report.json. Goals (issue: analytics engine): compute under 10 s on 2
 * cores; p99 under 20 ms for each call.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon, { type Request, type Result } from 'autocannon'
import { endpointPath } from '../common/contract/endpoints.ts'
import { isoToDmy, minusYears } from '../common/figures/dates.ts'
import { recomputePerformance } from '../server/ingest/recompute-performance.ts'
import { openDatabase } from '../server/db/open-database.ts'
import { seedDemo } from '../server/demo/seed-demo.ts'
import { rebuildSearchIndex } from '../server/search/search-index.ts'
import { keepResponseBodies } from './lib/autocannon-client.ts'
import { startServer } from './lib/spawn-bench-server.ts'

keepResponseBodies(false)

const DURATION = Number(process.env.BENCH_DURATION || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32)
const RUNS = 3
const GOALS = { computeSecondsAtMost: 10, p99MsAtMost: 20 }

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const dir = mkdtempSync(join(tmpdir(), 'mf-bench-analytics-'))
const dbFile = join(dir, 'bench.sqlite')
const db = openDatabase(dbFile)
console.error('bench:analytics: seeding the demo universe (every scheme of the AMFI file) ...')
const seedStarted = performance.now()
const seeded = seedDemo(db)
const seedMs = Math.round(performance.now() - seedStarted)
const navRows = db.prepare('SELECT COUNT(*) FROM navs').pluck().get() as number

// 1. The import's analytics step, timed alone (each run in a transaction, as an import does).
const computeMs: number[] = []
const searchIndexMs: number[] = []
let schemes = 0
for (let run = 0; run < RUNS; run++) {
  db.transaction(() => {
    const started = performance.now()
    schemes = recomputePerformance(db).schemes
    computeMs.push(Math.round(performance.now() - started))
    const indexStarted = performance.now()
    rebuildSearchIndex(db)
    searchIndexMs.push(Math.round(performance.now() - indexStarted))
  }).immediate()
  console.error(`  run ${run + 1}: figures ${computeMs.at(-1)} ms, search index ${searchIndexMs.at(-1)} ms`)
}

// Requests that rotate over many schemes, queries and SIP bodies.
const sample = db
  .prepare(
    `SELECT s.scheme_code AS code, s.scheme_name AS name, s.first_date AS first, s.latest_date AS latest
     FROM schemes s WHERE s.active = 1 ORDER BY (s.scheme_code * 2654435761) % 4294967296 LIMIT 400`,
  )
  .all() as { code: number; name: string; first: string; latest: string }[]
const houses = db.prepare('SELECT fund_house_name FROM fund_houses').pluck().all() as string[]
db.close()

const performanceRequests: Request[] = sample.map((s) => ({ method: 'GET', path: `/api/v1/mutual_fund/scheme/${s.code}/performance` }))
// What people type: a fund house, a house and a category, a partial word, a plan.
const queries = [
  ...houses.map((h) => h.split(' ')[0]!.toLowerCase()),
  ...sample.slice(0, 200).map((s) => s.name.split(/\W+/).slice(0, 3).join(' ').toLowerCase()),
  ...sample.slice(200, 300).map((s) => `${s.name.split(/\W+/)[0]!.slice(0, 4)} dir gr`.toLowerCase()),
  'axis large direct',
  'ppfas',
  'small cap',
  'liquid',
  'elss tax',
]
const searchRequests: Request[] = queries.map((q) => ({ method: 'GET', path: `${endpointPath('search')}?${new URLSearchParams({ q })}` }))
const sipRequests: Request[] = sample.slice(0, 300).map((s, i) => {
  const from = minusYears(s.latest, 1 + (i % 5))
  return {
    method: 'POST',
    path: endpointPath('sip'),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ schemeCode: s.code, amount: 500 + 100 * (i % 50), from: isoToDmy(from < s.first ? s.first : from), day: 1 + (i % 28) }),
  }
})

const apiServer = await startServer('api', dbFile)
const helloServer = await startServer('hello')
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' }
type Row = { name: string; distinct: number; reqPerSec: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number }
const summarise = (name: string, distinct: number, r: Result): Row => ({
  name,
  distinct,
  reqPerSec: Math.round(r.requests.average),
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  errors: r.errors + r.timeouts,
  non2xx: r.non2xx,
})
const load = (url: string, requests?: Request[]) =>
  autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: BROWSER_HEADERS, ...(requests ? { requests } : {}) })

console.error(`bench:analytics: ${CONNECTIONS} connections, ${DURATION} s per call`)
const rows: Row[] = []
try {
  rows.push(summarise('fastify hello-world', 1, await load(helloServer.url)))
  rows.push(summarise('performance', performanceRequests.length, await load(apiServer.url, performanceRequests)))
  rows.push(summarise('search', searchRequests.length, await load(apiServer.url, searchRequests)))
  rows.push(summarise('sip', sipRequests.length, await load(apiServer.url, sipRequests)))
} finally {
  apiServer.stop()
  helloServer.stop()
}
rmSync(dir, { recursive: true, force: true })

const report = {
  date: new Date().toISOString(),
  universe: { schemes: seeded.schemes, navRows, seedMs },
  compute: { runsMs: computeMs, medianMs: median(computeMs), schemes, searchIndexRunsMs: searchIndexMs, searchIndexMedianMs: median(searchIndexMs) },
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  goals: GOALS,
  results: rows,
}
writeFileSync(new URL('./analytics-report.json', import.meta.url), JSON.stringify(report, null, 2) + '\n')
console.table(rows)
console.error(
  `figures for ${schemes} schemes: median ${report.compute.medianMs} ms (goal ${GOALS.computeSecondsAtMost} s); search index ${report.compute.searchIndexMedianMs} ms; wrote bench/analytics-report.json`,
)
const failed = rows.some((r) => r.errors + r.non2xx > 0)
process.exit(failed ? 1 : 0)
