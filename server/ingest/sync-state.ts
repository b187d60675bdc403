/**
 * The sync_state row's writes (migration 006), made only by the lock's holder: each bumps `version`,
 * which with SQLite's data_version brings GET /api/v1/meta's `sync` up to date in a running server.
 */
import type { Db } from '../db/open-database.ts'
import type { SyncBackfillProgress } from '../repositories/sync-repository.ts'

export function createSyncStateWriter(db: Db) {
  const begin = db.prepare(`UPDATE sync_state SET state = ?, last_attempt_at = ?, version = version + 1 WHERE id = 1`)
  const progress = db.prepare(`UPDATE sync_state SET state = 'backfilling', backfill_from = ?, backfill_to = ?,
    backfill_windows_done = ?, backfill_windows_total = ?, version = version + 1 WHERE id = 1`)
  const running = db.prepare(`UPDATE sync_state SET state = 'running', version = version + 1 WHERE id = 1 AND state <> 'running'`)
  const succeed = db.prepare(`UPDATE sync_state SET state = 'idle', last_success_at = ?, last_error = NULL, backfill_from = NULL,
    backfill_to = NULL, backfill_windows_done = NULL, backfill_windows_total = NULL, version = version + 1 WHERE id = 1`)
  // A failed back-fill keeps its progress: it resumes from there (ingest/backfill.ts).
  const fail = db.prepare(`UPDATE sync_state SET state = 'failed', last_error = ?, version = version + 1 WHERE id = 1`)
  return {
    /** A run starts (call in the lock's transaction). */
    begin: (at: Date, backfilling: boolean) => void begin.run(backfilling ? 'backfilling' : 'running', at.toISOString()),
    backfill: (p: SyncBackfillProgress) => void progress.run(p.from, p.to, p.windowsDone, p.windowsTotal),
    /** From the back-fill on to the daily file. */
    running: () => void running.run(),
    succeeded: (at: Date) => void succeed.run(at.toISOString()),
    failed: (message: string) => void fail.run(oneLine(message)),
  }
}

/** An error's message as one line for people: no stack, no line breaks, at most 300 characters. */
export function oneLine(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim()
  return line.length > 300 ? `${line.slice(0, 299)}…` : line
}
