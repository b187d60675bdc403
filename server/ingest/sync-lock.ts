/**
 * The one lock of every sync, shared by the server's sync worker and `npm run data:sync`: the
 * sync_lock row (migration 006), taken in a BEGIN IMMEDIATE transaction, so two processes can never
 * both see it free. The holder beats a heartbeat between its steps; a holder whose process is gone or
 * whose heartbeat is old is stale and taken over (repositories/sync-repository.ts isLockLive), so a
 * `kill -9` never leaves it stuck. Its times are the real clock's, whatever clock the sync runs on.
 */
import { hostname } from 'node:os'
import type { Db } from '../db/open-database.ts'
import { createSyncRepository, isLockLive, newLockToken, type SyncLockHolder } from '../repositories/sync-repository.ts'

export type LockOwner = 'server' | 'data:sync'

export type HeldLock = {
  token: string
  /** Moves the heartbeat to now. */
  heartbeat(): void
  /** Frees the lock if it is still ours; `inTransaction` runs in the same transaction first. */
  release(inTransaction?: () => void): void
}

export type LockResult = { ok: true; lock: HeldLock } | { ok: false; holder: SyncLockHolder | null; busy: boolean }

const RELEASE_ATTEMPTS = 6

const isBusy = (error: unknown) => (error as { code?: string }).code === 'SQLITE_BUSY'

/** "the server (pid 12, host a) since 2026-10-09T18:00:00.000Z", for messages. */
export const describeHolder = (holder: SyncLockHolder | null) =>
  holder ? `${holder.owner === 'server' ? 'the server' : holder.owner} (pid ${holder.pid} on ${holder.host}) since ${holder.acquiredAt}` : 'another import writing the database'

/**
 * Takes the lock for `owner`, or says who holds it. `also` runs in the same transaction once the lock
 * is ours (the sync's "running" state, so the two are never seen apart). A database busy with another
 * process's write transaction for longer than its busy timeout counts as held.
 */
export function acquireSyncLock(db: Db, owner: LockOwner, also?: () => void): LockResult {
  const repo = createSyncRepository(db)
  const take = db.prepare('UPDATE sync_lock SET token = ?, owner = ?, pid = ?, host = ?, acquired_at = ?, heartbeat_at = ? WHERE id = 1')
  const beat = db.prepare('UPDATE sync_lock SET heartbeat_at = ? WHERE id = 1 AND token = ?')
  const free = db.prepare('UPDATE sync_lock SET token = NULL, owner = NULL, pid = NULL, host = NULL, acquired_at = NULL, heartbeat_at = NULL WHERE id = 1 AND token = ?')
  const token = newLockToken()
  let holder: SyncLockHolder | null = null
  try {
    const taken = db.transaction(() => {
      holder = repo.holder()
      if (isLockLive(holder, Date.now())) return false
      const now = new Date().toISOString()
      take.run(token, owner, process.pid, hostname(), now, now)
      also?.()
      return true
    }).immediate()
    if (!taken) return { ok: false, holder, busy: false }
  } catch (error) {
    if (!isBusy(error)) throw error
    return { ok: false, holder: repo.holder(), busy: true }
  }
  return {
    ok: true,
    lock: {
      token,
      heartbeat: () => void beat.run(new Date().toISOString(), token),
      release: (inTransaction) => {
        const run = db.transaction(() => {
          inTransaction?.()
          free.run(token)
        })
        // Another process's long import may hold the write lock past one busy timeout.
        for (let attempt = 1; ; attempt++) {
          try {
            return run.immediate()
          } catch (error) {
            if (!isBusy(error) || attempt >= RELEASE_ATTEMPTS) throw error
          }
        }
      },
    },
  }
}

/** Beats `lock`'s heartbeat every `everyMs` until stopped; a busy database skips a beat. */
export function keepAlive(lock: HeldLock, everyMs = 15_000): () => void {
  const timer = setInterval(() => {
    try {
      lock.heartbeat()
    } catch (error) {
      if (!isBusy(error)) throw error
    }
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
