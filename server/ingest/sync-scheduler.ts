/**
 * The server's sync scheduler (SYNC=auto): a sync at every SYNC_TIMES slot (India time), and one at
 * start when the data missed the latest publication or a back-fill is due (sync-schedule.ts). Each run
 * is a worker thread (sync-worker-runner.ts); this side only keeps time, one run at a time, and logs
 * the thread's events. A slot that finds a run going is skipped; a failed run waits for the next slot
 * (its retries happened inside the run). Time comes from an injectable clock, so tests drive it.
 * Every outcome is logged by the run itself (the job, or the runner for a thread that died).
 */
import type { Db } from '../db/open-database.ts'
import { createMetaRepository } from '../repositories/meta-repository.ts'
import { createSyncRepository } from '../repositories/sync-repository.ts'
import { backfillNeeded } from './backfill.ts'
import type { SyncEvent, SyncOutcome } from './sync-job.ts'
import { catchUpDue, nextSlot, type SyncSettings } from './sync-schedule.ts'
import { workerRunner, type SyncRun, type SyncRunner } from './sync-worker-runner.ts'

export type SyncClock = {
  now(): number
  setTimer(run: () => void, ms: number): unknown
  clearTimer(handle: unknown): void
}

export const systemClock: SyncClock = {
  now: () => Date.now(),
  setTimer: (run, ms) => setTimeout(run, ms).unref(),
  clearTimer: (handle) => clearTimeout(handle as NodeJS.Timeout),
}

type Logger = { info(event: object, message: string): void; warn(event: object, message: string): void; error(event: object, message: string): void }

export type SyncSchedulerOptions = {
  /** The server's connection: read only here (the runs write on their own). */
  db: Db
  settings: SyncSettings
  log: Logger
  clock?: SyncClock
  runner?: SyncRunner
  backoffMs?: number
}

export type RunReason = 'start' | 'slot' | 'request'

export function createSyncScheduler(options: SyncSchedulerOptions) {
  const { db, settings, log } = options
  const clock = options.clock ?? systemClock
  const runner = options.runner ?? workerRunner
  const meta = createMetaRepository(db)
  const syncs = createSyncRepository(db)
  let timer: unknown = null
  let nextAt: number | null = null
  let current: { run: SyncRun; done: Promise<SyncOutcome | null> } | null = null
  let stopped = false
  let started = false
  // Moves with anything of meta.sync this process alone knows (the next slot).
  let stamp = 0

  const logEvent = (event: SyncEvent) => {
    const message = String(event.what ?? 'sync')
    if (event.outcome === 'failed') log.warn(event, message)
    else log.info(event, message)
  }

  function schedule(): void {
    if (stopped) return
    const now = clock.now()
    nextAt = nextSlot(now, settings.times)
    stamp++
    timer = clock.setTimer(() => {
      timer = null
      void run('slot')
      schedule()
    }, nextAt - now)
  }

  /** Starts a run unless one is going (then resolves null at once). */
  function run(reason: RunReason): Promise<SyncOutcome | null> {
    if (stopped) return Promise.resolve(null)
    if (current) {
      log.info({ what: 'sync', reason, outcome: 'skipped', note: 'a sync is running' }, 'sync')
      return Promise.resolve(null)
    }
    let handle: SyncRun
    try {
      handle = runner({ dbPath: db.name, settings: { ...settings }, runAt: clock.now(), backoffMs: options.backoffMs }, (event) => logEvent({ ...event, reason }))
    } catch (error) {
      log.error({ what: 'sync', reason, outcome: 'failed', error: (error as Error).message }, 'sync')
      return Promise.resolve({ outcome: 'failed', error: (error as Error).message })
    }
    const done = handle.done.then((outcome) => {
      current = null
      return outcome
    })
    current = { run: handle, done }
    return done
  }

  /** Whether a start should sync now: a back-fill is due, or the latest publication was missed. */
  function dueAtStart(): boolean {
    if (backfillNeeded(db)) return true
    return catchUpDue(clock.now(), meta.read().latestNavDate, syncs.read().lastSuccessAt)
  }

  return {
    mode: settings.mode,
    /** Schedules the slots, and a run at once when one is due (never in the caller's tick). */
    start(): void {
      if (started || stopped || settings.mode !== 'auto') return
      started = true
      schedule()
      if (dueAtStart()) clock.setTimer(() => void run('start'), 0)
    },
    /** Runs a sync now (tests; a slot does the same). */
    runNow: () => run('request'),
    /** Resolves when no run is going. */
    idle: async (): Promise<void> => {
      for (let going = current; going; going = current) await going.done
    },
    nextRunAt: (): string | null => (nextAt === null ? null : new Date(nextAt).toISOString()),
    stamp: () => stamp,
    /** No more slots; a run going is asked to stop, and terminated if it does not soon. */
    async stop(): Promise<void> {
      stopped = true
      if (timer !== null) clock.clearTimer(timer)
      timer = null
      nextAt = null
      stamp++
      const going = current
      if (going) {
        await going.run.stop()
        await going.done
      }
    },
  }
}

export type SyncScheduler = ReturnType<typeof createSyncScheduler>
