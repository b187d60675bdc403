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
  latest_nav: number | null
  latest_date: string | null
  one_day: number | null
  one_month: number | null
}

/** Collections: one row per fund (its Direct Plan Growth option), open-ended, active; best YTD first. */
const COLLECTION_FILTER: Record<Collection, { subcategory: string | null }> = {
  equity: { subcategory: null },
  large: { subcategory: 'Large Cap' },
  mid: { subcategory: 'Mid Cap' },
  small: { subcategory: 'Small Cap' },
  tax: { subcategory: 'ELSS' },
}

export function createSchemeRepository(db: Db) {
  const byHouse = db.prepare<[number], SchemeListRow>(
    `SELECT scheme_code, scheme_name, category, subcategory FROM schemes
     WHERE fund_house_id = ? AND active = 1 ORDER BY scheme_name`,
  )
  const collectionSql = (withSub: boolean) => `
    SELECT s.scheme_code, s.scheme_name, s.category, s.subcategory, f.fund_house_name, s.ytd, s.latest_nav
    FROM schemes s JOIN fund_houses f ON f.id = s.fund_house_id
    WHERE s.direct_growth = 1 AND s.active = 1 AND s.category = 'Equity'
      ${withSub ? 'AND s.subcategory = @subcategory' : ''} AND s.scheme_type = 'Open Ended Schemes'
    ORDER BY s.ytd DESC NULLS LAST, s.scheme_name
    LIMIT @limit`
  const collectionAll = db.prepare<{ limit: number }, CollectionRow>(collectionSql(false))
  const collectionSub = db.prepare<{ limit: number; subcategory: string }, CollectionRow>(collectionSql(true))
  const byCodes = db.prepare<[string], CollectionRow>(
    `SELECT s.scheme_code, s.scheme_name, s.category, s.subcategory, f.fund_house_name, s.ytd, s.latest_nav
     FROM json_each(?) j JOIN schemes s ON s.scheme_code = j.value JOIN fund_houses f ON f.id = s.fund_house_id
     WHERE s.latest_nav IS NOT NULL ORDER BY j.key`,
  )
  const detail = db.prepare<[number], SchemeDetailRow>(
    `SELECT s.scheme_code, s.scheme_name, f.fund_house_name, s.scheme_type, s.category, s.subcategory,
       s.latest_nav, s.latest_date, s.one_day, s.one_month
     FROM schemes s JOIN fund_houses f ON f.id = s.fund_house_id WHERE s.scheme_code = ?`,
  )
  return {
    activeByHouse: (fundHouseId: number) => byHouse.all(fundHouseId),
    collection(collection: Collection, limit = 500): CollectionRow[] {
      const { subcategory } = COLLECTION_FILTER[collection]
      return subcategory === null ? collectionAll.all({ limit }) : collectionSub.all({ limit, subcategory })
    },
    /** Rows for the given codes, in the given order; unknown codes are left out. */
    byCodes: (codes: readonly number[]) => byCodes.all(JSON.stringify(codes)),
    detail: (code: number) => detail.get(code),
  }
}

export type SchemeRepository = ReturnType<typeof createSchemeRepository>
