/**
 * Fund search: the FTS5 index (migrations/002-search.sql) and the query behind
 * GET mutual_fund/search.
 *
 * Ranking, best first:
 * 1. Fund houses, when every query word matches a word of the house's name or aliases (as a prefix) and at
 *    least one of them is not a word all houses share ("mutual", "fund", "mf", "amc"): at most
 *    MAX_HOUSE_HITS of them, by bm25 and then the most active schemes. "hdfc" and "hdfc mutual" put HDFC
 *    Mutual Fund first; "hdfc large" does not match the house, so it lists schemes only.
 * 2. Schemes, grouped by fund (a fund's Direct/Regular and Growth/IDCW variants stay together). Funds are
 *    ordered by their best variant's bm25 score (column weights: name 10, fund house 4, category 2,
 *    plan/option 1), ties by the shorter name, then the lower scheme code. Within a fund: the plan the user
 *    typed ("dir"/"direct", "reg"/"regular") first, then Growth, no option, IDCW, Bonus, then bm25, shorter
 *    name, scheme code.
 * Every query word must match (AND), by prefix; only active schemes are indexed.
 *
 * A scheme hit carries its plan's TER in force and that TER's date (ter_figures, derived at each TER
 * import), so the results page can show, sort and filter by cost, and say how old the figures are,
 * without a call per fund. It is read at query time, joined to the few hits only: a TER import
 * changes no indexed text.
 */
import type { SearchHit } from '../../common/contract/analytics-schemas.ts'
import type { Db } from '../db/open-database.ts'
import { dmyOfIsoSql } from '../db/sql-dates.ts'
import {
  fundKey,
  houseIndexText,
  isGenericHouseWord,
  matchQueryOf,
  normaliseForIndex,
  queryWords,
  schemeIndexText,
  type SchemeTextInput,
  typedPlan,
} from './search-text.ts'

/** The contract's hit (common/contract/analytics-schemas.ts); a Bonus option is reported as null there. */
export type { SearchHit }

export type SchemeHit = Extract<SearchHit, { kind: 'scheme' }>
export type FundHouseHit = Extract<SearchHit, { kind: 'fund_house' }>

/** At most this many fund houses head the results. */
export const MAX_HOUSE_HITS = 3
/** bm25 column weights of search_schemes: name, house, category, variant. */
const SCHEME_WEIGHTS = '10.0, 4.0, 2.0, 1.0'

/**
 * Empties and refills the search tables from the current schemes and fund houses. Runs inside the caller's
 * transaction (the importer's, after the derived figures and active flags are recomputed); opens none.
 */
export function rebuildSearchIndex(db: Db): void {
  const schemes = db
    .prepare(
      `SELECT s.scheme_code AS code, s.scheme_name AS schemeName, s.fund_house_id AS houseId,
         f.fund_house_name AS fundHouseName, s.category, s.subcategory, s.plan, s.option
       FROM schemes s JOIN fund_houses f ON f.id = s.fund_house_id
       WHERE s.active = 1`,
    )
    .all() as ({ code: number; houseId: number } & SchemeTextInput)[]
  const houses = db
    .prepare(
      `SELECT f.id, f.fund_house_name AS amfiName, f.name FROM fund_houses f
       WHERE EXISTS (SELECT 1 FROM schemes s WHERE s.fund_house_id = f.id AND s.active = 1)`,
    )
    .all() as { id: number; amfiName: string; name: string }[]

  db.prepare('DELETE FROM search_scheme_text').run()
  db.prepare('DELETE FROM search_house_text').run()
  const insertScheme = db.prepare(
    'INSERT INTO search_scheme_text (scheme_code, name, house, category, variant, fund_key) VALUES (?, ?, ?, ?, ?, ?)',
  )
  // House and category text repeat across thousands of schemes: normalise each once.
  const shared = new Map<string, string>()
  const normaliseShared = (text: string) => {
    let normalised = shared.get(text)
    if (normalised === undefined) shared.set(text, (normalised = normaliseForIndex(text)))
    return normalised
  }
  for (const s of schemes) {
    const text = schemeIndexText(s, normaliseShared)
    insertScheme.run(s.code, text.name, text.house, text.category, text.variant, fundKey(s.houseId, s.schemeName))
  }
  const insertHouse = db.prepare('INSERT INTO search_house_text (id, name) VALUES (?, ?)')
  for (const h of houses) insertHouse.run(h.id, houseIndexText(h.amfiName, h.name))
  // External content: FTS5 drops its index and re-reads the text tables in one pass.
  db.prepare("INSERT INTO search_schemes (search_schemes) VALUES ('rebuild')").run()
  db.prepare("INSERT INTO search_houses (search_houses) VALUES ('rebuild')").run()
}

/** Fills the index when it is empty but the data is not (a database created before migration 002). */
export function ensureSearchIndex(db: Db): boolean {
  const indexed = db.prepare('SELECT EXISTS (SELECT 1 FROM search_house_text)').pluck().get() as number
  const hasData = db.prepare('SELECT EXISTS (SELECT 1 FROM schemes WHERE active = 1)').pluck().get() as number
  if (indexed || !hasData) return false
  db.transaction(() => rebuildSearchIndex(db)).immediate()
  return true
}

type SchemeRow = {
  scheme_code: number
  scheme_name: string
  fund_house_id: number
  fund_house_name: string
  subcategory: string
  plan: 'Direct' | 'Regular' | null
  option: 'Growth' | 'IDCW' | 'Bonus' | null
  /** ter_figures.total: the TER in force, percent a year; null without one (migrations/008-ter.sql). */
  ter: number | null
  /** ter_figures.as_of as `dd-mm-yyyy` (sql-dates.ts); null without a TER. */
  ter_as_of: string | null
}

/** The TER's date, read with it from the same ter_figures row. */
const TER_AS_OF = dmyOfIsoSql('t.as_of')

const schemeHitOf = (r: SchemeRow): SchemeHit => ({
  kind: 'scheme',
  schemeCode: r.scheme_code,
  schemeName: r.scheme_name,
  fundHouseId: r.fund_house_id,
  fundHouseName: r.fund_house_name,
  subcategory: r.subcategory,
  plan: r.plan,
  option: r.option === 'Bonus' ? null : r.option,
  ter: r.ter,
  terAsOf: r.ter_as_of,
})

export function createSearchRepository(db: Db) {
  const houseHits = db.prepare<{ match: string; limit: number }, FundHouseHit>(
    `WITH hits AS (
       SELECT rowid AS id, bm25(search_houses) AS score FROM search_houses WHERE search_houses MATCH @match
     )
     SELECT 'fund_house' AS kind, f.id, f.fund_house_name,
       (SELECT COUNT(*) FROM schemes s WHERE s.fund_house_id = f.id AND s.active = 1) AS schemes
     FROM hits h JOIN fund_houses f ON f.id = h.id
     ORDER BY h.score, schemes DESC, f.fund_house_name
     LIMIT @limit`,
  )
  // The best `limit` funds first, from one pass over the matches; then only their variants are
  // joined and ordered: a word as broad as "m" or "fund" matches nearly every scheme, and ordering
  // all of their variants is costly. Exact: each fund shown yields at least one hit, so no fund past
  // the first `limit` can appear.
  const schemeHits = db.prepare<{ match: string; plan: string | null; limit: number }, SchemeRow>(
    `WITH hits AS MATERIALIZED (
       SELECT h.rowid AS code, bm25(search_schemes, ${SCHEME_WEIGHTS}) AS score, t.fund_key
       FROM search_schemes h JOIN search_scheme_text t ON t.scheme_code = h.rowid
       WHERE search_schemes MATCH @match
     ),
     funds AS (
       SELECT h.fund_key, min(h.score) AS fund_score, min(length(s.scheme_name)) AS fund_len, min(s.scheme_code) AS fund_code
       FROM hits h JOIN schemes s ON s.scheme_code = h.code
       WHERE s.active = 1
       GROUP BY h.fund_key
       ORDER BY fund_score, fund_len, fund_code
       LIMIT @limit
     )
     SELECT s.scheme_code, s.scheme_name, s.fund_house_id, f.fund_house_name, s.subcategory, s.plan, s.option, t.total AS ter, ${TER_AS_OF} AS ter_as_of
     FROM funds fu
     JOIN hits h ON h.fund_key = fu.fund_key
     JOIN schemes s ON s.scheme_code = h.code
     JOIN fund_houses f ON f.id = s.fund_house_id
     LEFT JOIN ter_figures t ON t.scheme_code = s.scheme_code
     WHERE s.active = 1
     ORDER BY fu.fund_score, fu.fund_len, fu.fund_code,
       CASE WHEN @plan IS NULL OR s.plan = @plan THEN 0 ELSE 1 END,
       CASE s.option WHEN 'Growth' THEN 0 WHEN 'IDCW' THEN 2 WHEN 'Bonus' THEN 3 ELSE 1 END,
       h.score, length(s.scheme_name), s.scheme_code
     LIMIT @limit`,
  )

  // Any known scheme, active or not: a compare link made before a fund was retired still names it.
  const schemeByCode = db.prepare<[number], SchemeRow>(
    `SELECT s.scheme_code, s.scheme_name, s.fund_house_id, f.fund_house_name, s.subcategory, s.plan, s.option, t.total AS ter, ${TER_AS_OF} AS ter_as_of
     FROM schemes s JOIN fund_houses f ON f.id = s.fund_house_id
     LEFT JOIN ter_figures t ON t.scheme_code = s.scheme_code
     WHERE s.scheme_code = ?`,
  )

  return {
    /** One scheme's reference, exactly as a search hit gives it (GET mutual_fund/scheme/{code}). */
    scheme(schemeCode: number): SchemeHit | undefined {
      const row = schemeByCode.get(schemeCode)
      return row && schemeHitOf(row)
    },
    /** Up to `limit` hits for the user's text, best first; [] when the text holds no word. Never throws on odd input. */
    search(q: string, limit: number): SearchHit[] {
      const max = Math.floor(limit)
      const words = queryWords(q)
      const match = matchQueryOf(words)
      if (match === null || !(max > 0)) return []
      const houses: SearchHit[] = words.some((w) => !isGenericHouseWord(w))
        ? houseHits.all({ match, limit: Math.min(MAX_HOUSE_HITS, max) })
        : []
      if (houses.length >= max) return houses
      const schemes = schemeHits.all({ match, plan: typedPlan(words), limit: max - houses.length })
      return [...houses, ...schemes.map(schemeHitOf)]
    },
  }
}

export type SearchRepository = ReturnType<typeof createSearchRepository>
