import { describe, expect, it } from 'vitest'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import { parseTerMax, withinTerMax } from '@common/lib/ter-max'
import { arrangeFunds } from '@/features/search/search-hits'
import { validateSearchPageSearch } from '@/features/search/search-param'
import { formatTer, terFilterNote, terMaxChoices } from '@/lib/ter-text'

/** Issue 27: the TER's text, the "TER at most" filter (?terMax) and the search results' TER order. */

describe('parseTerMax (common/lib/ter-max.ts): the one rule of the site and the server', () => {
  it('reads 0.05 to 5 with at most two decimals, from a number or its text', () => {
    expect(parseTerMax(1)).toBe(1)
    expect(parseTerMax('1')).toBe(1)
    expect(parseTerMax('01')).toBe(1)
    expect(parseTerMax('0.05')).toBe(0.05)
    expect(parseTerMax(5)).toBe(5)
    expect(parseTerMax('2.25')).toBe(2.25)
    // 0.29 * 100 is 28.999999999999996 in binary: still two decimals.
    expect(parseTerMax(0.29)).toBe(0.29)
    expect(parseTerMax(1.1)).toBe(1.1)
  })

  it('drops anything else: out of range, three decimals, not a plain number', () => {
    for (const value of [0, 0.04, 5.01, 6, -1, 1.255, 0.001, '1.255', '.5', '1.', '1e0', '+1', ' 1', '1 ', '', 'one', NaN, Infinity, true, null, undefined, [1], {}]) {
      expect(parseTerMax(value), JSON.stringify(value)).toBeUndefined()
    }
  })
})

describe('withinTerMax', () => {
  it('passes everything without a filter, and only a known TER at most the ceiling with one', () => {
    expect(withinTerMax(null, undefined)).toBe(true)
    expect(withinTerMax(3, undefined)).toBe(true)
    expect(withinTerMax(1, 1)).toBe(true)
    expect(withinTerMax(0.1 + 0.2, 0.3)).toBe(true)
    expect(withinTerMax(1.01, 1)).toBe(false)
    expect(withinTerMax(null, 5)).toBe(false)
    expect(withinTerMax(undefined, 5)).toBe(false)
    expect(withinTerMax(NaN, 5)).toBe(false)
  })
})

describe('the TER as text', () => {
  it('two decimals and a percent sign, no plus sign; "–" when unknown', () => {
    expect(formatTer(0.5)).toBe('0.50%')
    expect(formatTer(1.234)).toBe('1.23%')
    expect(formatTer(0)).toBe('0.00%')
    expect(formatTer(null)).toBe('–')
    expect(formatTer(undefined)).toBe('–')
  })

  it('offers the fixed choices, with a hand-edited value from the address in its place', () => {
    expect(terMaxChoices(undefined)).toEqual([0.5, 0.75, 1, 1.5, 2])
    expect(terMaxChoices(1)).toEqual([0.5, 0.75, 1, 1.5, 2])
    expect(terMaxChoices(0.6)).toEqual([0.5, 0.6, 0.75, 1, 1.5, 2])
    expect(terMaxChoices(5)).toEqual([0.5, 0.75, 1, 1.5, 2, 5])
  })

  it('says what the filter leaves out', () => {
    expect(terFilterNote(1)).toBe('TER at most 1.00% a year; funds whose TER is not known are left out')
  })
})

const hit = (schemeCode: number, ter: number | null): SchemeHit => ({
  kind: 'scheme',
  schemeCode,
  schemeName: `Fund ${schemeCode}`,
  fundHouseId: 1,
  fundHouseName: 'HDFC Mutual Fund',
  subcategory: 'Large Cap',
  plan: 'Direct',
  option: 'Growth',
  ter,
  terAsOf: ter === null ? null : '01-11-2026',
})

describe('the search results: ?sort=ter and ?terMax', () => {
  // In relevance order, as the server ranks them.
  const funds = [hit(1, 1.2), hit(2, null), hit(3, 0.45), hit(4, 2.1), hit(5, 0.45), hit(6, null)]
  const codes = (hits: SchemeHit[]) => hits.map((h) => h.schemeCode)

  it('keeps relevance order (the same array) without either', () => {
    expect(arrangeFunds(funds, {})).toBe(funds)
  })

  it('sorts by TER, lowest first, ties and unknown TERs in relevance order, unknown ones last', () => {
    expect(codes(arrangeFunds(funds, { sort: 'ter' }))).toEqual([3, 5, 1, 4, 2, 6])
    // The answer itself is left as it is (it is the query cache's).
    expect(codes(funds)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('filters: only known TERs at most the ceiling, in relevance order unless sorted', () => {
    expect(codes(arrangeFunds(funds, { terMax: 1.2 }))).toEqual([1, 3, 5])
    expect(codes(arrangeFunds(funds, { terMax: 1.2, sort: 'ter' }))).toEqual([3, 5, 1])
    expect(arrangeFunds(funds, { terMax: 0.4 })).toEqual([])
  })

  it('reads ?sort and ?terMax from the address, dropping what it does not know', () => {
    expect(validateSearchPageSearch({ q: 'axis', sort: 'ter', terMax: 1 })).toStrictEqual({ q: 'axis', sort: 'ter', terMax: 1 })
    expect(validateSearchPageSearch({ q: 'axis', sort: 'return1Y', terMax: 7 })).toStrictEqual({ q: 'axis', sort: undefined, terMax: undefined })
    expect(validateSearchPageSearch({})).toStrictEqual({ q: undefined, sort: undefined, terMax: undefined })
  })
})
