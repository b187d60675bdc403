/**
 * A back-fill in a process of its own, for the kill and serving tests and bench:backfill:
 *   node --import tsx tests/server/support/run-backfill.ts '{"dbPath", "urlTemplate", "fromIso", "windowDays", "now"}'
 * Every log event and progress report is one JSON line on stdout; exit code 1 when the run fails.
 */
import { setPriority } from 'node:os'
import { BACKFILL_NICE, runBackfill } from '../../../server/ingest/backfill.ts'

const args = JSON.parse(process.argv[2] ?? '{}') as { dbPath: string; urlTemplate: string; fromIso: string; windowDays: number; now?: string }
// In the server the back-fill's worker thread runs at this niceness (backfill.ts); here it is the process.
setPriority(process.pid, BACKFILL_NICE)
const line = (event: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(event)}\n`)

try {
  const result = await runBackfill({
    dbPath: args.dbPath,
    historyUrlTemplate: args.urlTemplate,
    fromIso: args.fromIso,
    windowDays: args.windowDays,
    fetchOptions: { timeoutMs: 120_000, retries: 1, backoffMs: 10 },
    now: () => (args.now ? new Date(args.now) : new Date()),
    log: line,
    onProgress: (p) => line({ what: 'progress', ...p }),
  })
  line({ what: 'result', ...result })
} catch (error) {
  line({ what: 'error', message: (error as Error).message })
  process.exitCode = 1
}
