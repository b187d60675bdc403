/** India's financial year, 1 April - 31 March (common/portfolio/financial-year.ts). */
import { describe, expect, it } from 'vitest'
import { financialYearEnd, financialYearLabel, financialYearOf, financialYearStart } from '../../../common/portfolio/financial-year.ts'

describe('financialYearOf', () => {
  it.each([
    ['2025-03-31', '2024-25'],
    ['2025-04-01', '2025-26'],
    ['2024-04-01', '2024-25'],
    ['2024-12-31', '2024-25'],
    ['2025-01-01', '2024-25'],
    // Century rollover: the second year's last two digits.
    ['1999-04-01', '1999-00'],
    ['2000-03-31', '1999-00'],
    ['2000-04-01', '2000-01'],
    ['2099-12-31', '2099-00'],
  ])('%s is in %s', (iso, fy) => expect(financialYearOf(iso)).toBe(fy))

  it('refuses a date that is not ISO', () => {
    expect(() => financialYearOf('31-03-2025')).toThrow(RangeError)
    expect(() => financialYearOf('2025-02-30')).toThrow(RangeError)
  })
})

describe('financialYearLabel', () => {
  it('is "FY " and the year', () => {
    expect(financialYearLabel('2024-25')).toBe('FY 2024-25')
    expect(financialYearLabel('1999-00')).toBe('FY 1999-00')
  })

  it('refuses what is not a financial year', () => {
    for (const bad of ['2024-26', '2024-2025', '24-25', '1999-100', '']) expect(() => financialYearLabel(bad)).toThrow(RangeError)
  })
})

describe('financialYearStart / financialYearEnd', () => {
  it('1 April to 31 March', () => {
    expect([financialYearStart('2024-25'), financialYearEnd('2024-25')]).toEqual(['2024-04-01', '2025-03-31'])
    expect([financialYearStart('1999-00'), financialYearEnd('1999-00')]).toEqual(['1999-04-01', '2000-03-31'])
  })

  it('round-trips with financialYearOf', () => {
    expect(financialYearOf(financialYearStart('2023-24'))).toBe('2023-24')
    expect(financialYearOf(financialYearEnd('2023-24'))).toBe('2023-24')
  })
})
