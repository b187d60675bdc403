import type { ListSortKey, SortDir, SortSearch } from './list-search'

/**
 * Between the address (?sort=return1Y&dir=desc) and a list's order ({ id: 'return1Y', desc: true }).
 * The address is the owner: the column headers are links to the address of the next order, so
 * Back, a shared link, the View More link and a page rendered before its JavaScript runs all show
 * the same order.
 */
export type ListSorting = { id: ListSortKey; desc: boolean }

/** No sort: the rows keep the order the API gave them (the seed's order). */
export const NO_SORTING = undefined

/**
 * Names read A to Z first; figures (returns, YTD, NAV) highest first; a cost (TER) lowest first:
 * what a first click is for. The columns say the same (list-table.ts).
 */
export function firstDirOf(key: ListSortKey): SortDir {
  return key === 'name' || key === 'category' || key === 'ter' ? 'asc' : 'desc'
}

/** The order the address names; `fallback` is the page's default order (no ?sort). */
export function sortingOf(search: SortSearch, fallback?: ListSorting): ListSorting | undefined {
  if (!search.sort) return fallback
  return { id: search.sort, desc: (search.dir ?? firstDirOf(search.sort)) === 'desc' }
}

/**
 * What a click on a column's header asks for: the column's first direction, or, on the sorted
 * column, the other one (no third "unsorted" click: the default order is the address without
 * ?sort, which the page's other links lead back to). The direction is always written, even when it
 * is the column's first one, so the address says what the header shows.
 */
export function nextSortOf<K extends ListSortKey>(key: K, sorted: false | SortDir): { sort: K; dir: SortDir } {
  if (!sorted) return { sort: key, dir: firstDirOf(key) }
  return { sort: key, dir: sorted === 'asc' ? 'desc' : 'asc' }
}

// Scheme names carry numbers ("Nifty 50", "Nifty 500") and mixed case: compare them as people read.
// Made on the first sort by text, not when the page loads: a page's first Intl object costs the
// browser ICU's start-up (see lib/number-text.ts), and the lists' default order is not by text.
let collator: Intl.Collator | undefined

/** Ascending text order; the list reverses it for descending. */
export const compareText = (a: string, b: string): number => {
  collator ??= new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' })
  return collator.compare(a, b)
}
