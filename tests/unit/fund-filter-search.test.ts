import { describe, expect, it } from 'vitest'
import { narrowFundList, validateFundFilterSearch } from '@/routes/-fund-filter-search'

describe('validateFundFilterSearch', () => {
  it('keeps a known category and subcategory', () => {
    expect(validateFundFilterSearch({ category: 'Equity', subcategory: 'Large Cap' })).toEqual({
      category: 'Equity',
      subcategory: 'Large Cap',
    })
  })

  it('drops a subcategory of another category, and unknown values', () => {
    expect(validateFundFilterSearch({ category: 'Debt', subcategory: 'Large Cap' })).toEqual({ category: 'Debt' })
    expect(validateFundFilterSearch({ category: '<script>', subcategory: 'Gilt' })).toEqual({})
    expect(validateFundFilterSearch({ category: ['Equity'] })).toEqual({})
  })
})

describe('narrowFundList', () => {
  const list = [1, 2, 3].map((schemeCode) => ({ schemeCode, schemeName: `F${schemeCode}`, logo: '/l.svg' }))
  const categorised = [
    { schemeCode: 1, schemeName: 'F1', category: 'Equity', subcategory: 'Large Cap' },
    { schemeCode: 2, schemeName: 'F2', category: 'Equity', subcategory: 'Mid Cap' },
    { schemeCode: 3, schemeName: 'F3', category: 'Debt', subcategory: 'Gilt' },
  ]

  it('narrows by category, then by subcategory', () => {
    expect(narrowFundList(list, categorised, { category: 'Equity' }).map((f) => f.schemeCode)).toEqual([1, 2])
    expect(narrowFundList(list, categorised, { category: 'Equity', subcategory: 'Mid Cap' }).map((f) => f.schemeCode)).toEqual([2])
    expect(narrowFundList(list, categorised, {})).toBe(list)
  })
})
