/**
 * A scheme's costs (GET mutual_fund/scheme/{code}/costs): its plan's TER in force with its parts, the
 * other plan's, its peers' median and its rank, all read from ter_figures (computed at import by
 * ingest/ter-figures.ts), and the TER's history, one entry per change (ter_history).
 */
import type { Costs, Ter } from '../../common/contract/costs-schemas.ts'
import { isoToDmy } from '../../common/figures/dates.ts'
import type { Db } from '../db/open-database.ts'

/** A row of ter_figures (migration 008), written by ingest/ter-figures.ts at each import. */
export type TerFiguresRow = {
  scheme_code: number
  as_of: string
  total: number
  base: number | null
  add_b: number | null
  add_c: number | null
  gst: number | null
  category_median: number | null
  category_rank: number | null
  category_of: number | null
}

/** A scheme's figures with the plan and TER name it was matched to (ter_matches). */
type FiguresRow = Omit<TerFiguresRow, 'scheme_code'> & { plan: 'Direct' | 'Regular'; ter_name: string }

const terOf = (row: Pick<FiguresRow, 'total' | 'base' | 'add_b' | 'add_c' | 'gst'>): Ter => ({
  total: row.total,
  base: row.base,
  additional52_6A_b: row.add_b,
  additional52_6A_c: row.add_c,
  gst: row.gst,
})

export function createCostsRepository(db: Db) {
  const exists = db.prepare('SELECT 1 FROM schemes WHERE scheme_code = ?').pluck()
  const figures = db.prepare<[number], FiguresRow>(
    `SELECT m.plan, m.ter_name, f.as_of, f.total, f.base, f.add_b, f.add_c, f.gst, f.category_median, f.category_rank, f.category_of
       FROM ter_figures f JOIN ter_matches m ON m.scheme_code = f.scheme_code
      WHERE f.scheme_code = ?`,
  )
  // Any code of the other plan of the same TER name: the plans' figures are the same for all options.
  const otherPlan = db.prepare<[string, string], FiguresRow>(
    `SELECT f.total, f.base, f.add_b, f.add_c, f.gst
       FROM ter_matches m JOIN ter_figures f ON f.scheme_code = m.scheme_code
      WHERE m.ter_name = ? AND m.plan = ?
      LIMIT 1`,
  )
  const history = db.prepare<[number], { date: string; total: number }>('SELECT date, total FROM ter_history WHERE scheme_code = ? ORDER BY date')

  return {
    /** undefined: no such scheme (404); null: no TER known for it. */
    of(schemeCode: number): Costs | null | undefined {
      if (!exists.get(schemeCode)) return undefined
      const row = figures.get(schemeCode)
      if (!row) return null
      const other = otherPlan.get(row.ter_name, row.plan === 'Direct' ? 'Regular' : 'Direct')
      return {
        schemeCode,
        plan: row.plan,
        asOf: isoToDmy(row.as_of),
        ter: terOf(row),
        otherPlanTer: other ? terOf(other) : null,
        categoryMedian: row.category_median,
        categoryRank: row.category_rank,
        of: row.category_of,
        history: history.all(schemeCode).map((entry) => ({ date: isoToDmy(entry.date), total: entry.total })),
      }
    },
  }
}

export type CostsRepository = ReturnType<typeof createCostsRepository>
