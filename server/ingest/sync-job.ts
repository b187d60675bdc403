/**
 * One sync, as the server's worker and `npm run data:sync` both run it: take the lock, back-fill the
 * history first while one is needed (backfill.ts, which alone replaces the demo), then import today's
 * NAVAll.txt unless the demo is still served, checked whole first (navall-checks.ts), in one
 * transaction, and this month's TER report while it is not in (ter-sync.ts). The state row says what happened; the lock is freed in the same transaction as the
 * last state write. One structured event per step goes to `log`.
 */
import type { Db } from '../db/open-database.ts'
import { createMetaRepository } from '../repositories/meta-repository.ts'
import type { SyncLockHolder } from '../repositories/sync-repository.ts'
import { backfillNeeded, runBackfill } from './backfill.ts'
import { fetchWithRetry, type FetchOptions } from './fetch-with-retry.ts'
import { importAmfi, type ImportSummary } from './import-amfi.ts'
import { checkNavAll, SyncRefusal } from './navall-checks.ts'
import { acquireSyncLock, describeHolder, keepAlive, type LockOwner } from './sync-lock.ts'
import { indiaClock, isWeekday, latestBusinessDay, type SyncSettings } from './sync-schedule.ts'
import { createSyncStateWriter, oneLine } from './sync-state.ts'
import { syncTer } from './ter-sync.ts'

export type SyncEvent = Record<string, unknown>

export type SyncJobOptions = {
  db: Db
  dbPath: string
  owner: LockOwner
  settings: Pick<SyncSettings, 'navAllUrl' | 'historyUrl' | 'historyFrom' | 'windowDays' | 'timeoutMs' | 'retries' | 'terUrl' | 'terForm'>
  /** Backoff between attempts (tests shorten it). */
  backoffMs?: number
  now?: () => Date
  log?: (event: SyncEvent) => void
  signal?: AbortSignal
}

export type SyncOutcome =
  | { outcome: 'ok'; summary: ImportSummary | null; note?: string }
  | { outcome: 'failed'; error: string }
  | { outcome: 'busy'; holder: SyncLockHolder | null; message: string }
  | { outcome: 'stopped' }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function runSyncJob(options: SyncJobOptions): Promise<SyncOutcome> {
  const { db, settings, signal } = options
  const now = options.now ?? (() => new Date())
  const log = options.log ?? (() => {})
  const writer = createSyncStateWriter(db)
  let backfilling = false
  // Decided under the lock: another process's back-fill may have just finished.
  const got = acquireSyncLock(db, options.owner, () => {
    backfilling = backfillNeeded(db)
    writer.begin(now(), backfilling)
  })
  if (!got.ok) {
    const message = `a sync is running already: ${describeHolder(got.holder)}`
    log({ what: 'sync', outcome: 'busy', holder: got.holder && { owner: got.holder.owner, pid: got.holder.pid, host: got.holder.host, since: got.holder.acquiredAt } })
    return { outcome: 'busy', holder: got.holder, message }
  }
  const stopBeating = keepAlive(got.lock)
  const fetchOptions: FetchOptions = {
    timeoutMs: settings.timeoutMs,
    retries: settings.retries,
    backoffMs: options.backoffMs,
    signal,
    log: (message) => log({ what: 'download', message }),
  }
  let result: SyncOutcome = { outcome: 'stopped' }
  try {
    if (backfilling) await backfill(options, fetchOptions, now, log)
    if (signal?.aborted) return result
    writer.running()
    result = await daily(options, fetchOptions, now, log)
    // The month's TER report, once the NAVs are in: its failure is logged, never the sync's.
    if (!signal?.aborted) await syncTer(options.db, settings, fetchOptions, now().getTime(), log)
    return result
  } catch (error) {
    result = signal?.aborted ? { outcome: 'stopped' } : { outcome: 'failed', error: oneLine((error as Error).message) }
    return result
  } finally {
    stopBeating()
    const at = now()
    got.lock.release(() => {
      if (result.outcome === 'ok') writer.succeeded(at)
      else if (result.outcome === 'failed') writer.failed(result.error)
      else writer.failed('stopped before it finished: the process was shutting down')
    })
  }
}

async function backfill(options: SyncJobOptions, fetchOptions: FetchOptions, now: () => Date, log: (event: SyncEvent) => void): Promise<void> {
  const writer = createSyncStateWriter(options.db)
  const started = performance.now()
  try {
    const result = await runBackfill({
      dbPath: options.dbPath,
      historyUrlTemplate: options.settings.historyUrl,
      fromIso: options.settings.historyFrom,
      windowDays: options.settings.windowDays,
      fetchOptions,
      now,
      log,
      onProgress: ({ from, to, windowsDone, windowsTotal }) => {
        try {
          writer.backfill({ from, to, windowsDone, windowsTotal })
        } catch (error) {
          // Progress is for people; a busy database must not stop the back-fill.
          log({ what: 'backfill progress', outcome: 'not recorded', error: (error as Error).message })
        }
      },
      signal: options.signal,
    })
    log({ what: 'backfill', ...result, durationMs: Math.round(performance.now() - started), outcome: options.signal?.aborted ? 'stopped' : 'ok' })
  } catch (error) {
    log({ what: 'backfill', durationMs: Math.round(performance.now() - started), outcome: 'failed', error: oneLine((error as Error).message) })
    throw new Error(`back-fill: ${(error as Error).message}`, { cause: error })
  }
}

async function daily(options: SyncJobOptions, fetchOptions: FetchOptions, now: () => Date, log: (event: SyncEvent) => void): Promise<SyncOutcome> {
  const { db, settings } = options
  const url = settings.navAllUrl
  const started = performance.now()
  const done = (outcome: string, extra: SyncEvent) => log({ what: 'sync', url, ...extra, durationMs: Math.round(performance.now() - started), outcome })
  const held = createMetaRepository(db).read()
  if (held.source === 'demo') {
    const note = 'the demo data stays until the back-fill has replaced it'
    done('skipped', { note })
    return { outcome: 'ok', summary: null, note }
  }
  try {
    for (let attempt = 0; ; attempt++) {
      const body = await fetchWithRetry(url, fetchOptions)
      const at = now().getTime()
      const today = indiaClock(at).date
      const newestHeld = held.latestNavDate
      const schemesOnNewest = newestHeld ? (db.prepare('SELECT COUNT(*) FROM schemes WHERE latest_date = ?').pluck().get(newestHeld) as number) : 0
      try {
        const check = checkNavAll(body, { today, newestHeld, schemesOnNewest, expectNew: isWeekday(today) && (newestHeld ?? '') < latestBusinessDay(at) })
        if (check.kind === 'note') {
          done('ok', { rows: 0, note: check.note })
          return { outcome: 'ok', summary: null, note: check.note }
        }
      } catch (error) {
        // AMFI's maintenance page or a broken export may be gone in a minute: asked again like a failed download.
        if (!(error instanceof SyncRefusal) || attempt >= settings.retries || options.signal?.aborted) throw error
        const wait = (options.backoffMs ?? 1000) * 2 ** attempt
        log({ what: 'download', message: `answer refused (${error.message}), asking again in ${wait} ms` })
        await sleep(wait)
        continue
      }
      const summary = importAmfi(db, body, { today })
      done('ok', { rows: summary.rows, navsStored: summary.navsStored, changed: summary.changed, dataVersion: summary.dataVersion, latestNavDate: summary.latestNavDate })
      return { outcome: 'ok', summary }
    }
  } catch (error) {
    if (options.signal?.aborted) done('stopped', {})
    else done('failed', { error: oneLine((error as Error).message) })
    throw error
  }
}
