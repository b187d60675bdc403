import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { collectionColumns, collectionSubtitle, defaultCollectionSorting, extraReturnOf, type CollectionRow } from '@/features/fund-list/collection-sort'
import { filterListRows, joinReturns } from '@/features/fund-list/list-rows'
import { COLLECTION_SORT_KEYS, COMPANY_SORT_KEYS } from '@/features/fund-list/list-search'
import { ariaSortOf } from '@/components/SortableTh'
import { compareText, firstDirOf, NO_SORTING, sortingOf, sortSearchOf } from '@/features/fund-list/list-sort'
import { returnColumns, terColumn, textColumn, type ListColumns } from '@/features/fund-list/list-table'
import { useSortedList } from '@/features/fund-list/use-sorted-list'
import type { ListReturn } from '@common/contract/analytics-schemas'
import type { SortingState } from '@tanstack/react-table'

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
    expect(sortingOf({ sort: 'return1Y' })).toEqual([{ id: 'return1Y', desc: true }])
    expect(sortingOf({ sort: 'return1Y', dir: 'asc' })).toEqual([{ id: 'return1Y', desc: false }])
    expect(sortingOf({ sort: 'name' })).toEqual([{ id: 'name', desc: false }])
    expect(sortingOf({ sort: 'ter' })).toEqual([{ id: 'ter', desc: false }])
    expect(sortingOf({ sort: 'ter', dir: 'desc' })).toEqual([{ id: 'ter', desc: true }])
    const fallback: SortingState = [{ id: 'return1Y', desc: true }]
    expect(sortingOf({}, fallback)).toBe(fallback)
  })

  it('writes the address, always with the direction', () => {
    expect(sortSearchOf([{ id: 'return3Y', desc: true }], COMPANY_SORT_KEYS)).toEqual({ sort: 'return3Y', dir: 'desc' })
    expect(sortSearchOf([{ id: 'name', desc: false }], COMPANY_SORT_KEYS)).toEqual({ sort: 'name', dir: 'asc' })
    expect(sortSearchOf([], COMPANY_SORT_KEYS)).toStrictEqual({ sort: undefined, dir: undefined })
    expect(sortSearchOf([{ id: 'ytd', desc: true }], COMPANY_SORT_KEYS)).toStrictEqual({ sort: undefined, dir: undefined })
    expect(sortSearchOf([{ id: 'ter', desc: false }], COMPANY_SORT_KEYS)).toEqual({ sort: 'ter', dir: 'asc' })
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

function sortedCodes(sorting: SortingState) {
  const { result } = renderHook(() =>
    useSortedList({ columns, rows: data, sorting, onSortingChange: () => {} }),
  )
  return result.current.getRowModel().rows.map((r) => r.original.schemeCode)
}

describe('the TanStack Table model (useSortedList)', () => {
  it('keeps the API order without a sort', () => {
    expect(sortedCodes(NO_SORTING)).toEqual([1, 2, 3, 4, 5])
  })

  it('sorts figures, ties in the API order, missing figures last in both directions', () => {
    expect(sortedCodes([{ id: 'return1Y', desc: true }])).toEqual([2, 5, 1, 4, 3])
    expect(sortedCodes([{ id: 'return1Y', desc: false }])).toEqual([4, 1, 2, 5, 3])
  })

  it('sorts by TER, ties in the API order, an unknown TER last in both directions', () => {
    expect(sortedCodes([{ id: 'ter', desc: false }])).toEqual([3, 5, 1, 2, 4])
    expect(sortedCodes([{ id: 'ter', desc: true }])).toEqual([1, 3, 5, 2, 4])
  })

  it('sorts names case-insensitively, a missing name last in both directions', () => {
    expect(sortedCodes([{ id: 'name', desc: false }])).toEqual([3, 1, 5, 4, 2])
    expect(sortedCodes([{ id: 'name', desc: true }])).toEqual([4, 5, 1, 3, 2])
  })

  it('a header toggles between the column’s first direction and the other, through the owner', () => {
    let asked: SortingState | undefined
    const { result, rerender } = renderHook(({ sorting }: { sorting: SortingState }) =>
      useSortedList({ columns, rows: data, sorting, onSortingChange: (next) => (asked = next) }),
      { initialProps: { sorting: NO_SORTING } },
    )
    result.current.getColumn('return1Y')!.toggleSorting(undefined, false)
    expect(asked).toEqual([{ id: 'return1Y', desc: true }])
    // The table follows the owner (the address), not its own click.
    expect(result.current.getRowModel().rows.map((r) => r.original.schemeCode)).toEqual([1, 2, 3, 4, 5])
    rerender({ sorting: asked! })
    expect(result.current.getColumn('return1Y')!.getIsSorted()).toBe('desc')
    const handler = result.current.getColumn('return1Y')!.getToggleSortingHandler()!
    handler({})
    expect(asked).toEqual([{ id: 'return1Y', desc: false }])
    result.current.getColumn('name')!.getToggleSortingHandler()!({})
    expect(asked).toEqual([{ id: 'name', desc: false }])
    // The TER's first click is the cheapest first; the second turns it round.
    result.current.getColumn('ter')!.getToggleSortingHandler()!({})
    expect(asked).toEqual([{ id: 'ter', desc: false }])
    rerender({ sorting: asked! })
    expect(result.current.getColumn('ter')!.getIsSorted()).toBe('asc')
    result.current.getColumn('ter')!.getToggleSortingHandler()!({})
    expect(asked).toEqual([{ id: 'ter', desc: true }])
  })
})

describe('collections', () => {
  it('High Return puts the best 1-year returns first by default; the others keep the API order', () => {
    expect(defaultCollectionSorting('equity')).toEqual([{ id: 'return1Y', desc: true }])
    expect(defaultCollectionSorting('large')).toBe(NO_SORTING)
    expect(collectionSubtitle('equity')).toBe('Equity funds with the best 1-year returns first (Direct Plan, Growth option).')
  })

  it('has a column for every sort key of the address', () => {
    expect(collectionColumns.map((c) => c.id).sort()).toEqual([...COLLECTION_SORT_KEYS].sort())
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
