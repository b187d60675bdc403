/**
 * The write side of an ingest: fund houses, schemes and NAVs, as upserts that only touch a row when
 * a value differs. `changes` then counts real changes, so importing the same file twice reports (and
 * does) nothing, and the data version — the key of every cached answer — stays put.
 */
import type { Db } from '../db/open-database.ts'
import type { AmfiRow } from './amfi-parser.ts'

export function createIngestWriter(db: Db) {
  const insertHouse = db.prepare(
    'INSERT INTO fund_houses (fund_house_name, name) VALUES (?, ?) ON CONFLICT(fund_house_name) DO NOTHING',
  )
  const houseId = db.prepare<[string], number>('SELECT id FROM fund_houses WHERE fund_house_name = ?').pluck()
  const upsertScheme = db.prepare(`
    INSERT INTO schemes (scheme_code, fund_house_id, scheme_name, plan, option, scheme_type, amfi_group,
      category, subcategory, isin_growth, isin_reinvest)
    VALUES (@schemeCode, @houseId, @schemeName, @plan, @option, @schemeType, @amfiGroup,
      @category, @subcategory, @isinGrowth, @isinReinvest)
    ON CONFLICT(scheme_code) DO UPDATE SET
      fund_house_id = excluded.fund_house_id, scheme_name = excluded.scheme_name, plan = excluded.plan,
      option = excluded.option, scheme_type = excluded.scheme_type, amfi_group = excluded.amfi_group,
      category = excluded.category, subcategory = excluded.subcategory,
      isin_growth = excluded.isin_growth, isin_reinvest = excluded.isin_reinvest
    WHERE fund_house_id IS NOT excluded.fund_house_id OR scheme_name IS NOT excluded.scheme_name
      OR plan IS NOT excluded.plan OR option IS NOT excluded.option OR scheme_type IS NOT excluded.scheme_type
      OR amfi_group IS NOT excluded.amfi_group OR category IS NOT excluded.category
      OR subcategory IS NOT excluded.subcategory OR isin_growth IS NOT excluded.isin_growth
      OR isin_reinvest IS NOT excluded.isin_reinvest`)
  const upsertNav = db.prepare(`INSERT INTO navs (scheme_code, date, nav) VALUES (?, ?, ?)
    ON CONFLICT(scheme_code, date) DO UPDATE SET nav = excluded.nav WHERE nav <> excluded.nav`)

  const houses = new Map<string, number>()
  const schemesSeen = new Set<number>()
  let changes = 0

  return {
    /** Empties the data tables: used when real AMFI data replaces the simulated demo universe. */
    clearAll(): void {
      const info = db.prepare('DELETE FROM navs').run().changes + db.prepare('DELETE FROM schemes').run().changes
      changes += info + db.prepare('DELETE FROM fund_houses').run().changes
      houses.clear()
      schemesSeen.clear()
    },
    /** Writes one parsed row; rows without a usable NAV still record the scheme (its facts are valid). */
    write(row: AmfiRow): void {
      let id = houses.get(row.fundHouse)
      if (id === undefined) {
        changes += insertHouse.run(row.fundHouse, displayNameOf(row.fundHouse)).changes
        id = houseId.get(row.fundHouse)!
        houses.set(row.fundHouse, id)
      }
      if (!schemesSeen.has(row.schemeCode)) {
        schemesSeen.add(row.schemeCode)
        changes += upsertScheme.run({ ...row, houseId: id }).changes
      }
      if (row.nav !== null) changes += upsertNav.run(row.schemeCode, row.date, row.nav).changes
    },
    get changes() {
      return changes
    },
    get fundHouseCount() {
      return houses.size
    },
    get schemeCount() {
      return schemesSeen.size
    },
  }
}

/** NAV rows per INSERT statement of createNavAppender. */
const ROWS_PER_INSERT = 200

/**
 * Appends NAV rows through a many-row INSERT, for a bulk load into empty tables (the demo seed): rows
 * given in primary-key order keep the B-tree pages full and the per-row cost low. Unlike the writer's
 * upserts, rows are neither compared nor counted. flush() writes the rows still held.
 */
export function createNavAppender(db: Db) {
  const insertOne = db.prepare('INSERT OR REPLACE INTO navs (scheme_code, date, nav) VALUES (?, ?, ?)')
  const insertMany = db.prepare(
    `INSERT OR REPLACE INTO navs (scheme_code, date, nav) VALUES ${Array(ROWS_PER_INSERT).fill('(?, ?, ?)').join(', ')}`,
  )
  const args = new Array<number | string>(ROWS_PER_INSERT * 3)
  let pending = 0
  return {
    add(schemeCode: number, date: string, nav: number): void {
      args[3 * pending] = schemeCode
      args[3 * pending + 1] = date
      args[3 * pending + 2] = nav
      if (++pending === ROWS_PER_INSERT) {
        insertMany.run(args)
        pending = 0
      }
    },
    flush(): void {
      for (let i = 0; i < pending; i++) insertOne.run(args[3 * i], args[3 * i + 1], args[3 * i + 2])
      pending = 0
    },
  }
}

/**
 * The display name of a fund house: AMFI's name, except that a shouted generic suffix is written
 * like the others ("ASK MUTUAL FUND" -> "ASK Mutual Fund"; the brand keeps its capitals). The
 * AMFI name itself stays the key of addresses and request bodies.
 */
export function displayNameOf(amfiName: string): string {
  return amfiName.replace(/\bMUTUAL FUND\b/g, 'Mutual Fund')
}

