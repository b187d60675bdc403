import { useMemo } from 'react'
import { ListKeys, orderRows } from './list-order'
import type { ListSorting } from './list-sort'
import type { ListColumns } from './list-table'

type Options<T> = {
  /** Every row of the list in its own order, memoised: the sort keys are made once per list. */
  rows: readonly T[]
  /** Module-scope columns. */
  columns: ListColumns<T>
  /** The order, memoised (sortingOf in a useMemo). */
  sorting: ListSorting | undefined
  /**
   * The rows that match the page's filters, in the order given (memoised; the same array back when
   * nothing filters). Applied after the order: a house sorted by 1Y, then narrowed to Equity, shows
   * the best Equity funds.
   */
  narrow: (ordered: readonly T[]) => readonly T[]
  /** How many of the matching rows to show. */
  limit: number
}

/**
 * A list as shown: its rows ordered, narrowed and cut to `limit`, each step memoised, so a new
 * limit slices, a new filter filters the ordered rows, and only a new order sorts (numbers, see
 * list-order). The pages pass it the deferred address (useDeferredValue): the control that changed it
 * paints at once and the rows follow in a render React can interrupt.
 */
export function useListView<T>({ rows, columns, sorting, narrow, limit }: Options<T>): { shown: readonly T[]; total: number } {
  const keys = useMemo(() => new ListKeys(rows), [rows])
  const ordered = useMemo(() => orderRows(keys, columns, sorting), [keys, columns, sorting])
  const matches = useMemo(() => narrow(ordered), [narrow, ordered])
  const shown = useMemo(() => (matches.length > limit ? matches.slice(0, limit) : matches), [matches, limit])
  return { shown, total: matches.length }
}
