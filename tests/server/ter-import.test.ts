/**
 * The TER import (server/ingest/ter-import.ts, ter-figures.ts) on a small universe
 * (fixtures/ter/nav.txt: Gamma's and Delta's large caps, one Gamma fund retired, an arbitrage fund
 * alone in its subcategory): all or nothing, one history entry per change, an idempotent re-import,
 * the peers' median and rank, and `npm run data:import` reporting what did not match.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../server/config.ts'
import { openDatabase, type Db } from '../../server/db/open-database.ts'
import { importAmfi } from '../../server/ingest/import-amfi.ts'
import { importTer, importTerRows } from '../../server/ingest/ter-import.ts'
import { TerFormatError } from '../../server/ingest/ter-parser.ts'
import { createMetaRepository } from '../../server/repositories/meta-repository.ts'
import { fixture, removeTempDirs, tempDir } from './helpers.ts'

afterAll(() => removeTempDirs())

const TODAY = '2026-10-09'
const NAV = fixture('ter/nav.txt')
const REPORT = readFileSync(fixture('ter/report-gamma.html'))

function gammaDb(): Db {
  const db = openDatabase(':memory:')
  importAmfi(db, NAV, { today: TODAY })
  return db
}

const PARTS = ['Base TER (%)', 'Additional expense as per Regulation 52(6A)(b) (%)', 'Additional expense as per Regulation 52(6A)(c) (%)', 'GST (%)', 'Total TER (%)']
const CSV_HEADER = ['As Of', 'Scheme Name', ...['Regular', 'Direct'].flatMap((plan) => PARTS.map((part) => `${plan} Plan - ${part}`))]
const plan = (total: number) => [total - 0.1, 0, 0.05, 0.05, total].map((n) => n.toFixed(2))
/** A snapshot-style CSV: one row per [date, name, regular total, direct total]. */
const csv = (rows: [string, string, number, number][]) =>
  Buffer.from([CSV_HEADER.join(','), ...rows.map(([date, name, regular, direct]) => [date, name, ...plan(regular), ...plan(direct)].join(','))].join('\n'))
const september = (day: number) => `2026-09-${String(day).padStart(2, '0')}`

const history = (db: Db, code: number) =>
  db.prepare('SELECT date, total FROM ter_history WHERE scheme_code = ? ORDER BY date').all(code) as { date: string; total: number }[]
const figures = (db: Db) =>
  Object.fromEntries(
    (db.prepare('SELECT scheme_code, total, category_median, category_rank, category_of FROM ter_figures ORDER BY scheme_code').all() as {
      scheme_code: number
      total: number
      category_median: number | null
      category_rank: number | null
      category_of: number | null
    }[]).map((r) => [r.scheme_code, [r.total, r.category_median, r.category_rank, r.category_of]]),
  )
/** Everything a TER import may write. */
const state = (db: Db) => ({
  meta: createMetaRepository(db).read(),
  history: db.prepare('SELECT * FROM ter_history ORDER BY scheme_code, date').all(),
  matches: db.prepare('SELECT * FROM ter_matches ORDER BY scheme_code').all(),
  figures: db.prepare('SELECT * FROM ter_figures ORDER BY scheme_code').all(),
})

describe('importTer: names matched within their houses, each plan stored under its codes', () => {
  it('summarises the match and ranks each plan among its active peers, one entry per TER name', () => {
    const db = gammaDb()
    const before = createMetaRepository(db).read().dataVersion
    const summary = importTer(db, REPORT, { today: TODAY })
    expect(summary).toEqual({
      rows: 8,
      names: 8,
      matched: 6,
      ambiguous: 0,
      unmatched: 2,
      unmatchedNames: ['Gamma Renamed Fund', 'Zeta Unknown Fund'],
      ambiguousNames: [],
      // Every code of a matched plan: Top 100 has no Regular TER, the retired fund no Regular code.
      entriesWritten: 12,
      codesWithTer: 12,
      latestDate: '2026-10-01',
      changed: true,
      dataVersion: before + 1,
    })
    expect(db.prepare("SELECT ter_name, plan FROM ter_matches WHERE scheme_code = 500003").get()).toEqual({ ter_name: 'Gamma Large Cap Fund', plan: 'Direct' })
    // [total, median, rank, of]. Direct large caps: Gamma Large Cap 0.40 (three options, one entry),
    // Bluechip and Top 100 0.60 (a tie: both 2nd), Delta 0.90; the retired fund's 0.10 is no one's peer.
    // Counting options, the median would be 0.50 and `of` 6.
    expect(figures(db)).toEqual({
      500001: [0.4, 0.6, 1, 4],
      500002: [0.4, 0.6, 1, 4],
      500003: [0.4, 0.6, 1, 4],
      500011: [0.6, 0.6, 2, 4],
      500021: [0.6, 0.6, 2, 4],
      600001: [0.9, 0.6, 4, 4],
      500031: [0.1, 0.6, null, null],
      // Regular large caps: Bluechip and Delta 1.20 share the 1st place, Gamma Large Cap 1.50 is 3rd.
      500004: [1.5, 1.2, 3, 3],
      500005: [1.5, 1.2, 3, 3],
      500012: [1.2, 1.2, 1, 3],
      600002: [1.2, 1.2, 1, 3],
      // Alone in its subcategory: no peer, no median, no rank.
      500041: [0.3, null, null, null],
    })
    expect(db.prepare('SELECT as_of, base, add_b, add_c, gst FROM ter_figures WHERE scheme_code = 500001').get()).toEqual({
      as_of: '2026-10-01',
      base: 0.3,
      add_b: 0,
      add_c: 0.05,
      gst: 0.05,
    })
  })

  it('importing the same file again changes nothing, and the data version stays put', () => {
    const db = gammaDb()
    importTer(db, REPORT, { today: TODAY })
    const after = state(db)
    const again = importTer(db, REPORT, { today: TODAY })
    expect(again).toMatchObject({ changed: false, entriesWritten: 0, dataVersion: after.meta.dataVersion, codesWithTer: 12 })
    expect(state(db)).toEqual(after)
  })

  it('a NAV import that retires a scheme ranks its peers again (recomputeDerived)', () => {
    const db = gammaDb()
    importTer(db, REPORT, { today: TODAY })
    // Forty days on, every scheme but Delta's has a new NAV: Delta's large cap is retired.
    const later = readFileSync(NAV, 'utf8')
      .split('\r\n')
      .filter((line) => !line.startsWith('6000') && line !== 'Delta Mutual Fund')
      .map((line) => line.replace('09-Oct-2026', '18-Nov-2026'))
      .join('\r\n')
    importAmfi(db, Buffer.from(later), { today: '2026-11-18' })
    expect(figures(db)[500011]).toEqual([0.6, 0.6, 2, 3])
    expect(figures(db)[600001]).toEqual([0.9, 0.6, null, null])
    expect(figures(db)[500012]).toEqual([1.2, 1.35, 1, 2])
  })
})

describe('history: one entry per change', () => {
  const bluechip = (days: number[], direct: (day: number) => number, date = september) =>
    csv(days.map((day) => [date(day), 'Gamma Bluechip Fund', 1.2, direct(day)]))
  const days = Array.from({ length: 30 }, (_, i) => i + 1)
  // 0.60 from the 1st, 0.55 from the 11th, 0.60 again from the 21st: two changes.
  const daily = bluechip(days, (day) => (day >= 11 && day <= 20 ? 0.55 : 0.6))

  it('30 daily rows with two changes leave three entries; an unchanged plan one', () => {
    const db = gammaDb()
    const summary = importTer(db, daily, { today: TODAY })
    expect(summary).toMatchObject({ rows: 30, names: 1, matched: 1, entriesWritten: 4, latestDate: '2026-09-30' })
    expect(history(db, 500011)).toEqual([
      { date: '2026-09-01', total: 0.6 },
      { date: '2026-09-11', total: 0.55 },
      { date: '2026-09-21', total: 0.6 },
    ])
    expect(history(db, 500012)).toEqual([{ date: '2026-09-01', total: 1.2 }])
    // In force: the latest entry.
    expect(db.prepare('SELECT as_of, total FROM ter_figures WHERE scheme_code = 500011').get()).toEqual({ as_of: '2026-09-21', total: 0.6 })
  })

  it('an older month imported after a newer one still leaves one entry per change; the newer again changes nothing', () => {
    const db = gammaDb()
    importTer(db, daily, { today: TODAY })
    const august = bluechip(days.slice(0, 31), () => 0.6, (day) => `2026-08-${String(day).padStart(2, '0')}`)
    expect(importTer(db, august, { today: TODAY })).toMatchObject({ changed: true, entriesWritten: 2 })
    // August's 0.60 runs on into September: the 1st of September is no change any more.
    expect(history(db, 500011)).toEqual([
      { date: '2026-08-01', total: 0.6 },
      { date: '2026-09-11', total: 0.55 },
      { date: '2026-09-21', total: 0.6 },
    ])
    expect(history(db, 500012)).toEqual([{ date: '2026-08-01', total: 1.2 }])
    const held = state(db)
    expect(importTer(db, daily, { today: TODAY })).toMatchObject({ changed: false, entriesWritten: 0 })
    expect(importTer(db, august, { today: TODAY })).toMatchObject({ changed: false, entriesWritten: 0 })
    expect(state(db)).toEqual(held)
  })

  it('a later report correcting the days in the middle joins the entries around them', () => {
    const db = gammaDb()
    importTer(db, daily, { today: TODAY })
    // The 11th to the 20th corrected to 0.60: no change in September at all.
    importTer(db, bluechip(days.slice(10, 20), () => 0.6), { today: TODAY })
    expect(history(db, 500011)).toEqual([{ date: '2026-09-01', total: 0.6 }])
  })
})

describe('all or nothing', () => {
  it('a malformed file writes nothing and names the line', () => {
    const db = gammaDb()
    importTer(db, REPORT, { today: TODAY })
    const held = state(db)
    const text = REPORT.toString('utf8').replace(/01-Oct-2026/g, '02-Oct-2026')
    // The last row's Direct total: every other row is good and would change the history.
    const broken = Buffer.from(text.replace(/<td class="txt-rgt">1\.00<\/td>\n<\/tr>\n<\/tbody>/, '<td class="txt-rgt">1.0.0</td>\n</tr>\n</tbody>'))
    const line = broken.toString('utf8').split('\n').findIndex((l) => l.includes('1.0.0')) + 1
    expect(() => importTer(db, broken, { today: TODAY })).toThrow(new TerFormatError('Direct Plan - Total TER (%) "1.0.0" is not a number', line))
    expect(state(db)).toEqual(held)
  })

  it('a failure halfway through the writes rolls back those before it', () => {
    const db = gammaDb()
    const held = state(db)
    // Delta's codes are written after Gamma's (the report's order): refuse the first of them.
    db.exec("CREATE TEMP TRIGGER refuse BEFORE INSERT ON ter_history WHEN NEW.scheme_code = 600001 BEGIN SELECT RAISE(ABORT, 'disk full'); END")
    expect(() => importTer(db, REPORT, { today: TODAY })).toThrow('disk full')
    expect(state(db)).toEqual(held)
  })

  it('rows built in code are checked like a file\'s', () => {
    const db = gammaDb()
    const row = { line: 7, schemeName: 'Gamma Bluechip Fund', schemeType: null, schemeCategory: null, date: '2026-09-01', regular: null, direct: null }
    expect(() => importTerRows(db, [{ ...row, date: '2026-02-30' }])).toThrow('line 7: bad date "2026-02-30"')
    expect(() => importTerRows(db, [{ ...row, direct: { total: 0, base: null, additionalB: null, additionalC: null, gst: null } }])).toThrow('line 7: total TER 0')
    expect(importTerRows(db, [{ ...row, direct: { total: 0.6, base: null, additionalB: null, additionalC: null, gst: null } }], { today: TODAY })).toMatchObject({
      rows: 1,
      matched: 1,
      entriesWritten: 1,
      codesWithTer: 1,
    })
  })
})

describe('npm run data:import with a TER report', () => {
  it('prints the rows, the match counts and every unmatched name; a malformed report is refused by line', () => {
    const dir = tempDir()
    const path = join(dir, 'mf.sqlite')
    const bad = join(dir, 'ter-bad.csv')
    writeFileSync(bad, csv([[september(1), 'Gamma Bluechip Fund', 1.2, 0.6]]).toString('utf8') + '\n2026-09-02,Gamma Bluechip Fund,1.1\n')
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/ingest/import-cli.ts', '--db', path, NAV, fixture('ter/report-gamma.html'), bad], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(result.status, result.stderr).toBe(1)
    expect(result.stderr).toContain('nav.txt: history-new, 13 rows')
    expect(result.stderr).toMatch(/report-gamma\.html: TER report, 8 rows in \d+ ms\n/)
    expect(result.stderr).toContain('  scheme names: 8; matched: 6; ambiguous: 0; unmatched: 2\n')
    expect(result.stderr).toContain('  unmatched (no fund of this name in its house, or no house):\n    Gamma Renamed Fund\n    Zeta Unknown Fund\n')
    expect(result.stderr).toContain(`${bad}: NOT imported, database unchanged: line 3: expected 12 cells as the header has, found 3`)
    const db = openDatabase(path)
    try {
      expect(db.prepare('SELECT COUNT(*) FROM ter_figures').pluck().get()).toBe(12)
      expect(history(db, 500011)).toEqual([{ date: '2026-10-01', total: 0.6 }])
    } finally {
      db.close()
    }
  })
})
