import type { Collection, FundByCategory } from '@common/contract/schemas'
import type { WithReturns } from './list-rows'
import { RETURN_KEYS } from '@/lib/return-keys'
import type { CollectionSortKey } from './list-search'
import type { ListSorting } from './list-sort'
import { figureColumn, returnColumns, terColumn, textColumn, type ListColumns } from './list-table'

/**
 * A curated collection's orders. The API sends every collection highest YTD first (the seed's
 * order, kept as the default); "High Return" is about returns, so by default it puts the best
 * 1-year returns first, and a fund without a 1-year figure (too young) goes last.
 */
export type CollectionRow = WithReturns<FundByCategory>

export const collectionColumns: ListColumns<CollectionRow> = [
  textColumn<CollectionRow>('name', (fund) => fund.schemeName),
  ...returnColumns<CollectionRow>(),
  figureColumn<CollectionRow>('ytd', (fund) => fund.ytdReturn),
  figureColumn<CollectionRow>('nav', (fund) => fund.latestNAV),
  terColumn<CollectionRow>(),
]

const BEST_1Y_FIRST: ListSorting = { id: 'return1Y', desc: true }

/** The order without ?sort (none: the API's). One object: the page keeps its ordered cards between renders. */
export function defaultCollectionSorting(collection: Collection): ListSorting | undefined {
  return collection === 'equity' ? BEST_1Y_FIRST : undefined
}

/** The page's subtitle, which says what the default order is. */
export function collectionSubtitle(collection: Collection): string {
  return collection === 'equity'
    ? 'Equity funds with the best 1-year returns first (Direct Plan, Growth option).'
    : 'Year-to-date return, 1-year return and latest NAV of each fund (Direct Plan, Growth option).'
}

/** The "Sort by" choices after the default, in the order the select lists them. */
export const COLLECTION_SORT_OPTIONS: { value: CollectionSortKey; label: string }[] = [
  ...RETURN_KEYS.map((key) => ({ value: key, label: `${key.slice('return'.length)} return` })),
  { value: 'ytd', label: 'YTD return' },
  { value: 'nav', label: 'Latest NAV' },
  { value: 'ter', label: 'TER, lowest first' },
  { value: 'name', label: 'Name' },
]

/** The default choice, named for what it does on this collection. */
export function defaultSortLabel(collection: Collection): string {
  return collection === 'equity' ? 'Default (best 1Y return first)' : 'Default (best YTD return first)'
}

/** Cards show YTD and 1Y; sorted by 3Y or 5Y they show that figure too, so the order can be read. */
export function extraReturnOf(sort: CollectionSortKey | undefined): 'return3Y' | 'return5Y' | undefined {
  return sort === 'return3Y' || sort === 'return5Y' ? sort : undefined
}
