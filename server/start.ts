/**
 * `npm start`: the embedded default. Builds the site if dist/ is missing, creates the database from the
 * bundled demo universe if it is absent (or empty: a first start that was interrupted), with a progress
 * bar on stderr, then serves site and API from one process.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { buildApp } from './app.ts'
import { readConfigOrExit, REPO_ROOT } from './config.ts'
import { DatabaseOpenError } from './db/database-open-error.ts'
import { openDatabase } from './db/open-database.ts'
import { createProgressPrinter, seedDemo } from './demo/seed-demo.ts'
import { prepareAnalytics } from './ingest/prepare-analytics.ts'
import { writeRiskFreeRate } from './ingest/risk-free-rate.ts'
import { listen } from './server.ts'

const config = readConfigOrExit('start', 1)

/** A data folder or file it cannot use stops the start with one line (path, what to do), no stack. */
function openOrExit(path: string) {
  try {
    return openDatabase(path)
  } catch (error) {
    if (!(error instanceof DatabaseOpenError)) throw error
    console.error(`[start] ${error.message}`)
    process.exit(1)
  }
}

if (!existsSync(join(config.staticDir, 'index.html')) && !config.skipBuild) {
  console.error(`[start] ${config.staticDir} has no index.html: running vite build`)
  const build = spawnSync('npx', ['vite', 'build', '--outDir', config.staticDir, '--emptyOutDir'], { cwd: REPO_ROOT, stdio: 'inherit' })
  if (build.status !== 0) console.error('[start] vite build failed: serving the API only')
  // The server render (src/entry-server.tsx); without it the pages are rendered in the browser.
  else if (spawnSync('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', config.ssrDir], { cwd: REPO_ROOT, stdio: 'inherit' }).status !== 0) {
    console.error('[start] vite build --ssr failed: pages are rendered in the browser')
  }
}

const fresh = !existsSync(config.dbPath)
const db = openOrExit(config.dbPath)
if (fresh || !db.prepare('SELECT EXISTS (SELECT 1 FROM schemes)').pluck().get()) {
  const started = Date.now()
  // The figures are computed once, with the configured rate (prepareAnalytics then has nothing to redo).
  writeRiskFreeRate(db, config.riskFreeRate)
  const progress = createProgressPrinter((text) => process.stderr.write(text), Boolean(process.stderr.isTTY), 'building demo database')
  const { schemes, navs } = seedDemo(db, undefined, { onProgress: progress.update })
  progress.end()
  console.error(`[start] created ${config.dbPath} from the demo dataset: ${schemes} schemes, ${navs} simulated NAVs (${Date.now() - started} ms)`)
}

const prepared = prepareAnalytics(db, config.riskFreeRate)
if (prepared.recomputed) console.error(`[start] performance figures recomputed (${prepared.recomputed}; risk-free rate ${config.riskFreeRate} %)`)
if (prepared.searchIndexed) console.error('[start] search index built')

const app = await buildApp({
  db,
  contentDir: config.contentDir,
  staticDir: config.staticDir,
  ssrDir: config.ssrDir,
  publicOrigin: config.publicOrigin,
  logger: { level: config.logLevel },
  rateLimit: config.rateLimit,
  trustProxy: config.trustProxy,
  // SYNC=auto: AMFI's files at SYNC_TIMES in a worker thread; it never delays the start or a request.
  sync: { settings: config.sync },
})
try {
  await listen(app, { port: config.port, host: config.host, onClosed: () => db.close() })
} catch (error) {
  app.log.error({ err: error }, 'could not start')
  db.close()
  process.exit(1)
}
