/**
 * The sync worker's entry (a node:worker_threads thread started by sync-worker-runner.ts): one sync
 * on a connection of its own to the server's database file, so a long import never holds the
 * server's event loop. Events and the outcome go to the parent as messages; 'stop' aborts before the
 * next step (a transaction under way finishes, or the parent terminates the thread, which rolls it back).
 */
import { parentPort, workerData } from 'node:worker_threads'
import { openDatabase } from '../db/open-database.ts'
import { adoptProcessInstance } from '../repositories/sync-repository.ts'
import { runSyncJob, type SyncJobOptions, type SyncOutcome } from './sync-job.ts'
import { oneLine } from './sync-state.ts'

export type SyncWorkerInput = {
  dbPath: string
  settings: SyncJobOptions['settings']
  backoffMs?: number
  /** The parent's clock at the start (ms): the run's times continue from it. */
  runAt: number
  /** The parent's process instance, so the server reads this thread's lock as its own. */
  instance: string
}

export type SyncWorkerMessage = { type: 'event'; event: Record<string, unknown> } | { type: 'done'; outcome: SyncOutcome }

const port = parentPort!
const input = workerData as SyncWorkerInput
adoptProcessInstance(input.instance)
const controller = new AbortController()
port.on('message', (message) => {
  if (message === 'stop') controller.abort()
})
// The job keeps the thread alive while it runs, not the port.
port.unref()

const post = (message: SyncWorkerMessage) => port.postMessage(message)
const offset = input.runAt - Date.now()
let outcome: SyncOutcome
try {
  const db = openDatabase(input.dbPath)
  try {
    outcome = await runSyncJob({
      db,
      dbPath: input.dbPath,
      owner: 'server',
      settings: input.settings,
      backoffMs: input.backoffMs,
      now: () => new Date(Date.now() + offset),
      log: (event) => post({ type: 'event', event }),
      signal: controller.signal,
    })
  } finally {
    db.close()
  }
} catch (error) {
  // Outside the job's own steps (the database would not open, say): logged here.
  outcome = { outcome: 'failed', error: oneLine((error as Error).message) }
  post({ type: 'event', event: { what: 'sync', outcome: 'failed', error: outcome.error } })
}
post({ type: 'done', outcome })
