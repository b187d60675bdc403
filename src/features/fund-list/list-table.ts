import { RETURN_KEYS } from '@/lib/return-keys'
import type { ReturnFields } from './list-rows'
import type { ListSortKey } from './list-search'

/**
 * The sortable columns of the fund lists: what each sorts by (a first click's direction is its
 * key's, list-sort firstDirOf). Plan, option and TER are filtered apart from the order (list-rows);
 * the order itself is list-order's, from keys made once per list. Module scope on each page, so
 * those keys stay made across renders.
 */
export type ListColumn<T> = {
  /** The column's ?sort key. */
  id: ListSortKey
  /** Text sorts as people read it (list-sort compareText), figures by size. */
  kind: 'text' | 'figure'
  /** The row's value; null, undefined or a figure that is not finite is missing, last both ways. */
  value: (row: T) => string | number | null | undefined
}
export type ListColumns<T> = readonly ListColumn<T>[]

/** A column sorted by text, A to Z first. */
export function textColumn<T>(id: ListSortKey, text: (row: T) => string | null | undefined): ListColumn<T> {
  return { id, kind: 'text', value: text }
}

/** A column sorted by a figure: highest first (a cost such as the TER: lowest first, firstDirOf). */
export function figureColumn<T>(id: ListSortKey, figure: (row: T) => number | null | undefined): ListColumn<T> {
  return { id, kind: 'figure', value: figure }
}

/** The TER column: cheapest first on the first click. */
export function terColumn<T extends Pick<ReturnFields, 'ter'>>(): ListColumn<T> {
  return figureColumn<T>('ter', (row) => row.ter)
}

/** The 1Y, 3Y and 5Y return columns every list has (and, after them, terColumn). */
export function returnColumns<T extends ReturnFields>(): ListColumns<T> {
  return RETURN_KEYS.map((key) => figureColumn<T>(key, (row) => row[key]))
}
