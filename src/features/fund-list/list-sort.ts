import type { SortingState } from '@tanstack/react-table'
import type { ListSortKey, SortDir, SortSearch } from './list-search'

/**
 * Between the address (?sort=return1Y&dir=desc) and TanStack Table's sorting state
 * ([{ id: 'return1Y', desc: true }]). The address is the owner; the table only reads it and asks
 * for changes, so Back, a shared link and the View More link all show the same order.
 */

/** No sort: the rows keep the order the API gave them (the seed's order). */
export const NO_SORTING: SortingState = []

/**
 * Names read A to Z first; figures (returns, YTD, NAV) highest first; a cost (TER) lowest first:
 * what a first click is for. The table's columns say the same (list-table.ts, sortDescFirst).
 */
export function firstDirOf(key: ListSortKey): SortDir {
  return key === 'name' || key === 'category' || key === 'ter' ? 'asc' : 'desc'
}

/** The table's sorting for the address; `fallback` is the page's default order (no ?sort). */
export function sortingOf(search: SortSearch, fallback: SortingState = NO_SORTING): SortingState {
  if (!search.sort) return fallback
  return [{ id: search.sort, desc: (search.dir ?? firstDirOf(search.sort)) === 'desc' }]
}

/**
 * The address for the table's sorting. The direction is always written, even when it is the
 * column's first one, so the address says what the header shows. Both keys are always there
 * (undefined to remove one from the address).
 */
export function sortSearchOf<K extends ListSortKey>(sorting: SortingState, keys: readonly K[]): SortSearch<K> {
  const first = sorting[0]
  const sort = first && (keys as readonly string[]).includes(first.id) ? (first.id as K) : undefined
  return { sort, dir: sort ? (first!.desc ? 'desc' : 'asc') : undefined }
}

// Scheme names carry numbers ("Nifty 50", "Nifty 500") and mixed case: compare them as people read.
// Made on the first sort by text, not when the page loads: a page's first Intl object costs the
// browser ICU's start-up (see lib/number-text.ts), and the lists' default order is not by text.
let collator: Intl.Collator | undefined

/** Ascending text order; the table reverses it for descending. */
export const compareText = (a: string, b: string): number => {
  collator ??= new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' })
  return collator.compare(a, b)
}

/** Ascending numeric order; missing figures never reach it (the columns put them last first). */
export const compareNumbers = (a: number, b: number): number => a - b
