/**
 * npm run data:sync [-- --url URL] [--history FROM TO] [--db PATH]
 *   (dates yyyy-mm-dd). Without --history: what the server does at each SYNC_TIMES slot (sync-job.ts):
 *   the history back-fill while one is needed (from SYNC_HISTORY_FROM), then today's NAVAll.txt.
 *   Settings from the environment as the server reads them (config.ts readSyncSettings).
 * Takes the same lock as the server's scheduler (sync-lock.ts): while another sync runs, it says whose
 * and exits with code 75 (try again later). A running server picks the new data up on its next
 * request (it watches SQLite's data_version).
 */
import { readConfigOrExit } from '../config.ts'
import { openDatabase, type Db } from '../db/open-database.ts'
import { createMetaRepository } from '../repositories/meta-repository.ts'
import { formatSummary } from './report.ts'
import { syncHistory } from './sync.ts'
import { runSyncJob, type SyncEvent } from './sync-job.ts'
import { acquireSyncLock, describeHolder } from './sync-lock.ts'
import { createSyncStateWriter, oneLine } from './sync-state.ts'

/** sysexits' EX_TEMPFAIL: another sync holds the lock. */
const EXIT_BUSY = 75

const args = process.argv.slice(2)
const config = readConfigOrExit('sync', 2)
let dbPath = config.dbPath
const settings = { ...config.sync }
let history: [string, string] | null = null
for (let i = 0; i < args.length; i++) {
  const arg = args[i]
  if (arg === '--db') dbPath = args[++i] ?? dbPath
  else if (arg === '--url') settings.navAllUrl = args[++i] ?? settings.navAllUrl
  else if (arg === '--history') history = [args[++i] ?? '', args[++i] ?? '']
  else {
    console.error(`unknown argument ${arg}\nusage: npm run data:sync -- [--url URL] [--history FROM TO] [--db PATH]`)
    process.exit(2)
  }
}
if (history && !history.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))) {
  console.error('--history needs two dates, yyyy-mm-dd')
  process.exit(2)
}

/** One line per event, for people: what, then its facts. */
function print(event: SyncEvent): void {
  // A busy lock gets its own message below.
  if (event.outcome === 'busy') return
  const { what, ...rest } = event
  const facts = Object.entries(rest)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${key}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
  console.error(`[sync] ${String(what ?? 'sync')}: ${facts.join(' ')}`)
}

const busy = (message: string) => {
  console.error(`[sync] ${message}; try again when it has finished`)
  process.exitCode = EXIT_BUSY
}

/**
 * --history: the windows asked for, under the lock, each window one transaction. Never over the demo:
 * its first window would replace the whole demo with those few days, every return and risk figure
 * blank. The demo gives way to the back-fill alone, which switches once a year of real NAVs is held.
 */
async function historyRun(db: Db, [from, to]: [string, string]): Promise<void> {
  if (createMetaRepository(db).read().source === 'demo') {
    console.error(
      '[sync] the database holds the demo: --history would replace it with only the days asked for. ' +
        'Run `npm run data:sync` without --history (it back-fills from SYNC_HISTORY_FROM and replaces the demo once a year of real NAVs is in), ' +
        'or start from an empty database (--db PATH).',
    )
    process.exitCode = 2
    return
  }
  const writer = createSyncStateWriter(db)
  const got = acquireSyncLock(db, 'data:sync', () => writer.begin(new Date(), false))
  if (!got.ok) return busy(`a sync is running already: ${describeHolder(got.holder)}`)
  let error: string | null = null
  try {
    await syncHistory(db, from, to, {
      timeoutMs: settings.timeoutMs,
      retries: settings.retries,
      log: (message) => console.error(`[sync] ${message}`),
      urlTemplate: settings.historyUrl,
      windowDays: settings.windowDays,
      onWindow: (r) => {
        got.lock.heartbeat()
        console.error(r.summary ? formatSummary(`${r.from}..${r.to}`, r.summary) : `${r.from}..${r.to}: ${r.note}`)
      },
    })
  } catch (failure) {
    error = oneLine(`AMFI history ${from}..${to}: ${(failure as Error).message}`)
    console.error(`[sync] ${error}; nothing written by the failed window`)
    process.exitCode = 1
  } finally {
    got.lock.release(() => (error ? writer.failed(error) : writer.succeeded(new Date())))
  }
}

const db = openDatabase(dbPath)
try {
  if (history) await historyRun(db, history)
  else {
    const outcome = await runSyncJob({ db, dbPath, owner: 'data:sync', settings, log: print })
    if (outcome.outcome === 'busy') busy(outcome.message)
    else if (outcome.outcome === 'failed') {
      console.error(`[sync] failed, nothing written by the failed step: ${outcome.error}`)
      process.exitCode = 1
    } else if (outcome.outcome === 'ok' && outcome.summary) console.error(formatSummary(settings.navAllUrl, outcome.summary))
  }
} finally {
  db.close()
}
