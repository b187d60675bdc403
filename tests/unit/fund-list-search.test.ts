import { describe, expect, it } from 'vitest'
import {
  carryListSearch,
  COLLECTION_SORT_KEYS,
  COMPANY_SORT_KEYS,
  FUND_NAMES_SORT_KEYS,
  validateListSearch,
  validateSortSearch,
} from '@/features/fund-list/list-search'
import { validateCompanySearch, validateFundNamesSearch } from '@/routes/-fund-filter-search'

describe('validateListSearch', () => {
  it('keeps known values', () => {
    expect(validateListSearch({ sort: 'return1Y', dir: 'asc', plan: 'Direct', option: 'IDCW' }, COMPANY_SORT_KEYS)).toEqual({
      sort: 'return1Y',
      dir: 'asc',
      plan: 'Direct',
      option: 'IDCW',
    })
  })

  it('drops unknown values, never failing, and keeps every key (undefined when dropped)', () => {
    const search = validateListSearch({ sort: 'risk', dir: 'up', plan: 'direct', option: ['Growth'] }, COMPANY_SORT_KEYS)
    expect(search).toStrictEqual({ sort: undefined, dir: undefined, plan: undefined, option: undefined })
    expect(Object.keys(search).sort()).toEqual(['dir', 'option', 'plan', 'sort'])
  })

  it('drops a direction without a sort', () => {
    expect(validateSortSearch({ dir: 'desc' }, COMPANY_SORT_KEYS)).toStrictEqual({ sort: undefined, dir: undefined })
    expect(validateSortSearch({ sort: 'name' }, COMPANY_SORT_KEYS)).toStrictEqual({ sort: 'name', dir: undefined })
  })

  it('accepts only the sorts of the page’s own columns', () => {
    expect(validateSortSearch({ sort: 'category' }, COMPANY_SORT_KEYS).sort).toBe('category')
    expect(validateSortSearch({ sort: 'category' }, FUND_NAMES_SORT_KEYS).sort).toBeUndefined()
    expect(validateSortSearch({ sort: 'ytd' }, COMPANY_SORT_KEYS).sort).toBeUndefined()
    expect(validateSortSearch({ sort: 'ytd' }, COLLECTION_SORT_KEYS).sort).toBe('ytd')
    expect(validateSortSearch({ sort: 'nav' }, COLLECTION_SORT_KEYS).sort).toBe('nav')
  })
})

describe('the routes’ search validators', () => {
  it('company page: the category filter and the list search together', () => {
    expect(validateCompanySearch({ category: 'Equity', subcategory: 'Gilt', sort: 'category', dir: 'desc', plan: 'Regular' })).toStrictEqual({
      category: 'Equity',
      subcategory: undefined,
      sort: 'category',
      dir: 'desc',
      plan: 'Regular',
      option: undefined,
    })
  })

  it('fund-names: no Category column to sort by', () => {
    expect(validateFundNamesSearch({ sort: 'category', dir: 'asc', option: 'Growth' })).toStrictEqual({
      category: undefined,
      subcategory: undefined,
      sort: undefined,
      dir: undefined,
      plan: undefined,
      option: 'Growth',
    })
  })
})

describe('carryListSearch', () => {
  it('keeps the order and filters a page understands, and drops a sort it has no column for', () => {
    expect(carryListSearch({ sort: 'return3Y', dir: 'asc', plan: 'Direct', option: undefined }, FUND_NAMES_SORT_KEYS)).toEqual({
      sort: 'return3Y',
      dir: 'asc',
      plan: 'Direct',
      option: undefined,
    })
    expect(carryListSearch({ sort: 'category', dir: 'desc', plan: undefined, option: 'IDCW' }, FUND_NAMES_SORT_KEYS)).toStrictEqual({
      sort: undefined,
      dir: undefined,
      plan: undefined,
      option: 'IDCW',
    })
  })
})
