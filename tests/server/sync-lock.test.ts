/**
 * One sync at a time (server/ingest/sync-lock.ts): the lock row, stale holders taken over (a killed
 * process, a restarted container's pid, an old heartbeat), and the server and `npm run data:sync`
 * never syncing at once: the CLI spawned while the server syncs says whose sync runs and exits 75;
 * the server finding the CLI's sync skips its run; a CLI killed with -9 does not keep the lock.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { hostname } from 'node:os'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { REPO_ROOT } from '../../server/config.ts'
import type { Db } from '../../server/db/open-database.ts'
import { acquireSyncLock } from '../../server/ingest/sync-lock.ts'
import { createSyncRepository, LOCK_STALE_MS } from '../../server/repositories/sync-repository.ts'
import { removeTempDirs } from './helpers.ts'
import { amfiDb, fakeClock, hold, india, navAllBody, smallUniverse, startFakeAmfiSite, syncSettings, type FakeAmfiSite } from './sync-fixtures.ts'

const universe = smallUniverse(20)
let site: FakeAmfiSite
const dbs: Db[] = []
const apps: FastifyInstance[] = []
const children: ChildProcess[] = []

beforeAll(async () => {
  site = await startFakeAmfiSite(universe)
})
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
  for (const app of apps.splice(0)) await app.close()
  for (const db of dbs.splice(0)) db.close()
  site.reset()
})
afterAll(async () => {
  await site.close()
  removeTempDirs()
})

const fresh = () => {
  const made = amfiDb(universe)
  dbs.push(made.db)
  return made
}

const setHolder = (db: Db, holder: { token: string; pid: number; host?: string; heartbeatAt?: string }) =>
  db
    .prepare("UPDATE sync_lock SET token = ?, owner = 'data:sync', pid = ?, host = ?, acquired_at = ?, heartbeat_at = ? WHERE id = 1")
    .run(holder.token, holder.pid, holder.host ?? hostname(), new Date().toISOString(), holder.heartbeatAt ?? new Date().toISOString())

describe('the lock row', () => {
  it('is taken once; a second taker is told who holds it; released, it is free', () => {
    const { db } = fresh()
    const first = acquireSyncLock(db, 'server')
    expect(first.ok).toBe(true)
    const second = acquireSyncLock(db, 'data:sync')
    expect(second).toMatchObject({ ok: false, busy: false, holder: { owner: 'server', pid: process.pid, host: hostname() } })
    if (first.ok) first.lock.release()
    expect(createSyncRepository(db).holder()).toBeNull()
    expect(acquireSyncLock(db, 'data:sync').ok).toBe(true)
  })

  it('takes over a holder whose process is gone, this pid under another process (a restarted container), or an old heartbeat', () => {
    const { db } = fresh()
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString()
    for (const holder of [
      { token: 'gone/1', pid: Number(dead) },
      { token: 'earlier-process/1', pid: process.pid },
      { token: 'old/1', pid: process.ppid, heartbeatAt: new Date(Date.now() - LOCK_STALE_MS - 1000).toISOString() },
    ]) {
      setHolder(db, holder)
      const got = acquireSyncLock(db, 'server')
      expect(got.ok, holder.token).toBe(true)
      if (got.ok) got.lock.release()
    }
  })

  it('keeps a live holder: a live pid here, or a fresh heartbeat on another host', () => {
    const { db } = fresh()
    for (const holder of [{ token: 'parent/1', pid: process.ppid }, { token: 'elsewhere/1', pid: 1, host: 'another-host' }]) {
      setHolder(db, holder)
      expect(acquireSyncLock(db, 'server'), holder.token).toMatchObject({ ok: false, busy: false, holder: { token: holder.token } })
    }
  })

  it('a database busy with another write transaction counts as held', () => {
    const { db, path } = fresh()
    db.pragma('busy_timeout = 50')
    const writer = new (db.constructor as new (path: string) => Db)(path)
    writer.exec('BEGIN IMMEDIATE')
    try {
      expect(acquireSyncLock(db, 'server')).toMatchObject({ ok: false, busy: true })
    } finally {
      writer.exec('ROLLBACK')
      writer.close()
    }
  })
})

/** `npm run data:sync` on `path` against the fake AMFI, as its own process. */
function cli(path: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/ingest/sync-cli.ts', '--db', path], {
    cwd: REPO_ROOT,
    env: { ...process.env, AMFI_NAVALL_URL: site.navAllUrl, AMFI_HISTORY_URL: site.historyUrl, AMFI_TER_URL: 'off', SYNC_RETRIES: '0', SYNC_TIMEOUT_MS: '60000' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  children.push(child)
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stderr })))
  return { child, exit }
}

async function until(ok: () => boolean, what: string, ms = 60_000): Promise<void> {
  for (const end = Date.now() + ms; !ok(); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
  }
}

async function server(db: Db) {
  const app = await buildApp({ db, sync: { settings: syncSettings(site, { retries: 0, timeoutMs: 120_000 }), clock: fakeClock(india('2026-10-12 12:00')), backoffMs: 5 } })
  apps.push(app)
  await app.ready()
  return app
}

describe('the server and data:sync never sync at once', () => {
  it('data:sync while the server syncs: says whose sync runs since when, exits 75, writes nothing', async () => {
    const { db, path } = fresh()
    const app = await server(db)
    site.answers = [hold(() => site)]
    const run = app.syncScheduler!.runNow()
    await until(() => site.held.length === 1, "the server's NAVAll request")
    const since = createSyncRepository(db).holder()!.acquiredAt

    const { code, stderr } = await cli(path).exit
    expect(code).toBe(75)
    expect(stderr.trim()).toBe(`[sync] a sync is running already: the server (pid ${process.pid} on ${hostname()}) since ${since}; try again when it has finished`)
    expect(site.requests).toEqual(['navall'])

    const res = site.held.shift()!
    const body = navAllBody(universe, '2026-10-12')
    res.writeHead(200, { 'content-length': body.length }).end(body)
    expect(await run).toMatchObject({ outcome: 'ok', summary: { changed: true } })
  }, 120_000)

  it("the server while data:sync runs: its run is skipped and says whose; after the CLI, the server's next run works", async () => {
    const { db, path } = fresh()
    const app = await server(db)
    site.answers = [hold(() => site)]
    const { child, exit } = cli(path)
    await until(() => site.held.length === 1, "the CLI's NAVAll request")

    expect(await app.syncScheduler!.runNow()).toMatchObject({ outcome: 'busy', holder: { owner: 'data:sync', pid: child.pid } })
    const body = navAllBody(universe, '2026-10-12')
    site.held.shift()!.writeHead(200, { 'content-length': body.length }).end(body)
    const { code, stderr } = await exit
    expect(code, stderr).toBe(0)
    expect(stderr).toMatch(/\[sync\] sync: url=http:\/\/127\.0\.0\.1:\d+\/spages\/NAVAll\.txt rows=20 navsStored=\d+ changed=true dataVersion=\d+ latestNavDate=2026-10-12 durationMs=\d+ outcome=ok/)
    site.answers = [body]
    expect(await app.syncScheduler!.runNow()).toMatchObject({ outcome: 'ok', summary: { changed: false } })
  }, 120_000)

  it('a CLI killed with -9 mid-sync leaves no lock behind: meta says it was interrupted, the next sync runs', async () => {
    const { db, path } = fresh()
    const app = await server(db)
    site.answers = [hold(() => site)]
    const { child, exit } = cli(path)
    await until(() => site.held.length === 1, "the CLI's NAVAll request")
    expect(createSyncRepository(db).read().state).toBe('running')
    child.kill('SIGKILL')
    expect((await exit).signal).toBe('SIGKILL')
    expect(createSyncRepository(db).read()).toMatchObject({ state: 'failed', lastError: 'the last sync stopped before it finished (its process ended)' })
    site.reset()
    site.answers = [navAllBody(universe, '2026-10-12')]
    expect(await app.syncScheduler!.runNow()).toMatchObject({ outcome: 'ok', summary: { changed: true } })
    expect(createSyncRepository(db).read()).toMatchObject({ state: 'idle', lastError: null })
  }, 120_000)
})
