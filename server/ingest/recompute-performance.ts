/**
 * Every scheme's performance figures, computed once per import inside its transaction (a failed
 * import rolls them back too) and stored as wire bodies, so the API reads one row
 * (docs/decisions/015-performance-figures-at-import.md). Each scheme's series is read in turn and only
 * its figures kept (common/figures/performance-table.ts); ranks and category averages are then one
 * sort per peer group and period, in memory, never a query per scheme.
 */
import { LIST_RETURN_PERIODS } from '../../common/contract/analytics-schemas.ts'
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

  // Each scheme's series in one row: SQLite joins its dates and NAVs into two strings and JS splits
  // them, far cheaper than stepping through every NAV row. A REAL becomes text with 15 significant
  // digits: exact for NAVs of four decimals. SQLite keeps the subquery's key order in practice (an
  // ORDER BY inside group_concat would sort again) but does not promise it, so the order is checked.
  const seriesOf = db
    .prepare<[number], [string | null, string | null]>(
      `SELECT group_concat(date, ','), group_concat(nav, ',')
       FROM (SELECT date, nav FROM navs WHERE scheme_code = ? ORDER BY date)`,
    )
    .raw()
  const entries: SchemeEntry[] = []
  for (const scheme of facts.values()) {
    const [dates, navs] = seriesOf.get(scheme.scheme_code) ?? [null, null]
    if (!dates || !navs) continue
    const dateList = dates.split(',')
    const navList = navs.split(',')
    const series: NavPoint[] = new Array(dateList.length)
    let sorted = true
    for (let i = 0; i < dateList.length; i++) {
      series[i] = { date: dateList[i]!, nav: Number(navList[i]) }
      if (i > 0 && dateList[i]! <= dateList[i - 1]!) sorted = false
    }
    if (!sorted) series.sort((a, b) => (a.date < b.date ? -1 : 1))
    const figures = schemeFigures(series, riskFreeRate)
    if (figures) entries.push({ facts: scheme, figures })
  }

  db.prepare('DELETE FROM scheme_performance').run()
  // The fund lists' 1Y/3Y/5Y columns (migrations/004-list-returns.sql) are copies of the body's values.
  const insert = db.prepare(
    'INSERT INTO scheme_performance (scheme_code, body, return_1y, return_3y, return_5y) VALUES (?, ?, ?, ?, ?)',
  )
  for (const [schemeCode, body] of performanceTable(entries, riskFreeRate)) {
    const value = (period: (typeof LIST_RETURN_PERIODS)[number]) => body.returns.find((r) => r.period === period)?.value ?? null
    insert.run(schemeCode, JSON.stringify(body), ...LIST_RETURN_PERIODS.map(value))
  }
  return { schemes: entries.length, ms: Math.round(performance.now() - started) }
}
