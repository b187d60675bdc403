/** The dated capital-gains table (common/portfolio/tax-rules.ts). */
import { describe, expect, it } from 'vitest'
import {
  defaultTaxClass,
  equityLtcgExemption,
  rateText,
  rulesOn,
  TAX_RULES,
  taxClassOfLot,
  type TaxClass,
} from '../../../common/portfolio/tax-rules.ts'

describe('rulesOn', () => {
  it('equity: STCG 15 % to 22 Jul 2024, 20 % from 23 Jul; LTCG 10 % -> 12.5 %', () => {
    const before = rulesOn('2024-07-22', 'equity')
    const after = rulesOn('2024-07-23', 'equity')
    expect([before.shortTermRate, before.longTermRate, before.ltcgExemption, before.longTermAfterMonths]).toEqual([15, 10, 100_000, 12])
    expect([after.shortTermRate, after.longTermRate, after.ltcgExemption, after.longTermAfterMonths]).toEqual([20, 12.5, 125_000, 12])
  })

  it('equity: LTCG exempt until 31 Mar 2018 (s.10(38)), 10 % over ₹1 lakh from 1 Apr 2018 (s.112A)', () => {
    const exempt = rulesOn('2018-03-31', 'equity')
    expect([exempt.longTermRate, exempt.ltcgExemption, exempt.grandfathering]).toEqual([0, null, false])
    const taxed = rulesOn('2018-04-01', 'equity')
    expect([taxed.longTermRate, taxed.ltcgExemption, taxed.grandfathering]).toEqual([10, 100_000, true])
  })

  it('equity: STCG 10 % before 1 Apr 2008, 15 % from it', () => {
    expect(rulesOn('2008-03-31', 'equity').shortTermRate).toBe(10)
    expect(rulesOn('2008-04-01', 'equity').shortTermRate).toBe(15)
  })

  it('other: 12 -> 36 months after 10 Jul 2014, 36 -> 24 months and 20 % indexed -> 12.5 % from 23 Jul 2024', () => {
    expect(rulesOn('2014-07-10', 'other').longTermAfterMonths).toBe(12)
    expect(rulesOn('2014-07-11', 'other').longTermAfterMonths).toBe(36)
    const before = rulesOn('2024-07-22', 'other')
    const after = rulesOn('2024-07-23', 'other')
    expect([before.longTermAfterMonths, before.shortTermRate, before.longTermRate, before.indexation]).toEqual([36, null, 20, true])
    expect([after.longTermAfterMonths, after.shortTermRate, after.longTermRate, after.indexation]).toEqual([24, null, 12.5, false])
  })

  it('debt-2023: never long-term, slab', () => {
    for (const date of ['2023-04-01', '2024-07-23', '2030-01-01']) {
      const rule = rulesOn(date, 'debt-2023')
      expect([rule.longTermAfterMonths, rule.shortTermRate, rule.longTermRate]).toEqual([null, null, null])
    }
  })

  it('a sale before the table starts gets its first row', () => {
    expect(rulesOn('2001-06-01', 'equity').from).toBe('2004-10-01')
  })

  it('every row cites its law, one row per class and date', () => {
    const seen = new Set<string>()
    for (const rule of TAX_RULES) {
      expect(rule.source.length).toBeGreaterThan(40)
      const key = `${rule.taxClass}|${rule.from}`
      expect(seen.has(key), key).toBe(false)
      seen.add(key)
    }
  })
})

describe('equityLtcgExemption', () => {
  it('is the threshold of the year: ₹1.25 lakh for all of FY 2024-25', () => {
    expect(equityLtcgExemption('2024-25')).toBe(125_000)
    expect(equityLtcgExemption('2025-26')).toBe(125_000)
    expect(equityLtcgExemption('2023-24')).toBe(100_000)
    expect(equityLtcgExemption('2018-19')).toBe(100_000)
  })

  it('is unlimited while equity LTCG was wholly exempt', () => {
    expect(equityLtcgExemption('2017-18')).toBe(Infinity)
  })
})

describe('defaultTaxClass', () => {
  it.each([
    ['Equity', 'Large Cap', 'equity'],
    ['Equity', 'ELSS', 'equity'],
    ['ELSS', 'ELSS', 'equity'],
    ['Equity', 'Sectoral/ Thematic', 'equity'],
    ['Hybrid', 'Aggressive', 'equity'],
    ['Hybrid', 'Arbitrage', 'equity'],
    ['Hybrid', 'Equity Savings', 'equity'],
    ['Debt', 'Liquid', 'debt'],
    ['Debt', 'Gilt', 'debt'],
    ['Hybrid', 'Conservative', 'debt'],
    ['Hybrid', 'Balanced Hybrid', 'other'],
    ['Hybrid', 'Dynamic Asset Allocation or Balanced Advantage', 'other'],
    ['Hybrid', 'Multi Asset Allocation', 'other'],
    ['Other', 'Index Funds', 'other'],
    ['Other', 'Gold ETF', 'other'],
    ['Other', 'FoF Overseas', 'other'],
    ['Solution Oriented', 'Retirement', 'other'],
    ['Something new', 'Something', 'other'],
  ] as const)('%s / %s -> %s', (category, subcategory, expected) => {
    expect(defaultTaxClass({ category, subcategory })).toBe(expected)
  })
})

describe('taxClassOfLot', () => {
  it('debt bought before 1 Apr 2023 is other, from it debt-2023 (s.50AA)', () => {
    expect(taxClassOfLot('debt', '2023-03-31')).toBe('other')
    expect(taxClassOfLot('debt', '2023-04-01')).toBe('debt-2023')
  })

  it('equity and other keep their class whenever bought', () => {
    const classes: TaxClass[] = [taxClassOfLot('equity', '2023-04-01'), taxClassOfLot('other', '2023-04-01'), taxClassOfLot('other', '2010-01-01')]
    expect(classes).toEqual(['equity', 'other', 'other'])
  })
})

describe('rateText', () => {
  it('percent, exempt or slab', () => {
    expect([rateText(12.5), rateText(20), rateText(0), rateText(null)]).toEqual(['12.5 %', '20 %', 'exempt', 'slab rate'])
  })
})
