/**
 * The scheduler (server/ingest/sync-scheduler.ts) on a clock the test moves and a runner it controls:
 * both slots fire in India's time, a start syncs only when the data missed a publication or a
 * back-fill is due, a slot never starts a second run, stop ends it all, and meta's `sync` follows
 * (mode, nextRunAt) through the app.
 */
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { openDatabase, type Db } from '../../server/db/open-database.ts'
import type { SyncOutcome } from '../../server/ingest/sync-job.ts'
import { createSyncScheduler } from '../../server/ingest/sync-scheduler.ts'
import type { SyncRunner, SyncRunRequest } from '../../server/ingest/sync-worker-runner.ts'
import { removeTempDirs, tempDir } from './helpers.ts'
import { amfiDb, fakeClock, india, smallUniverse } from './sync-fixtures.ts'

const universe = smallUniverse(12)
const SETTINGS = {
  mode: 'auto' as const,
  times: [9 * 60, 23 * 60 + 30],
  navAllUrl: 'http://127.0.0.1:9/NAVAll.txt',
  historyUrl: 'http://127.0.0.1:9/h?frmdt={from}&todt={to}',
  terUrl: '',
  terForm: '',
  windowDays: 90,
  historyFrom: '2026-01-01',
  timeoutMs: 1000,
  retries: 0,
}

/** A runner that starts nothing: each run waits for the test's finish(). */
function fakeRunner() {
  const runs: { request: SyncRunRequest; finish: (outcome?: SyncOutcome) => void; stopped: boolean }[] = []
  const runner: SyncRunner = (request) => {
    let finish!: (outcome?: SyncOutcome) => void
    const done = new Promise<SyncOutcome>((resolve) => (finish = (outcome = { outcome: 'ok', summary: null }) => resolve(outcome)))
    const run = { request, finish, stopped: false }
    runs.push(run)
    return {
      done,
      stop: async () => {
        run.stopped = true
        finish({ outcome: 'stopped' })
      },
    }
  }
  return { runner, runs, at: () => runs.map((r) => new Date(r.request.runAt).toISOString()) }
}

const logged: { level: string; event: Record<string, unknown> }[] = []
const log = {
  info: (event: object) => void logged.push({ level: 'info', event: event as Record<string, unknown> }),
  warn: (event: object) => void logged.push({ level: 'warn', event: event as Record<string, unknown> }),
  error: (event: object) => void logged.push({ level: 'error', event: event as Record<string, unknown> }),
}

const opened: Db[] = []
const held = () => {
  const { db } = amfiDb(universe) // NAVs up to Friday 09-Oct-2026
  opened.push(db)
  return db
}
afterEach(() => {
  for (const db of opened.splice(0)) db.close()
  logged.length = 0
})
afterAll(removeTempDirs)

describe('the sync scheduler', () => {
  it('runs at each slot, 09:00 and 23:30 in India, day after day', async () => {
    const clock = fakeClock(india('2026-10-10 12:00')) // Saturday: Friday's NAVs are held, nothing due
    const { runner, runs, at } = fakeRunner()
    const scheduler = createSyncScheduler({ db: held(), settings: SETTINGS, log, clock, runner })
    scheduler.start()
    clock.advance(0)
    expect(runs).toHaveLength(0)
    expect(scheduler.nextRunAt()).toBe('2026-10-10T18:00:00.000Z')
    for (const slot of ['2026-10-10 23:30', '2026-10-11 09:00', '2026-10-11 23:30', '2026-10-12 09:00']) {
      clock.advanceTo(india(slot))
      runs.at(-1)?.finish()
      await scheduler.idle()
    }
    expect(at()).toEqual(['2026-10-10T18:00:00.000Z', '2026-10-11T03:30:00.000Z', '2026-10-11T18:00:00.000Z', '2026-10-12T03:30:00.000Z'])
    expect(scheduler.nextRunAt()).toBe('2026-10-12T18:00:00.000Z')
    expect(runs[0]!.request).toMatchObject({ dbPath: expect.stringMatching(/mf\.sqlite$/), settings: { navAllUrl: SETTINGS.navAllUrl, retries: 0 } })
    await scheduler.stop()
  })

  it('a slot in the early hours of India is the day before in UTC', async () => {
    const clock = fakeClock(india('2026-10-12 12:00'))
    const { runner, at } = fakeRunner()
    const scheduler = createSyncScheduler({ db: held(), settings: { ...SETTINGS, times: [5 * 60] }, log, clock, runner })
    scheduler.start()
    clock.advance(0)
    expect(scheduler.nextRunAt()).toBe('2026-10-12T23:30:00.000Z')
    clock.advanceTo(Date.parse('2026-10-12T23:30:00Z'))
    expect(at().at(-1)).toBe('2026-10-12T23:30:00.000Z')
    expect(scheduler.nextRunAt()).toBe('2026-10-13T23:30:00.000Z')
    await scheduler.stop()
  })

  it('syncs at start when the latest publication was missed, not when the data is current', async () => {
    const late = fakeRunner()
    const tuesday = fakeClock(india('2026-10-13 08:00')) // Monday's NAVs are out; Friday's are held
    const scheduler = createSyncScheduler({ db: held(), settings: SETTINGS, log, clock: tuesday, runner: late.runner })
    scheduler.start()
    expect(late.runs).toHaveLength(0) // never in the caller's tick
    tuesday.advance(0)
    expect(late.at()).toEqual(['2026-10-13T02:30:00.000Z'])
    await scheduler.stop()

    const current = fakeRunner()
    const mondayNoon = fakeClock(india('2026-10-12 12:00'))
    const again = createSyncScheduler({ db: held(), settings: SETTINGS, log, clock: mondayNoon, runner: current.runner })
    again.start()
    mondayNoon.advance(0)
    expect(current.runs).toHaveLength(0)
    await again.stop()
  })

  it('starts the back-fill at once on a database that holds the demo or nothing', async () => {
    const empty = openDatabase(join(tempDir('mf-sync-'), 'mf.sqlite'))
    opened.push(empty)
    const { runner, runs } = fakeRunner()
    const clock = fakeClock(india('2026-10-12 12:00'))
    const scheduler = createSyncScheduler({ db: empty, settings: SETTINGS, log, clock, runner })
    scheduler.start()
    clock.advance(0)
    expect(runs).toHaveLength(1)

    const demo = held()
    demo.prepare("UPDATE meta SET value = 'demo' WHERE key = 'source'").run()
    const second = fakeRunner()
    const other = createSyncScheduler({ db: demo, settings: SETTINGS, log, clock, runner: second.runner })
    other.start()
    clock.advance(0)
    expect(second.runs).toHaveLength(1)
    await Promise.all([scheduler.stop(), other.stop()])
  })

  it('never starts a second run: a slot that finds one going is skipped', async () => {
    const clock = fakeClock(india('2026-10-10 12:00'))
    const { runner, runs } = fakeRunner()
    const scheduler = createSyncScheduler({ db: held(), settings: SETTINGS, log, clock, runner })
    scheduler.start()
    clock.advanceTo(india('2026-10-10 23:30'))
    expect(await Promise.race([scheduler.runNow(), 'pending'])).toBeNull()
    clock.advanceTo(india('2026-10-11 09:00'))
    expect(runs).toHaveLength(1)
    expect(logged.filter((l) => l.event.outcome === 'skipped').map((l) => l.event.reason)).toEqual(['request', 'slot'])
    runs[0]!.finish({ outcome: 'failed', error: 'x' })
    await scheduler.idle()
    // A failure waits for the next slot.
    expect(scheduler.nextRunAt()).toBe('2026-10-11T18:00:00.000Z')
    clock.advanceTo(india('2026-10-11 23:30'))
    expect(runs).toHaveLength(2)
    await scheduler.stop()
  })

  it('stop: no more slots, and the run going is stopped', async () => {
    const clock = fakeClock(india('2026-10-13 08:00'))
    const { runner, runs } = fakeRunner()
    const scheduler = createSyncScheduler({ db: held(), settings: SETTINGS, log, clock, runner })
    scheduler.start()
    clock.advance(0)
    expect(runs).toHaveLength(1)
    await scheduler.stop()
    expect(runs[0]!.stopped).toBe(true)
    expect(scheduler.nextRunAt()).toBeNull()
    clock.advance(7 * 86_400_000)
    expect(runs).toHaveLength(1)
    expect(clock.pending()).toEqual([])
  })
})

describe('meta.sync through the app', () => {
  it('mode and the next slot; a slot passing shows at once', async () => {
    const clock = fakeClock(india('2026-10-10 12:00'))
    const { runner, runs } = fakeRunner()
    const app = await buildApp({ db: held(), sync: { settings: SETTINGS, clock, runner } })
    const meta = async () => (await app.inject({ method: 'GET', url: '/api/v1/meta' })).json().data.sync
    expect(await meta()).toEqual({ mode: 'auto', state: 'idle', lastSuccessAt: null, lastAttemptAt: null, lastError: null, nextRunAt: '2026-10-10T18:00:00.000Z', backfill: null })
    clock.advanceTo(india('2026-10-10 23:30'))
    expect((await meta()).nextRunAt).toBe('2026-10-11T03:30:00.000Z')
    runs[0]!.finish()
    await app.close()
    expect(app.syncScheduler?.nextRunAt()).toBeNull()
  })

  it('SYNC=off, or no sync settings: no scheduler, mode off', async () => {
    for (const sync of [{ settings: { ...SETTINGS, mode: 'off' as const } }, undefined]) {
      const app = await buildApp({ db: held(), sync })
      expect(app.syncScheduler).toBeNull()
      const answer = (await app.inject({ method: 'GET', url: '/api/v1/meta' })).json().data.sync
      expect(answer).toMatchObject({ mode: 'off', nextRunAt: null })
      await app.close()
    }
  })

  it('SYNC=auto needs a database file', async () => {
    await expect(buildApp({ dbPath: ':memory:', sync: { settings: SETTINGS } })).rejects.toThrow(/needs a database file/)
  })
})
