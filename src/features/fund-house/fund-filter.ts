import { filterCategories, isSubcategoryOf, type FilterCategory, type FilterSubcategory } from '@common/contract/categories'
import type { FundByAmc } from '@common/contract/schemas'

/**
 * The company page's category filter (spec section 4). The expanded category IS the category
 * filter, so "at most one category expanded" holds by construction.
 */
export type FundFilterState = { category?: FilterCategory; subcategory?: FilterSubcategory }

export type FundFilterAction =
  | { type: 'toggleCategory'; category: FilterCategory }
  | { type: 'toggleSubcategory'; subcategory: FilterSubcategory }
  | { type: 'clear' }

export const initialFundFilter: FundFilterState = {}

export function fundFilterReducer(state: FundFilterState, action: FundFilterAction): FundFilterState {
  switch (action.type) {
    case 'toggleCategory':
      // Collapsing clears both filters; expanding sets the category and clears the subcategory.
      return state.category === action.category ? {} : { category: action.category }
    case 'toggleSubcategory':
      // Only a subcategory of the expanded category can be chosen; selecting it again clears it.
      if (!state.category || !isSubcategoryOf(state.category, action.subcategory)) return state
      return state.subcategory === action.subcategory
        ? { category: state.category }
        : { category: state.category, subcategory: action.subcategory }
    case 'clear':
      return state.category || state.subcategory ? {} : state
  }
}

/** The funds matching the filter, in the API's order. */
export function filterFunds<T extends FundByAmc>(funds: readonly T[], filter: FundFilterState): T[] {
  return funds.filter(
    (fund) =>
      (!filter.category || fund.category === filter.category) &&
      (!filter.subcategory || fund.subcategory === filter.subcategory),
  )
}

/** How many funds each category and subcategory of the filter holds (badges on the panel). */
export function countByFilter(funds: readonly FundByAmc[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const fund of funds) {
    if (!Object.hasOwn(filterCategories, fund.category)) continue
    counts.set(fund.category, (counts.get(fund.category) ?? 0) + 1)
    const key = `${fund.category}/${fund.subcategory}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

/** The company page's fund table shows at most this many rows (spec section 9). */
export const COMPANY_TABLE_ROWS = 5
