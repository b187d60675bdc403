import type { Collection } from '../../common/contract/schemas.ts'
import type { Db } from '../db/open-database.ts'

export type SchemeListRow = { scheme_code: number; scheme_name: string; category: string; subcategory: string }

export type CollectionRow = {
  scheme_code: number
  scheme_name: string
  category: string
  subcategory: string
  fund_house_name: string
  ytd: number | null
  latest_nav: number
}

export type SchemeDetailRow = {
  scheme_code: number
  scheme_name: string
  fund_house_name: string
  scheme_type: string
  category: string
  subcategory: string
  first_date: string | null
  latest_nav: number | null
  latest_date: string | null
  one_day: number | null
  one_month: number | null
}

/** A scheme an ISIN names (byIsins). */
export type IsinMatchRow = {
  isin: string
  scheme_code: number
  scheme_name: string
  plan: 'Direct' | 'Regular' | null
  option: 'Growth' | 'IDCW' | 'Bonus' | null
}

/**
 * The schemes the given ISINs name, by growth (or payout) ISIN or reinvestment ISIN: one query over
 * both ISIN indexes (migration 009), a row per (ISIN, scheme). AMFI gives an ISIN to one scheme, but
 * the table keeps retired codes: an ISIN on more than one comes first with its active scheme, then
 * the one with the latest NAV, then the lowest code.
 */
export const SCHEMES_BY_ISINS_SQL = `
  SELECT j.value AS isin, s.scheme_code, s.scheme_name, s.plan, s.option
  FROM json_each(?) j JOIN schemes s ON s.isin_growth = j.value OR s.isin_reinvest = j.value
  ORDER BY j.value, s.active DESC, s.latest_date DESC NULLS LAST, s.scheme_code`

/** A scheme with NAVs: what a fund page shows. */
export type FundPageRow = SchemeDetailRow & { latest_nav: number; latest_date: string }

/** Collections: one row per fund (its Direct Plan Growth option), open-ended, active; best YTD first. */
const COLLECTION_FILTER: Record<Collection, { subcategory: string | null }> = {
  equity: { subcategory: null },
  large: { subcategory: 'Large Cap' },
  mid: { subcategory: 'Mid Cap' },
  small: { subcategory: 'Small Cap' },
  tax: { subcategory: 'ELSS' },
}

/** The most funds a collection lists. */
export const COLLECTION_LIMIT = 500

/**
 * A fund house's active schemes, by name, with the caller's columns (`s` is schemes; `joins` may add
 * more tables). all-funds-by-amc and the list returns both read through it: one filter, one order.
 */
export function prepareSchemesOfHouse<Row>(db: Db, columns: string, joins = '') {
  const query = db.prepare<[number], Row>(
    `SELECT ${columns} FROM schemes s ${joins}
     WHERE s.fund_house_id = ? AND s.active = 1 ORDER BY s.scheme_name, s.scheme_code`,
  )
  return (fundHouseId: number): Row[] => query.all(fundHouseId)
}

/**
 * A collection's funds with the caller's columns (`s` is schemes, `f` its fund house; `joins` may add
 * more). funds-by-category and the list returns both read through it: one filter, one order.
 */
export function prepareCollection<Row>(db: Db, columns: string, joins = '') {
  const sql = (withSub: boolean) => `
    SELECT ${columns}
    FROM schemes s JOIN fund_houses f ON f.id = s.fund_house_id ${joins}
    WHERE s.direct_growth = 1 AND s.active = 1 AND s.category = 'Equity'
      ${withSub ? 'AND s.subcategory = @subcategory' : ''} AND s.scheme_type = 'Open Ended Schemes'
    ORDER BY s.ytd DESC NULLS LAST, s.scheme_name, s.scheme_code
    LIMIT @limit`
  const all = db.prepare<{ limit: number }, Row>(sql(false))
  const sub = db.prepare<{ limit: number; subcategory: string }, Row>(sql(true))
  return (collection: Collection, limit = COLLECTION_LIMIT): Row[] => {
    const { subcategory } = COLLECTION_FILTER[collection]
    return subcategory === null ? all.all({ limit }) : sub.all({ limit, subcategory })
  }
}

export function createSchemeRepository(db: Db) {
  const byHouse = prepareSchemesOfHouse<SchemeListRow>(db, 's.scheme_code, s.scheme_name, s.category, s.subcategory')
  const collection = prepareCollection<CollectionRow>(
    db,
    's.scheme_code, s.scheme_name, s.category, s.subcategory, f.fund_house_name, s.ytd, s.latest_nav',
  )
  const byCodes = db.prepare<[string], CollectionRow>(
    `SELECT s.scheme_code, s.scheme_name, s.category, s.subcategory, f.fund_house_name, s.ytd, s.latest_nav
     FROM json_each(?) j JOIN schemes s ON s.scheme_code = j.value JOIN fund_houses f ON f.id = s.fund_house_id
     WHERE s.latest_nav IS NOT NULL ORDER BY j.key`,
  )
  const isinMatches = db.prepare<[string], IsinMatchRow>(SCHEMES_BY_ISINS_SQL)
  const detail = db.prepare<[number], SchemeDetailRow>(
    `SELECT s.scheme_code, s.scheme_name, f.fund_house_name, s.scheme_type, s.category, s.subcategory,
       s.first_date, s.latest_nav, s.latest_date, s.one_day, s.one_month
     FROM schemes s JOIN fund_houses f ON f.id = s.fund_house_id WHERE s.scheme_code = ?`,
  )
  return {
    activeByHouse: byHouse,
    collection,
    /** Rows for the given codes, in the given order; unknown codes are left out. */
    byCodes: (codes: readonly number[]) => byCodes.all(JSON.stringify(codes)),
    detail: (code: number) => detail.get(code),
    /** One scheme per ISIN that names one (see SCHEMES_BY_ISINS_SQL), in ISIN order; the others are left out. */
    byIsins(isins: readonly string[]): IsinMatchRow[] {
      const found = new Map<string, IsinMatchRow>()
      for (const row of isinMatches.all(JSON.stringify(isins))) if (!found.has(row.isin)) found.set(row.isin, row)
      return [...found.values()]
    },
    /**
     * The scheme of the fund page `/fundchart/<code>/<amcName>`, or undefined when that page does not
     * exist: the scheme, at the fund house the address names, with NAVs. Fund-nav's 404 and the
     * site's not-found page both ask here.
     */
    fundPage(code: number, amcName: string): FundPageRow | undefined {
      const row = detail.get(code)
      return row && row.fund_house_name === amcName && row.latest_nav !== null && row.latest_date !== null ? (row as FundPageRow) : undefined
    },
  }
}

export type SchemeRepository = ReturnType<typeof createSchemeRepository>
