/**
 * npm run bench:api — autocannon on loopback against the reference API (fund-nav with a ~5,000-point
 * history, and the fund-house list) beside a Fastify hello-world in the same run. Prints a table and
 * writes bench/api-report.json. BENCH_DURATION (s, default 10) and BENCH_CONNECTIONS (default 32).
 *
 * Each server runs in a child process of its own (as in production, nothing else on its event
 * loop); the load generator runs here, in one thread. On a 2-core machine that is a core each.
 */
import { rmSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir, cpus } from 'node:os'
import { join } from 'node:path'
import autocannon, { type Result } from 'autocannon'
import { keepResponseBodies } from './lib/autocannon-client.ts'
import { startServer } from './lib/spawn-bench-server.ts'
import { openDatabase } from '../server/db/open-database.ts'
import { loadDemoDataset, seedDemo } from '../server/demo/seed-demo.ts'
import { simulateHistory, weekdaysBack } from '../server/demo/simulate-history.ts'
import { recomputeDerived } from '../server/repositories/derived-figures.ts'
import { endpointPath } from '../common/contract/endpoints.ts'

// The load generator counts answer bytes but does not keep the bodies (see autocannon-client.ts).
keepResponseBodies(false)

const DURATION = Number(process.env.BENCH_DURATION || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32)
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
const apiUrl = apiServer.url
const helloUrl = helloServer.url

type Row = { name: string; reqPerSec: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number; ratioToHelloWorld?: number }
const summarise = (name: string, r: Result): Row => ({
  name,
  reqPerSec: Math.round(r.requests.average),
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  errors: r.errors + r.timeouts,
  non2xx: r.non2xx,
})
// Browsers always offer compression; the API answers from its per-data-version cache of compressed bodies.
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' }
/** POSTs `body` and resolves with the answer's bytes as sent (node:http does not decompress). */
const rawBody = (url: string, body: string) =>
  new Promise<Buffer>((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', ...BROWSER_HEADERS } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve(Buffer.concat(chunks)))
    })
    request.on('error', reject)
    request.end(body)
  })
const run = (url: string, extra: Partial<Parameters<typeof autocannon>[0]> = {}) =>
  autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...extra, headers: { ...BROWSER_HEADERS, ...extra.headers } })

console.error(`benchmarking on 127.0.0.1, ${CONNECTIONS} connections, ${DURATION} s each; fund-nav history: ${dates.length} points`)
const rows: Row[] = []
rows.push(summarise('fastify hello-world', await run(helloUrl)))
rows.push(
  summarise(
    'POST fund-nav (5k-point history)',
    await run(apiUrl + endpointPath('fundNav'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ schemeCode: fund.code, amc_name: fund.house }),
    }),
  ),
)
rows.push(summarise('GET mutual_fund/fund_house', await run(apiUrl + endpointPath('fundHouses'))))

// The floor for fund-nav: a hello-world answering the very bytes fund-nav sends (as cached by now),
// so the report shows how much of fund-nav's cost is the answer's size rather than the API's work.
const fundNavBody = await rawBody(apiUrl + endpointPath('fundNav'), JSON.stringify({ schemeCode: fund.code, amc_name: fund.house }))
writeFileSync(join(dir, 'fund-nav.br'), fundNavBody)
const bytesServer = await startServer('bytes', join(dir, 'fund-nav.br'))
rows.push(
  summarise(
    `hello-world answering fund-nav's ${Math.round(fundNavBody.length / 100) / 10} KB`,
    await run(bytesServer.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
  ),
)
bytesServer.stop()
const base = rows[0]!.reqPerSec
for (const row of rows) row.ratioToHelloWorld = Math.round((row.reqPerSec / base) * 100) / 100

console.table(rows)
const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  historyPoints: dates.length,
  goals: { p99MsAtMost: 20, ratioAtLeast: 0.5 },
  results: rows,
}
const out = new URL('./api-report.json', import.meta.url)
writeFileSync(out, JSON.stringify(report, null, 2) + '\n')
console.error(`wrote ${out.pathname}`)

apiServer.stop()
helloServer.stop()
rmSync(dir, { recursive: true, force: true })
