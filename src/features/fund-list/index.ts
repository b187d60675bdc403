// What the fund-house and fund pages use of the shared fund lists; routes import its modules directly.
export { CollectionCards } from './CollectionCards'
export { CollectionSortSelect } from './CollectionSortSelect'
export { FilterForm } from './FilterForm'
export { fundNamesColumns, FundNamesTable, type FundNamesRow } from './FundNamesTable'
export { FundTable, type FundCells } from './FundTable'
export { ListFilters } from './ListFilters'
export { ReturnsUnavailable } from './ReturnsUnavailable'
export { ShowMoreLink, useShowMoreFocus } from './ShowMore'
export { collectionColumns, collectionSubtitle, defaultCollectionSorting, extraReturnOf, type CollectionRow } from './collection-sort'
export { filterListRows, joinReturns, type WithReturns } from './list-rows'
export {
  carryListSearch,
  COLLECTION_PAGE_SIZE,
  COLLECTION_SORT_KEYS,
  COMPANY_SORT_KEYS,
  FUND_NAMES_SORT_KEYS,
  LIST_PAGE_SIZE,
  nextShowOf,
  shownCountOf,
  type CollectionSortKey,
  type CompanySortKey,
  type FundNamesSortKey,
  type ListFilterSearch,
  type ListSearch,
  type ShowSearch,
  type SortSearch,
  type TerSearch,
} from './list-search'
export { listHeads, type ListHeads } from './list-order'
export { sortingOf, type ListSorting } from './list-sort'
export { returnColumns, terColumn, textColumn, type ListColumns } from './list-table'
export { useListView } from './use-list-view'
