import { describe, expect, it } from 'vitest'
import {
  carryListSearch,
  COLLECTION_PAGE_SIZE,
  COLLECTION_SORT_KEYS,
  COMPANY_SORT_KEYS,
  FUND_NAMES_SORT_KEYS,
  LIST_PAGE_SIZE,
  nextShowOf,
  shownCountOf,
  validateListSearch,
  validateShowSearch,
  validateSortSearch,
} from '@/features/fund-list/list-search'
import { validateCompanySearch, validateFundNamesSearch } from '@/routes/-fund-filter-search'

describe('validateListSearch', () => {
  it('keeps known values', () => {
    expect(validateListSearch({ sort: 'return1Y', dir: 'asc', plan: 'Direct', option: 'IDCW', terMax: 1 }, COMPANY_SORT_KEYS)).toEqual({
      sort: 'return1Y',
      dir: 'asc',
      plan: 'Direct',
      option: 'IDCW',
      terMax: 1,
    })
  })

  it('drops unknown values, never failing, and keeps every key (undefined when dropped)', () => {
    const search = validateListSearch({ sort: 'risk', dir: 'up', plan: 'direct', option: ['Growth'], terMax: 'cheap' }, COMPANY_SORT_KEYS)
    expect(search).toStrictEqual({ sort: undefined, dir: undefined, plan: undefined, option: undefined, terMax: undefined })
    expect(Object.keys(search).sort()).toEqual(['dir', 'option', 'plan', 'sort', 'terMax'])
  })

  it('?terMax: a number 0.05 to 5 with at most two decimals, as the router hands it over (number or text)', () => {
    for (const [raw, read] of [
      [1, 1],
      [0.75, 0.75],
      ['0.5', 0.5],
      ['1.50', 1.5],
      [0.05, 0.05],
      [5, 5],
      [0.29, 0.29],
    ] as const) {
      expect(validateListSearch({ terMax: raw }, COMPANY_SORT_KEYS).terMax, String(raw)).toBe(read)
    }
    for (const raw of [0, 0.04, 5.01, 1.255, -1, '1e0', '', ' 1', '1,5', 'NaN', Infinity, true, null, [1], { terMax: 1 }]) {
      expect(validateListSearch({ terMax: raw }, COMPANY_SORT_KEYS).terMax, JSON.stringify(raw)).toBeUndefined()
    }
  })

  it('drops a direction without a sort', () => {
    expect(validateSortSearch({ dir: 'desc' }, COMPANY_SORT_KEYS)).toStrictEqual({ sort: undefined, dir: undefined })
    expect(validateSortSearch({ sort: 'name' }, COMPANY_SORT_KEYS)).toStrictEqual({ sort: 'name', dir: undefined })
  })

  it('every list sorts by its TER column', () => {
    for (const keys of [COMPANY_SORT_KEYS, FUND_NAMES_SORT_KEYS, COLLECTION_SORT_KEYS]) {
      expect(validateSortSearch({ sort: 'ter', dir: 'desc' }, keys)).toStrictEqual({ sort: 'ter', dir: 'desc' })
    }
  })

  it('accepts only the sorts of the page’s own columns', () => {
    expect(validateSortSearch({ sort: 'category' }, COMPANY_SORT_KEYS).sort).toBe('category')
    expect(validateSortSearch({ sort: 'category' }, FUND_NAMES_SORT_KEYS).sort).toBeUndefined()
    expect(validateSortSearch({ sort: 'ytd' }, COMPANY_SORT_KEYS).sort).toBeUndefined()
    expect(validateSortSearch({ sort: 'ytd' }, COLLECTION_SORT_KEYS).sort).toBe('ytd')
    expect(validateSortSearch({ sort: 'nav' }, COLLECTION_SORT_KEYS).sort).toBe('nav')
  })
})

describe('?show, the rows a long list shows', () => {
  it('keeps a whole number of pages past the first, up to 40 pages; drops anything else', () => {
    for (const show of [100, 150, 2000]) expect(validateShowSearch({ show }, LIST_PAGE_SIZE), String(show)).toStrictEqual({ show })
    for (const show of [60, 1200]) expect(validateShowSearch({ show }, COLLECTION_PAGE_SIZE), String(show)).toStrictEqual({ show })
    // The first page is the address without ?show: one address for one view.
    for (const show of [50, 0, -100, 75, 100.5, 2050, '100', null, [100], true, Infinity, NaN]) {
      expect(validateShowSearch({ show }, LIST_PAGE_SIZE), JSON.stringify(show)).toStrictEqual({ show: undefined })
    }
    expect(validateShowSearch({}, COLLECTION_PAGE_SIZE)).toStrictEqual({ show: undefined })
    expect(validateShowSearch({ show: 1230 }, COLLECTION_PAGE_SIZE)).toStrictEqual({ show: undefined })
  })

  it('shows the first page without it; "Show more" asks for the next page while rows are left, within the bound', () => {
    expect(shownCountOf(undefined, LIST_PAGE_SIZE)).toBe(50)
    expect(shownCountOf(150, LIST_PAGE_SIZE)).toBe(150)
    expect(nextShowOf(50, 312, LIST_PAGE_SIZE)).toBe(100)
    expect(nextShowOf(300, 312, LIST_PAGE_SIZE)).toBe(350)
    expect(nextShowOf(312, 312, LIST_PAGE_SIZE)).toBeUndefined()
    expect(nextShowOf(28, 28, LIST_PAGE_SIZE)).toBeUndefined()
    expect(nextShowOf(30, 60, COLLECTION_PAGE_SIZE)).toBe(60)
    // At the bound the count says how many are left out; no link to an address the page would drop.
    expect(nextShowOf(2000, 2400, LIST_PAGE_SIZE)).toBeUndefined()
    for (const [shown, total] of [[50, 312], [100, 101], [1950, 5000]] as const) {
      const next = nextShowOf(shown, total, LIST_PAGE_SIZE)!
      expect(validateShowSearch({ show: next }, LIST_PAGE_SIZE).show).toBe(next)
    }
  })
})

describe('the routes’ search validators', () => {
  it('company page: the category filter and the list search together', () => {
    expect(validateCompanySearch({ category: 'Equity', subcategory: 'Gilt', sort: 'category', dir: 'desc', plan: 'Regular', terMax: 1.5 })).toStrictEqual({
      category: 'Equity',
      subcategory: undefined,
      sort: 'category',
      dir: 'desc',
      plan: 'Regular',
      option: undefined,
      terMax: 1.5,
    })
  })

  it('fund-names: no Category column to sort by; ?show', () => {
    expect(validateFundNamesSearch({ sort: 'category', dir: 'asc', option: 'Growth', terMax: 9, show: 75 })).toStrictEqual({
      category: undefined,
      subcategory: undefined,
      sort: undefined,
      dir: undefined,
      plan: undefined,
      option: 'Growth',
      terMax: undefined,
      show: undefined,
    })
    expect(validateFundNamesSearch({ show: 150 }).show).toBe(150)
    // The company table shows its first five: no ?show.
    expect(validateCompanySearch({ show: 150 })).not.toHaveProperty('show')
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
    expect(carryListSearch({ sort: 'category', dir: 'desc', plan: undefined, option: 'IDCW', terMax: 0.75 }, FUND_NAMES_SORT_KEYS)).toStrictEqual({
      sort: undefined,
      dir: undefined,
      plan: undefined,
      option: 'IDCW',
      terMax: 0.75,
    })
    expect(carryListSearch({ sort: 'ter', dir: 'asc' }, FUND_NAMES_SORT_KEYS)).toMatchObject({ sort: 'ter', dir: 'asc' })
  })
})
