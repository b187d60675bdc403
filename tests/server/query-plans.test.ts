/** Every read the API makes is an index lookup: no full scan of schemes or navs. */
import { expect, it } from 'vitest'
import { openDatabase } from '../../server/db/open-database.ts'

const READS = {
  schemesByHouse: 'SELECT scheme_code FROM schemes WHERE fund_house_id = 1 AND active = 1 ORDER BY scheme_name',
  collection: `SELECT s.scheme_code FROM schemes s JOIN fund_houses f ON f.id = s.fund_house_id
    WHERE s.direct_growth = 1 AND s.active = 1 AND s.category = 'Equity' AND s.subcategory = 'Mid Cap'
    AND s.scheme_type = 'Open Ended Schemes' ORDER BY s.ytd DESC NULLS LAST LIMIT 5`,
  // The fund lists' return columns (repositories/list-returns-repository.ts): one row per scheme.
  listReturnsByHouse: `SELECT s.scheme_code, s.plan, p.return_1y FROM schemes s
    LEFT JOIN scheme_performance p ON p.scheme_code = s.scheme_code
    WHERE s.fund_house_id = 1 AND s.active = 1 ORDER BY s.scheme_name, s.scheme_code`,
  listReturnsOfCollection: `SELECT s.scheme_code, p.return_1y FROM schemes s JOIN fund_houses f ON f.id = s.fund_house_id
    LEFT JOIN scheme_performance p ON p.scheme_code = s.scheme_code
    WHERE s.direct_growth = 1 AND s.active = 1 AND s.category = 'Equity' AND s.subcategory = 'Mid Cap'
    AND s.scheme_type = 'Open Ended Schemes' ORDER BY s.ytd DESC NULLS LAST, s.scheme_name, s.scheme_code LIMIT 500`,
  fundHouseByName: "SELECT id FROM fund_houses WHERE fund_house_name = 'x'",
  fundHouseList: `SELECT f.id FROM fund_houses f WHERE EXISTS
    (SELECT 1 FROM schemes s WHERE s.fund_house_id = f.id AND s.active = 1) ORDER BY f.fund_house_name`,
  history: 'SELECT date, nav FROM navs WHERE scheme_code = 1 ORDER BY date',
  detail: 'SELECT s.scheme_code FROM schemes s JOIN fund_houses f ON f.id = s.fund_house_id WHERE s.scheme_code = 1',
}

it.each(Object.entries(READS))('%s uses an index', (_name, sql) => {
  const db = openDatabase(':memory:')
  const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail).join(' | ')
  expect(plan).not.toMatch(/SCAN (schemes|navs|s)\b(?! USING)/)
  expect(plan).toMatch(/USING (COVERING )?INDEX|PRIMARY KEY/)
})
