/**
 * Runs one sync in a node:worker_threads thread (sync-worker.ts) and reports its events and outcome.
 * The thread loads TypeScript through tsx's API: a worker does not inherit the `--import tsx` hooks
 * of the process that runs the server.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import Database from 'better-sqlite3'
import { processInstance } from '../repositories/sync-repository.ts'
import type { SyncEvent, SyncOutcome } from './sync-job.ts'
import { oneLine } from './sync-state.ts'
import type { SyncWorkerInput, SyncWorkerMessage } from './sync-worker.ts'

export type SyncRunRequest = Omit<SyncWorkerInput, 'instance'>

export type SyncRun = {
  done: Promise<SyncOutcome>
  /** Asks the run to stop before its next step; after `graceMs` the thread is terminated (its open transaction rolls back). */
  stop(graceMs?: number): Promise<void>
}

export type SyncRunner = (request: SyncRunRequest, onEvent: (event: SyncEvent) => void) => SyncRun

const STOP_GRACE_MS = 3000

/** `import('tsx/esm/api').register()`, then the worker's entry: the thread's whole script. */
function bootScript(entry: URL): string {
  const require = createRequire(import.meta.url)
  const manifest = require.resolve('tsx/package.json')
  const api = pathToFileURL(join(dirname(manifest), (JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }).exports['./esm/api']!.import.default))
  return `import(${JSON.stringify(api.href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}) })`
}

/**
 * A thread that ended without finishing its job (terminated, crashed) may leave the lock and a
 * 'running' state behind under this process's id, which this process would read as live: both are
 * cleared on a connection of its own.
 */
function clearAbandoned(dbPath: string, why: string): void {
  let db: Database.Database | undefined
  try {
    db = new Database(dbPath, { timeout: 2000 })
    const prefix = `${processInstance()}/`
    db.transaction(() => {
      const cleared = db!
        .prepare('UPDATE sync_lock SET token = NULL, owner = NULL, pid = NULL, host = NULL, acquired_at = NULL, heartbeat_at = NULL WHERE id = 1 AND substr(token, 1, ?) = ?')
        .run(prefix.length, prefix).changes
      if (cleared) db!.prepare(`UPDATE sync_state SET state = 'failed', last_error = ?, version = version + 1 WHERE id = 1 AND state IN ('running', 'backfilling')`).run(why)
    }).immediate()
  } catch {
    // Another process holds the database: the lock then goes stale with this process.
  } finally {
    db?.close()
  }
}

export const workerRunner: SyncRunner = (request, onEvent) => {
  const workerData: SyncWorkerInput = { ...request, instance: processInstance() }
  const worker = new Worker(bootScript(new URL('./sync-worker.ts', import.meta.url)), { eval: true, workerData })
  let outcome: SyncOutcome | undefined
  let crash: Error | undefined
  worker.on('message', (message: SyncWorkerMessage) => {
    if (message.type === 'event') onEvent(message.event)
    else outcome = message.outcome
  })
  worker.on('error', (error) => void (crash = error))
  const done = new Promise<SyncOutcome>((resolve) => {
    worker.on('exit', (code) => {
      if (outcome) return resolve(outcome)
      const error = oneLine(crash ? `the sync thread failed: ${crash.message}` : `the sync thread ended (code ${code}) before it finished`)
      clearAbandoned(request.dbPath, error)
      onEvent({ what: 'sync', outcome: 'failed', error })
      resolve({ outcome: 'failed', error })
    })
  })
  return {
    done,
    async stop(graceMs = STOP_GRACE_MS) {
      worker.postMessage('stop')
      let timer: NodeJS.Timeout | undefined
      const finished = await Promise.race([done.then(() => true), new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)))])
      clearTimeout(timer)
      if (!finished) {
        outcome = { outcome: 'stopped' }
        await worker.terminate()
        clearAbandoned(request.dbPath, 'stopped before it finished: the server was shutting down')
      }
      await done
    },
  }
}
