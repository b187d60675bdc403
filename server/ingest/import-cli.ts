/**
 * npm run data:import -- [--db PATH] FILE...
 * Imports AMFI files (NAVAll.txt or NAV history reports, any of their formats), one transaction per
 * file, into DATA_DIR/mf.sqlite (or --db). Progress on stderr, a summary per file.
 */
import { statSync } from 'node:fs'
import { readConfigOrExit } from '../config.ts'
import { openDatabase } from '../db/open-database.ts'
import { importAmfi, type ImportSummary } from './import-amfi.ts'
import { formatSummary, progressBar } from './report.ts'

const args = process.argv.slice(2)
let dbPath = readConfigOrExit('import', 2).dbPath
const files: string[] = []
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--db') dbPath = args[++i] ?? dbPath
  else files.push(args[i]!)
}
if (files.length === 0) {
  console.error('usage: npm run data:import -- [--db PATH] FILE...')
  process.exit(2)
}

const db = openDatabase(dbPath)
let failed = 0
for (const file of files) {
  const size = statSync(file).size
  const bar = progressBar(process.stderr, file, size)
  const started = performance.now()
  try {
    const summary: ImportSummary = importAmfi(db, file, { onProgress: bar.update })
    bar.done()
    console.error(formatSummary(file, summary, performance.now() - started))
  } catch (error) {
    bar.done()
    failed++
    console.error(`${file}: NOT imported, database unchanged: ${(error as Error).message}`)
  }
}
db.close()
console.error(`database: ${dbPath}`)
process.exit(failed ? 1 : 0)
