/**
 * Writes a parsed window (backfill-batch.ts). Older history arrives newest first, so a scheme already
 * stored keeps its facts (name, fund house, group, plan/option came from a newer answer); only schemes
 * new to the database are added, with their fund house. NAVs are upserts that touch a row only when
 * its value differs, written many rows per statement in primary-key order.
 */
import type { Db } from '../db/open-database.ts'
import type { WindowBatch } from './backfill-batch.ts'
import { createIngestWriter, displayNameOf } from './ingest-writer.ts'

const ROWS_PER_STATEMENT = 200

const upsertNavs = (rows: number) => `INSERT INTO navs (scheme_code, date, nav) VALUES ${Array(rows).fill('(?, ?, ?)').join(', ')}
  ON CONFLICT(scheme_code, date) DO UPDATE SET nav = excluded.nav WHERE nav <> excluded.nav`

/**
 * Writes the batch; returns the rows added or changed (schemes, fund houses and NAVs). `newest`: the
 * window is newer than anything held, so its facts replace those held, as an import's would.
 */
export function writeBatch(db: Db, batch: WindowBatch, { newest = false } = {}): number {
  if (newest) {
    const writer = createIngestWriter(db)
    for (const code of batch.codes) writer.write({ ...batch.series.get(code)!.newest, nav: null })
    const emptied = db.prepare('DELETE FROM fund_houses WHERE id NOT IN (SELECT fund_house_id FROM schemes)').run().changes
    return writer.changes + emptied + writeNavs(db, batch)
  }
  let changes = 0
  const schemeExists = db.prepare<[number], number>('SELECT 1 FROM schemes WHERE scheme_code = ?').pluck()
  const insertHouse = db.prepare('INSERT INTO fund_houses (fund_house_name, name) VALUES (?, ?) ON CONFLICT(fund_house_name) DO NOTHING')
  const houseId = db.prepare<[string], number>('SELECT id FROM fund_houses WHERE fund_house_name = ?').pluck()
  const insertScheme = db.prepare(`INSERT INTO schemes (scheme_code, fund_house_id, scheme_name, plan, option, scheme_type,
      amfi_group, category, subcategory, isin_growth, isin_reinvest)
    VALUES (@schemeCode, @houseId, @schemeName, @plan, @option, @schemeType, @amfiGroup, @category, @subcategory,
      @isinGrowth, @isinReinvest)`)
  for (const code of batch.codes) {
    const row = batch.series.get(code)!.newest
    if (schemeExists.get(code) !== undefined) continue
    changes += insertHouse.run(row.fundHouse, displayNameOf(row.fundHouse)).changes
    changes += insertScheme.run({ ...row, houseId: houseId.get(row.fundHouse)! }).changes
  }

  return changes + writeNavs(db, batch)
}

function writeNavs(db: Db, batch: WindowBatch): number {
  let changes = 0
  const many = db.prepare(upsertNavs(ROWS_PER_STATEMENT))
  const one = db.prepare(upsertNavs(1))
  const args = new Array<number | string>(ROWS_PER_STATEMENT * 3)
  let pending = 0
  for (const code of batch.codes) {
    const { dates, navs } = batch.series.get(code)!
    for (let i = 0; i < dates.length; i++) {
      args[3 * pending] = code
      args[3 * pending + 1] = dates[i]!
      args[3 * pending + 2] = navs[i]!
      if (++pending === ROWS_PER_STATEMENT) {
        changes += many.run(args).changes
        pending = 0
      }
    }
  }
  for (let i = 0; i < pending; i++) changes += one.run(args[3 * i], args[3 * i + 1], args[3 * i + 2]).changes
  return changes
}
