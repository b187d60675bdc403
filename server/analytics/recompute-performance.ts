/**
 * Every scheme's performance figures, computed once per import inside the import's transaction (an
 * import that fails rolls them back with everything else) and stored as wire bodies, so the API
 * only reads one row.
 *
 * One scan of the NAV table in primary-key order yields each scheme's series in turn; only its
 * figures are kept (common/figures/performance-table.ts), never the whole table's NAVs. Ranks and
 * category averages are then taken per peer group over those figures in memory: one sort per group
 * and period, never a query per scheme.
 */
import { contractOption, contractPlan, type SchemeFacts } from '../../common/figures/peer-groups.ts'
import { performanceTable, schemeFigures, type SchemeEntry } from '../../common/figures/performance-table.ts'
import type { NavPoint } from '../../common/figures/returns.ts'
import type { Db } from '../db/open-database.ts'
import { readRiskFreeRate } from './risk-free-rate.ts'

type SchemeRow = Omit<SchemeFacts, 'active' | 'plan' | 'option'> & { plan: string | null; option: string | null; active: number }

export type PerformanceSummary = { schemes: number; ms: number }

export function recomputePerformance(db: Db): PerformanceSummary {
  const started = performance.now()
  const riskFreeRate = readRiskFreeRate(db)
  const facts = new Map<number, SchemeFacts>()
  const rows = db
    .prepare(
      `SELECT scheme_code, fund_house_id, scheme_name, plan, option, category, subcategory, active
       FROM schemes WHERE latest_date IS NOT NULL`,
    )
    .all() as SchemeRow[]
  for (const row of rows) {
    facts.set(row.scheme_code, { ...row, plan: contractPlan(row.plan), option: contractOption(row.option), active: row.active === 1 })
  }

  const entries: SchemeEntry[] = []
  let code = -1
  let series: NavPoint[] = []
  const flush = () => {
    const scheme = facts.get(code)
    const figures = scheme && schemeFigures(series, riskFreeRate)
    if (scheme && figures) entries.push({ facts: scheme, figures })
  }
  const scan = db.prepare('SELECT scheme_code, date, nav FROM navs ORDER BY scheme_code, date').raw()
  for (const [rowCode, date, nav] of scan.iterate() as IterableIterator<[number, string, number]>) {
    if (rowCode !== code) {
      flush()
      code = rowCode
      series = []
    }
    series.push({ date, nav })
  }
  flush()

  db.prepare('DELETE FROM scheme_performance').run()
  const insert = db.prepare('INSERT INTO scheme_performance (scheme_code, body) VALUES (?, ?)')
  for (const [schemeCode, body] of performanceTable(entries, riskFreeRate)) insert.run(schemeCode, JSON.stringify(body))
  return { schemes: entries.length, ms: Math.round(performance.now() - started) }
}
