/**
 * npm run data:import -- [--db PATH] FILE...
 * Imports AMFI files, one transaction per file, into DATA_DIR/mf.sqlite (or --db): NAVAll.txt or NAV
 * history reports (any of their formats), and TER reports (HTML or CSV, gzip or not), told apart by
 * their first bytes. Progress on stderr, a summary per file; a TER report's summary lists every
 * scheme name it could not match, so they can be looked into.
 */
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs'
import { readConfigOrExit } from '../config.ts'
import { openDatabase } from '../db/open-database.ts'
import { importAmfi, type ImportSummary } from './import-amfi.ts'
import { formatSummary, progressBar } from './report.ts'
import { importTer, type TerImportSummary } from './ter-import.ts'
import { looksLikeTer, TER_SNIFF_BYTES } from './ter-parser.ts'

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

function head(file: string): Buffer {
  const fd = openSync(file, 'r')
  try {
    const bytes = Buffer.alloc(TER_SNIFF_BYTES)
    return bytes.subarray(0, readSync(fd, bytes, 0, bytes.length, 0))
  } finally {
    closeSync(fd)
  }
}

function formatTerSummary(file: string, s: TerImportSummary, ms: number): string {
  const list = (label: string, names: string[]) => (names.length ? [`  ${label}:`, ...names.map((name) => `    ${name}`)] : [])
  return [
    `${file}: TER report, ${s.rows} rows in ${Math.round(ms)} ms`,
    `  scheme names: ${s.names}; matched: ${s.matched}; ambiguous: ${s.ambiguous}; unmatched: ${s.unmatched}`,
    `  TER entries written: ${s.entriesWritten}; schemes with a TER: ${s.codesWithTer}; latest TER date: ${s.latestDate}`,
    `  ${s.changed ? `data version ${s.dataVersion}` : 'nothing new: database unchanged'}`,
    ...list('ambiguous (more than one fund of the house has this name)', s.ambiguousNames),
    ...list('unmatched (no fund of this name in its house, or no house)', s.unmatchedNames),
  ].join('\n')
}

const db = openDatabase(dbPath)
let failed = 0
for (const file of files) {
  const size = statSync(file).size
  const started = performance.now()
  if (looksLikeTer(head(file))) {
    try {
      const summary = importTer(db, readFileSync(file))
      console.error(formatTerSummary(file, summary, performance.now() - started))
    } catch (error) {
      failed++
      console.error(`${file}: NOT imported, database unchanged: ${(error as Error).message}`)
    }
    continue
  }
  const bar = progressBar(process.stderr, file, size)
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
