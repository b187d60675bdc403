/**
 * The scheduler's runs in a real worker thread (server/ingest/sync-worker.ts) on the server's database
 * file, against a fake AMFI on loopback, with the test's clock: the server answers while a run waits on
 * AMFI, meta shows 'running' then the new data, a failure shows at once, a close stops the run with
 * nothing written, and a back-fill replaces a demo before any daily file is imported.
 */
import type { ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { metaSchema, type SyncStatus } from '../../common/contract/schemas.ts'
import { buildApp } from '../../server/app.ts'
import type { Db } from '../../server/db/open-database.ts'
import { workerRunner } from '../../server/ingest/sync-worker-runner.ts'
import { createSyncRepository } from '../../server/repositories/sync-repository.ts'
import { removeTempDirs } from './helpers.ts'
import { amfiDb, fakeClock, hold, india, navAllBody, smallUniverse, snapshot, startFakeAmfiSite, syncSettings, type FakeAmfiSite } from './sync-fixtures.ts'

const universe = smallUniverse(30)
const MONDAY_NOON = india('2026-10-12 12:00') // Friday's NAVs held: nothing due at start
const MONDAY_SLOT = india('2026-10-12 23:30')

let site: FakeAmfiSite
const apps: FastifyInstance[] = []
const dbs: Db[] = []

beforeAll(async () => {
  site = await startFakeAmfiSite(universe)
})
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close()
  for (const db of dbs.splice(0)) db.close()
  site.reset()
})
afterAll(async () => {
  await site.close()
  removeTempDirs()
})

async function serverAt(start: number, db = amfiDb(universe).db, extra = {}) {
  dbs.push(db)
  const clock = fakeClock(start)
  const app = await buildApp({ db, sync: { settings: syncSettings(site, extra), clock, backoffMs: 5 } })
  apps.push(app)
  await app.ready()
  return { app, clock, db }
}

const meta = async (app: FastifyInstance) => {
  const answer = await app.inject({ method: 'GET', url: '/api/v1/meta' })
  const data = answer.json().data
  expect(metaSchema.safeParse(data).success).toBe(true)
  return data as { source: string; dataVersion: number; latestNavDate: string; sync: SyncStatus }
}

async function until<T>(probe: () => Promise<T> | T, ok: (value: T) => boolean, what: string, ms = 60_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (ok(value)) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const send = (res: ServerResponse, body: Buffer) => res.writeHead(200, { 'content-type': 'text/plain', 'content-length': body.length }).end(body)

describe('a sync run in a worker thread', () => {
  it('runs at the slot while the server keeps answering; meta shows running, then the new data', async () => {
    const { app, clock, db } = await serverAt(MONDAY_NOON)
    const before = await meta(app)
    expect(before.sync).toMatchObject({ mode: 'auto', state: 'idle', nextRunAt: '2026-10-12T18:00:00.000Z' })
    site.answers = [hold(() => site)]
    clock.advanceTo(MONDAY_SLOT)

    // The run waits on AMFI in its thread; this thread answers meanwhile.
    await until(() => site.held.length, (n) => n === 1, 'the NAVAll request')
    const running = await until(() => meta(app), (m) => m.sync.state === 'running', "state 'running'")
    expect(running.sync).toMatchObject({ lastAttemptAt: expect.stringMatching(/^2026-10-12T18:00:0\d\.\d{3}Z$/), nextRunAt: '2026-10-13T03:30:00.000Z' })
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true })
    expect(createSyncRepository(db).holder()).toMatchObject({ owner: 'server', pid: process.pid })

    send(site.held.shift()!, navAllBody(universe, '2026-10-12'))
    await app.syncScheduler!.idle()
    const after = await until(() => meta(app), (m) => m.sync.state === 'idle' && m.latestNavDate === '12-10-2026', 'the new data')
    expect(after.dataVersion).toBeGreaterThan(before.dataVersion)
    expect(after.sync).toMatchObject({ lastSuccessAt: expect.stringMatching(/^2026-10-12T18:00:0\d\.\d{3}Z$/), lastError: null, backfill: null })
    expect(createSyncRepository(db).holder()).toBeNull()
  })

  it('a refused answer reaches meta at once: failed, with why, and nothing changed', async () => {
    const { app, clock, db } = await serverAt(MONDAY_NOON)
    const before = snapshot(db)
    const dataVersion = (await meta(app)).dataVersion
    site.answers = ['<html><head><title>Service Unavailable</title></head></html>']
    clock.advanceTo(MONDAY_SLOT)
    await app.syncScheduler!.idle()
    const failed = await until(() => meta(app), (m) => m.sync.state === 'failed', "state 'failed'")
    expect(failed.sync.lastError).toBe('AMFI answered a web page, not NAVAll.txt: "Service Unavailable"')
    expect(failed.dataVersion).toBe(dataVersion)
    expect(snapshot(db)).toEqual(before)
  })

  it('a close stops the run: nothing written, the lock free', async () => {
    const { app, clock, db } = await serverAt(MONDAY_NOON)
    const before = snapshot(db)
    site.answers = [hold(() => site)]
    clock.advanceTo(MONDAY_SLOT)
    await until(() => site.held.length, (n) => n === 1, 'the NAVAll request')
    await app.close()
    expect(snapshot(db)).toEqual(before)
    expect(createSyncRepository(db).holder()).toBeNull()
    expect(createSyncRepository(db).read()).toMatchObject({ state: 'failed', lastError: 'stopped before it finished: the process was shutting down' })
  })

  it('a thread that does not stop in time is terminated: nothing written, lock and state cleared', async () => {
    const { db, path } = amfiDb(universe)
    dbs.push(db)
    const before = snapshot(db)
    site.answers = [hold(() => site)]
    const run = workerRunner({ dbPath: path, settings: syncSettings(site), runAt: MONDAY_SLOT, backoffMs: 5 }, () => {})
    await until(() => site.held.length, (n) => n === 1, 'the NAVAll request')
    await run.stop(0)
    expect(await run.done).toEqual({ outcome: 'stopped' })
    expect(snapshot(db)).toEqual(before)
    expect(createSyncRepository(db).holder()).toBeNull()
    expect(createSyncRepository(db).read().state).toBe('failed')
  })
})

describe('the back-fill hook', () => {
  /** A small database labelled as the demo: what the back-fill replaces. */
  const demoDb = () => {
    const { db } = amfiDb(smallUniverse(5))
    db.prepare("UPDATE meta SET value = 'demo' WHERE key = 'source'").run()
    return db
  }

  it('at start on the demo: back-fills (state backfilling, progress in meta), switches, then imports the day', async () => {
    site.answers = [navAllBody(universe, '2026-10-12')]
    const { app, clock } = await serverAt(india('2026-10-12 23:45'), demoDb(), { historyFrom: '2026-09-01', windowDays: 7 })
    expect((await meta(app)).source).toBe('demo')
    site.holdHistory = true
    clock.advance(0)
    await until(() => site.heldHistory.length, (n) => n === 1, 'the first window')
    const progress = await until(() => meta(app), (m) => m.sync.backfill !== null, 'the progress')
    expect(progress).toMatchObject({ source: 'demo', sync: { state: 'backfilling', backfill: { from: '2026-09-01', to: '2026-10-12', windowsDone: 0, windowsTotal: 6 } } })
    site.answerHistory()
    await app.syncScheduler!.idle()
    const done = await until(() => meta(app), (m) => m.sync.state === 'idle', 'the end of the run')
    expect(done).toMatchObject({ source: 'amfi', latestNavDate: '12-10-2026', sync: { lastError: null, backfill: null } })
    const history = site.requests.filter((r) => r.startsWith('history'))
    expect(history[0]).toBe('history 2026-10-06..2026-10-12')
    expect(history.length).toBe(6)
    // The day came after the back-fill's windows, never before the switch.
    expect(site.requests.indexOf('navall')).toBe(site.requests.length - 1)
  })

  it('a back-fill that fails leaves the demo and imports no day', async () => {
    site.answers = [navAllBody(universe, '2026-10-12')]
    site.historyStatus = 500
    const { app, clock, db } = await serverAt(india('2026-10-12 23:45'), demoDb(), { historyFrom: '2026-09-01', windowDays: 7, retries: 0 })
    const before = snapshot(db)
    clock.advance(0)
    await until(() => site.requests.length, (n) => n > 0, 'the first window')
    await app.syncScheduler!.idle()
    const failed = await until(() => meta(app), (m) => m.sync.state === 'failed', "state 'failed'")
    expect(failed.source).toBe('demo')
    expect(failed.sync.lastError).toMatch(/^back-fill: AMFI history 2026-10-06\.\.2026-10-12: giving up on http:\/\/127\.0\.0\.1:\d+\/\S+ after 1 attempts: HTTP 500 from /)
    expect(site.requests).not.toContain('navall')
    expect(snapshot(db)).toEqual(before)
  })
})
