/** Holdings' value and XIRR, and the cost of a Regular plan (common/portfolio/valuation.ts). */
import { describe, expect, it } from 'vitest'
import { type NavPoint } from '../../../common/figures/returns.ts'
import { regularPlanCost, valuePortfolio } from '../../../common/portfolio/valuation.ts'
import { points } from '../figures/series.ts'
import { tx } from './transactions.ts'

const navs = (...pairs: [number, string, number][]) => new Map<number, NavPoint>(pairs.map(([code, date, nav]) => [code, { date, nav }]))

describe('valuePortfolio', () => {
  it('₹10,000 grown to ₹11,000 in the 365 days of 2023 is 10 %', () => {
    // 1,000 units at 10 on 2023-01-01, NAV 11 on 2024-01-01: value 11,000.
    const { holdings, total } = valuePortfolio([tx('p', 'purchase', '2023-01-01', 1000, 10_000)], navs([100, '2024-01-01', 11]))
    expect(holdings[0]).toMatchObject({ units: 1000, invested: 10_000, value: 11_000, gain: 1000, realisedGain: 0, dividendsPaid: 0 })
    expect(holdings[0]!.xirr).toBeCloseTo(10, 8)
    expect(total).toMatchObject({ invested: 10_000, value: 11_000, gain: 1000, asOf: '2024-01-01' })
    expect(total.xirr).toBeCloseTo(10, 8)
  })

  it('a reinvested dividend opens a lot but is no cash flow', () => {
    // 1,000 units for ₹10,000 on 2023-01-01; ₹500 reinvested as 50 units (NAV 10) on 2023-07-01.
    // NAV 10.5 on 2024-01-01: units 1,050, value 11,025; invested 10,000 + 500 = 10,500; gain 525.
    // XIRR of -10,000 @2023-01-01 and +11,025 @2024-01-01 (365 days): 10.25 %.
    const { holdings } = valuePortfolio(
      [tx('p', 'purchase', '2023-01-01', 1000, 10_000), tx('r', 'dividend-reinvest', '2023-07-01', 50, 500)],
      navs([100, '2024-01-01', 10.5]),
    )
    const h = holdings[0]!
    expect([h.units, h.invested, h.value, h.gain, h.dividendsPaid]).toEqual([1050, 10_500, 11_025, 525, 0])
    expect(h.xirr).toBeCloseTo(10.25, 8)
  })

  it('a dividend paid out is a cash inflow and moves no units', () => {
    // 1,000 units for ₹10,000 on 2023-01-01; ₹500 paid out on 2023-07-02 (day 182); NAV 10.5 on 2024-01-01
    // (day 365): value 10,500, invested 10,000, gain 500.
    // XIRR of -10,000 @0, +500 @182, +10,500 @365: r = 10.2507189912468 % (bisection outside this code).
    const { holdings } = valuePortfolio(
      [tx('p', 'purchase', '2023-01-01', 1000, 10_000), tx('d', 'dividend-payout', '2023-07-02', 0, 500)],
      navs([100, '2024-01-01', 10.5]),
    )
    const h = holdings[0]!
    expect([h.units, h.invested, h.value, h.gain, h.dividendsPaid]).toEqual([1000, 10_000, 10_500, 500, 500])
    expect(h.xirr).toBeCloseTo(10.2507189912468, 6)
    const r = h.xirr! / 100
    const pv = -10_000 + 500 / Math.pow(1 + r, 182 / 365) + 10_500 / Math.pow(1 + r, 365 / 365)
    expect(Math.abs(pv)).toBeLessThan(1e-6)
  })

  it('a switch is a flow of each holding; in the total the two legs offset', () => {
    // A: 1,000 units for ₹10,000 on 2023-01-01, all switched out for ₹10,500 on 2023-07-02 (182 days).
    // B: switched in, 500 units at 21 = ₹10,500; NAV 22 on 2024-01-01 (183 days later): value 11,000.
    // A's XIRR: 1.05^(365/182) - 1 = 10.279559542169903 %; B's: (11,000 / 10,500)^(365/183) - 1 = 9.722670996147876 %.
    // Total: -10,000 @2023-01-01 and +11,000 @2024-01-01 once the legs cancel: 10 %.
    const { holdings, total } = valuePortfolio(
      [
        tx('p', 'purchase', '2023-01-01', 1000, 10_000),
        tx('so', 'switch-out', '2023-07-02', 1000, 10_500),
        tx('si', 'switch-in', '2023-07-02', 500, 10_500, { schemeCode: 200 }),
      ],
      navs([100, '2024-01-01', 11], [200, '2024-01-01', 22]),
    )
    const [a, b] = holdings
    expect([a!.units, a!.invested, a!.value, a!.realisedGain]).toEqual([0, 0, 0, 500])
    expect(a!.xirr).toBeCloseTo(10.279559542169903, 6)
    expect([b!.units, b!.invested, b!.value, b!.gain]).toEqual([500, 10_500, 11_000, 500])
    expect(b!.xirr).toBeCloseTo(9.722670996147876, 6)
    expect(total).toMatchObject({ invested: 10_500, value: 11_000, gain: 500, realisedGain: 500 })
    expect(total.xirr).toBeCloseTo(10, 6)
  })

  it('partial redemption: invested is the FIFO cost of the units left', () => {
    // 100 units for ₹1,000 (2023-01-02), 100 for ₹1,500 (2023-06-01); 150 redeemed for ₹2,400 on 2024-01-02:
    // all of lot 1 and 50 of lot 2 (cost 1,000 + 750 = 1,750), realised 650. Left: 50 units costing 750.
    const { holdings } = valuePortfolio(
      [tx('a', 'purchase', '2023-01-02', 100, 1000), tx('b', 'purchase', '2023-06-01', 100, 1500), tx('s', 'redemption', '2024-01-02', 150, 2400)],
      navs([100, '2024-03-01', 17]),
    )
    expect(holdings[0]).toMatchObject({ units: 50, invested: 750, value: 850, gain: 100, realisedGain: 650 })
  })

  it('a holding without a NAV is named and left out of the total', () => {
    // Holding 100 is the 10 % case; holding 200 has units and no NAV.
    const { holdings, total, missingNav } = valuePortfolio(
      [tx('p', 'purchase', '2023-01-01', 1000, 10_000), tx('q', 'purchase', '2023-01-01', 10, 500, { schemeCode: 200 })],
      navs([100, '2024-01-01', 11]),
    )
    expect(holdings[1]).toMatchObject({ units: 10, invested: 500, value: null, gain: null, xirr: null })
    expect(missingNav).toEqual(['F1|200'])
    expect(total).toMatchObject({ invested: 10_500, value: 11_000, gain: 1000 })
    expect(total.xirr).toBeCloseTo(10, 8)
  })

  it('passes on the FIFO problems', () => {
    const { problems } = valuePortfolio([tx('s', 'redemption', '2024-01-02', 5, 50)], navs())
    expect(problems.map((p) => [p.kind, p.transactionId])).toEqual([['oversold', 's']])
  })
})

describe('regularPlanCost', () => {
  // Regular and Direct NAVs of one scheme and option (2023-07-01 is a Saturday).
  const regular = points(['2023-01-02', 10], ['2023-07-03', 11], ['2023-10-03', 11.5], ['2024-01-01', 12], ['2024-01-02', 12.1])
  const direct = points(['2023-01-02', 20], ['2023-07-03', 22], ['2023-10-03', 23.5], ['2024-01-01', 25])

  it('replays purchases in Direct and redeems the same fraction of the Direct units', () => {
    // 2023-01-02 ₹12,000: Regular 1,200 units at 10; Direct 12,000 / 20 = 600 units.
    // 2023-07-01 ₹11,000: Regular 1,000 units; Direct at the first NAV on or after, 2023-07-03's 22: 500 units.
    // 2023-10-03 redeem 550 of 2,200 Regular units = 1/4: Direct 1,100 x 3/4 = 825 units left; Regular 1,650.
    // asOf: the earlier last date, 2024-01-01 (Direct's). Regular 1,650 x 12 = 19,800; Direct 825 x 25 = 20,625.
    const result = regularPlanCost(
      [
        tx('a', 'purchase', '2023-01-02', 1200, 12_000),
        tx('b', 'purchase', '2023-07-01', 1000, 11_000),
        tx('s', 'redemption', '2023-10-03', 550, 6325),
      ],
      regular,
      direct,
    )
    expect(result).not.toBeNull()
    expect(result!.asOf).toBe('2024-01-01')
    expect(result!.regularValue).toBeCloseTo(19_800, 8)
    expect(result!.directValue).toBeCloseTo(20_625, 8)
    expect(result!.cost).toBeCloseTo(825, 8)
  })

  it('a reinvested dividend adds the same fraction of Direct units; a payout none', () => {
    // 1,200 Regular units (Direct 600); 2023-07-03 reinvest 60 units = 5 %: Direct 630; payout moves nothing.
    // Regular 1,260 x 12 = 15,120; Direct 630 x 25 = 15,750; cost 630.
    const result = regularPlanCost(
      [
        tx('a', 'purchase', '2023-01-02', 1200, 12_000),
        tx('r', 'dividend-reinvest', '2023-07-03', 60, 660),
        tx('d', 'dividend-payout', '2023-10-03', 0, 100),
      ],
      regular,
      direct,
    )!
    expect(result.regularValue).toBeCloseTo(15_120, 8)
    expect(result.directValue).toBeCloseTo(15_750, 8)
    expect(result.cost).toBeCloseTo(630, 8)
  })

  it('a holding sold in full costs nothing now', () => {
    const result = regularPlanCost(
      [tx('a', 'purchase', '2023-01-02', 1200, 12_000), tx('s', 'redemption', '2023-10-03', 1200, 13_800)],
      regular,
      direct,
    )!
    expect([result.regularValue, result.directValue, result.cost]).toEqual([0, 0, 0])
  })

  it('transactions after asOf wait for both series', () => {
    // 2024-01-02 has a Regular NAV but no Direct one yet: that purchase is left out on both sides.
    const result = regularPlanCost([tx('a', 'purchase', '2023-01-02', 1200, 12_000), tx('b', 'purchase', '2024-01-02', 100, 1210)], regular, direct)!
    expect(result.asOf).toBe('2024-01-01')
    expect(result.regularValue).toBeCloseTo(14_400, 8) // 1,200 x 12
    expect(result.directValue).toBeCloseTo(15_000, 8) // 600 x 25
  })

  it('null when the Direct series starts after the first transaction, or a series is empty', () => {
    const purchases = [tx('a', 'purchase', '2023-01-02', 1200, 12_000)]
    expect(regularPlanCost(purchases, regular, direct.slice(1))).toBeNull()
    expect(regularPlanCost(purchases, regular, [])).toBeNull()
    expect(regularPlanCost(purchases, [], direct)).toBeNull()
    expect(regularPlanCost([], regular, direct)).toBeNull()
  })
})
