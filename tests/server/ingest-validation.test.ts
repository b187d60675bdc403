/**
 * Every field of an AMFI file is checked before an import commits (issue 24): impossible, future or
 * pre-1990 dates, absurd NAVs, over-long names and lines where AMFI's layout has none refuse the whole
 * file with its line number, and change nothing. Databases poisoned by earlier importers are repaired
 * by the next import. Fixtures are cut from the real report in ../shared/amfi at run time.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listMigrations, migrate } from '../../server/db/migrate.ts'
import { openDatabase, type Db } from '../../server/db/open-database.ts'
import { amfiDateToIso } from '../../server/ingest/amfi-dates.ts'
import { readNav } from '../../server/ingest/amfi-nav.ts'
import { AmfiFormatError } from '../../server/ingest/amfi-parser.ts'
import { importAmfi } from '../../server/ingest/import-amfi.ts'
import { recomputeDerived } from '../../server/ingest/derived-figures.ts'
import { REAL_AMFI_FILE, removeTempDirs, tempDir } from './helpers.ts'

afterAll(removeTempDirs)

/** The real report's date: NAVs up to 10-Oct-2026 are acceptable. */
const TODAY = '2026-10-09'

/** Every row of every data table: "unchanged" means this is identical. */
const snapshot = (db: Db, tables = ['fund_houses', 'schemes', 'navs', 'meta', 'scheme_performance']) =>
  JSON.stringify(tables.map((t) => db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all()))

/** A file of the given lines, CRLF like AMFI's. */
function write(lines: string[], name = 'amfi.txt'): string {
  const file = join(tempDir(), name)
  writeFileSync(file, lines.join('\r\n') + '\r\n')
  return file
}

describe('AMFI dates and NAVs', () => {
  it('only real calendar days are dates', () => {
    expect(amfiDateToIso('31-Feb-2026')).toBeNull()
    expect(amfiDateToIso('29-Feb-2025')).toBeNull()
    expect(amfiDateToIso('31-Apr-2026')).toBeNull()
    expect(amfiDateToIso('00-Oct-2026')).toBeNull()
    expect(amfiDateToIso('29-Feb-2024')).toBe('2024-02-29')
    expect(amfiDateToIso('09-Oct-2026')).toBe('2026-10-09')
  })

  it("AMFI's known oddities are skipped with their reasons; absurd numbers are refused", () => {
    expect(readNav('12.3456')).toEqual({ nav: 12.3456, skipReason: null })
    expect(readNav('9999999999.12345678')).toEqual({ nav: Number('9999999999.12345678'), skipReason: null })
    for (const [text, reason] of [['N.A.', 'N.A.'], ['#N/A', '#N/A'], ['', 'empty'], [' ', 'empty'], ['0', 'zero'], ['0.0000', 'zero'], ['-', '-'], ['-3.5', 'negative']]) {
      expect(readNav(text!), text).toEqual({ nav: null, skipReason: reason })
    }
    for (const text of ['1'.padEnd(400, '0'), '12345678901', '1.123456789', '1e5', '1E+5', '2.5e-3', 'Infinity', '-Infinity', 'inf']) {
      expect(readNav(text), text).toHaveProperty('refused')
    }
  })
})

describe.skipIf(!existsSync(REAL_AMFI_FILE))('a file that breaks a rule is refused whole (fixtures from the real report)', () => {
  let real: string[] = []
  beforeAll(() => {
    real = readFileSync(REAL_AMFI_FILE, 'utf8').split('\r\n')
    // The layout the cases below rely on: lines 21 and 22 are rows of the Bajaj Finserv block.
    expect(real[19]).toBe('Bajaj Finserv Mutual Fund')
    expect(real[20]).toMatch(/^153309;/)
    expect(real[21]).toMatch(/^153306;/)
  })

  /** The report's first `n` lines: header, groups, fund houses and rows, as AMFI laid them out. */
  const head = (n: number) => real.slice(0, n)
  /** The first 36 lines with fields replaced: [line, field index, value]. */
  const withFields = (...changes: [number, number, string][]) => {
    const lines = head(36)
    for (const [line, index, value] of changes) {
      const fields = lines[line - 1]!.split(';')
      fields[index] = value
      lines[line - 1] = fields.join(';')
    }
    return lines
  }
  /** The first 36 lines with field `index` of the row on line 21 replaced. */
  const withField = (index: number, value: string) => withFields([21, index, value])
  /** The first 36 lines with `line` inserted so that it becomes line `at`. */
  const withLine = (at: number, line: string) => {
    const lines = head(36)
    lines.splice(at - 1, 0, line)
    return lines
  }
  const NAME = 1, OPTION = 3, ISIN = 4, NAV = 6, DATE = 7
  const TEN_MB = 'x'.repeat(10 * 1024 * 1024)

  it.each([
    ['a day that does not exist (31-Feb-2026)', () => withField(DATE, '31-Feb-2026'), 21, /bad date/],
    ['29 February of a common year', () => withField(DATE, '29-Feb-2025'), 21, /bad date/],
    ['a date in year 9999', () => withField(DATE, '09-Oct-9999'), 21, /outside 1990-01-01\.\.2026-10-10/],
    ['a date two days ahead of India', () => withField(DATE, '11-Oct-2026'), 21, /outside/],
    ['a date before 1990', () => withField(DATE, '31-Dec-1989'), 21, /outside/],
    ['a 400-digit NAV', () => withField(NAV, '1'.padEnd(400, '0')), 21, /NAV "1000.*digits before the point/],
    ['an 11-digit NAV', () => withField(NAV, '12345678901.5'), 21, /digits before the point/],
    ['a NAV with 9 decimals', () => withField(NAV, '11.123456789'), 21, /decimals/],
    ['a NAV in exponent form', () => withField(NAV, '1e5'), 21, /NAV "1e5": not a plain decimal/],
    ['an Infinity NAV', () => withField(NAV, 'Infinity'), 21, /NAV "Infinity"/],
    ['a scheme name of 301 characters', () => withField(NAME, 'B'.repeat(301)), 21, /scheme name longer than 300/],
    ['an ISIN of 13 characters', () => withField(ISIN, 'INF0QA701AV7X'), 21, /ISIN longer than 12/],
    ['an Option of 121 characters', () => withField(OPTION, 'G'.repeat(121)), 21, /Option longer than 120/],
    ['a 10 MB line without ";" before the rows', () => withLine(4, TEN_MB), 4, /longer than 65536 bytes/],
    ['a 10 MB line without ";" between rows', () => withLine(22, TEN_MB), 22, /longer than 65536 bytes/],
    ['a 500-character line without ";" between rows', () => withLine(22, 'y'.repeat(500)), 22, /neither a scheme group nor a fund house/],
    ['a fund house line followed by a group line', () => withLine(10, 'Junk Mutual Fund'), 10, /"Junk Mutual Fund" is followed by a scheme group line \(line 12\)/],
    ['a fund house line followed by another', () => withLine(20, 'Junk Mutual Fund'), 20, /followed by another fund house line \(line 21\)/],
    ['a fund house line at the end of the file', () => [...head(36), '', 'Junk Mutual Fund'], 38, /followed by the end of the file/],
  ])('%s', (_label, build, lineNumber, message) => {
    const db = openDatabase(':memory:')
    importAmfi(db, write(head(18)), { today: TODAY })
    const before = snapshot(db)

    let error: unknown
    try {
      importAmfi(db, write(build()), { today: TODAY })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(AmfiFormatError)
    const { message: text, lineNumber: at } = error as AmfiFormatError
    expect(at).toBe(lineNumber)
    expect(text.startsWith(`line ${lineNumber}: `), text).toBe(true)
    expect(text).toMatch(message)
    // An excerpt, never the whole line.
    expect(text.length).toBeLessThan(300)
    expect(snapshot(db)).toBe(before)

    // The next good file imports.
    const good = importAmfi(db, write(head(36)), { today: TODAY })
    expect(good).toMatchObject({ changed: true, schemes: 19, fundHouses: 5, latestNavDate: '2026-10-09' })
    db.close()
  })

  it('the limits follow the clock given; the limits themselves are accepted', () => {
    const db = openDatabase(':memory:')
    // Rows of 09-Oct-2026 are two days ahead of 2026-10-07 in India.
    expect(() => importAmfi(db, write(head(36)), { today: '2026-10-07' })).toThrow(/^line 7: date 09-Oct-2026 is outside 1990-01-01\.\.2026-10-08/)
    const lines = withFields([21, DATE, '10-Oct-2026'], [22, DATE, '01-Jan-1990'], [23, NAV, '9999999999.12345678'], [24, NAME, 'B'.repeat(300)])
    const s = importAmfi(db, write(lines), { today: TODAY })
    expect(s).toMatchObject({ rows: 19, navsStored: 19, latestNavDate: '2026-10-10' })
    db.close()
  })

  it('the real report imports whole after a refused 9999 file, and every scheme with a NAV stays active', () => {
    const db = openDatabase(':memory:')
    expect(() => importAmfi(db, write(withField(DATE, '09-Oct-9999')), { today: TODAY })).toThrow(AmfiFormatError)
    const s = importAmfi(db, REAL_AMFI_FILE, { today: TODAY })
    expect(s).toMatchObject({ rows: 8577, fundHouses: 54, latestNavDate: '2026-10-09' })
    expect(db.prepare('SELECT COUNT(*) FROM schemes WHERE active = 1').pluck().get()).toBe(8469)
    expect(db.prepare('SELECT COUNT(*) FROM fund_houses').pluck().get()).toBe(54)
    db.close()
  })

  it('the command line names the file and the line, and exits non-zero', () => {
    const dir = tempDir()
    const bad = write(withField(DATE, '31-Feb-2026'), 'bad.txt')
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/ingest/import-cli.ts', '--db', join(dir, 'mf.sqlite'), bad], {
      cwd: fileURLToPath(new URL('../../', import.meta.url)),
      encoding: 'utf8',
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`${bad}: NOT imported, database unchanged: line 21: bad date "31-Feb-2026"`)
  })
})

describe.skipIf(!existsSync(REAL_AMFI_FILE))('a database poisoned by an earlier importer is repaired by the next import', () => {
  let good = ''
  beforeAll(() => {
    // The first 398 lines end with a row (line 400 is a fund house line).
    const lines = readFileSync(REAL_AMFI_FILE, 'utf8').split('\r\n').slice(0, 398)
    expect(lines.at(-1)).toMatch(/^105000;/)
    good = write(lines, 'good.txt')
  })
  const tables = ['fund_houses', 'schemes', 'navs', 'scheme_performance']
  const insertNav = (db: Db, code: number, date: string, nav: number) =>
    db.prepare('INSERT INTO navs (scheme_code, date, nav) VALUES (?, ?, ?)').run(code, date, nav)

  it('impossible days, 9999, 1989, Infinity and a junk fund house: gone, and the derived figures are those of a clean import', () => {
    const clean = openDatabase(':memory:')
    importAmfi(clean, good, { today: TODAY })

    const db = openDatabase(':memory:')
    importAmfi(db, good, { today: TODAY })
    // What earlier versions stored, written the way they wrote it.
    insertNav(db, 148921, '2026-02-31', 20)
    insertNav(db, 148920, '9999-10-09', 18)
    insertNav(db, 148918, '1989-12-29', 5)
    insertNav(db, 148919, '2026-10-08', Infinity)
    const junk = db.prepare('INSERT INTO fund_houses (fund_house_name, name) VALUES (?, ?)').run('z'.repeat(5000), 'junk').lastInsertRowid
    db.prepare('UPDATE schemes SET fund_house_id = ? WHERE scheme_code = 153309').run(junk)
    // Upgrading: migration 005 runs on the old database (openDatabase does this on a real file).
    const version = listMigrations().find((m) => m.name === '005-nav-check.sql')!.version
    db.prepare('DELETE FROM schema_migrations WHERE version = ?').run(version)
    db.prepare("DELETE FROM meta WHERE key = 'full_nav_check_pending'").run()
    expect(migrate(db)).toEqual([version])

    const versionBefore = Number(db.prepare("SELECT value FROM meta WHERE key = 'data_version'").pluck().get())
    const s = importAmfi(db, good, { today: TODAY })
    expect(s.changed).toBe(true)
    expect(s.dataVersion).toBe(versionBefore + 1)
    expect(snapshot(db, tables)).toBe(snapshot(clean, tables))
    expect(db.prepare("SELECT COUNT(*) FROM meta WHERE key = 'full_nav_check_pending'").pluck().get()).toBe(0)
    // The check is done once: an import of the same file now changes nothing.
    expect(importAmfi(db, good, { today: TODAY }).changed).toBe(false)
  })

  it('every import purges NAVs dated after tomorrow in India or before 1990', () => {
    const db = openDatabase(':memory:')
    importAmfi(db, good, { today: TODAY })
    insertNav(db, 148920, '9999-10-09', 18)
    insertNav(db, 148918, '1989-12-29', 5)
    // As the earlier importer did after storing them: one scheme became the only "active" one.
    recomputeDerived(db)
    expect(db.prepare('SELECT scheme_code FROM schemes WHERE active = 1').pluck().all()).toEqual([148920])

    const s = importAmfi(db, REAL_AMFI_FILE, { today: TODAY })
    expect(s.latestNavDate).toBe('2026-10-09')
    expect(db.prepare("SELECT COUNT(*) FROM navs WHERE date > '2026-10-10' OR date < '1990-01-01'").pluck().get()).toBe(0)
    expect(db.prepare('SELECT COUNT(*) FROM schemes WHERE active = 1').pluck().get()).toBe(8469)
    expect(db.prepare('SELECT latest_date FROM schemes WHERE scheme_code = 148920').pluck().get()).toBe('2026-10-09')
  })
})
