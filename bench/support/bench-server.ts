/**
 * Shared by the browser benchmarks (lighthouse.ts, chart.ts, cache.ts): the machine facts every
 * report carries, a free port in 4310-4319, the built site (dist/, or STATIC_DIR; `npm run build`
 * only when it is missing), and `npm start`'s server (server/start.ts) in a child process on a
 * database created in a temp dir, removed again by close().
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, tmpdir } from 'node:os'
import { isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))

export { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium.ts'

export type Machine = { cpuModel: string; cpuCount: number; node: string; platform: string; date: string }

export function machine(): Machine {
  const list = cpus()
  return { cpuModel: list[0]?.model.trim() ?? 'unknown', cpuCount: list.length, node: process.version, platform: `${process.platform} ${process.arch}`, date: new Date().toISOString() }
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

/** Writes bench/<name>-report.json and says where. */
export function writeReport(name: string, report: unknown): string {
  const out = join(REPO_ROOT, 'bench', `${name}-report.json`)
  writeFileSync(out, JSON.stringify(report, null, 2) + '\n')
  console.error(`wrote ${out}`)
  return out
}

const PORTS = [4310, 4319] as const

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
    probe.once('error', () => done(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)))
  })
}

/** Whether a process of this machine holds the port's lock (two benchmarks started at once). */
function lockHeld(path: string): boolean {
  try {
    process.kill(Number(readFileSync(path, 'utf8')), 0)
    return true
  } catch {
    return false
  }
}

/**
 * A free port in 4310-4319, locked for this process (a file in the temp dir) until release(): two
 * benchmarks started together would otherwise both find the same port free.
 */
export async function freePort(): Promise<{ port: number; release: () => void }> {
  for (let port = PORTS[0]; port <= PORTS[1]; port++) {
    const lock = join(tmpdir(), `mf-bench-port-${port}.lock`)
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' })
    } catch {
      if (lockHeld(lock)) continue
      writeFileSync(lock, String(process.pid))
    }
    const release = () => rmSync(lock, { force: true })
    if (await portIsFree(port)) return { port, release }
    release()
  }
  throw new Error(`no free port in ${PORTS[0]}-${PORTS[1]}`)
}

/** The built site: STATIC_DIR if set, else dist/, built by `npm run build` only when it has no index.html. */
export function ensureBuild(): string {
  const configured = process.env.STATIC_DIR
  const staticDir = configured ? (isAbsolute(configured) ? configured : resolve(configured)) : join(REPO_ROOT, 'dist')
  if (existsSync(join(staticDir, 'index.html'))) return staticDir
  console.error(`[bench] ${staticDir} has no index.html: building it`)
  const build = configured
    ? spawnSync('npx', ['vite', 'build', '--outDir', staticDir, '--emptyOutDir'], { cwd: REPO_ROOT, stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' })
  if (build.status !== 0) throw new Error('the build failed')
  return staticDir
}

/**
 * Which database the server gets: 'demo' is what `npm start` creates on first start (real AMFI fund
 * houses and schemes, 3 years of simulated history: realistic page sizes); 'fixture' is the e2e
 * test database (mocks/README.md facts: house 1 HDFC, schemes 101011/101012, ...).
 */
export type Dataset = 'demo' | 'fixture'

export type BenchServer = { origin: string; port: number; staticDir: string; dataset: Dataset; close: () => Promise<void> }

const TSX = ['--import', 'tsx']

export async function startServer(dataset: Dataset, label: string): Promise<BenchServer> {
  const staticDir = ensureBuild()
  const dataDir = mkdtempSync(join(tmpdir(), `mf-bench-${label}-`))
  const removeData = () => rmSync(dataDir, { recursive: true, force: true })
  if (dataset === 'fixture') {
    const built = spawnSync(process.execPath, [...TSX, 'tests/e2e/support/build-test-db.ts', dataDir], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' })
    if (built.status !== 0) {
      removeData()
      throw new Error(`building the fixture database failed:\n${built.stderr}`)
    }
  }
  const { port, release } = await freePort()
  const origin = `http://127.0.0.1:${port}`
  // Exactly `npm start` (tsx server/start.ts), as one node process so SIGTERM reaches the server.
  const child: ChildProcess = spawn(process.execPath, [...TSX, 'server/start.ts'], {
    cwd: REPO_ROOT,
    // SYNC=off: a benchmark never reaches AMFI.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir, SKIP_BUILD: '1', RATE_LIMIT_RATE: '0', LOG_LEVEL: 'warn', SYNC: 'off', PUBLIC_ORIGIN: origin },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const close = superviseChild(child, { name: 'the server', killAfterMs: 10_000, cleanup: () => (release(), removeData()) })
  // The demo database takes ~25 s to build on a quiet machine, several times that on a busy one.
  await close.untilAnswering(`${origin}/api/v1/meta`, dataset === 'demo' ? 300_000 : 120_000, 200)
  console.error(`[bench] server ${origin} (${dataset} database, site ${staticDir})`)
  return { origin, port, staticDir, dataset, close }
}

export type SupervisedClose = (() => Promise<void>) & {
  /** Polls `url` until it answers 2xx; closes and throws if the child exits or `timeoutMs` passes. */
  untilAnswering: (url: string, timeoutMs: number, everyMs: number) => Promise<void>
}

/**
 * A benchmark's child server: its stderr kept for error messages, and one close() that stops it
 * (SIGTERM, then SIGKILL after `killAfterMs`) and runs `cleanup` (port lock, temp files) once,
 * also on Ctrl+C and, as a last resort, when the benchmark itself exits on an error.
 */
export function superviseChild(child: ChildProcess, { name, killAfterMs, cleanup }: { name: string; killAfterMs: number; cleanup: () => void }): SupervisedClose {
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs)
      await exited
      clearTimeout(timer)
    }
    cleanup()
  }
  const onSignal = () => void close().finally(() => process.exit(130))
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  process.once('exit', () => {
    if (closed) return
    child.kill('SIGKILL')
    cleanup()
  })
  const untilAnswering = async (url: string, timeoutMs: number, everyMs: number) => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      if (child.exitCode !== null) {
        await close()
        throw new Error(`${name} exited (${child.exitCode}):\n${stderr}`)
      }
      try {
        if ((await fetch(url)).ok) return
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        await close()
        throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s:\n${stderr}`)
      }
      await new Promise((done) => setTimeout(done, everyMs))
    }
  }
  return Object.assign(close, { untilAnswering })
}
