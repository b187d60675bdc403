/**
 * Import speed of a full AMFI daily file (NAVAll.txt, about 14,000 rows). No such file is in the
 * repository, so one is built in the 8-field format from the real history report in
 * ../shared/amfi/ (its groups, AMC lines and rows; repeated with new scheme codes until it reaches
 * 14,000 rows), then imported into a fresh database through the real importer, three times.
 * Writes bench/import-report.json.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../server/db/open-database.ts'
import { importAmfi } from '../server/ingest/import-amfi.ts'

const SOURCE = new URL('../../shared/amfi/nav-report-2026-10-09.txt', import.meta.url)
const TARGET_ROWS = 14_000
const RUNS = 3

if (!existsSync(SOURCE)) {
  console.error(`bench:import needs ${SOURCE.pathname}`)
  process.exit(1)
}

/** History report (Scheme Code;NAV Name;Plan;Option;ISIN...;ISIN...;NAV;Date) -> NAVAll 8-field rows. */
function dailyFile(): { text: string; rows: number } {
  const lines = readFileSync(SOURCE, 'utf8').split(/\r?\n/).slice(1)
  const out = ['Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Plan;Option;Net Asset Value;Date', '']
  let rows = 0
  for (let copy = 0; rows < TARGET_ROWS; copy++) {
    for (const line of lines) {
      const cells = line.split(';')
      if (cells.length < 8) {
        out.push(line)
        continue
      }
      const [code, name, plan, option, isin1, isin2, nav, date] = cells
      out.push([Number(code) + copy * 1_000_000, isin1, isin2, copy ? `${name} (${copy})` : name, plan, option, nav, date].join(';'))
      // The file ends on a row, as AMFI's do: a fund house with no rows after it is refused.
      if (++rows >= TARGET_ROWS) break
    }
  }
  return { text: out.join('\r\n'), rows }
}

const { text, rows } = dailyFile()
const dir = mkdtempSync(join(tmpdir(), 'mf-bench-import-'))
const times: number[] = []
let summary: ReturnType<typeof importAmfi> | undefined
for (let run = 0; run < RUNS; run++) {
  const db = openDatabase(join(dir, `run-${run}.sqlite`))
  const started = performance.now()
  summary = importAmfi(db, Buffer.from(text))
  times.push(performance.now() - started)
  db.close()
}
rmSync(dir, { recursive: true, force: true })

const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!
const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  file: { format: summary?.format, rows, bytes: Buffer.byteLength(text) },
  runsMs: times.map((t) => Math.round(t)),
  medianMs: Math.round(median),
  rowsPerSecond: Math.round(rows / (median / 1000)),
  skipped: summary?.skipped,
  goal: { secondsAtMost: 2 },
}
console.table([{ rows, medianMs: report.medianMs, rowsPerSecond: report.rowsPerSecond }])
writeFileSync(new URL('./import-report.json', import.meta.url), JSON.stringify(report, null, 2) + '\n')
console.error('wrote bench/import-report.json')
