// What the fund-house and fund pages use of the shared fund lists; routes import its modules directly.
export { CollectionCards } from './CollectionCards'
export { CollectionSortSelect } from './CollectionSortSelect'
export { FundNamesTable } from './FundNamesTable'
export { FundTable } from './FundTable'
export { PlanOptionFilters } from './PlanOptionFilters'
export { ReturnsUnavailable } from './ReturnsUnavailable'
export { collectionColumns, collectionSubtitle, defaultCollectionSorting, extraReturnOf, type CollectionRow } from './collection-sort'
export { filterPlanOption, joinReturns, type WithReturns } from './list-rows'
export {
  carryListSearch,
  COLLECTION_SORT_KEYS,
  COMPANY_SORT_KEYS,
  FUND_NAMES_SORT_KEYS,
  type CollectionSortKey,
  type CompanySortKey,
  type FundNamesSortKey,
  type ListSearch,
  type PlanOptionSearch,
  type SortSearch,
} from './list-search'
export { sortingOf, sortSearchOf } from './list-sort'
export { returnColumns, textColumn, type ListColumns } from './list-table'
export { useSortedList } from './use-sorted-list'
