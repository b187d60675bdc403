import { isFilterCategory, isSubcategoryOf, type FilterCategory, type FilterSubcategory } from '@common/contract/categories'
import type { FundByAmc, FundListItem } from '@common/contract/schemas'
import {
  COMPANY_SORT_KEYS,
  FUND_NAMES_SORT_KEYS,
  LIST_PAGE_SIZE,
  validateListSearch,
  validateShowSearch,
  type CompanySortKey,
  type FundNamesSortKey,
  type ListSearch,
  type ShowSearch,
} from '@/features/fund-list/list-search'

export type FundFilterSearch = { category?: FilterCategory; subcategory?: FilterSubcategory }

/**
 * The ?category=..&subcategory=.. of /fund-names. A value we don't know is dropped (the page
 * then lists every fund) rather than failing: the link may be old or hand-edited.
 */
export function validateFundFilterSearch(search: Record<string, unknown>): FundFilterSearch {
  const category = isFilterCategory(search.category) ? search.category : undefined
  const subcategory = category && isSubcategoryOf(category, search.subcategory) ? search.subcategory : undefined
  // Both keys always, undefined when dropped: the router merges the raw search under the
  // validated one, so an omitted key would let the raw (invalid) value through to useSearch().
  return { category, subcategory }
}

export type CompanySearch = FundFilterSearch & ListSearch<CompanySortKey>
export type FundNamesSearch = FundFilterSearch & ListSearch<FundNamesSortKey> & ShowSearch

/** The company page's address: the category filter plus its table's ?sort, ?dir, ?plan and ?option. */
export function validateCompanySearch(search: Record<string, unknown>): CompanySearch {
  return { ...validateFundFilterSearch(search), ...validateListSearch(search, COMPANY_SORT_KEYS) }
}

/**
 * /fund-names' address: the same, without a Category column to sort by, and ?show, how many rows of
 * the (long) list to show. The company page shows its first five and has no ?show.
 */
export function validateFundNamesSearch(search: Record<string, unknown>): FundNamesSearch {
  return { ...validateFundFilterSearch(search), ...validateListSearch(search, FUND_NAMES_SORT_KEYS), ...validateShowSearch(search, LIST_PAGE_SIZE) }
}

/** The fund list narrowed to the funds of the chosen category (and subcategory). */
export function narrowFundList(funds: FundListItem[], categorised: FundByAmc[], filter: FundFilterSearch): FundListItem[] {
  if (!filter.category) return funds
  const wanted = new Set(
    categorised
      .filter((f) => f.category === filter.category && (!filter.subcategory || f.subcategory === filter.subcategory))
      .map((f) => f.schemeCode),
  )
  return funds.filter((f) => wanted.has(f.schemeCode))
}

/** "Equity / Large Cap", "Debt", or undefined when nothing is filtered. */
export function filterLabelOf(filter: FundFilterSearch): string | undefined {
  if (!filter.category) return undefined
  return filter.subcategory ? `${filter.category} / ${filter.subcategory}` : filter.category
}
