/**
 * The back-fill of real NAV history: AMFI history reports fetched newest first, in windows, back to
 * SYNC_HISTORY_FROM. Each answer is parsed and checked whole first (backfill-batch.ts); each window is
 * then one transaction that stores its rows and the progress row (backfill-progress.ts), so a restart,
 * even after a kill, resumes at the next window. While the database serves the demo, windows go to the
 * staging file (backfill-staging.ts); once they cover the last SWITCH_COVERAGE_DAYS days, one
 * transaction replaces the demo with them, and later windows go into the live tables, each with the
 * figures recomputed as importAmfi does. Runs in the sync worker, on a connection of its own.
 */
import { existsSync } from 'node:fs'
import { getPriority, setPriority } from 'node:os'
import { isMainThread } from 'node:worker_threads'
import { addDays } from '../../common/figures/dates.ts'
import { openDatabase, type Db } from '../db/open-database.ts'
import { createMetaRepository } from '../repositories/meta-repository.ts'
import { indiaToday } from './amfi-dates.ts'
import { fetchWindow, type Fetched, type WindowBatch } from './backfill-batch.ts'
import {
  afterWindow, coveredDays, readProgress, remainingWindows, startProgress, SWITCH_COVERAGE_DAYS, writeProgress,
  type BackfillProgress,
} from './backfill-progress.ts'
import { removeStaging, stagingPathOf, switchToReal } from './backfill-staging.ts'
import { writeBatch } from './backfill-writer.ts'
import { recomputeDerived } from './derived-figures.ts'
import type { FetchOptions } from './fetch-with-retry.ts'

export type BackfillOptions = {
  dbPath: string
  /** {from} and {to} become dd-Mon-yyyy dates. */
  historyUrlTemplate: string
  /** The oldest date wanted (yyyy-mm-dd). */
  fromIso: string
  windowDays: number
  fetchOptions: FetchOptions
  now: () => Date
  /** One event per window (and one for the switch): what, from, to, rows, durationMs, outcome. */
  log: (event: Record<string, unknown>) => void
  /** After every window; `from`/`to` are the whole range being back-filled. */
  onProgress: (p: { from: string; to: string; windowsDone: number; windowsTotal: number; switched: boolean }) => void
  /** Stops before the next window (the one being fetched is dropped, nothing half-written). */
  signal?: AbortSignal
}

/** windowsDone/windowsTotal count the whole back-fill; `rows` the NAV rows this run stored. */
export type BackfillResult = { windowsDone: number; windowsTotal: number; switched: boolean; rows: number }

const holdsDemo = (db: Db) =>
  createMetaRepository(db).read().source === 'demo' && db.prepare('SELECT EXISTS (SELECT 1 FROM schemes)').pluck().get() === 1

/** True while the database holds the demo or nothing, or a back-fill is unfinished. */
export function backfillNeeded(db: Db): boolean {
  const progress = readProgress(db)
  if (progress) return progress.finishedAt === null
  if (db.name !== ':memory:' && existsSync(stagingPathOf(db.name))) return true
  return holdsDemo(db) || db.prepare('SELECT NOT EXISTS (SELECT 1 FROM schemes)').pluck().get() === 1
}

/**
 * The niceness of the back-fill's thread: its minutes of parsing and writing yield the CPU to the
 * server's request thread (Linux keeps a nice value per thread; elsewhere it would apply to the whole
 * process, the server included, so it is left alone there).
 */
export const BACKFILL_NICE = 10

function yieldCpu(): () => void {
  if (isMainThread || process.platform !== 'linux') return () => {}
  try {
    const before = getPriority()
    setPriority(Math.max(before, BACKFILL_NICE))
    return () => {
      try {
        setPriority(before)
      } catch {
        // Raising it back may need a privilege the thread lacks; it ends with the run anyway.
      }
    }
  } catch {
    return () => {}
  }
}

export async function runBackfill(options: BackfillOptions): Promise<BackfillResult> {
  const { dbPath, now, log, signal } = options
  const restorePriority = yieldCpu()
  const db = openDatabase(dbPath)
  const stagingPath = stagingPathOf(dbPath)
  let staging: Db | null = null
  let rowsThisRun = 0
  try {
    const today = indiaToday(now().getTime())
    const own = readProgress(db)
    let progress: BackfillProgress
    if (own?.switched) {
      // A switch that committed before its clean-up ran leaves the staging file behind.
      removeStaging(stagingPath)
      progress = own
    } else if (holdsDemo(db) || existsSync(stagingPath)) {
      staging = openDatabase(stagingPath)
      progress = readProgress(staging) ?? startProgress(options.fromIso, today, now())
    } else {
      // An empty database, or real data from an import: nothing to protect, the windows go live.
      progress = { ...(own ?? startProgress(options.fromIso, today, now())), switched: true }
    }
    progress = { ...progress, historyFrom: options.fromIso }

    const windowsTotal = () => progress.windowsDone + remainingWindows(progress, options.windowDays, today).length
    const report = () =>
      options.onProgress({ from: progress.historyFrom, to: progress.historyTo, windowsDone: progress.windowsDone, windowsTotal: windowsTotal(), switched: progress.switched })

    /**
     * Replaces the demo once the staged data covers enough (or all there is), or at once when an import
     * replaced it meanwhile. Returns the switch's duration in ms (it recomputes every figure), or null.
     */
    const switchIfReady = (): number | null => {
      if (progress.switched || !staging) return null
      const done = remainingWindows(progress, options.windowDays, today).length === 0
      const demo = holdsDemo(db)
      if (progress.rows === 0) {
        if (demo && done) {
          staging.close()
          staging = null
          removeStaging(stagingPath)
          throw new Error(`AMFI's history reports held no NAVs from ${progress.historyFrom} to ${progress.historyTo}: the demo stays`)
        }
        if (demo) return null
      } else if (demo && !done && coveredDays(progress) < SWITCH_COVERAGE_DAYS) return null
      const started = performance.now()
      staging.close()
      staging = null
      const live: BackfillProgress = done ? { ...progress, nextTo: null, finishedAt: progress.finishedAt ?? now().toISOString(), switched: true } : { ...progress, switched: true }
      const latestNavDate = switchToReal(db, stagingPath, live, now())
      progress = live
      removeStaging(stagingPath)
      const durationMs = Math.round(performance.now() - started)
      log({ what: 'backfill switch', from: coveredFrom(progress), to: progress.historyTo, rows: progress.rows, latestNavDate, durationMs, outcome: 'switched' })
      return durationMs
    }

    /** When the performance figures and the search index were last recomputed, how long that took, and whether NAVs came since. */
    const figures = { at: -Infinity, ms: 0, behind: false }
    const afterSwitch = (ms: number | null) => ms !== null && Object.assign(figures, { at: performance.now(), ms, behind: false })
    report()
    afterSwitch(switchIfReady())
    let prefetch: Promise<Fetched> | null = null
    const download = (window: [string, string]) => {
      const fetching = fetchWindow(options.historyUrlTemplate, window, { ...options.fetchOptions, signal }, today)
      fetching.catch(() => {}) // awaited (and reported) when its turn comes
      return fetching
    }
    while (!signal?.aborted) {
      const [window, following] = remainingWindows(progress, options.windowDays, today)
      if (!window) break
      const started = performance.now()
      const phase = progress.switched ? 'live' : 'staging'
      let fetched: Fetched
      try {
        fetched = await (prefetch ?? download(window))
      } catch (error) {
        if (signal?.aborted) break
        log({ what: 'backfill window', from: window[0], to: window[1], phase, rows: 0, durationMs: Math.round(performance.now() - started), outcome: 'failed', error: (error as Error).message })
        throw new Error(`AMFI history ${window[0]}..${window[1]}: ${(error as Error).message}`, { cause: error })
      }
      // The next answer downloads while this one is written.
      prefetch = following ? download(following) : null
      const next = afterWindow(progress, window, fetched.batch?.navCount ?? 0, now())
      const full = progress.switched && (next.finishedAt !== null || performance.now() - figures.at >= FIGURES_EVERY * figures.ms)
      const newest = window[0] > progress.historyTo
      const times = storeWindow(progress.switched ? db : staging!, fetched.batch, next, { live: progress.switched, newest, full, now: now() })
      if (times.full) Object.assign(figures, { at: performance.now(), ms: times.figuresMs, behind: false })
      else if (times.changed) figures.behind = true
      progress = next
      rowsThisRun += fetched.batch?.navCount ?? 0
      const { batch } = fetched
      log({
        what: 'backfill window',
        from: window[0],
        to: window[1],
        phase,
        rows: batch?.navCount ?? 0,
        ...(batch ? { dataRows: batch.rows, schemes: batch.codes.length, skipped: batch.skipped } : { note: 'no NAVs in this window' }),
        durationMs: Math.round(performance.now() - started),
        fetchMs: fetched.fetchMs,
        parseMs: fetched.parseMs,
        writeMs: times.writeMs,
        figuresMs: times.figuresMs,
        performanceFigures: times.full,
        outcome: batch ? 'stored' : 'empty',
      })
      afterSwitch(switchIfReady())
      report()
    }
    if (!signal?.aborted && progress.switched && figures.behind && remainingWindows(progress, options.windowDays, today).length === 0) {
      // The last windows held nothing new but some before them had their NAVs in only the cheap figures.
      db.transaction(() => createMetaRepository(db).recordIngest('amfi', recomputeDerived(db).latestNavDate, now())).immediate()
    }
    if (!signal?.aborted && progress.finishedAt === null) {
      // Nothing left to fetch (SYNC_HISTORY_FROM moved later than the next window): done.
      progress = { ...progress, nextTo: null, finishedAt: now().toISOString() }
      if (progress.switched) db.transaction(() => writeProgress(db, progress)).immediate()
      else {
        staging!.transaction(() => writeProgress(staging!, progress)).immediate()
        switchIfReady()
      }
      report()
    }
    return { windowsDone: progress.windowsDone, windowsTotal: windowsTotal(), switched: progress.switched, rows: rowsThisRun }
  } finally {
    staging?.close()
    db.close()
    restorePriority()
  }
}

const coveredFrom = (p: BackfillProgress) => (p.nextTo === null ? p.historyFrom : addDays(p.nextTo, 1))

/**
 * The performance figures and the search index read every NAV, so their cost grows with the history
 * while a window's does not. After a live window the other figures are recomputed each time; these two
 * when the time since they last were is FIGURES_EVERY times what they took then (about a third of the
 * run), and always on a run's first live window and on the last one.
 */
const FIGURES_EVERY = 2

/**
 * One window in one transaction with its progress row: into the staging file, or into the live tables
 * with the figures recomputed and the data version moved (when anything changed).
 */
function storeWindow(target: Db, batch: WindowBatch | null, next: BackfillProgress, o: { live: boolean; newest: boolean; full: boolean; now: Date }) {
  const times = { writeMs: 0, figuresMs: 0, full: false, changed: false }
  target.transaction(() => {
    let at = performance.now()
    const changes = batch ? writeBatch(target, batch, { newest: o.newest }) : 0
    times.writeMs = Math.round(performance.now() - at)
    if (o.live && changes > 0) {
      times.changed = true
      at = performance.now()
      const { latestNavDate } = recomputeDerived(target, { performance: o.full })
      createMetaRepository(target).recordIngest('amfi', latestNavDate, o.now)
      times.figuresMs = Math.round(performance.now() - at)
      times.full = o.full
    }
    writeProgress(target, next)
  }).immediate()
  return times
}
