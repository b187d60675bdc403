import type { ListReturn } from '@common/contract/analytics-schemas'
import { withinTerMax } from '@common/lib/ter-max'
import type { ListFilterSearch } from './list-search'

/** The figures and facts a list row gets from the list-returns call. */
export type ReturnFields = Omit<ListReturn, 'schemeCode'>

/** A fund of a list with its returns, plan and option (all null while they are unknown). */
export type WithReturns<T> = T & ReturnFields

const UNKNOWN: ReturnFields = { plan: null, option: null, return1Y: null, return3Y: null, return5Y: null, ter: null, terAsOf: null }

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
    const { plan, option, return1Y, return3Y, return5Y, ter, terAsOf } = found
    return { ...fund, plan, option, return1Y, return3Y, return5Y, ter, terAsOf }
  })
}

/**
 * The rows of the chosen plan, option and "TER at most". A scheme whose plan (or option, or TER)
 * is unknown does not match a chosen one: we cannot say it is a Direct plan, nor that it costs at
 * most 1 %. Without the returns call nothing is known, so the page does not filter at all (`known`
 * false) rather than showing an empty list. The same array back when nothing filters, so the
 * list keeps its rows shown.
 */
export function filterListRows<T extends Pick<ReturnFields, 'plan' | 'option' | 'ter'>>(rows: readonly T[], filter: ListFilterSearch, known = true): readonly T[] {
  const { plan, option, terMax } = filter
  if (!known || (!plan && !option && terMax === undefined)) return rows
  return rows.filter((row) => (!plan || row.plan === plan) && (!option || row.option === option) && withinTerMax(row.ter, terMax))
}
