/**
 * `npm start`: the embedded default. Builds the site if dist/ is missing, creates the database from the
 * bundled demo universe if it is absent, then serves site and API from one process.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { buildApp } from './app.ts'
import { readConfig, REPO_ROOT } from './config.ts'
import { openDatabase } from './db/open-database.ts'
import { seedDemo } from './demo/seed-demo.ts'
import { listen } from './server.ts'

const config = readConfig()

if (!existsSync(join(config.staticDir, 'index.html')) && !config.skipBuild) {
  console.error(`[start] ${config.staticDir} has no index.html: running vite build`)
  const build = spawnSync('npx', ['vite', 'build', '--outDir', config.staticDir, '--emptyOutDir'], { cwd: REPO_ROOT, stdio: 'inherit' })
  if (build.status !== 0) console.error('[start] vite build failed: serving the API only')
}

const fresh = !existsSync(config.dbPath)
const db = openDatabase(config.dbPath)
if (fresh) {
  const started = Date.now()
  const { schemes, navs } = seedDemo(db)
  console.error(`[start] created ${config.dbPath} from the demo dataset: ${schemes} schemes, ${navs} simulated NAVs (${Date.now() - started} ms)`)
}

const app = await buildApp({
  db,
  contentDir: config.contentDir,
  staticDir: config.staticDir,
  logger: { level: config.logLevel },
  rateLimit: config.rateLimit,
  trustProxy: config.trustProxy,
})
try {
  await listen(app, { port: config.port, host: config.host, onClosed: () => db.close() })
} catch (error) {
  app.log.error({ err: error }, 'could not start')
  db.close()
  process.exit(1)
}
