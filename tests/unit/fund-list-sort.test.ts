import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { collectionColumns, collectionSubtitle, defaultCollectionSorting, extraReturnOf, type CollectionRow } from '@/features/fund-list/collection-sort'
import { filterListRows, joinReturns } from '@/features/fund-list/list-rows'
import { COLLECTION_SORT_KEYS } from '@/features/fund-list/list-search'
import { ariaSortOf } from '@/components/SortableTh'
import { ListKeys, listHeads, orderByKeys, orderRows } from '@/features/fund-list/list-order'
import { compareText, firstDirOf, nextSortOf, NO_SORTING, sortingOf, type ListSorting } from '@/features/fund-list/list-sort'
import { returnColumns, terColumn, textColumn, type ListColumns } from '@/features/fund-list/list-table'
import { useListView } from '@/features/fund-list/use-list-view'
import type { ListReturn } from '@common/contract/analytics-schemas'

describe('sorting state and the address', () => {
  it('names start A to Z, figures highest first, the TER (a cost) lowest first', () => {
    expect(firstDirOf('name')).toBe('asc')
    expect(firstDirOf('category')).toBe('asc')
    expect(firstDirOf('return1Y')).toBe('desc')
    expect(firstDirOf('ytd')).toBe('desc')
    expect(firstDirOf('nav')).toBe('desc')
    expect(firstDirOf('ter')).toBe('asc')
  })

  it('reads the address, with the column’s first direction when none is given', () => {
    expect(sortingOf({})).toBe(NO_SORTING)
    expect(sortingOf({ sort: 'return1Y' })).toEqual({ id: 'return1Y', desc: true })
    expect(sortingOf({ sort: 'return1Y', dir: 'asc' })).toEqual({ id: 'return1Y', desc: false })
    expect(sortingOf({ sort: 'name' })).toEqual({ id: 'name', desc: false })
    expect(sortingOf({ sort: 'ter' })).toEqual({ id: 'ter', desc: false })
    expect(sortingOf({ sort: 'ter', dir: 'desc' })).toEqual({ id: 'ter', desc: true })
    const fallback: ListSorting = { id: 'return1Y', desc: true }
    expect(sortingOf({}, fallback)).toBe(fallback)
  })

  it('a header asks for the column’s first direction, and on the sorted column the other one, always written', () => {
    expect(nextSortOf('return3Y', false)).toEqual({ sort: 'return3Y', dir: 'desc' })
    expect(nextSortOf('return3Y', 'desc')).toEqual({ sort: 'return3Y', dir: 'asc' })
    expect(nextSortOf('return3Y', 'asc')).toEqual({ sort: 'return3Y', dir: 'desc' })
    expect(nextSortOf('name', false)).toEqual({ sort: 'name', dir: 'asc' })
    expect(nextSortOf('ter', false)).toEqual({ sort: 'ter', dir: 'asc' })
    expect(nextSortOf('ter', 'asc')).toEqual({ sort: 'ter', dir: 'desc' })
  })

  it('aria-sort only on the sorted column', () => {
    expect(ariaSortOf(false)).toBeUndefined()
    expect(ariaSortOf('asc')).toBe('ascending')
    expect(ariaSortOf('desc')).toBe('descending')
  })

  it('compares names as people read them', () => {
    expect(['Nifty 500', 'nifty 50', 'Alpha'].sort(compareText)).toEqual(['Alpha', 'nifty 50', 'Nifty 500'])
  })
})

const ret = (schemeCode: number, return1Y: number | null, extra: Partial<ListReturn> = {}): ListReturn => ({
  schemeCode,
  plan: 'Direct',
  option: 'Growth',
  return1Y,
  return3Y: null,
  return5Y: null,
  ter: null,
  terAsOf: null,
  ...extra,
})

describe('joinReturns and filterListRows', () => {
  const funds = [1, 2, 3].map((schemeCode) => ({ schemeCode, schemeName: `F${schemeCode}` }))

  it('joins by scheme code and keeps the list’s own order and rows, TER included', () => {
    const rows = joinReturns(funds, [ret(3, 5, { plan: 'Regular', ter: 1.62, terAsOf: '01-10-2024' }), ret(1, -2, { ter: 0.5, terAsOf: '01-11-2023' })])
    expect(rows.map((r) => [r.schemeCode, r.return1Y, r.plan, r.ter, r.terAsOf])).toEqual([
      [1, -2, 'Direct', 0.5, '01-11-2023'],
      [2, null, null, null, null],
      [3, 5, 'Regular', 1.62, '01-10-2024'],
    ])
  })

  it('without returns, every fund is there with nulls', () => {
    expect(joinReturns(funds, undefined).every((r) => r.return1Y === null && r.plan === null && r.ter === null && r.terAsOf === null)).toBe(true)
  })

  it('filters by plan and option; unknown never matches a choice; nothing known, nothing filtered', () => {
    const rows = joinReturns(funds, [ret(1, 1), ret(2, 2, { plan: 'Regular', option: 'IDCW' })])
    expect(filterListRows(rows, { plan: 'Direct' }).map((r) => r.schemeCode)).toEqual([1])
    expect(filterListRows(rows, { option: 'IDCW' }).map((r) => r.schemeCode)).toEqual([2])
    expect(filterListRows(rows, { plan: 'Direct', option: 'IDCW' })).toEqual([])
    expect(filterListRows(rows, {})).toBe(rows)
    expect(filterListRows(rows, { plan: 'Direct' }, false)).toBe(rows)
  })

  it('"TER at most" keeps the funds whose TER is known and not above it, the ceiling included', () => {
    const rows = joinReturns(funds, [ret(1, 1, { ter: 0.75 }), ret(2, 2, { ter: 1.01 }), ret(3, 3, { ter: null })])
    expect(filterListRows(rows, { terMax: 1 }).map((r) => r.schemeCode)).toEqual([1])
    expect(filterListRows(rows, { terMax: 0.75 }).map((r) => r.schemeCode)).toEqual([1])
    expect(filterListRows(rows, { terMax: 5 }).map((r) => r.schemeCode)).toEqual([1, 2])
    expect(filterListRows(rows, { terMax: 0.5 })).toEqual([])
    // With the plan filter too: both must hold.
    expect(filterListRows(rows, { terMax: 5, plan: 'Regular' })).toEqual([])
    // Without the returns nothing is known: no filtering rather than an empty list.
    expect(filterListRows(rows, { terMax: 0.5 }, false)).toBe(rows)
  })
})

type Row = { schemeCode: number; schemeName: string | null; return1Y: number | null; return3Y: number | null; return5Y: number | null; ter: number | null; terAsOf: null; plan: null; option: null }
const columns: ListColumns<Row> = [textColumn<Row>('name', (r) => r.schemeName), ...returnColumns<Row>(), terColumn<Row>()]
const row = (schemeCode: number, schemeName: string | null, return1Y: number | null, ter: number | null = null): Row => ({
  schemeCode,
  schemeName,
  return1Y,
  return3Y: null,
  return5Y: null,
  ter,
  // The sort reads the TER only; its date is the note's (ter-as-of.test.ts).
  terAsOf: null,
  plan: null,
  option: null,
})
const data = [row(1, 'Beta', 5, 1.2), row(2, null, 12, null), row(3, 'alpha', null, 0.45), row(4, 'Gamma', -3, null), row(5, 'Delta', 12, 0.45)]

function sortedCodes(sorting: ListSorting | undefined, rows: readonly Row[] = data) {
  return orderRows(new ListKeys(rows), columns, sorting).map((r) => r.schemeCode)
}

describe('the order from sort keys made once per list (list-order)', () => {
  it('keeps the API order without a sort, or for a column the list does not have', () => {
    expect(sortedCodes(NO_SORTING)).toEqual([1, 2, 3, 4, 5])
    expect(orderRows(new ListKeys(data), columns, undefined)).toBe(data)
    expect(sortedCodes({ id: 'ytd', desc: true })).toEqual([1, 2, 3, 4, 5])
  })

  it('sorts figures, ties in the API order, missing figures last in both directions', () => {
    expect(sortedCodes({ id: 'return1Y', desc: true })).toEqual([2, 5, 1, 4, 3])
    expect(sortedCodes({ id: 'return1Y', desc: false })).toEqual([4, 1, 2, 5, 3])
  })

  it('sorts by TER, ties in the API order, an unknown TER last in both directions', () => {
    expect(sortedCodes({ id: 'ter', desc: false })).toEqual([3, 5, 1, 2, 4])
    expect(sortedCodes({ id: 'ter', desc: true })).toEqual([1, 3, 5, 2, 4])
  })

  it('sorts names case-insensitively and as people read numbers, a missing name last in both directions', () => {
    expect(sortedCodes({ id: 'name', desc: false })).toEqual([3, 1, 5, 4, 2])
    expect(sortedCodes({ id: 'name', desc: true })).toEqual([4, 5, 1, 3, 2])
    const nifty = [row(1, 'Nifty 500', 1), row(2, 'nifty 50', 1), row(3, 'NIFTY 50', 1), row(4, 'Alpha', 1)]
    // Equal names (to the collator) keep the API order in both directions.
    expect(sortedCodes({ id: 'name', desc: false }, nifty)).toEqual([4, 2, 3, 1])
    expect(sortedCodes({ id: 'name', desc: true }, nifty)).toEqual([1, 2, 3, 4])
  })

  it('makes a column’s keys once per list, on its first use, and orders by them alone', () => {
    let reads = 0
    const counted: ListColumns<Row> = [textColumn<Row>('name', (r) => (reads++, r.schemeName))]
    const keys = new ListKeys(data)
    expect(reads).toBe(0)
    orderRows(keys, counted, { id: 'name', desc: false })
    expect(reads).toBe(data.length)
    orderRows(keys, counted, { id: 'name', desc: true })
    expect(reads).toBe(data.length)
    expect([...orderByKeys(new Float64Array([2, NaN, 1, 2]), true)]).toEqual([0, 3, 2, 1])
    expect([...orderByKeys(new Float64Array([2, NaN, 1, 2]), false)]).toEqual([2, 0, 3, 1])
  })

  it('the headers: aria-sort on the sorted column only, each linking to the next order and the first page', () => {
    const heads = listHeads(columns, { id: 'return1Y', desc: true })
    const address = { sort: 'return1Y', dir: 'desc', plan: 'Direct', show: 150 }
    const head = (id: string) => {
      const column = heads.getColumn(id)!
      return { sorted: column.sorted, next: column.search(address) }
    }
    // The rest of the address stays; the order turns or starts at the column's first direction, from the first page.
    expect(head('return1Y')).toEqual({ sorted: 'desc', next: { sort: 'return1Y', dir: 'asc', plan: 'Direct', show: undefined } })
    expect(head('name')).toEqual({ sorted: false, next: { sort: 'name', dir: 'asc', plan: 'Direct', show: undefined } })
    expect(head('ter')).toEqual({ sorted: false, next: { sort: 'ter', dir: 'asc', plan: 'Direct', show: undefined } })
    expect(head('return3Y')).toEqual({ sorted: false, next: { sort: 'return3Y', dir: 'desc', plan: 'Direct', show: undefined } })
    // One updater per order: the links reuse their built address across renders.
    expect(heads.getColumn('name')!.search).toBe(heads.getColumn('name')!.search)
    // A column the table does not have: a plain header.
    expect(heads.getColumn('category')).toBeUndefined()
  })
})

describe('useListView', () => {
  const none = (rows: readonly Row[]) => rows
  const withTer = (rows: readonly Row[]) => rows.filter((r) => r.ter !== null)

  it('orders the whole list, then narrows, then cuts to the limit', () => {
    const { result, rerender } = renderHook((props: { sorting: ListSorting | undefined; narrow: typeof none; limit: number }) => useListView({ rows: data, columns, ...props }), {
      initialProps: { sorting: { id: 'return1Y', desc: true }, narrow: withTer, limit: 2 },
    })
    // Best 1Y first among the funds with a TER: 5 (12), 1 (5), 3 (none); the first two shown.
    expect(result.current.shown.map((r) => r.schemeCode)).toEqual([5, 1])
    expect(result.current.total).toBe(3)
    rerender({ sorting: undefined, narrow: none, limit: 10 })
    expect(result.current.shown).toBe(data)
    expect(result.current.total).toBe(5)
  })

  it('keeps its rows while nothing it reads changes', () => {
    const sorting: ListSorting = { id: 'name', desc: false }
    const { result, rerender } = renderHook(() => useListView({ rows: data, columns, sorting, narrow: none, limit: 3 }))
    const first = result.current.shown
    rerender()
    expect(result.current.shown).toBe(first)
  })
})

describe('collections', () => {
  it('High Return puts the best 1-year returns first by default; the others keep the API order', () => {
    expect(defaultCollectionSorting('equity')).toEqual({ id: 'return1Y', desc: true })
    expect(defaultCollectionSorting('large')).toBe(NO_SORTING)
    expect(collectionSubtitle('equity')).toBe('Equity funds with the best 1-year returns first (Direct Plan, Growth option).')
  })

  it('has a column for every sort key of the address', () => {
    expect(collectionColumns.map((c) => c.id).sort()).toEqual([...COLLECTION_SORT_KEYS].sort())
    // Figures highest first, names A to Z, the TER cheapest first (firstDirOf).
    expect(collectionColumns.map((c) => [c.id, c.kind, firstDirOf(c.id)])).toContainEqual(['ter', 'figure', 'asc'])
    const typed: ListColumns<CollectionRow> = collectionColumns
    expect(typed).toHaveLength(7)
  })

  it('shows the 3Y or 5Y figure on a card only when sorted by it', () => {
    expect(extraReturnOf('return3Y')).toBe('return3Y')
    expect(extraReturnOf('return5Y')).toBe('return5Y')
    expect(extraReturnOf('return1Y')).toBeUndefined()
    expect(extraReturnOf(undefined)).toBeUndefined()
  })
})
