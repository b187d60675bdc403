import type { SortableColumn } from '@/components/SortableTh'
import type { ListSortKey } from './list-search'
import { compareText, nextSortOf, type ListSorting } from './list-sort'
import type { ListColumn, ListColumns } from './list-table'

/**
 * A list's order from sort keys made once per list: each column's values as numbers (a name as its
 * rank A to Z, found with one sort by the collator), NaN for a missing one. Ordering the list by a
 * column is then a sort of numbers, not of rows whose values are looked up and compared as text on
 * every comparison: the click that changes the order does little more than that.
 */
export class ListKeys<T> {
  private readonly byColumn = new Map<ListSortKey, Float64Array>()

  constructor(readonly rows: readonly T[]) {}

  /** The column's key of each row, by the row's index; made on the column's first use. */
  of(column: ListColumn<T>): Float64Array {
    let keys = this.byColumn.get(column.id)
    if (!keys) {
      keys = column.kind === 'text' ? textRanks(this.rows, column) : figures(this.rows, column)
      this.byColumn.set(column.id, keys)
    }
    return keys
  }
}

function figures<T>(rows: readonly T[], column: ListColumn<T>): Float64Array {
  const keys = new Float64Array(rows.length)
  for (let i = 0; i < rows.length; i++) {
    const value = column.value(rows[i]!)
    keys[i] = typeof value === 'number' && Number.isFinite(value) ? value : NaN
  }
  return keys
}

/** Each row's rank in A to Z order; names the collator calls equal share a rank (the list order breaks the tie). */
function textRanks<T>(rows: readonly T[], column: ListColumn<T>): Float64Array {
  const keys = new Float64Array(rows.length).fill(NaN)
  const texts: { index: number; text: string }[] = []
  for (let i = 0; i < rows.length; i++) {
    const value = column.value(rows[i]!)
    if (typeof value === 'string') texts.push({ index: i, text: value })
  }
  texts.sort((a, b) => compareText(a.text, b.text))
  let rank = 0
  for (let i = 0; i < texts.length; i++) {
    if (i > 0 && compareText(texts[i - 1]!.text, texts[i]!.text) !== 0) rank = i
    keys[texts[i]!.index] = rank
  }
  return keys
}

/**
 * The rows' indices in the order of `keys`: by `desc`, equal keys in the list's own order, a
 * missing key (NaN) last in both directions.
 */
export function orderByKeys(keys: Float64Array, desc: boolean): Uint32Array {
  const order = new Uint32Array(keys.length)
  for (let i = 0; i < order.length; i++) order[i] = i
  return order.sort((a, b) => {
    const x = keys[a]!
    const y = keys[b]!
    // NaN is the only value unequal to itself.
    const xMissing = x !== x
    const yMissing = y !== y
    if (xMissing || yMissing) return xMissing === yMissing ? a - b : xMissing ? 1 : -1
    if (x === y) return a - b
    return desc ? y - x : x - y
  })
}

/** The rows in the order `sorting` names (the list's own order without one, or for a column it has not). */
export function orderRows<T>(keys: ListKeys<T>, columns: ListColumns<T>, sorting: ListSorting | undefined): readonly T[] {
  const column = sorting && columns.find((c) => c.id === sorting.id)
  if (!sorting || !column) return keys.rows
  const order = orderByKeys(keys.of(column), sorting.desc)
  const rows = keys.rows
  const ordered = new Array<T>(order.length)
  for (let i = 0; i < order.length; i++) ordered[i] = rows[order[i]!]!
  return ordered
}

/** The column headers' view of the order: `getColumn(id)` for SortableTh (and ReturnHeads). */
export type ListHeads = { getColumn: (id: string) => SortableColumn | undefined }

/**
 * The headers of `columns` under `sorting`: whether each is the sorted one, and the address a click
 * asks for, the next order from the first of the list (?show dropped: a new order starts again
 * from its first page, and re-renders one page of rows).
 */
export function listHeads<T>(columns: ListColumns<T>, sorting: ListSorting | undefined): ListHeads {
  const heads = new Map<string, SortableColumn>()
  for (const column of columns) {
    const sorted = sorting?.id === column.id ? (sorting.desc ? 'desc' : 'asc') : false
    const next = { ...nextSortOf(column.id, sorted), show: undefined }
    heads.set(column.id, { sorted, search: (prev) => ({ ...prev, ...next }) })
  }
  return { getColumn: (id) => heads.get(id) }
}
