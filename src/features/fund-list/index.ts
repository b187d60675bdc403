// What the fund-house and fund pages use of the shared fund lists; routes import its modules directly.
export { CollectionCards } from './CollectionCards'
export { CollectionSortSelect } from './CollectionSortSelect'
export { FilterForm } from './FilterForm'
export { FundNamesTable } from './FundNamesTable'
export { FundTable } from './FundTable'
export { ListFilters } from './ListFilters'
export { ReturnsUnavailable } from './ReturnsUnavailable'
export { collectionColumns, collectionSubtitle, defaultCollectionSorting, extraReturnOf, type CollectionRow } from './collection-sort'
export { filterListRows, joinReturns, type WithReturns } from './list-rows'
export {
  carryListSearch,
  COLLECTION_SORT_KEYS,
  COMPANY_SORT_KEYS,
  FUND_NAMES_SORT_KEYS,
  type CollectionSortKey,
  type CompanySortKey,
  type FundNamesSortKey,
  type ListFilterSearch,
  type ListSearch,
  type SortSearch,
  type TerSearch,
} from './list-search'
export { sortingOf, sortSearchOf } from './list-sort'
export { returnColumns, terColumn, textColumn, type ListColumns } from './list-table'
export { useSortedList } from './use-sorted-list'
