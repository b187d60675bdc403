/**
 * npm run data:sync [-- --url URL] [--history FROM TO] [--db PATH]
 *   (dates yyyy-mm-dd). Without --history: today's NAVAll.txt. Settings also from the environment:
 *   AMFI_NAVALL_URL, AMFI_HISTORY_URL (with {from} and {to}), SYNC_TIMEOUT_MS, SYNC_RETRIES, SYNC_WINDOW_DAYS.
 * A running server picks the new data up on its next request (it watches SQLite's data_version).
 */
import { readConfig } from '../config.ts'
import { openDatabase } from '../db/open-database.ts'
import { formatSummary } from './report.ts'
import { DEFAULT_HISTORY_URL, DEFAULT_NAVALL_URL, DEFAULT_WINDOW_DAYS, syncDaily, syncHistory } from './sync.ts'

const args = process.argv.slice(2)
let dbPath = readConfig().dbPath
let url = process.env.AMFI_NAVALL_URL || DEFAULT_NAVALL_URL
let history: [string, string] | null = null
for (let i = 0; i < args.length; i++) {
  const arg = args[i]
  if (arg === '--db') dbPath = args[++i] ?? dbPath
  else if (arg === '--url') url = args[++i] ?? url
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

const fetchOptions = {
  timeoutMs: Number(process.env.SYNC_TIMEOUT_MS || 60_000),
  retries: Number(process.env.SYNC_RETRIES || 3),
  log: (message: string) => console.error(`[sync] ${message}`),
}
const db = openDatabase(dbPath)
try {
  if (history) {
    await syncHistory(db, history[0], history[1], {
      ...fetchOptions,
      urlTemplate: process.env.AMFI_HISTORY_URL || DEFAULT_HISTORY_URL,
      windowDays: Number(process.env.SYNC_WINDOW_DAYS || DEFAULT_WINDOW_DAYS),
      onWindow: (r) => console.error(r.summary ? formatSummary(`${r.from}..${r.to}`, r.summary) : `${r.from}..${r.to}: ${r.note}`),
    })
  } else {
    const started = performance.now()
    console.error(formatSummary(url, await syncDaily(db, url, fetchOptions), performance.now() - started))
  }
} catch (error) {
  // An AmfiFormatError names the line; say which download it was in.
  const source = history ? `AMFI history ${history[0]}..${history[1]}` : url
  console.error(`[sync] ${source}: failed, nothing written by the failed step: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  db.close()
}
