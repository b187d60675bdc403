import { useMemo } from 'react'
import { functionalUpdate, useTable, type RowData, type SortingState, type Updater } from '@tanstack/react-table'
import { listFeatures, type ListColumns } from './list-table'

type Options<T extends RowData> = {
  /** Module-scope columns (a new array each render would rebuild the table's models). */
  columns: ListColumns<T>
  /** Memoised rows, already filtered. */
  rows: T[]
  /** From the address (sortingOf); memoised, for the same reason. */
  sorting: SortingState
  /** Writes the new order to the address; the table then reads it back through `sorting`. */
  onSortingChange: (next: SortingState) => void
}

/** A fund's row is keyed by its scheme code (module scope: one function for every render). */
const rowId = (fund: { schemeCode: number }) => String(fund.schemeCode)

/**
 * A fund list's table model: the rows in the order of the address. One column at a time, and a
 * sorted column toggles between its two directions (no third "unsorted" click: the default order
 * is the address without ?sort, which the page's other links lead back to).
 */
export function useSortedList<T extends RowData & { schemeCode: number }>({ columns, rows, sorting, onSortingChange }: Options<T>) {
  const state = useMemo(() => ({ sorting }), [sorting])
  return useTable({
    features: listFeatures,
    columns,
    data: rows,
    getRowId: rowId,
    state,
    onSortingChange: (updater: Updater<SortingState>) => onSortingChange(functionalUpdate(updater, sorting)),
    enableMultiSort: false,
    enableSortingRemoval: false,
  })
}
