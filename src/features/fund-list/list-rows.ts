import type { ListReturn } from '@common/contract/analytics-schemas'
import type { PlanOptionSearch } from './list-search'

/** The figures and facts a list row gets from the list-returns call. */
export type ReturnFields = Omit<ListReturn, 'schemeCode'>

/** A fund of a list with its returns, plan and option (all null while they are unknown). */
export type WithReturns<T> = T & ReturnFields

const UNKNOWN: ReturnFields = { plan: null, option: null, return1Y: null, return3Y: null, return5Y: null }

/**
 * The list's funds, in their own order, joined with the returns by scheme code. The returns are a
 * section of their own: without them (loading, failed) every row is still there, with nulls,
 * which the columns show as "–".
 */
export function joinReturns<T extends { schemeCode: number }>(funds: readonly T[], returns: readonly ListReturn[] | undefined): WithReturns<T>[] {
  const byCode = new Map((returns ?? []).map((r) => [r.schemeCode, r]))
  return funds.map((fund) => {
    const found = byCode.get(fund.schemeCode)
    if (!found) return { ...fund, ...UNKNOWN }
    const { plan, option, return1Y, return3Y, return5Y } = found
    return { ...fund, plan, option, return1Y, return3Y, return5Y }
  })
}

/**
 * The rows of the chosen plan and option. A scheme whose plan (or option) is unknown does not
 * match a chosen one: we cannot say it is a Direct plan. Without the returns call nothing is
 * known, so the page does not filter at all (`known` false) rather than showing an empty list.
 */
export function filterPlanOption<T extends ReturnFields>(rows: T[], filter: PlanOptionSearch, known = true): T[] {
  if (!known || (!filter.plan && !filter.option)) return rows
  return rows.filter((row) => (!filter.plan || row.plan === filter.plan) && (!filter.option || row.option === filter.option))
}
