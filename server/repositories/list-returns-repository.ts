/**
 * The fund lists' return columns: each scheme's plan, option and the 1Y/3Y/5Y values of its stored
 * performance figures (the scheme_performance columns of migrations/004-list-returns.sql), for the
 * same schemes in the same order as all-funds-by-amc and funds-by-category, with the plan's TER in
 * force (ter_figures) and its date. One query per list; no stored body is parsed, and the date is
 * written as the contract's in SQL, so the rows go out as the statement returns them.
 */
import type { Collection } from '../../common/contract/schemas.ts'
import type { ListReturn } from '../../common/contract/analytics-schemas.ts'
import type { Db } from '../db/open-database.ts'
import { dmyOfIsoSql } from '../db/sql-dates.ts'
import { prepareCollection, prepareSchemesOfHouse } from './scheme-repository.ts'

// Plan and option as the performance body writes them (contractPlan/contractOption of
// common/figures/peer-groups.ts: a Bonus option is null). A scheme without figures (no NAVs yet)
// keeps its row, with null returns.
const COLUMNS = `s.scheme_code AS schemeCode,
  CASE WHEN s.plan IN ('Direct', 'Regular') THEN s.plan END AS plan,
  CASE WHEN s.option IN ('Growth', 'IDCW') THEN s.option END AS option,
  p.return_1y AS return1Y, p.return_3y AS return3Y, p.return_5y AS return5Y,
  t.total AS ter, ${dmyOfIsoSql('t.as_of')} AS terAsOf`
const JOINS = 'LEFT JOIN scheme_performance p ON p.scheme_code = s.scheme_code LEFT JOIN ter_figures t ON t.scheme_code = s.scheme_code'

export function createListReturnsRepository(db: Db) {
  const ofHouse = prepareSchemesOfHouse<ListReturn>(db, COLUMNS, JOINS)
  const ofCollection = prepareCollection<ListReturn>(db, COLUMNS, JOINS)
  return {
    /** A fund house's active schemes, as all-funds-by-amc lists them. */
    ofHouse: (fundHouseId: number): ListReturn[] => ofHouse(fundHouseId),
    /** A collection's funds, as funds-by-category lists them. */
    ofCollection: (collection: Collection): ListReturn[] => ofCollection(collection),
  }
}

export type ListReturnsRepository = ReturnType<typeof createListReturnsRepository>
