import { describe, expect, it } from 'vitest'
import type { FundByAmc } from '../../common/contract/schemas'
import { countByFilter, filterFunds, fundFilterReducer, initialFundFilter, type FundFilterState } from '@/features/fund-house/fund-filter'

describe('fundFilterReducer (spec section 4)', () => {
  it('expanding a category sets it and clears the subcategory', () => {
    expect(fundFilterReducer(initialFundFilter, { type: 'toggleCategory', category: 'Equity' })).toEqual({ category: 'Equity' })
    const state: FundFilterState = { category: 'Equity', subcategory: 'Large Cap' }
    expect(fundFilterReducer(state, { type: 'toggleCategory', category: 'Debt' })).toEqual({ category: 'Debt' })
  })

  it('keeps at most one category expanded', () => {
    let state = fundFilterReducer(initialFundFilter, { type: 'toggleCategory', category: 'Debt' })
    state = fundFilterReducer(state, { type: 'toggleCategory', category: 'Hybrid' })
    expect(state).toEqual({ category: 'Hybrid' })
  })

  it('collapsing the expanded category clears both filters', () => {
    const state: FundFilterState = { category: 'Equity', subcategory: 'Mid Cap' }
    expect(fundFilterReducer(state, { type: 'toggleCategory', category: 'Equity' })).toEqual({})
  })

  it('selecting a subcategory toggles it on and off', () => {
    let state = fundFilterReducer({ category: 'Equity' }, { type: 'toggleSubcategory', subcategory: 'Large Cap' })
    expect(state).toEqual({ category: 'Equity', subcategory: 'Large Cap' })
    state = fundFilterReducer(state, { type: 'toggleSubcategory', subcategory: 'Small Cap' })
    expect(state).toEqual({ category: 'Equity', subcategory: 'Small Cap' })
    state = fundFilterReducer(state, { type: 'toggleSubcategory', subcategory: 'Small Cap' })
    expect(state).toEqual({ category: 'Equity' })
  })

  it('ignores a subcategory without a category or of another category', () => {
    expect(fundFilterReducer({}, { type: 'toggleSubcategory', subcategory: 'Gilt' })).toEqual({})
    const equity: FundFilterState = { category: 'Equity' }
    expect(fundFilterReducer(equity, { type: 'toggleSubcategory', subcategory: 'Gilt' })).toBe(equity)
  })

  it('clear empties the filter, and is a no-op when empty', () => {
    expect(fundFilterReducer({ category: 'Debt', subcategory: 'Gilt' }, { type: 'clear' })).toEqual({})
    expect(fundFilterReducer(initialFundFilter, { type: 'clear' })).toBe(initialFundFilter)
  })
})

describe('filterFunds and countByFilter', () => {
  const funds: FundByAmc[] = [
    { schemeCode: 1, schemeName: 'A', category: 'Equity', subcategory: 'Large Cap' },
    { schemeCode: 2, schemeName: 'B', category: 'Equity', subcategory: 'Mid Cap' },
    { schemeCode: 3, schemeName: null, category: 'Debt', subcategory: 'Gilt' },
    { schemeCode: 4, schemeName: 'D', category: 'Other', subcategory: 'Index Funds' },
  ]

  it('keeps the API order and narrows by category then subcategory', () => {
    expect(filterFunds(funds, {}).map((f) => f.schemeCode)).toEqual([1, 2, 3, 4])
    expect(filterFunds(funds, { category: 'Equity' }).map((f) => f.schemeCode)).toEqual([1, 2])
    expect(filterFunds(funds, { category: 'Equity', subcategory: 'Mid Cap' }).map((f) => f.schemeCode)).toEqual([2])
    expect(filterFunds(funds, { category: 'Hybrid' })).toEqual([])
  })

  it('counts funds per filter category and subcategory', () => {
    const counts = countByFilter(funds)
    expect(counts.get('Equity')).toBe(2)
    expect(counts.get('Equity/Large Cap')).toBe(1)
    expect(counts.get('Debt/Gilt')).toBe(1)
    expect(counts.has('Other')).toBe(false)
  })
})

describe('the filter in the address', () => {
  it('names both keys, so an invalid raw value cannot leak past validation', async () => {
    const { filterLabelOf, validateFundFilterSearch } = await import('@/routes/-fund-filter-search')
    const validated = validateFundFilterSearch({ category: 'Crypto', subcategory: 'Large Cap' })
    expect(Object.keys(validated).sort()).toEqual(['category', 'subcategory'])
    expect({ category: 'Crypto', subcategory: 'Large Cap', ...validated }).toEqual({ category: undefined, subcategory: undefined })
    expect(filterLabelOf({ category: 'Equity', subcategory: 'Large Cap' })).toBe('Equity / Large Cap')
    expect(filterLabelOf({ category: 'Debt' })).toBe('Debt')
    expect(filterLabelOf({})).toBeUndefined()
  })
})
