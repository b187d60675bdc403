/**
 * npm run bench — every benchmark, one after another (side by side they would skew each other),
 * then bench/report.md and bench/report.json from their JSON reports.
 *
 *   npm run bench                  build the site, run every benchmark, write the report
 *   npm run bench -- api chart     run only these (the others' last JSON files stay in the report)
 *   npm run bench -- --report      only rewrite report.md / report.json from the JSON files present
 *
 * Benchmarks: bundle (from the build's manifest), api, analytics, import, ter-import, load, soak, backfill, lighthouse, chart, cache, search, interactions, portfolio. Each
 * but bundle is its own script (bench/<name>.ts, also `npm run bench:<name>`) writing
 * bench/<name>-report.json; a failing one is reported and the rest still run. Exit code 1 if any failed.
 */
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { bundleSizes, checkBudgets } from './lib/bundle-sizes.ts'
import { machineFacts, writeReport } from './lib/render-report.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SCRIPTS = ['api', 'analytics', 'import', 'ter-import', 'load', 'soak', 'backfill', 'lighthouse', 'chart', 'cache', 'search', 'interactions', 'portfolio'] as const
const ALL = ['bundle', ...SCRIPTS] as const
type Bench = (typeof ALL)[number]

const args = process.argv.slice(2)
const reportOnly = args.includes('--report')
const unknown = args.filter((arg) => arg !== '--report' && !(ALL as readonly string[]).includes(arg))
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${ALL.join(', ')}`)
  process.exit(2)
}
const selected = args.filter((arg) => arg !== '--report') as Bench[]
const toRun: readonly Bench[] = reportOnly ? [] : selected.length > 0 ? selected : ALL

const run = (command: string, commandArgs: string[]) => {
  const started = Date.now()
  const result = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit' })
  return { ok: result.status === 0, seconds: Math.round((Date.now() - started) / 100) / 10 }
}

const outcomes: { bench: Bench; ok: boolean; seconds: number }[] = []
const startFacts = machineFacts()

if (toRun.length > 0) {
  // Every figure below is of the current source: build it first (the bundle, Lighthouse and the
  // chart use dist/).
  console.error('\n== build')
  if (!run('npm', ['run', 'build']).ok) process.exit(1)
}

for (const bench of toRun) {
  console.error(`\n== bench ${bench}`)
  if (bench === 'bundle') {
    const started = Date.now()
    const sizes = bundleSizes(`${ROOT}dist`)
    const report = { date: new Date().toISOString(), sizes: { ...sizes, distDir: 'dist' }, budgets: checkBudgets(sizes) }
    writeFileSync(new URL('./bundle-report.json', import.meta.url), JSON.stringify(report, null, 2) + '\n')
    outcomes.push({ bench, ok: report.budgets.every((b) => b.ok), seconds: Math.round((Date.now() - started) / 100) / 10 })
    continue
  }
  outcomes.push({ bench, ...run(process.execPath, ['--import', 'tsx', `bench/${bench}.ts`]) })
}

const written = writeReport({ startFacts, outcomes })
console.error(`\nwrote ${written.join(', ')}`)
for (const outcome of outcomes) console.error(`${outcome.ok ? 'ok    ' : 'FAILED'} ${outcome.bench} (${outcome.seconds} s)`)
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1)
