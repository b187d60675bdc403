import { describe, expect, it } from 'vitest'
import { COMPARE_OVERFLOW_MESSAGE, describeIgnored, parseCompareCodes, validateCompareSearch } from '@/features/compare/compare-codes'
import { MAX_COMPARE, compareCodesValue } from '@/features/compare/compare-store'

describe('parseCompareCodes', () => {
  it('reads a comma list of scheme codes in the order written', () => {
    expect(parseCompareCodes('119551,120503')).toEqual({ codes: [119551, 120503], ignored: [], overflow: [] })
    // The router hands a single code over as a number.
    expect(parseCompareCodes(119551)).toEqual({ codes: [119551], ignored: [], overflow: [] })
    expect(parseCompareCodes(undefined)).toEqual({ codes: [], ignored: [], overflow: [] })
  })

  it('drops duplicates, blanks and spaces silently', () => {
    expect(parseCompareCodes(' 119551 ,,120503,119551, ')).toEqual({ codes: [119551, 120503], ignored: [], overflow: [] })
  })

  it('keeps the first four of five and reports the fifth', () => {
    const parsed = parseCompareCodes('1,2,3,4,5')
    expect(parsed.codes).toEqual([1, 2, 3, 4])
    expect(parsed.codes).toHaveLength(MAX_COMPARE)
    expect(parsed.overflow).toEqual([5])
  })

  it('counts four distinct codes even when duplicates come first', () => {
    expect(parseCompareCodes('1,1,2,2,3,4,5,6').codes).toEqual([1, 2, 3, 4])
  })

  it('reports junk as written: letters, signs, decimals, zero, leading zeros, too many digits', () => {
    const parsed = parseCompareCodes('abc,-5,1.5,0,0123,1234567890,12x,119551')
    expect(parsed.codes).toEqual([119551])
    expect(parsed.ignored).toEqual(['abc', '-5', '1.5', '0', '0123', '1234567890', '12x'])
  })
})

describe('validateCompareSearch', () => {
  it('keeps codes as written and the period like the fund page', () => {
    expect(validateCompareSearch({ codes: '1,2', period: '1Y' })).toEqual({ codes: '1,2', period: '1Y' })
    expect(validateCompareSearch({ codes: 7, period: 'nope' })).toEqual({ codes: 7, period: undefined })
    expect(validateCompareSearch({})).toEqual({ codes: undefined, period: undefined })
  })

  it('joins repeated keys and turns other JSON into text the parser reports', () => {
    expect(validateCompareSearch({ codes: [1, 2] }).codes).toBe('1,2')
    expect(parseCompareCodes(validateCompareSearch({ codes: true }).codes).ignored).toEqual(['true'])
    expect(parseCompareCodes(validateCompareSearch({ codes: { a: 1 } }).codes).ignored).toEqual(['{"a":1}'])
  })
})

describe('compareCodesValue', () => {
  it('writes one code as a number, several as a comma list, none as no parameter', () => {
    expect(compareCodesValue([119551])).toBe(119551)
    expect(compareCodesValue([119551, 120503])).toBe('119551,120503')
    expect(compareCodesValue([])).toBeUndefined()
  })

  it('round-trips through the parser', () => {
    expect(parseCompareCodes(compareCodesValue([3, 1, 2])).codes).toEqual([3, 1, 2])
  })
})

describe('messages', () => {
  it('names the ignored parts and the limit', () => {
    expect(describeIgnored(['abc'])).toBe('"abc" in the address is not a scheme code and was left out.')
    expect(describeIgnored(['abc', '-5'])).toBe('"abc", "-5" in the address are not scheme codes and were left out.')
    expect(describeIgnored(['x'.repeat(40)])).toContain(`"${'x'.repeat(23)}…"`)
    expect(COMPARE_OVERFLOW_MESSAGE).toBe('Only 4 funds can be compared; showing the first 4.')
  })
})
