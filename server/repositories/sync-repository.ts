/**
 * The sync tables of migration 006, read side: what the last sync did (sync_state) and who syncs now
 * (sync_lock). Written by ingest/sync-state.ts and ingest/sync-lock.ts.
 */
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { Db } from '../db/open-database.ts'

export type SyncRunState = 'idle' | 'running' | 'backfilling' | 'failed'

export type SyncBackfillProgress = { from: string; to: string; windowsDone: number; windowsTotal: number }

export type SyncRecord = {
  state: SyncRunState
  lastSuccessAt: string | null
  lastAttemptAt: string | null
  lastError: string | null
  backfill: SyncBackfillProgress | null
  /** Grows with every write of the row. */
  version: number
}

export type SyncLockHolder = { token: string; owner: string; pid: number; host: string; acquiredAt: string; heartbeatAt: string }

/**
 * A holder's heartbeat older than this is stale whatever its pid says. The holder beats between
 * steps, not inside an import's transaction, so this is well above the longest single import; the
 * dead-pid rule below is what frees a killed holder on the same host at once.
 */
export const LOCK_STALE_MS = 30 * 60_000

export const INTERRUPTED = 'the last sync stopped before it finished (its process ended)'

const pidAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists and belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * This process's id in lock tokens (`<instance>/<random>`): a holder with this process's pid is live
 * only when its token carries it, since a restarted container reuses pid 1. The sync worker adopts
 * its parent's, so the server's own reads see its worker as live.
 */
let instance: string = randomUUID()
export const processInstance = () => instance
export const adoptProcessInstance = (id: string) => void (instance = id)
export const newLockToken = () => `${instance}/${randomUUID()}`

/**
 * Whether the lock's holder may still be syncing. Same host: its process must be alive (and be this
 * one if it has this pid). Another host: its pid says nothing there, only the heartbeat does.
 */
export function isLockLive(holder: SyncLockHolder | null, now: number): boolean {
  if (!holder) return false
  if (now - Date.parse(holder.heartbeatAt) > LOCK_STALE_MS) return false
  if (holder.host !== hostname()) return true
  if (holder.pid === process.pid) return holder.token.startsWith(`${instance}/`)
  return pidAlive(holder.pid)
}

type StateRow = {
  state: SyncRunState
  last_success_at: string | null
  last_attempt_at: string | null
  last_error: string | null
  backfill_from: string | null
  backfill_to: string | null
  backfill_windows_done: number | null
  backfill_windows_total: number | null
  version: number
}

type LockRow = { token: string | null; owner: string | null; pid: number | null; host: string | null; acquired_at: string | null; heartbeat_at: string | null }

export const toHolder = (row: LockRow | undefined): SyncLockHolder | null =>
  row?.token
    ? { token: row.token, owner: row.owner ?? '?', pid: row.pid ?? 0, host: row.host ?? '', acquiredAt: row.acquired_at ?? '', heartbeatAt: row.heartbeat_at ?? '' }
    : null

export function createSyncRepository(db: Db) {
  // One statement, so the state and the lock are read from the same snapshot.
  const both = db.prepare<[], StateRow & { [K in keyof LockRow as `lock_${K}`]: LockRow[K] }>(`
    SELECT s.*, l.token AS lock_token, l.owner AS lock_owner, l.pid AS lock_pid, l.host AS lock_host,
           l.acquired_at AS lock_acquired_at, l.heartbeat_at AS lock_heartbeat_at
    FROM sync_state s, sync_lock l WHERE s.id = 1 AND l.id = 1`)
  const lock = db.prepare<[], LockRow>('SELECT token, owner, pid, host, acquired_at, heartbeat_at FROM sync_lock WHERE id = 1')
  return {
    /**
     * The last sync's record. A row left 'running' or 'backfilling' by a holder that is gone (killed)
     * reads as 'failed', so meta never shows a sync that nobody is running.
     */
    read(now = Date.now()): SyncRecord {
      const row = both.get()
      if (!row) return { state: 'idle', lastSuccessAt: null, lastAttemptAt: null, lastError: null, backfill: null, version: 0 }
      const record: SyncRecord = {
        state: row.state,
        lastSuccessAt: row.last_success_at,
        lastAttemptAt: row.last_attempt_at,
        lastError: row.last_error,
        backfill:
          row.backfill_from && row.backfill_to
            ? { from: row.backfill_from, to: row.backfill_to, windowsDone: row.backfill_windows_done ?? 0, windowsTotal: row.backfill_windows_total ?? 0 }
            : null,
        version: row.version,
      }
      const holder = toHolder({ token: row.lock_token, owner: row.lock_owner, pid: row.lock_pid, host: row.lock_host, acquired_at: row.lock_acquired_at, heartbeat_at: row.lock_heartbeat_at })
      if ((record.state === 'running' || record.state === 'backfilling') && !isLockLive(holder, now)) {
        return { ...record, state: 'failed', lastError: record.lastError ?? INTERRUPTED }
      }
      return record
    },
    /** Who holds the lock, live or not (null when free). */
    holder(): SyncLockHolder | null {
      return toHolder(lock.get())
    },
  }
}

export type SyncRepository = ReturnType<typeof createSyncRepository>
