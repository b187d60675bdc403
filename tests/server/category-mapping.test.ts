import { describe, expect, it } from 'vitest'
import { filterCategories } from '../../common/contract/categories.ts'
import { mapAmfiGroup } from '../../server/ingest/category-mapping.ts'
import { resolvePlanOption } from '../../server/ingest/plan-option.ts'

describe('AMFI group -> (category, subcategory)', () => {
  it.each([
    ['Equity Scheme - Large Cap Fund', 'Equity', 'Large Cap'],
    ['Equity Schemes - Large Cap Fund', 'Equity', 'Large Cap'],
    ['Equity Scheme - Multi Cap Fund', 'Equity', 'Multi Cap'],
    ['Equity Schemes - Mid Cap Fund', 'Equity', 'Mid Cap'],
    ['Equity Scheme - Small Cap Fund', 'Equity', 'Small Cap'],
    ['Debt Scheme - Low Duration Fund', 'Debt', 'Low Duration'],
    ['Income/Debt Oriented Schemes - Ultra Short to Short Term Fund', 'Debt', 'Low Duration'],
    ['Debt Scheme - Medium Duration Fund', 'Debt', 'Medium Duration'],
    ['Income/Debt Oriented Schemes - Medium Term Fund', 'Debt', 'Medium Duration'],
    ['Debt Scheme - Dynamic Bond', 'Debt', 'Dynamic Bonds'],
    ['Income/Debt Oriented Schemes - Dynamic Term Fund', 'Debt', 'Dynamic Bonds'],
    ['Debt Scheme - Gilt Fund', 'Debt', 'Gilt'],
    ['Debt Scheme - Gilt Fund with 10 year constant duration', 'Debt', 'Gilt'],
    ['Income/Debt Oriented Schemes - 10-year Constant Maturity Gilt Fund', 'Debt', 'Gilt'],
    ['Income/Debt Oriented Schemes - Gilt Fund', 'Debt', 'Gilt'],
    ['Hybrid Scheme - Aggressive Hybrid Fund', 'Hybrid', 'Aggressive'],
    ['Hybrid Schemes - Conservative Hybrid Fund', 'Hybrid', 'Conservative'],
    ['Hybrid Schemes - Arbitrage Fund', 'Hybrid', 'Arbitrage'],
    ['Equity Scheme - ELSS', 'Equity', 'ELSS'],
    ['Equity Schemes - ELSS- Tax Saver Fund', 'Equity', 'ELSS'],
    ['Equity Scheme - Flexi Cap Fund', 'Equity', 'Flexi Cap'],
    ['Equity Schemes - Flexi Cap Fund', 'Equity', 'Flexi Cap'],
    ['Debt Scheme - Liquid Fund', 'Debt', 'Liquid'],
    ['Income/Debt Oriented Schemes - Liquid Fund', 'Debt', 'Liquid'],
    ['Income/Debt Oriented Schemes - Short Term Fund', 'Debt', 'Short Duration'],
    ['Income/Debt Oriented Schemes - Ultra Short Term Fund', 'Debt', 'Ultra Short Duration'],
    ['Income/Debt Oriented Schemes - Banking and PSU Debt Fund', 'Debt', 'Banking and PSU'],
    ['Income/Debt Oriented Schemes - Floating Interest Rates Fund', 'Debt', 'Floater'],
    ['Equity Schemes - Sectoral Fund', 'Equity', 'Sectoral/ Thematic'],
    ['Equity Schemes - Thematic Fund', 'Equity', 'Sectoral/ Thematic'],
    ['Hybrid Schemes - Balanced Advantage Fund/ Dynamic Asset Allocation', 'Hybrid', 'Dynamic Asset Allocation or Balanced Advantage'],
    ['Hybrid Scheme - Dynamic Asset Allocation or Balanced Advantage', 'Hybrid', 'Dynamic Asset Allocation or Balanced Advantage'],
    ['Solution Oriented Schemes ** - Retirement Fund', 'Solution Oriented', 'Retirement'],
    ['Other Scheme - Index Funds', 'Other', 'Index Funds'],
    ['Money Market', 'Debt', 'Money Market'],
    ['Income', 'Debt', 'Income'],
    ['ELSS', 'Equity', 'ELSS'],
    ['  Equity   Scheme -  Large Cap Fund ', 'Equity', 'Large Cap'],
  ])('%s', (group, category, subcategory) => {
    expect(mapAmfiGroup(group)).toEqual({ category, subcategory })
  })

  it('produces exactly the labels of the company page filter', () => {
    const produced = new Set(
      ['Equity Scheme - Multi Cap Fund', 'Equity Scheme - Large Cap Fund', 'Equity Scheme - Mid Cap Fund', 'Equity Scheme - Small Cap Fund',
        'Debt Scheme - Low Duration Fund', 'Debt Scheme - Medium Duration Fund', 'Debt Scheme - Dynamic Bond', 'Debt Scheme - Gilt Fund',
        'Hybrid Scheme - Aggressive Hybrid Fund', 'Hybrid Scheme - Conservative Hybrid Fund', 'Hybrid Scheme - Arbitrage Fund']
        .map((g) => { const m = mapAmfiGroup(g); return `${m.category}/${m.subcategory}` }),
    )
    const expected = Object.entries(filterCategories).flatMap(([c, subs]) => subs.map((s) => `${c}/${s}`))
    expect([...produced].sort()).toEqual(expected.sort())
  })
})

describe('plan and option', () => {
  it.each([
    ['X Fund - Direct Plan - Growth', undefined, undefined, 'Direct', 'Growth'],
    ['X Fund - Regular Plan - IDCW', undefined, undefined, 'Regular', 'IDCW'],
    ['X Fund - Direct - Daily Dividend', undefined, undefined, 'Direct', 'IDCW'],
    ['X Dividend Yield Fund - Regular Plan - Growth', undefined, undefined, 'Regular', 'Growth'],
    ['X Fund - Bonus', undefined, undefined, null, 'Bonus'],
    ['X Fund', 'Direct Plan', 'GROWTH', 'Direct', 'Growth'],
    ['X Fund', 'Direct Plan', 'Direct Growth', 'Direct', 'Growth'],
    ['X Fund', 'Regular Plan', 'IDCW Payout', 'Regular', 'IDCW'],
    ['X Fund', 'Direct Plan', 'Retail Plan Growth', 'Direct', 'Growth'],
    ['X Fund', 'Regular Plan', 'Income Distribution cum capital withdrawal', 'Regular', 'IDCW'],
    ['X Fund - Regular - Growth', '', '', 'Regular', 'Growth'],
  ])('%s / %s / %s', (name, plan, option, expectedPlan, expectedOption) => {
    expect(resolvePlanOption(name, plan, option)).toEqual({ plan: expectedPlan, option: expectedOption })
  })
})
