/**
 * An import killed midway (SIGKILL: no cleanup code runs) leaves the database exactly as before: the
 * transaction never committed, and SQLite discards its uncommitted WAL frames on the next open.
 */
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../server/db/open-database.ts'
import { importAmfi } from '../../server/ingest/import-amfi.ts'
import { fixture, removeTempDirs, tempDir } from './helpers.ts'

afterAll(removeTempDirs)

const REPO = fileURLToPath(new URL('../../', import.meta.url))

const snapshot = (db: Db) =>
  JSON.stringify(['fund_houses', 'schemes', 'meta'].map((t) => db.prepare(`SELECT * FROM ${t} ORDER BY 1`).all())) +
  JSON.stringify(db.prepare('SELECT COUNT(*) AS n, SUM(nav) AS total FROM navs').get())

/** A history report big enough to take a few seconds: `schemes` x `days` rows. */
function bigHistoryFile(path: string, schemes: number, days: number): void {
  const lines = ['Scheme Code;NAV Name;Plan;Option;ISIN Div Payout/ISIN Growth;ISIN Div Reinvestment;Net Asset Value;Date', '',
    'Open Ended Schemes ( Equity Schemes - Large Cap Fund )', '', 'Kappa Mutual Fund']
  const start = Date.UTC(2020, 0, 1)
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  for (let d = 0; d < days; d++) {
    const date = new Date(start + d * 86_400_000)
    const text = `${String(date.getUTCDate()).padStart(2, '0')}-${months[date.getUTCMonth()]}-${date.getUTCFullYear()}`
    for (let s = 0; s < schemes; s++) lines.push(`${900000 + s};Kappa Fund ${s} - Direct Plan - Growth;Direct Plan;Growth;;;${(10 + s + d / 100).toFixed(4)};${text}`)
  }
  writeFileSync(path, lines.join('\r\n') + '\r\n')
}

it('SIGKILL during an import leaves the database unchanged', async () => {
  const dir = tempDir()
  const dbPath = join(dir, 'mf.sqlite')
  const big = join(dir, 'big.txt')
  bigHistoryFile(big, 300, 500)

  const db = openDatabase(dbPath)
  importAmfi(db, fixture('history-old.txt'))
  const before = snapshot(db)
  db.close()

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/ingest/import-cli.ts', '--db', dbPath, big], {
    cwd: REPO,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)))

  // Kill once the import has read a good part of the file: its one transaction is open, and more
  // than half of the rows are still to come. (The CLI prints a progress line per tenth on a pipe.)
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no progress from the import: ${stderr}`)), 30_000)
    child.stderr.on('data', () => {
      if (/: [1-4]0%/.test(stderr)) {
        clearTimeout(timer)
        resolve()
      }
    })
  })
  child.kill('SIGKILL')
  expect(await exited).toBe('SIGKILL')

  const after = openDatabase(dbPath)
  expect(snapshot(after)).toBe(before)
  expect(after.prepare('SELECT COUNT(*) FROM schemes WHERE scheme_code >= 900000').pluck().get()).toBe(0)
  expect(after.pragma('integrity_check', { simple: true })).toBe('ok')
  after.close()
})
