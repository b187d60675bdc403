import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../server/db/open-database.ts'
import { AmfiFormatError } from '../../server/ingest/amfi-parser.ts'
import { importAmfi } from '../../server/ingest/import-amfi.ts'
import { seedDemo, loadDemoDataset } from '../../server/demo/seed-demo.ts'
import { fixture, REAL_AMFI_FILE, removeTempDirs, tempDir } from './helpers.ts'
import { displayNameOf } from '../../server/ingest/ingest-writer.ts'

afterAll(removeTempDirs)

type SchemeRow = { scheme_code: number; fund_house_name: string; plan: string | null; option: string | null; category: string; subcategory: string; scheme_type: string; latest_nav: number | null; active: number; isin_growth: string | null }

const scheme = (db: Db, code: number) =>
  db
    .prepare('SELECT s.*, f.fund_house_name FROM schemes s JOIN fund_houses f ON f.id = s.fund_house_id WHERE scheme_code = ?')
    .get(code) as SchemeRow | undefined

/** Every row of every data table: "unchanged" means this is identical. */
const snapshot = (db: Db) =>
  JSON.stringify(['fund_houses', 'schemes', 'navs', 'meta'].map((t) => db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all()))

describe('the four AMFI formats', () => {
  it('NAVAll.txt, old 6-field format: plan and option from the scheme name', () => {
    const db = openDatabase(':memory:')
    const s = importAmfi(db, fixture('navall-old.txt'))
    expect(s).toMatchObject({ format: 'navall-6', rows: 11, navsStored: 8, schemes: 11, fundHouses: 2 })
    expect(s.skipped).toEqual({ 'N.A.': 1, zero: 1, '#N/A': 1 })
    expect(scheme(db, 100001)).toMatchObject({ fund_house_name: 'Alpha Mutual Fund', plan: 'Direct', option: 'Growth', category: 'Equity', subcategory: 'Large Cap', latest_nav: 120.5, isin_growth: 'INF000A01AA1' })
    expect(scheme(db, 100002)).toMatchObject({ plan: 'Regular', option: 'IDCW' })
    expect(scheme(db, 100012)).toMatchObject({ option: 'IDCW', latest_nav: null, active: 0 })
    // "Dividend Yield" is a strategy, not the dividend option.
    expect(scheme(db, 200022)).toMatchObject({ option: 'Growth' })
    expect(scheme(db, 200021)).toMatchObject({ category: 'Equity', subcategory: 'ELSS' })
    expect(scheme(db, 200031)).toMatchObject({ category: 'Hybrid', subcategory: 'Aggressive' })
    expect(scheme(db, 200041)).toMatchObject({ scheme_type: 'Close Ended Schemes', category: 'Debt', subcategory: 'Income' })
    expect(scheme(db, 200051)).toMatchObject({ scheme_type: 'Interval Fund Schemes' })
    // Skipped NAVs are never stored.
    expect(db.prepare('SELECT COUNT(*) FROM navs WHERE nav <= 0').pluck().get()).toBe(0)
  })

  it('NAVAll.txt, new 8-field format: Plan and Option columns, new group names', () => {
    const db = openDatabase(':memory:')
    const s = importAmfi(db, fixture('navall-new.txt'))
    expect(s).toMatchObject({ format: 'navall-8', rows: 7, navsStored: 5 })
    expect(s.skipped).toEqual({ '#N/A': 1, zero: 1 })
    expect(scheme(db, 100001)).toMatchObject({ plan: 'Direct', option: 'Growth', subcategory: 'Large Cap' })
    expect(scheme(db, 100011)).toMatchObject({ plan: 'Direct', option: 'Growth', category: 'Debt', subcategory: 'Low Duration' })
    expect(scheme(db, 200021)).toMatchObject({ option: 'Growth', subcategory: 'ELSS' })
    // Empty Plan/Option columns fall back to the scheme name.
    expect(scheme(db, 200061)).toMatchObject({ plan: 'Regular', option: 'Growth', category: 'Hybrid', subcategory: 'Dynamic Asset Allocation or Balanced Advantage' })
  })

  it('history report, old format with Repurchase/Sale Price', () => {
    const db = openDatabase(':memory:')
    const s = importAmfi(db, fixture('history-old.txt'))
    expect(s).toMatchObject({ format: 'history-old', rows: 13, navsStored: 11, schemes: 6, fundHouses: 1 })
    expect(s.skipped).toEqual({ 'N.A.': 1, zero: 1 })
    expect(db.prepare('SELECT COUNT(*) FROM navs WHERE scheme_code = 300001').pluck().get()).toBe(6)
    expect(scheme(db, 300011)).toMatchObject({ subcategory: 'Dynamic Bonds' })
    // No NAV in the last 30 days of the data: retired from lists.
    expect(scheme(db, 300022)).toMatchObject({ active: 0, latest_nav: 28 })
    expect(scheme(db, 300021)).toMatchObject({ active: 1 })
  })

  it('history report, new format with NAV Name;Plan;Option', () => {
    const db = openDatabase(':memory:')
    const s = importAmfi(db, fixture('history-new.txt'))
    expect(s).toMatchObject({ format: 'history-new', rows: 8, navsStored: 6 })
    expect(s.skipped).toEqual({ zero: 1, 'N.A.': 1 })
    expect(scheme(db, 400001)).toMatchObject({ plan: 'Direct', option: 'Growth', subcategory: 'Small Cap', latest_nav: 56.1 })
    expect(scheme(db, 400011)).toMatchObject({ subcategory: 'Flexi Cap' })
    expect(scheme(db, 400021)).toMatchObject({ category: 'Debt', subcategory: 'Gilt' })
    expect(scheme(db, 400031)).toMatchObject({ category: 'Hybrid', subcategory: 'Arbitrage' })
    expect(scheme(db, 400041)).toMatchObject({ scheme_type: 'Close Ended Schemes', subcategory: 'Fixed Term Plan' })
  })

  it('LF-only files parse the same as CRLF', () => {
    const dir = tempDir()
    const lf = join(dir, 'lf.txt')
    writeFileSync(lf, readFileSync(fixture('history-new.txt'), 'utf8').replaceAll('\r\n', '\n'))
    const a = openDatabase(':memory:')
    const b = openDatabase(':memory:')
    importAmfi(a, fixture('history-new.txt'))
    importAmfi(b, lf)
    expect(snapshot(a).replace(/"last_ingest_at","value":"[^"]+"/, '')).toBe(snapshot(b).replace(/"last_ingest_at","value":"[^"]+"/, ''))
  })
})

describe('all or nothing', () => {
  it('importing the same file twice changes nothing', () => {
    const db = openDatabase(':memory:')
    importAmfi(db, fixture('history-old.txt'))
    const before = snapshot(db)
    const again = importAmfi(db, fixture('history-old.txt'))
    expect(again.changed).toBe(false)
    expect(snapshot(db)).toBe(before)
  })

  it('a later file updates NAVs and the data version', () => {
    const db = openDatabase(':memory:')
    importAmfi(db, fixture('navall-old.txt'))
    const s = importAmfi(db, fixture('navall-new.txt'))
    expect(s).toMatchObject({ changed: true, dataVersion: 2, latestNavDate: '2026-08-20' })
    expect(scheme(db, 100001)).toMatchObject({ latest_nav: 121 })
  })

  it.each([
    ['truncated mid-line', (text: string) => text.slice(0, text.lastIndexOf(';') - 3)],
    ['a row with a missing field', (text: string) => text.replace(';45.1000;', ';')],
    ['a bad date', (text: string) => text.replace('14-Aug-2026', '2026-08-14')],
    ['a bad scheme code', (text: string) => text.replace('100003;', 'X100003;')],
    ['no header', (text: string) => text.slice(text.indexOf('\n') + 1)],
    ['empty', () => ''],
  ])('a malformed file (%s) changes nothing', (_label, corrupt) => {
    const db = openDatabase(':memory:')
    importAmfi(db, fixture('history-old.txt'))
    const before = snapshot(db)
    const file = join(tempDir(), 'bad.txt')
    writeFileSync(file, corrupt(readFileSync(fixture('navall-old.txt'), 'utf8')))
    expect(() => importAmfi(db, file)).toThrow(AmfiFormatError)
    expect(snapshot(db)).toBe(before)
  })

  it('AMFI data replaces the demo universe in the same transaction', () => {
    const db = openDatabase(':memory:')
    seedDemo(db, loadDemoDataset(), 0.05)
    expect(db.prepare("SELECT value FROM meta WHERE key = 'source'").pluck().get()).toBe('demo')
    const s = importAmfi(db, fixture('history-new.txt'))
    expect(s.replacedDemo).toBe(true)
    expect(db.prepare("SELECT value FROM meta WHERE key = 'source'").pluck().get()).toBe('amfi')
    expect(db.prepare('SELECT COUNT(*) FROM fund_houses').pluck().get()).toBe(1)
  })
})

describe.skipIf(!existsSync(REAL_AMFI_FILE))('the real AMFI history report (../shared/amfi)', () => {
  it('imports with the expected counts and mapping', () => {
    const db = openDatabase(':memory:')
    const s = importAmfi(db, REAL_AMFI_FILE)
    expect(s).toMatchObject({ format: 'history-new', rows: 8577, navsStored: 8469, schemes: 8577, fundHouses: 54, latestNavDate: '2026-10-09' })
    expect(s.skipped).toEqual({ zero: 108 })
    const count = (sub: string) => db.prepare("SELECT COUNT(*) FROM schemes WHERE subcategory = ? AND category IN ('Equity','Debt','Hybrid')").pluck().get(sub)
    // Old and new group names land on the same subcategories.
    for (const sub of ['Large Cap', 'Mid Cap', 'Small Cap', 'Multi Cap', 'Low Duration', 'Medium Duration', 'Dynamic Bonds', 'Gilt', 'Aggressive', 'Conservative', 'Arbitrage', 'ELSS', 'Flexi Cap']) {
      expect(count(sub), sub).toBeGreaterThan(0)
    }
    expect(count('Low Duration')).toBe(236)
    expect(count('ELSS')).toBe(237)
    // No unnormalised group name survives as a category.
    const categories = db.prepare('SELECT DISTINCT category FROM schemes').pluck().all() as string[]
    expect(categories.filter((c) => /^(Equity|Debt|Hybrid|Income\/Debt)/.test(c)).sort()).toEqual(['Debt', 'Equity', 'Hybrid'])
  })
})

describe('fund-house display names', () => {
  it('a shouted "MUTUAL FUND" is written like the others; the brand and the AMFI key are untouched', () => {
    expect(displayNameOf('ASK MUTUAL FUND')).toBe('ASK Mutual Fund')
    expect(displayNameOf('360 ONE Mutual Fund')).toBe('360 ONE Mutual Fund')
    expect(displayNameOf('HDFC Mutual Fund')).toBe('HDFC Mutual Fund')
  })
})
