/**
 * npm run bench:soak — the server in its production configuration, soaked for SOAK_DURATION seconds
 * (default 120) by normal visitors and, beside them, abusive clients from other loopback addresses
 * (issue 24's "soak": zero failed normal requests, p99 of normal requests ≤ 50 ms, memory levelling off).
 *
 * Starts the real server as its own process, as bench/load.ts does, but configured as in production:
 * server/start.ts with the rate limit at its default (RATE_LIMIT_* and TRUST_PROXY are taken out of the
 * environment), SKIP_BUILD=1, STATIC_DIR=dist (pages rendered on the server from dist-server/),
 * HOST=127.0.0.1, LOG_LEVEL=warn, a free port, and DATA_DIR in a temporary folder (the first start seeds
 * the demo database: minutes) or SOAK_DATA_DIR, kept and reused (seeded there when it is empty). It uses
 * the build as it is: it never builds.
 *
 * After a warm-up (every normal request answered 2xx twice), for SOAK_DURATION seconds, all on 127.0.0.x,
 * each loop stopping by itself at the end (requests in flight then finish, bounded by their timeout):
 *   normal      127.0.0.1  SOAK_NORMAL_CLIENTS (8) keep-alive clients in a process of their own (so the
 *                          floods below do not delay their timing), each a visitor: a weighted mix of the
 *                          site's API calls (meta, home lists, fund-houses, fund-house details,
 *                          all-funds-by-amc, fund-nav, performance, search, list returns) and pages (/,
 *                          /amcs, a company page, a fund page), a quarter of them revalidated with the
 *                          ETag seen before (304), SOAK_THINK_MIN_MS..SOAK_THINK_MAX_MS (30..120) between
 *                          requests: ~100 requests/s. Every latency is recorded (request to last byte).
 *   slow        127.0.0.2  SOAK_SLOW_CONNECTIONS (160: more than the per-address cap of 128) connections at
 *                          once, in turn: silent (connect, send nothing), drip (a GET's headers one byte a
 *                          second, never ending), slow body (a SIP POST's headers, then its body one byte a
 *                          second); each re-opened SOAK_SLOW_REOPEN_MS (250) after it is closed.
 *   pages       127.0.0.3  SOAK_PAGE_CONNECTIONS (4) connections, back to back: real pages with random
 *                          queries (/amcs?utm=…, /?utm_source=…, /fundchart/…/…?period=…, /search?q=<word>,
 *                          /company-details/…/…?<x>=…, /investment-products/…?sort=…). Each answer is
 *                          counted by status, and a 200/404 page as a fresh render when its CSP carries a
 *                          nonce (a page from the page cache carries script hashes instead).
 *   sip         127.0.0.4  SOAK_SIP_CONNECTIONS (2) connections from each address, back to back: POST
 *               127.0.0.5  /api/v1/mutual_fund/sip/ with a random valid body (a scheme with NAVs from the
 *                          seeded database, amount, `from`, and half the time `to` and `day`, within the
 *                          fund's history), so nearly every body is new: counted by status (200/400/429).
 *   memory      the server's VmRSS (/proc/<pid>/status) every second, with its open descriptors and the CPU
 *               of its main thread: start (after the warm-up, before the load), peak, end, and a 10-s
 *               series. Levelling off: the largest RSS of the last third of the run is within
 *               SOAK_RSS_TOLERANCE (0.10) of the largest of the middle third.
 *
 * Writes bench/soak-report.json, prints a summary and a markdown table for bench/report.md, and exits 1
 * when a normal request failed (an error, a timeout, or a status other than 2xx/304), the normal p99 is
 * over SOAK_P99_MS (50), the RSS did not level off, or the server exited. The floods' answers are reported,
 * not judged. The report:
 * {
 *   date, node, cpus, loadAverage: { start, end },
 *   config: { durationSeconds, server: {…}, rateLimit, normal: {…}, slow: {…}, pages: {…}, sip: {…}, criteria },
 *   normal: { address, requests, perSecond, statuses, failed, latencyMs: { p50, p90, p99, p99_9, max },
 *             byCall: [{ call, requests, statuses, p50Ms, p99Ms, maxMs }], failures: [...at most 20],
 *             clientLoopDelayMs: { p99, max } },          // the client process's own event-loop delay
 *   slow: { address, target, opened, connected, maxOpen, closedByServer, errors, answers,
 *           byMode: { silent|drip|slow-body: { opened, closedByServer, lifetimeS: { p50, max } } } },
 *   pages: { address, requests, statuses, freshRenders, cachedPages, byKind: { <url shape>: { requests, statuses, freshRenders, cachedPages } },
 *            errors, latencyMs, samples },
 *   sip: { addresses, requests, statuses, errors, latencyMs, samples },
 *   memory: { rssMb: { start, peak, peakAtS, end, afterLoad }, fds: { start, peak, end },
 *             thirds: { middleMaxMb, lastMaxMb, growth, lastSlopeMbPerMin }, levelledOff, series: [per 10 s],
 *             samples: [{ t, rssMb, fds }] },
 *   serverCpuSeconds: { mainThread, otherThreads } | null,
 *   serverLog: { warnings, errors, byMessage, lines },
 *   passed, problems, observations
 * }
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { connect, type Socket } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { endpointPath, type EndpointName } from '../common/contract/endpoints.ts'
import { collectionValues, SIP_MAX_AMOUNT, SIP_MIN_AMOUNT } from '../common/contract/limits.ts'
import { addDays, daysBetween, isoToDmy } from '../common/figures/dates.ts'
import { DEFAULT_RATE_LIMIT } from '../server/http/rate-limit.ts'
import { captureServerLog, cpuOfStat, exited, freePort, processCpu, readProc } from './lib/server-process.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SELF = fileURLToPath(import.meta.url)

const num = (name: string, fallback: number) => {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`)
  return value
}

const DURATION_S = num('SOAK_DURATION', 120)
const START_TIMEOUT_S = num('SOAK_START_TIMEOUT', 600)
const TIMEOUT_MS = num('SOAK_TIMEOUT', 10) * 1000
const NORMAL_CLIENTS = num('SOAK_NORMAL_CLIENTS', 8)
const THINK_MIN_MS = num('SOAK_THINK_MIN_MS', 30)
const THINK_MAX_MS = Math.max(THINK_MIN_MS, num('SOAK_THINK_MAX_MS', 120))
const REVALIDATE_SHARE = 0.25
const SLOW_CONNECTIONS = num('SOAK_SLOW_CONNECTIONS', 160)
const SLOW_BYTE_EVERY_MS = 1000
const SLOW_REOPEN_MS = num('SOAK_SLOW_REOPEN_MS', 250)
const PAGE_CONNECTIONS = num('SOAK_PAGE_CONNECTIONS', 4)
const SIP_CONNECTIONS = num('SOAK_SIP_CONNECTIONS', 2)
const P99_LIMIT_MS = num('SOAK_P99_MS', 50)
const RSS_TOLERANCE = num('SOAK_RSS_TOLERANCE', 0.1)

const ADDRESS = { normal: '127.0.0.1', slow: '127.0.0.2', pages: '127.0.0.3', sip: ['127.0.0.4', '127.0.0.5'] } as const
const API_HEADERS = { accept: 'application/json', 'accept-encoding': 'br, gzip', 'user-agent': 'bench-soak' }
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip', 'user-agent': 'bench-soak' }

// ------------------------------------------------------------------------------------------ helpers
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const now = () => performance.timeOrigin + performance.now()
const r1 = (n: number) => Math.round(n * 10) / 10
const r2 = (n: number) => Math.round(n * 100) / 100
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!
const randomToken = () => Math.random().toString(36).slice(2, 2 + 4 + Math.floor(Math.random() * 6))
/** Nearest-rank percentile of an ascending array. */
const pct = (sorted: readonly number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0)
const latencySummary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return { p50: r1(pct(sorted, 50)), p90: r1(pct(sorted, 90)), p99: r1(pct(sorted, 99)), p99_9: r1(pct(sorted, 99.9)), max: r1(sorted.at(-1) ?? 0) }
}
const countInto = (counts: Record<string, number>, key: string | number) => {
  counts[key] = (counts[key] ?? 0) + 1
}
const errorName = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error as Error).message ?? String(error)

type Answer = { status: number; headers: IncomingHttpHeaders; bytes: number; body: string; reusedSocket: boolean }

/**
 * One request over node:http from `localAddress` (fetch cannot choose its source address), to the last
 * byte of the answer. The body text is kept only for small uncompressed answers (error envelopes).
 */
function send(options: {
  port: number
  agent: Agent
  localAddress: string
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
  timeoutMs: number
}): Promise<Answer> {
  const { body } = options
  return new Promise((resolvePromise, reject) => {
    let settled = false
    const fail = (error: Error) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      reject(error)
    }
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: options.port,
        method: options.method,
        path: options.path,
        agent: options.agent,
        localAddress: options.localAddress,
        headers: body === undefined ? options.headers : { ...options.headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        let bytes = 0
        const keep = !res.headers['content-encoding']
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length
          if (keep && bytes <= 2048) chunks.push(chunk)
        })
        res.on('error', fail)
        res.on('close', () => {
          if (!res.complete) fail(new Error('the answer was cut short'))
        })
        res.on('end', () => {
          if (settled) return
          settled = true
          clearTimeout(timer)
          resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, bytes, body: Buffer.concat(chunks).toString('utf8'), reusedSocket: req.reusedSocket })
        })
      },
    )
    const timer = setTimeout(() => req.destroy(new Error(`timeout after ${options.timeoutMs} ms`)), options.timeoutMs)
    req.on('error', fail)
    req.end(body)
  })
}

// ======================================================================== the normal clients' process
type NormalCall = { call: string; method: 'GET' | 'POST'; path: string; body?: string; page: boolean; weight: number }
type NormalPlan = { port: number; clients: number; thinkMinMs: number; thinkMaxMs: number; timeoutMs: number; revalidateShare: number; calls: NormalCall[] }
type NormalFailure = { t: number; call: string; path: string; status: number | null; error: string | null; ms: number; reusedSocket: boolean; body: string }
type NormalResult = {
  /** Per request: seconds since the start, latency ms, index into calls, status (0: a network error). */
  records: [number, number, number, number][]
  failures: NormalFailure[]
  failed: number
  loopDelayMs: { p50: number; p99: number; max: number }
}
type ToNormal = { type: 'plan'; plan: NormalPlan } | { type: 'go'; startAt: number; endAt: number }
type FromNormal = { type: 'ready' } | { type: 'result'; result: NormalResult }

/** SOAK_ROLE=normal: the visitors, in a process of their own; the parent sends the plan, then 'go'. */
async function normalClients(): Promise<void> {
  const message = <T extends ToNormal['type']>(type: T) =>
    new Promise<Extract<ToNormal, { type: T }>>((resolvePromise) => {
      const on = (m: ToNormal) => {
        if (m.type !== type) return
        process.off('message', on)
        resolvePromise(m as Extract<ToNormal, { type: T }>)
      }
      process.on('message', on)
    })
  const { plan } = await message('plan')
  const cumulative: number[] = []
  let total = 0
  for (const c of plan.calls) cumulative.push((total += c.weight))
  const choose = () => {
    const x = Math.random() * total
    const i = cumulative.findIndex((w) => x < w)
    return i < 0 ? plan.calls.length - 1 : i
  }
  process.send!({ type: 'ready' } satisfies FromNormal)
  const { startAt, endAt } = await message('go')
  const loopDelay = monitorEventLoopDelay({ resolution: 10 })
  loopDelay.enable()
  const records: NormalResult['records'] = []
  const failures: NormalFailure[] = []
  let failed = 0

  async function visitor(): Promise<void> {
    // A browser: one keep-alive connection, its own ETags.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const etags = new Map<number, string>()
    // Visitors do not arrive in step.
    await sleep(Math.random() * plan.thinkMaxMs)
    while (now() < endAt) {
      const i = choose()
      const c = plan.calls[i]!
      const headers: Record<string, string> = { ...(c.page ? PAGE_HEADERS : API_HEADERS) }
      const etag = etags.get(i)
      if (etag && Math.random() < plan.revalidateShare) headers['if-none-match'] = etag
      const t0 = now()
      const t = r2((t0 - startAt) / 1000)
      try {
        const answer = await send({ port: plan.port, agent, localAddress: ADDRESS.normal, method: c.method, path: c.path, headers, body: c.body, timeoutMs: plan.timeoutMs })
        const ms = now() - t0
        records.push([t, r2(ms), i, answer.status])
        if (typeof answer.headers.etag === 'string') etags.set(i, answer.headers.etag)
        if ((answer.status < 200 || answer.status > 299) && answer.status !== 304) {
          failed++
          if (failures.length < 20) failures.push({ t, call: c.call, path: c.path, status: answer.status, error: null, ms: r1(ms), reusedSocket: answer.reusedSocket, body: answer.body.slice(0, 300) })
        }
      } catch (error) {
        const ms = now() - t0
        records.push([t, r2(ms), i, 0])
        failed++
        if (failures.length < 20) failures.push({ t, call: c.call, path: c.path, status: null, error: errorName(error), ms: r1(ms), reusedSocket: false, body: '' })
      }
      await sleep(plan.thinkMinMs + Math.random() * (plan.thinkMaxMs - plan.thinkMinMs))
    }
    agent.destroy()
  }
  await Promise.all(Array.from({ length: plan.clients }, visitor))
  loopDelay.disable()
  const ms = (ns: number) => r1(ns / 1e6)
  const result: NormalResult = { records, failures, failed, loopDelayMs: { p50: ms(loopDelay.percentile(50)), p99: ms(loopDelay.percentile(99)), max: ms(loopDelay.max) } }
  await new Promise<void>((resolvePromise) => process.send!({ type: 'result', result } satisfies FromNormal, () => resolvePromise()))
  process.disconnect()
}

// ================================================================================== the slow clients
type SlowMode = 'silent' | 'drip' | 'slow-body'
const SLOW_MODES: readonly SlowMode[] = ['silent', 'drip', 'slow-body']

type SlowStats = {
  address: string
  target: number
  opened: number
  connected: number
  maxOpen: number
  closedByServer: number
  errors: Record<string, number>
  /** Status lines the server wrote before closing (e.g. 408, 400, 503). */
  answers: Record<string, number>
  /** lifetimeS: of the connections the server closed (null: it closed none). */
  byMode: Record<SlowMode, { opened: number; closedByServer: number; lifetimeS: { p50: number; max: number } | null }>
}

/** SLOW_CONNECTIONS sockets from 127.0.0.2 kept open until `endAt`, each re-opened after it is closed. */
function slowClients(port: number, endAt: number, openNow: { count: number }) {
  const lifetimes: Record<SlowMode, number[]> = { silent: [], drip: [], 'slow-body': [] }
  const byMode = Object.fromEntries(SLOW_MODES.map((m) => [m, { opened: 0, closedByServer: 0 }])) as Record<SlowMode, { opened: number; closedByServer: number }>
  const stats = { opened: 0, connected: 0, maxOpen: 0, closedByServer: 0, errors: {} as Record<string, number>, answers: {} as Record<string, number> }
  const live = new Set<{ socket: Socket; mode: SlowMode; sent: number }>()
  const dripHead = Buffer.from(`GET /amcs HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUser-Agent: bench-soak-slow\r\nX-Slow: `)
  const sipHead = Buffer.from(
    `POST ${endpointPath('sip')} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUser-Agent: bench-soak-slow\r\nContent-Type: application/json\r\nContent-Length: 4096\r\n\r\n{"pad":"`,
  )
  const timers = new Set<NodeJS.Timeout>()
  let stopping = false

  const open = (slot: number) => {
    if (stopping || now() >= endAt) return
    const mode = SLOW_MODES[slot % SLOW_MODES.length]!
    const socket = connect({ host: '127.0.0.1', port, localAddress: ADDRESS.slow })
    const entry = { socket, mode, sent: 0 }
    let connectedAt = 0
    let sawAnswer = false
    stats.opened++
    byMode[mode].opened++
    socket.setNoDelay(true)
    socket.on('connect', () => {
      connectedAt = now()
      stats.connected++
      live.add(entry)
      openNow.count = live.size
      stats.maxOpen = Math.max(stats.maxOpen, live.size)
      if (mode === 'slow-body') socket.write(sipHead)
    })
    socket.on('data', (chunk: Buffer) => {
      if (sawAnswer) return
      sawAnswer = true
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(chunk.toString('latin1', 0, 16))?.[1]
      countInto(stats.answers, status ?? 'other')
    })
    socket.on('error', (error) => countInto(stats.errors, errorName(error)))
    socket.on('close', () => {
      live.delete(entry)
      openNow.count = live.size
      if (stopping) return
      if (connectedAt) {
        stats.closedByServer++
        byMode[mode].closedByServer++
        lifetimes[mode].push((now() - connectedAt) / 1000)
      }
      const timer = setTimeout(() => {
        timers.delete(timer)
        open(slot)
      }, SLOW_REOPEN_MS * (0.5 + Math.random()))
      timers.add(timer)
    })
  }

  // One byte a second on every dripping socket (one timer for all of them).
  const drip = setInterval(() => {
    for (const entry of live) {
      if (entry.mode === 'silent' || entry.socket.destroyed) continue
      if (entry.mode === 'drip') entry.socket.write(entry.sent < dripHead.length ? dripHead.subarray(entry.sent, entry.sent + 1) : 'x')
      else entry.socket.write('a')
      entry.sent++
    }
  }, SLOW_BYTE_EVERY_MS)

  for (let slot = 0; slot < SLOW_CONNECTIONS; slot++) open(slot)
  return new Promise<SlowStats>((resolvePromise) => {
    setTimeout(() => {
      stopping = true
      clearInterval(drip)
      for (const timer of timers) clearTimeout(timer)
      for (const entry of live) entry.socket.destroy()
      live.clear()
      openNow.count = 0
      const summary = (values: number[]) => {
        const sorted = [...values].sort((a, b) => a - b)
        return sorted.length ? { p50: r1(pct(sorted, 50)), max: r1(sorted.at(-1)!) } : null
      }
      resolvePromise({
        address: ADDRESS.slow,
        target: SLOW_CONNECTIONS,
        ...stats,
        byMode: Object.fromEntries(SLOW_MODES.map((m) => [m, { ...byMode[m], lifetimeS: summary(lifetimes[m]) }])) as SlowStats['byMode'],
      })
    }, Math.max(0, endAt - now()))
  })
}

// ============================================================================= the flooding loops
type FloodStats = {
  requests: number
  statuses: Record<string, number>
  errors: Record<string, number>
  latencies: number[]
  /** Seconds since the start of each answer (for the 10-s series). */
  times: number[]
  freshRenders: number
  cachedPages: number
  /** Per kind of request (the page floods' URL shapes): requests, statuses, fresh renders. */
  byKind: Record<string, { requests: number; statuses: Record<string, number>; freshRenders: number; cachedPages: number }>
  samples: { path: string; body?: string; status: number | string }[]
}

const newFlood = (): FloodStats => ({ requests: 0, statuses: {}, errors: {}, latencies: [], times: [], freshRenders: 0, cachedPages: 0, byKind: {}, samples: [] })

/** `connections` loops from `localAddress`, each sending `next()` back to back until `endAt`. */
async function flood(
  port: number,
  localAddress: string,
  connections: number,
  startAt: number,
  endAt: number,
  stats: FloodStats,
  next: () => { method: 'GET' | 'POST'; path: string; body?: string; page: boolean; kind?: string },
  sampleWhen: (status: number) => boolean,
): Promise<void> {
  const loop = async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    while (now() < endAt) {
      const r = next()
      const t0 = now()
      stats.requests++
      const kind = r.kind === undefined ? undefined : (stats.byKind[r.kind] ??= { requests: 0, statuses: {}, freshRenders: 0, cachedPages: 0 })
      if (kind) kind.requests++
      try {
        const answer = await send({ port, agent, localAddress, method: r.method, path: r.path, headers: r.page ? PAGE_HEADERS : API_HEADERS, body: r.body, timeoutMs: TIMEOUT_MS })
        stats.latencies.push(now() - t0)
        stats.times.push((now() - startAt) / 1000)
        countInto(stats.statuses, answer.status)
        if (kind) countInto(kind.statuses, answer.status)
        const csp = String(answer.headers['content-security-policy'] ?? '')
        if (r.page && String(answer.headers['content-type'] ?? '').startsWith('text/html')) {
          if (csp.includes("'nonce-")) {
            stats.freshRenders++
            if (kind) kind.freshRenders++
          } else if (csp.includes("'sha256-")) {
            stats.cachedPages++
            if (kind) kind.cachedPages++
          }
        }
        if (sampleWhen(answer.status) && stats.samples.length < 8) stats.samples.push({ path: r.path, ...(r.body ? { body: r.body } : {}), status: `${answer.status} ${answer.body.slice(0, 200)}` })
      } catch (error) {
        countInto(stats.errors, errorName(error))
        // A refused or reset connection: do not spin on it.
        await sleep(20)
      }
    }
    agent.destroy()
  }
  await Promise.all(Array.from({ length: connections }, loop))
}

// ======================================================================================== the parent
const rssKbOf = (pid: number) => Number(/VmRSS:\s+(\d+)\s+kB/.exec(readProc(`/proc/${pid}/status`) ?? '')?.[1] ?? NaN)
const fdsOf = (pid: number) => {
  try {
    return readdirSync(`/proc/${pid}/fd`).length
  } catch {
    return NaN
  }
}
async function soak(): Promise<number> {
  const staticDir = join(ROOT, 'dist')
  for (const file of [join(staticDir, 'index.html'), join(staticDir, '.vite', 'manifest.json'), join(ROOT, 'dist-server', 'entry-server.js')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: the soak serves the built site (npm run build), and does not build it`)
  }
  const tempDir = process.env.SOAK_DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'mf-soak-'))
  const dataDir = process.env.SOAK_DATA_DIR ? resolve(process.env.SOAK_DATA_DIR) : join(tempDir!, 'data')
  const dbPath = join(dataDir, 'mf.sqlite')
  const seeded = existsSync(dbPath)
  const loadStart = loadavg().map(r2)
  const problems: string[] = []
  const observations: string[] = []

  // ------------------------------------------------------------------------------------ server
  const port = await freePort()
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of ['RATE_LIMIT_RATE', 'RATE_LIMIT_BURST', 'TRUST_PROXY', 'SSR_DIR', 'SOAK_ROLE', 'NODE_ENV']) delete env[name]
  // SYNC=off: production's configuration otherwise, but a benchmark never reaches AMFI.
  const serverEnv = { DATA_DIR: dataDir, SKIP_BUILD: '1', STATIC_DIR: 'dist', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SYNC: 'off' }
  // SOAK_SERVER_NODE_ARGS: extra flags for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = (process.env.SOAK_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean)
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/start.ts'], { cwd: ROOT, env: { ...env, ...serverEnv }, stdio: ['ignore', 'pipe', 'pipe'] })
  const serverPid = server.pid!
  const { log: serverLog, output: serverOutput } = captureServerLog(server)
  let serverExit: number | null = null
  void exited(server).then((code) => (serverExit = code))
  let normalChild: ChildProcess | undefined

  const stopAll = async () => {
    if (normalChild && normalChild.exitCode === null) normalChild.kill('SIGTERM')
    if (serverExit === null) {
      server.kill('SIGTERM')
      const killer = setTimeout(() => server.kill('SIGKILL'), 15_000)
      await exited(server)
      clearTimeout(killer)
    }
    if (tempDir) rmSync(tempDir, { recursive: true, force: true })
  }

  try {
    console.error(`bench:soak: starting the server on 127.0.0.1:${port} (pid ${serverPid}), data in ${dataDir}${seeded ? '' : ' (seeding the demo database: minutes)'}`)
    const startedAt = Date.now()
    const readyBy = startedAt + START_TIMEOUT_S * 1000
    const setupAgent = new Agent({ keepAlive: true, maxSockets: 4 })
    const setup = (method: 'GET' | 'POST', path: string, page: boolean, body?: string) =>
      send({ port, agent: setupAgent, localAddress: ADDRESS.normal, method, path, headers: page ? PAGE_HEADERS : API_HEADERS, body, timeoutMs: 30_000 })
    for (;;) {
      if (serverExit !== null) throw new Error(`the server exited (${serverExit}):\n${serverOutput.join('\n')}`)
      if (Date.now() > readyBy) throw new Error(`the server did not answer within ${START_TIMEOUT_S} s:\n${serverOutput.join('\n')}`)
      const ok = await setup('GET', endpointPath('meta'), false).then((a) => a.status === 200, () => false)
      if (ok) break
      await sleep(500)
    }
    const startSeconds = Math.round((Date.now() - startedAt) / 1000)
    console.error(`bench:soak: the server answered after ${startSeconds} s`)

    // ------------------------------------------------------------------ what to ask for
    const db = new Database(dbPath, { readonly: true, fileMustExist: true })
    const houses = db
      .prepare(
        `SELECT f.id, f.fund_house_name AS name, COUNT(*) AS n FROM fund_houses f JOIN schemes s ON s.fund_house_id = f.id
         WHERE s.active = 1 GROUP BY f.id ORDER BY n DESC, f.id LIMIT 6`,
      )
      .all() as { id: number; name: string }[]
    const funds = db
      .prepare(
        `SELECT s.scheme_code AS code, f.fund_house_name AS house FROM schemes s JOIN fund_houses f ON f.id = s.fund_house_id
         WHERE s.latest_nav IS NOT NULL AND s.direct_growth = 1 AND s.active = 1 GROUP BY f.id ORDER BY f.id LIMIT 6`,
      )
      .all() as { code: number; house: string }[]
    // SIP: schemes with at least a year of NAVs.
    const sipFunds = db
      .prepare(
        `SELECT scheme_code AS code, first_date AS first, latest_date AS latest FROM schemes
         WHERE latest_nav IS NOT NULL AND first_date IS NOT NULL AND latest_date IS NOT NULL AND julianday(latest_date) - julianday(first_date) > 400`,
      )
      .all() as { code: number; first: string; latest: string }[]
    db.close()
    if (houses.length === 0 || funds.length === 0 || sipFunds.length === 0) throw new Error(`no fund houses, funds or SIP schemes in ${dbPath}`)
    const searchWords = [...new Set(houses.map((h) => h.name.split(/\s+/)[0]!.toLowerCase())), 'equity', 'liquid', 'index', 'gold']

    const get = (call: EndpointName, path: string, weight: number): NormalCall => ({ call, method: 'GET', path, page: false, weight })
    const post = (call: EndpointName, body: unknown, weight: number): NormalCall => ({ call, method: 'POST', path: endpointPath(call), body: JSON.stringify(body), page: false, weight })
    const page = (call: string, path: string, weight: number): NormalCall => ({ call, method: 'GET', path, page: true, weight })
    const withParam = (call: EndpointName, name: string, value: string | number) => endpointPath(call).replace(`:${name}`, String(value))
    const house0 = houses[0]!
    const fund0 = funds[0]!
    // Weights: a share of the requests per call (spread over its variants).
    const spread = <T>(items: readonly T[], weight: number, make: (item: T, w: number) => NormalCall) => items.map((item) => make(item, weight / items.length))
    const calls: NormalCall[] = [
      get('meta', endpointPath('meta'), 4),
      get('homeFundHouses', endpointPath('homeFundHouses'), 1),
      get('trendings', endpointPath('trendings'), 1),
      get('fundHouses', endpointPath('fundHouses'), 2),
      ...spread(houses, 2, (h, w) => get('fundHouseDetails', withParam('fundHouseDetails', 'id', h.id), w)),
      ...spread(houses, 2, (h, w) => post('allFundsByAmc', { amc_name: h.name }, w)),
      ...spread(houses, 1, (h, w) => get('fundHouseReturns', withParam('fundHouseReturns', 'id', h.id), w)),
      ...spread(collectionValues, 1, (c, w) => get('collectionReturns', withParam('collectionReturns', 'category', c), w)),
      ...spread(funds, 3, (f, w) => post('fundNav', { schemeCode: f.code, amc_name: f.house }, w)),
      ...spread(funds, 2, (f, w) => get('performance', withParam('performance', 'schemeCode', f.code), w)),
      ...spread(searchWords, 2, (q, w) => get('search', `${endpointPath('search')}?q=${encodeURIComponent(q)}`, w)),
      page('page /', '/', 0.8),
      page('page /amcs', '/amcs', 0.8),
      page('page company', `/company-details/${house0.id}/${encodeURIComponent(house0.name)}`, 0.8),
      page('page fund', `/fundchart/${fund0.code}/${encodeURIComponent(fund0.house)}`, 0.8),
    ]

    // ------------------------------------------------------------------ warm-up: every call twice
    for (let round = 0; round < 2; round++) {
      for (const c of calls) {
        const answer = await setup(c.method, c.path, c.page, c.body)
        if (answer.status < 200 || answer.status > 299) throw new Error(`${c.method} ${c.path} ${c.body ?? ''} answered ${answer.status} in the warm-up: ${answer.body.slice(0, 300)}`)
      }
    }
    setupAgent.destroy()

    // The visitors' process, ready before the start.
    normalChild = spawn(process.execPath, ['--import', 'tsx', SELF], { cwd: ROOT, env: { ...process.env, SOAK_ROLE: 'normal' }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    const fromChild = <T extends FromNormal['type']>(type: T) =>
      new Promise<Extract<FromNormal, { type: T }>>((resolvePromise, reject) => {
        const on = (m: FromNormal) => {
          if (m.type !== type) return
          normalChild!.off('message', on)
          resolvePromise(m as Extract<FromNormal, { type: T }>)
        }
        normalChild!.on('message', on)
        normalChild!.once('exit', (code) => reject(new Error(`the normal clients' process exited (${code}) before sending '${type}'`)))
      })
    const ready = fromChild('ready')
    normalChild.send({
      type: 'plan',
      plan: { port, clients: NORMAL_CLIENTS, thinkMinMs: THINK_MIN_MS, thinkMaxMs: THINK_MAX_MS, timeoutMs: TIMEOUT_MS, revalidateShare: REVALIDATE_SHARE, calls },
    } satisfies ToNormal)
    await ready
    await sleep(1000) // the server idle for a moment: the start sample is of the warmed-up server at rest

    // ------------------------------------------------------------------ the load
    const startAt = now() + 200
    const endAt = startAt + DURATION_S * 1000
    const samples: { t: number; rssKb: number; fds: number; mainCpu: number; slowOpen: number }[] = []
    const slowOpen = { count: 0 }
    const sample = (t: number) =>
      samples.push({ t: r1(t), rssKb: rssKbOf(serverPid), fds: fdsOf(serverPid), mainCpu: cpuOfStat(readProc(`/proc/${serverPid}/task/${serverPid}/stat`)), slowOpen: slowOpen.count })
    await sleep(Math.max(0, startAt - now()))
    const cpuBefore = processCpu(serverPid)
    sample(0)
    const sampler = (async () => {
      for (let k = 1; k <= DURATION_S; k++) {
        await sleep(Math.max(0, startAt + k * 1000 - now()))
        sample(k)
      }
    })()
    const result = fromChild('result')
    normalChild.send({ type: 'go', startAt, endAt } satisfies ToNormal)
    console.error(
      `bench:soak: ${DURATION_S} s: ${NORMAL_CLIENTS} visitors from ${ADDRESS.normal}, ${SLOW_CONNECTIONS} slow connections from ${ADDRESS.slow}, ` +
        `${PAGE_CONNECTIONS} random-query page loops from ${ADDRESS.pages}, ${SIP_CONNECTIONS}+${SIP_CONNECTIONS} SIP loops from ${ADDRESS.sip.join(' and ')}`,
    )

    const slow = slowClients(port, endAt, slowOpen)
    const pages = newFlood()
    const pageTargets: { kind: string; path: () => string }[] = [
      { kind: '/amcs?utm=', path: () => `/amcs?utm=${randomToken()}` },
      { kind: '/?utm_source=', path: () => `/?utm_source=${randomToken()}` },
      {
        kind: '/fundchart?period=',
        path: () => {
          const f = pick(funds)
          return `/fundchart/${f.code}/${encodeURIComponent(f.house)}?period=${pick(['1M', '6M', '1Y', '3Y', '5Y', 'All', randomToken()])}`
        },
      },
      { kind: '/search?q=', path: () => `/search?q=${encodeURIComponent(Math.random() < 0.5 ? pick(searchWords) + randomToken() : randomToken())}` },
      {
        kind: '/company-details?x=',
        path: () => {
          const h = pick(houses)
          return `/company-details/${h.id}/${encodeURIComponent(h.name)}?${randomToken()}=${randomToken()}`
        },
      },
      { kind: '/investment-products?sort=', path: () => `/investment-products/${pick(collectionValues)}?sort=${randomToken()}` },
    ]
    const pageFlood = flood(
      port,
      ADDRESS.pages,
      PAGE_CONNECTIONS,
      startAt,
      endAt,
      pages,
      () => {
        const target = pick(pageTargets)
        return { method: 'GET', path: target.path(), page: true, kind: target.kind }
      },
      (s) => s >= 400 && s !== 429,
    )

    const sip = newFlood()
    const sipBody = () => {
      const f = pick(sipFunds)
      const span = daysBetween(f.first, f.latest)
      const fromDay = Math.floor(Math.random() * (span - 35))
      const from = addDays(f.first, fromDay)
      const body: Record<string, unknown> = { schemeCode: f.code, amount: SIP_MIN_AMOUNT + Math.floor(Math.random() * Math.min(SIP_MAX_AMOUNT - SIP_MIN_AMOUNT, 1_000_000)), from: isoToDmy(from) }
      if (Math.random() < 0.5) body.to = isoToDmy(addDays(from, 32 + Math.floor(Math.random() * (span - fromDay - 32))))
      if (Math.random() < 0.5) body.day = 1 + Math.floor(Math.random() * 28)
      return JSON.stringify(body)
    }
    const sipFloods = ADDRESS.sip.map((address) =>
      flood(port, address, SIP_CONNECTIONS, startAt, endAt, sip, () => ({ method: 'POST', path: endpointPath('sip'), body: sipBody(), page: false }), (s) => s !== 200 && s !== 429),
    )

    const [slowStats, normalResult] = await Promise.all([slow, result.then((m) => m.result), pageFlood, ...sipFloods, sampler])
    const cpuAfter = processCpu(serverPid)
    await sleep(3000)
    const afterLoadKb = rssKbOf(serverPid)
    if (serverExit !== null) problems.push(`the server exited during the run (${serverExit})`)

    // ------------------------------------------------------------------ the report
    const mb = (kb: number) => r1(kb / 1024)
    const records = normalResult.records
    const normalLatency = latencySummary(records.map((r) => r[1]))
    const normalStatuses: Record<string, number> = {}
    for (const r of records) countInto(normalStatuses, r[3] === 0 ? 'error' : r[3])
    const byCall = new Map<string, { latencies: number[]; statuses: Record<string, number> }>()
    for (const [, ms, i, status] of records) {
      const name = calls[i]!.call
      const entry = byCall.get(name) ?? { latencies: [], statuses: {} }
      byCall.set(name, entry)
      entry.latencies.push(ms)
      countInto(entry.statuses, status === 0 ? 'error' : status)
    }
    const callRows = [...byCall].map(([call, s]) => {
      const l = latencySummary(s.latencies)
      return { call, requests: s.latencies.length, statuses: s.statuses, p50Ms: l.p50, p99Ms: l.p99, maxMs: l.max }
    })

    const rss = samples.map((s) => s.rssKb).filter((v) => Number.isFinite(v))
    const startKb = samples[0]!.rssKb
    const peak = samples.reduce((best, s) => (s.rssKb > best.rssKb ? s : best), samples[0]!)
    const endKb = samples.at(-1)!.rssKb
    const third = DURATION_S / 3
    const maxOf = (from: number, to: number) => Math.max(...samples.filter((s) => s.t >= from && s.t <= to).map((s) => s.rssKb))
    const middleMaxKb = maxOf(third, 2 * third)
    const lastMaxKb = maxOf(2 * third, DURATION_S)
    const levelledOff = rss.length === samples.length && lastMaxKb <= middleMaxKb * (1 + RSS_TOLERANCE)
    // For the reader: the least-squares slope of the RSS over the last third, MB a minute.
    const lastThird = samples.filter((s) => s.t >= 2 * third)
    const meanT = lastThird.reduce((a, s) => a + s.t, 0) / lastThird.length
    const meanKb = lastThird.reduce((a, s) => a + s.rssKb, 0) / lastThird.length
    const slopeKbPerS =
      lastThird.reduce((a, s) => a + (s.t - meanT) * (s.rssKb - meanKb), 0) / (lastThird.reduce((a, s) => a + (s.t - meanT) ** 2, 0) || 1)

    const series = []
    for (let from = 0; from < DURATION_S; from += 10) {
      const to = Math.min(DURATION_S, from + 10)
      const inWindow = samples.filter((s) => s.t >= from && s.t <= to)
      const first = inWindow[0]
      const last = inWindow.at(-1)
      const normalIn = records.filter((r) => r[0] >= from && r[0] < to).map((r) => r[1])
      series.push({
        fromS: from,
        toS: to,
        rssMaxMb: mb(Math.max(...inWindow.map((s) => s.rssKb))),
        fdsMax: Math.max(...inWindow.map((s) => s.fds)),
        serverMainCpuPct: first && last && last.t > first.t ? Math.round(((last.mainCpu - first.mainCpu) / (last.t - first.t)) * 100) : null,
        slowOpenMax: Math.max(...inWindow.map((s) => s.slowOpen)),
        normalRequests: normalIn.length,
        normalP99Ms: latencySummary(normalIn).p99,
        pageAnswers: pages.times.filter((t) => t >= from && t < to).length,
        sipAnswers: sip.times.filter((t) => t >= from && t < to).length,
      })
    }

    const failedNormal = normalResult.failed
    if (records.length === 0) problems.push('no normal request was answered')
    if (failedNormal > 0) problems.push(`${failedNormal} normal requests failed`)
    if (normalLatency.p99 > P99_LIMIT_MS) problems.push(`normal p99 ${normalLatency.p99} ms > ${P99_LIMIT_MS} ms`)
    if (!levelledOff) problems.push(`RSS did not level off: max of the last third ${mb(lastMaxKb)} MB > ${1 + RSS_TOLERANCE} × max of the middle third ${mb(middleMaxKb)} MB`)
    if (pages.freshRenders > 0) observations.push(`${pages.freshRenders} of the ${pages.requests} random-query page requests were rendered afresh (a nonce in their CSP), ${pages.cachedPages} came from the page cache`)
    if (serverLog.errors) observations.push(`${serverLog.errors} error lines in the server log`)
    if (SLOW_CONNECTIONS > 0 && slowStats.maxOpen >= SLOW_CONNECTIONS) observations.push(`all ${SLOW_CONNECTIONS} slow connections were held open at once (no per-address cap below that)`)
    if (normalResult.loopDelayMs.max > P99_LIMIT_MS) observations.push(`the normal clients' own event loop stalled up to ${normalResult.loopDelayMs.max} ms (a busy machine): their latencies include that`)

    const floodReport = (s: FloodStats) => ({
      requests: s.requests,
      perSecond: Math.round(s.requests / DURATION_S),
      statuses: s.statuses,
      errors: s.errors,
      latencyMs: latencySummary(s.latencies),
    })
    const report = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      loadAverage: { start: loadStart, end: loadavg().map(r2) },
      config: {
        durationSeconds: DURATION_S,
        server: { ...serverEnv, DATA_DIR: process.env.SOAK_DATA_DIR ? dataDir : '<tmp>', PORT: undefined, seededNow: !seeded, startSeconds },
        rateLimit: DEFAULT_RATE_LIMIT,
        normal: { address: ADDRESS.normal, clients: NORMAL_CLIENTS, thinkMs: [THINK_MIN_MS, THINK_MAX_MS], revalidateShare: REVALIDATE_SHARE, timeoutSeconds: TIMEOUT_MS / 1000, calls: calls.map(({ call, method, path, body, weight }) => ({ call, method, path, ...(body ? { body } : {}), weight: r2(weight) })) },
        slow: { address: ADDRESS.slow, connections: SLOW_CONNECTIONS, modes: SLOW_MODES, byteEveryMs: SLOW_BYTE_EVERY_MS, reopenMs: SLOW_REOPEN_MS },
        pages: { address: ADDRESS.pages, connections: PAGE_CONNECTIONS },
        sip: { addresses: ADDRESS.sip, connectionsPerAddress: SIP_CONNECTIONS, schemes: sipFunds.length },
        criteria: { normalFailed: 0, normalP99Ms: P99_LIMIT_MS, rssTolerance: RSS_TOLERANCE },
      },
      normal: {
        address: ADDRESS.normal,
        requests: records.length,
        perSecond: Math.round(records.length / DURATION_S),
        statuses: normalStatuses,
        failed: failedNormal,
        latencyMs: normalLatency,
        byCall: callRows,
        failures: normalResult.failures,
        clientLoopDelayMs: normalResult.loopDelayMs,
      },
      slow: slowStats,
      pages: { address: ADDRESS.pages, ...floodReport(pages), freshRenders: pages.freshRenders, cachedPages: pages.cachedPages, byKind: pages.byKind, samples: pages.samples },
      sip: { addresses: ADDRESS.sip, ...floodReport(sip), samples: sip.samples },
      memory: {
        rssMb: { start: mb(startKb), peak: mb(peak.rssKb), peakAtS: peak.t, end: mb(endKb), afterLoad: mb(afterLoadKb) },
        fds: { start: samples[0]!.fds, peak: Math.max(...samples.map((s) => s.fds)), end: samples.at(-1)!.fds },
        thirds: { middleMaxMb: mb(middleMaxKb), lastMaxMb: mb(lastMaxKb), growth: r2(lastMaxKb / middleMaxKb - 1), lastSlopeMbPerMin: r1((slopeKbPerS * 60) / 1024) },
        levelledOff,
        series,
        samples: samples.map((s) => ({ t: s.t, rssMb: mb(s.rssKb), fds: s.fds })),
      },
      serverCpuSeconds:
        cpuBefore && cpuAfter ? { mainThread: r1(cpuAfter.mainThread - cpuBefore.mainThread), otherThreads: r1(cpuAfter.otherThreads - cpuBefore.otherThreads) } : null,
      serverLog,
      passed: problems.length === 0,
      problems,
      observations,
    }
    const out = new URL('./soak-report.json', import.meta.url)
    writeFileSync(out, JSON.stringify(report, null, 2) + '\n')

    // ------------------------------------------------------------------ the summary
    const counts = (c: Record<string, number>) =>
      Object.entries(c)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => `${k}: ${v.toLocaleString('en-US')}`)
        .join(', ') || 'none'
    const n = (v: number) => v.toLocaleString('en-US')
    const l = normalLatency
    const m = report.memory
    console.table(callRows.map((r) => ({ ...r, statuses: counts(r.statuses) })))
    console.table(series)
    if (pages.requests > 0) console.table(Object.entries(pages.byKind).map(([kind, k]) => ({ kind, requests: k.requests, statuses: counts(k.statuses), freshRenders: k.freshRenders, cachedPages: k.cachedPages })))
    console.log(
      [
        `normal (${ADDRESS.normal}): ${n(records.length)} requests (${report.normal.perSecond}/s), ${counts(normalStatuses)}; failed ${failedNormal}; ` +
          `latency ms p50 ${l.p50}, p90 ${l.p90}, p99 ${l.p99}, p99.9 ${l.p99_9}, max ${l.max}; client loop delay p99 ${normalResult.loopDelayMs.p99} ms, max ${normalResult.loopDelayMs.max} ms`,
        `slow (${ADDRESS.slow}): ${SLOW_CONNECTIONS} wanted, at most ${slowStats.maxOpen} open at once; ${n(slowStats.opened)} opened, ${n(slowStats.closedByServer)} closed by the server ` +
          `(after s, median: ${SLOW_MODES.map((mode) => `${mode} ${slowStats.byMode[mode].lifetimeS?.p50 ?? 'none closed'}`).join(', ')}); answers ${counts(slowStats.answers)}; errors ${counts(slowStats.errors)}`,
        `pages (${ADDRESS.pages}): ${n(pages.requests)} requests, ${counts(pages.statuses)}; fresh renders ${n(pages.freshRenders)}, from the page cache ${n(pages.cachedPages)}; ` +
          `errors ${counts(pages.errors)}; latency ms p50 ${report.pages.latencyMs.p50}, p99 ${report.pages.latencyMs.p99}`,
        `sip (${ADDRESS.sip.join(', ')}): ${n(sip.requests)} requests, ${counts(sip.statuses)}; errors ${counts(sip.errors)}; latency ms p50 ${report.sip.latencyMs.p50}, p99 ${report.sip.latencyMs.p99}`,
        `server RSS MB: start ${m.rssMb.start}, peak ${m.rssMb.peak} (t=${m.rssMb.peakAtS} s), end ${m.rssMb.end}, 3 s after ${m.rssMb.afterLoad}; ` +
          `max of the middle third ${m.thirds.middleMaxMb}, of the last third ${m.thirds.lastMaxMb} (slope there ${m.thirds.lastSlopeMbPerMin} MB/min): ${levelledOff ? 'levelled off' : 'NOT levelled off'}; ` +
          `descriptors ${m.fds.start} -> peak ${m.fds.peak} -> ${m.fds.end}`,
        `server CPU: ${report.serverCpuSeconds ? `${report.serverCpuSeconds.mainThread} s main thread, ${report.serverCpuSeconds.otherThreads} s other threads` : 'n/a'}; ` +
          `log: ${serverLog.warnings} warnings, ${serverLog.errors} errors; load average ${report.loadAverage.start.join('/')} -> ${report.loadAverage.end.join('/')} on ${report.cpus} CPUs`,
        ...observations.map((o) => `note: ${o}`),
        report.passed ? 'PASSED: zero failed normal requests, p99 within the limit, memory levelled off' : `FAILED: ${problems.join('; ')}`,
      ].join('\n'),
    )

    const ok = (pass: boolean) => (pass ? '✅' : '❌')
    const table = [
      `| soak | normal requests | failed | p50 | p90 | p99 | max | RSS start / peak / end | levelled off |`,
      `|---|---|---|---|---|---|---|---|---|`,
      `| ${DURATION_S} s | ${n(records.length)} (${report.normal.perSecond}/s) | ${failedNormal} ${ok(failedNormal === 0)} | ${l.p50} ms | ${l.p90} ms | ${l.p99} ms ${ok(l.p99 <= P99_LIMIT_MS)} | ${l.max} ms | ` +
        `${m.rssMb.start} / ${m.rssMb.peak} / ${m.rssMb.end} MB | ${ok(levelledOff)} last third ≤ ${m.thirds.lastMaxMb} MB vs middle ${m.thirds.middleMaxMb} MB |`,
      '',
      `| class | from | traffic | answers |`,
      `|---|---|---|---|`,
      `| normal | ${ADDRESS.normal} | ${NORMAL_CLIENTS} keep-alive visitors, ${THINK_MIN_MS}–${THINK_MAX_MS} ms think time | ${counts(normalStatuses)} |`,
      `| slow clients | ${ADDRESS.slow} | ${SLOW_CONNECTIONS} at once (silent / drip headers / slow body), at most ${slowStats.maxOpen} open; ${n(slowStats.opened)} opened | ` +
        `${n(slowStats.closedByServer)} closed by the server; status lines ${counts(slowStats.answers)} |`,
      `| random-query pages | ${ADDRESS.pages} | ${PAGE_CONNECTIONS} connections back to back, ${n(pages.requests)} requests | ${counts(pages.statuses)}; fresh renders ${n(pages.freshRenders)} |`,
      `| distinct SIP bodies | ${ADDRESS.sip.join(', ')} | ${SIP_CONNECTIONS} + ${SIP_CONNECTIONS} connections back to back, ${n(sip.requests)} requests | ${counts(sip.statuses)} |`,
      '',
      `RSS per 10 s (max, MB): ${series.map((s) => s.rssMaxMb).join(', ')}; slope over the last third ${m.thirds.lastSlopeMbPerMin} MB/min. ` +
        `Normal p99 per 10 s (ms): ${series.map((s) => s.normalP99Ms).join(', ')}.`,
    ].join('\n')
    console.log(`\nmarkdown for bench/report.md:\n\n${table}\n`)
    console.error(`wrote ${fileURLToPath(out)}`)
    return report.passed ? 0 : 1
  } finally {
    await stopAll()
  }
}

if (process.env.SOAK_ROLE === 'normal') {
  await normalClients()
} else {
  let code = 1
  try {
    code = await soak()
  } catch (error) {
    console.error(`bench:soak: ${(error as Error).stack ?? String(error)}`)
  }
  process.exit(code)
}
