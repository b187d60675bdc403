import {
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
  type SortFn,
} from '@tanstack/react-table'
import { compareNumbers, compareText } from './list-sort'
import type { ReturnFields } from './list-rows'
import { RETURN_KEYS } from '@/lib/return-keys'
import type { ListSortKey } from './list-search'

/**
 * The TanStack Table model of the fund lists: sorting only (plan, option and TER are filtered
 * before the rows reach the table, see list-rows). Module scope, so the table sees the same features and
 * columns on every render and keeps its memoised row models.
 */
export const listFeatures = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() })
export type ListFeatures = typeof listFeatures
// Cell values typed `unknown`: the pages render their own cells, and column definitions of
// different value types must share one array (TanStack's ColumnDef is invariant in its value).
export type ListColumn<T extends RowData> = ColumnDef<ListFeatures, T, unknown>
export type ListColumns<T extends RowData> = ListColumn<T>[]

// Comparators return the ascending order; the sorted row model reverses them for descending and
// puts undefined (a missing name or figure) last in both directions (sortUndefined: 'last').
const byText = <T extends RowData>(): SortFn<ListFeatures, T> => (a, b, id) => compareText(a.getValue<string>(id), b.getValue<string>(id))
const byNumber = <T extends RowData>(): SortFn<ListFeatures, T> => (a, b, id) =>
  compareNumbers(a.getValue<number>(id), b.getValue<number>(id))

/** A column sorted by text, A to Z first. */
export function textColumn<T extends RowData>(id: ListSortKey, text: (row: T) => string | null | undefined): ListColumn<T> {
  return { id, accessorFn: (row) => text(row) ?? undefined, sortUndefined: 'last', sortFn: byText<T>() }
}

/**
 * A column sorted by a figure, highest first (a cost: `lowestFirst`); a missing figure ("–") is
 * last either way.
 */
export function figureColumn<T extends RowData>(
  id: ListSortKey,
  figure: (row: T) => number | null | undefined,
  { lowestFirst = false }: { lowestFirst?: boolean } = {},
): ListColumn<T> {
  return {
    id,
    accessorFn: (row) => {
      const value = figure(row)
      return value === null || value === undefined || !Number.isFinite(value) ? undefined : value
    },
    // Explicit either way: left out, TanStack would guess the direction from the values.
    sortDescFirst: !lowestFirst,
    sortUndefined: 'last',
    sortFn: byNumber<T>(),
  }
}

/** The TER column: cheapest first on the first click, like firstDirOf('ter'). */
export function terColumn<T extends Pick<ReturnFields, 'ter'>>(): ListColumn<T> {
  return figureColumn<T>('ter', (row) => row.ter, { lowestFirst: true })
}

/** The 1Y, 3Y and 5Y return columns every list has (and, after them, terColumn). */
export function returnColumns<T extends ReturnFields>(): ListColumns<T> {
  return RETURN_KEYS.map((key) => figureColumn<T>(key, (row) => row[key]))
}
