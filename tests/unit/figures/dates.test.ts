/** ISO date helpers of the figures (common/figures/dates.ts): UTC calendar arithmetic on yyyy-mm-dd. */
import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, daysInMonth, dmyToIso, isoToDmy, isValidIso, minusMonths, minusYears } from '../../../common/figures/dates.ts'

describe('isValidIso', () => {
  it.each(['2026-10-09', '2024-02-29', '2000-02-29', '1999-12-31'])('accepts %s', (text) => expect(isValidIso(text)).toBe(true))
  it.each(['2026-02-29', '1900-02-29', '2026-02-31', '2026-13-01', '2026-00-10', '2026-04-31', '2026-2-3', '09-10-2026', '2026-10-09T00:00', '', 'abcd-ef-gh'])(
    'refuses %j',
    (text) => expect(isValidIso(text)).toBe(false),
  )
})

describe('daysInMonth', () => {
  it('knows the Gregorian leap years', () => {
    expect([daysInMonth(2026, 2), daysInMonth(2024, 2), daysInMonth(1900, 2), daysInMonth(2000, 2)]).toEqual([28, 29, 28, 29])
    expect([daysInMonth(2026, 1), daysInMonth(2026, 4), daysInMonth(2026, 12)]).toEqual([31, 30, 31])
  })
})

describe('addDays', () => {
  it.each([
    ['2026-10-09', -7, '2026-10-02'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-10-09', 0, '2026-10-09'],
    // 2026-03-29 is the EU's DST switch: UTC arithmetic has no 23-hour day.
    ['2026-03-28', 2, '2026-03-30'],
    ['2020-01-01', 366, '2021-01-01'],
  ])('%s + %i = %s', (iso, n, expected) => expect(addDays(iso, n)).toBe(expected))

  it('throws on text that is not an ISO date instead of answering NaN', () => {
    expect(() => addDays('09-10-2026', 1)).toThrow(RangeError)
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError)
  })
})

describe('minusMonths', () => {
  it.each([
    ['2026-05-31', 3, '2026-02-28'],
    ['2024-05-31', 3, '2024-02-29'],
    ['2026-03-31', 1, '2026-02-28'],
    ['2026-10-09', 1, '2026-09-09'],
    ['2026-10-31', 1, '2026-09-30'],
    ['2026-01-15', 1, '2025-12-15'],
    ['2026-02-28', 6, '2025-08-28'],
    ['2026-01-31', 13, '2024-12-31'],
    ['2026-01-31', -1, '2026-02-28'],
  ])('%s - %i months = %s', (iso, n, expected) => expect(minusMonths(iso, n)).toBe(expected))
})

describe('minusYears', () => {
  it.each([
    ['2026-10-09', 1, '2025-10-09'],
    ['2024-02-29', 1, '2023-02-28'],
    ['2024-02-29', 4, '2020-02-29'],
    ['2028-02-29', 3, '2025-02-28'],
    ['2026-12-31', 10, '2016-12-31'],
    ['2023-02-28', -1, '2024-02-28'],
  ])('%s - %i years = %s', (iso, n, expected) => expect(minusYears(iso, n)).toBe(expected))
})

describe('daysBetween', () => {
  it('counts b - a in whole days, across leap days and backwards', () => {
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365)
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366)
    expect(daysBetween('2026-10-09', '2026-10-02')).toBe(-7)
    expect(daysBetween('2026-10-09', '2026-10-09')).toBe(0)
    // 2026-03-29 and 2026-10-25 are DST switches in Europe: no 23/25-hour rounding drift.
    expect(daysBetween('2026-03-01', '2026-11-01')).toBe(245)
  })
})

describe('dd-mm-yyyy <-> yyyy-mm-dd', () => {
  it('rearranges ISO into the wire format', () => {
    expect(isoToDmy('2026-10-09')).toBe('09-10-2026')
    expect(isoToDmy('2024-02-29')).toBe('29-02-2024')
  })

  it('reads dd-mm-yyyy into ISO', () => {
    expect(dmyToIso('09-10-2026')).toBe('2026-10-09')
    expect(dmyToIso('29-02-2024')).toBe('2024-02-29')
    expect(dmyToIso(isoToDmy('1999-12-31'))).toBe('1999-12-31')
  })

  it.each(['31-02-2026', '29-02-2026', '00-01-2026', '15-13-2026', '9-10-2026', '2026-10-09', '09/10/2026', ' 09-10-2026', ''])(
    'gives null for %j',
    (text) => expect(dmyToIso(text)).toBeNull(),
  )
})
