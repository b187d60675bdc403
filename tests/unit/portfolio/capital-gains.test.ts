/** Capital gains of FIFO pieces under the dated rules (common/portfolio/capital-gains.ts). */
import { describe, expect, it } from 'vitest'
import { equityLtcgHeadroom, realisedGainsByFy, unrealisedGains, type GainsOptions } from '../../../common/portfolio/capital-gains.ts'
import { fifoLots } from '../../../common/portfolio/lots.ts'
import { type PortfolioTransaction } from '../../../common/portfolio/transaction.ts'
import { tx } from './transactions.ts'

const EQUITY = 100
const OTHER = 200
const DEBT = 300
const categories: Record<number, { category: string; subcategory: string }> = {
  [EQUITY]: { category: 'Equity', subcategory: 'Large Cap' },
  [OTHER]: { category: 'Other', subcategory: 'FoF Domestic' },
  [DEBT]: { category: 'Debt', subcategory: 'Short Duration' },
}
const options: GainsOptions = { categoryOf: (code) => categories[code] }

/** The realised pieces of `transactions`, all FYs together. */
function realised(transactions: PortfolioTransaction[], opts: GainsOptions = options) {
  return realisedGainsByFy(fifoLots(transactions).holdings, opts).flatMap((fy) => fy.pieces)
}

/** 100 units bought for ₹1,000 on `buy`, all sold for `proceeds` on `sell`, in `schemeCode`. */
function roundTrip(schemeCode: number, buy: string, sell: string, proceeds: number) {
  const pieces = realised([tx('p', 'purchase', buy, 100, 1000, { schemeCode }), tx('s', 'redemption', sell, 100, proceeds, { schemeCode })])
  expect(pieces).toHaveLength(1)
  return pieces[0]!
}

describe('holding periods and rates at their edges', () => {
  it('equity: exactly 12 months is short-term, a day more long-term', () => {
    // 2023-01-15 + 12 months = 2024-01-15. Gain 1,200 - 1,000 = 200 either way; STCG 15 %, LTCG 10 %.
    expect(roundTrip(EQUITY, '2023-01-15', '2024-01-15', 1200)).toMatchObject({
      term: 'short',
      rate: 15,
      gain: 200,
      taxClass: 'equity',
      holdingPeriodEnd: '2024-01-15',
    })
    expect(roundTrip(EQUITY, '2023-01-15', '2024-01-16', 1200)).toMatchObject({
      term: 'long',
      rate: 10,
      gain: 200,
      taxClass: 'equity',
      holdingPeriodEnd: '2024-01-15',
    })
  })

  it('equity STCG: the same lot sold on 22 Jul 2024 is at 15 %, on 23 Jul 2024 at 20 %', () => {
    expect(roundTrip(EQUITY, '2024-01-10', '2024-07-22', 1200)).toMatchObject({ term: 'short', rate: 15, gain: 200 })
    expect(roundTrip(EQUITY, '2024-01-10', '2024-07-23', 1200)).toMatchObject({ term: 'short', rate: 20, gain: 200 })
  })

  it('equity LTCG: 10 % to 22 Jul 2024, 12.5 % from 23 Jul 2024', () => {
    expect(roundTrip(EQUITY, '2022-01-10', '2024-07-22', 1500)).toMatchObject({ term: 'long', rate: 10, gain: 500 })
    expect(roundTrip(EQUITY, '2022-01-10', '2024-07-23', 1500)).toMatchObject({ term: 'long', rate: 12.5, gain: 500 })
  })

  it('other: held 30 months is short-term on 22 Jul 2024 (36-month rule) and long-term on 23 Jul 2024 (24-month rule)', () => {
    // Bought 2022-01-10: 24 months end 2024-01-10, 36 months 2025-01-10.
    const before = roundTrip(OTHER, '2022-01-10', '2024-07-22', 1300)
    expect(before).toMatchObject({ taxClass: 'other', term: 'short', rate: null, gain: 300 })
    const after = roundTrip(OTHER, '2022-01-10', '2024-07-23', 1300)
    expect(after).toMatchObject({ taxClass: 'other', term: 'long', rate: 12.5, gain: 300 })
    expect(after.rule.indexation).toBe(false)
  })

  it('other: 36 months to the day is short, a day more long at 20 % indexed (before 23 Jul 2024)', () => {
    expect(roundTrip(OTHER, '2020-07-22', '2023-07-22', 1300)).toMatchObject({ term: 'short', rate: null })
    const long = roundTrip(OTHER, '2020-07-22', '2023-07-23', 1300)
    expect(long).toMatchObject({ term: 'long', rate: 20 })
    expect(long.rule.indexation).toBe(true)
  })

  it('other: 24 months to the day is short, a day more long (from 23 Jul 2024)', () => {
    expect(roundTrip(OTHER, '2023-01-10', '2025-01-10', 1300)).toMatchObject({ term: 'short', rate: null })
    expect(roundTrip(OTHER, '2023-01-10', '2025-01-11', 1300)).toMatchObject({ term: 'long', rate: 12.5 })
  })

  it('debt bought on 31 Mar 2023 is long-term after 24 months; bought on 1 Apr 2023 never (s.50AA)', () => {
    // Both sold 2025-06-02. 2023-03-31 + 24 months = 2025-03-31 < 2025-06-02: long, 12.5 %.
    expect(roundTrip(DEBT, '2023-03-31', '2025-06-02', 1150)).toMatchObject({ taxClass: 'other', term: 'long', rate: 12.5, gain: 150 })
    expect(roundTrip(DEBT, '2023-04-01', '2025-06-02', 1150)).toMatchObject({
      taxClass: 'debt-2023',
      term: 'short',
      rate: null,
      gain: 150,
      holdingPeriodEnd: null,
    })
    // Ten years later, still short-term.
    expect(roundTrip(DEBT, '2023-04-01', '2033-06-02', 2000)).toMatchObject({ taxClass: 'debt-2023', term: 'short' })
  })

  it('the visitor overrides the class of a holding; an unknown scheme is other', () => {
    // An equity scheme overridden to `other`: held 18 months, short-term under the 24-month rule.
    const overridden = realised([tx('p', 'purchase', '2024-01-10', 100, 1000), tx('s', 'redemption', '2025-07-10', 100, 1200)], {
      ...options,
      overrides: new Map([['F1|100', 'other']]),
    })
    expect(overridden[0]).toMatchObject({ taxClass: 'other', term: 'short' })
    const unknown = realised([
      tx('p', 'purchase', '2024-01-10', 100, 1000, { schemeCode: 999 }),
      tx('s', 'redemption', '2025-07-10', 100, 1200, { schemeCode: 999 }),
    ])
    expect(unknown[0]).toMatchObject({ taxClass: 'other', term: 'short' })
  })
})

describe('grandfathering (s.55(2)(ac)): cost = max(cost, min(NAV 31 Jan 2018 x units, sale value))', () => {
  // 100 units bought 2017-06-01 for ₹1,000, sold 2019-06-03 for ₹1,500: long-term equity at 10 %.
  const sale = (nav31Jan: number | undefined) =>
    realised([tx('p', 'purchase', '2017-06-01', 100, 1000), tx('s', 'redemption', '2019-06-03', 100, 1500)], {
      ...options,
      nav31Jan2018: () => nav31Jan,
    })[0]!

  it('31 Jan 2018 value above cost and below the sale: that value is the cost', () => {
    // NAV 12: 1,200; max(1,000, min(1,200, 1,500)) = 1,200; gain 1,500 - 1,200 = 300.
    expect(sale(12)).toMatchObject({ cost: 1000, costOfAcquisition: 1200, gain: 300, grandfathering: 'applied', term: 'long', rate: 10 })
  })

  it('31 Jan 2018 value above the sale: the sale value is the cost, no gain', () => {
    // NAV 16: 1,600; max(1,000, min(1,600, 1,500)) = 1,500; gain 0 (not a loss).
    expect(sale(16)).toMatchObject({ costOfAcquisition: 1500, gain: 0, grandfathering: 'applied' })
  })

  it('31 Jan 2018 value below the cost: the cost stands', () => {
    // NAV 8: 800; max(1,000, min(800, 1,500)) = 1,000; gain 500.
    expect(sale(8)).toMatchObject({ costOfAcquisition: 1000, gain: 500, grandfathering: 'applied' })
  })

  it('no NAV given: the cost stands, flagged', () => {
    expect(sale(undefined)).toMatchObject({ costOfAcquisition: 1000, gain: 500, grandfathering: 'nav-missing' })
    const [fy] = realisedGainsByFy(
      fifoLots([tx('p', 'purchase', '2017-06-01', 100, 1000), tx('s', 'redemption', '2019-06-03', 100, 1500)]).holdings,
      options,
    )
    expect(fy!.grandfatheringNavMissing).toEqual([EQUITY])
  })

  it('only units bought on or before 31 Jan 2018, and only long-term gains', () => {
    const nav31Jan2018 = () => 12
    const bought31Jan = realised([tx('p', 'purchase', '2018-01-31', 100, 1000), tx('s', 'redemption', '2019-02-01', 100, 1500)], {
      ...options,
      nav31Jan2018,
    })
    expect(bought31Jan[0]).toMatchObject({ term: 'long', costOfAcquisition: 1200, grandfathering: 'applied' })
    const bought1Feb = realised([tx('p', 'purchase', '2018-02-01', 100, 1000), tx('s', 'redemption', '2019-02-04', 100, 1500)], {
      ...options,
      nav31Jan2018,
    })
    expect(bought1Feb[0]).toMatchObject({ term: 'long', costOfAcquisition: 1000, grandfathering: 'not-eligible' })
    // Short-term (s.111A): bought 2018-01-30, sold 2018-12-03, cost paid.
    const short = realised([tx('p', 'purchase', '2018-01-30', 100, 1000), tx('s', 'redemption', '2018-12-03', 100, 1500)], {
      ...options,
      nav31Jan2018,
    })
    expect(short[0]).toMatchObject({ term: 'short', rate: 15, costOfAcquisition: 1000, grandfathering: 'not-eligible' })
    // Sold before 1 Apr 2018: exempt, nothing to grandfather.
    const exempt = realised([tx('p', 'purchase', '2016-01-04', 100, 1000), tx('s', 'redemption', '2018-03-28', 100, 1500)], {
      ...options,
      nav31Jan2018,
    })
    expect(exempt[0]).toMatchObject({ term: 'long', rate: 0, costOfAcquisition: 1000, grandfathering: 'not-eligible' })
  })
})

describe('realisedGainsByFy', () => {
  // Equity, 2022-01-10: 300 units for ₹3,000 (₹10 a unit). Sold 100 units on 2024-03-31 (₹1,400), 100 on
  // 2024-04-01 (₹1,500), 50 on 2024-07-22 (₹800) and 50 on 2024-07-23 (₹850); all long-term.
  // Debt 2023-05-02: 100 units for ₹1,000, sold 2024-04-01 for ₹1,050: debt-2023, short, slab.
  const transactions = [
    tx('e', 'purchase', '2022-01-10', 300, 3000),
    tx('s1', 'redemption', '2024-03-31', 100, 1400),
    tx('s2', 'redemption', '2024-04-01', 100, 1500),
    tx('s3', 'redemption', '2024-07-22', 50, 800),
    tx('s4', 'redemption', '2024-07-23', 50, 850),
    tx('d', 'purchase', '2023-05-02', 100, 1000, { schemeCode: DEBT }),
    tx('ds', 'redemption', '2024-04-01', 100, 1050, { schemeCode: DEBT }),
  ]
  const years = realisedGainsByFy(fifoLots(transactions).holdings, options)

  it('splits at 31 March / 1 April, oldest year first', () => {
    expect(years.map((y) => [y.fy, y.label])).toEqual([
      ['2023-24', 'FY 2023-24'],
      ['2024-25', 'FY 2024-25'],
    ])
    // FY 2023-24: 1,400 - 1,000 = 400 long-term.
    expect([years[0]!.shortTerm, years[0]!.longTerm]).toEqual([0, 400])
    expect(years[0]!.equityLtcgExemption).toBe(100_000)
    // FY 2024-25: equity 500 + (800 - 500) + (850 - 500) = 500 + 300 + 350 = 1,150 long; debt 50 short.
    const fy25 = years[1]!
    expect([fy25.shortTerm, fy25.longTerm]).toEqual([50, 1150])
    expect(fy25.byClass).toEqual({
      equity: { shortTerm: 0, longTerm: 1150 },
      'debt-2023': { shortTerm: 50, longTerm: 0 },
      other: { shortTerm: 0, longTerm: 0 },
    })
    expect(fy25.equityLtcgExemption).toBe(125_000)
    expect(fy25.pieces.map((p) => p.saleTransactionId)).toEqual(['s2', 'ds', 's3', 's4'])
  })

  it('groups the gain by rate: FY 2024-25 has equity LTCG at 10 % and at 12.5 %', () => {
    // 10 %: sales of 1 Apr (500) and 22 Jul (300) = 800; 12.5 %: 23 Jul, 350.
    expect(years[1]!.byRate).toEqual([
      { taxClass: 'equity', term: 'long', rate: 10, indexation: false, gain: 800 },
      { taxClass: 'equity', term: 'long', rate: 12.5, indexation: false, gain: 350 },
      { taxClass: 'debt-2023', term: 'short', rate: null, indexation: false, gain: 50 },
    ])
  })

  it('nets a loss into its class and term', () => {
    const [fy] = realisedGainsByFy(
      fifoLots([
        tx('a', 'purchase', '2024-01-10', 100, 1000),
        tx('b', 'purchase', '2024-02-12', 100, 1200),
        tx('s', 'redemption', '2024-06-10', 200, 2100), // a: 1,050 - 1,000 = +50; b: 1,050 - 1,200 = -150
      ]).holdings,
      options,
    )
    expect(fy!.pieces.map((p) => p.gain)).toEqual([50, -150])
    expect(fy!.shortTerm).toBe(-100)
  })
})

describe('unrealisedGains', () => {
  it('open lots as if sold at the latest NAV on its date, and when each turns long-term', () => {
    // Equity: 100 units for ₹1,000 on 2024-01-10, 50 for ₹600 on 2025-03-03; NAV 14 on 2025-06-02.
    //   lot 1: 1,400 - 1,000 = 400, long (past 2025-01-10), 12.5 %; long-term from 2025-01-11.
    //   lot 2:   700 -   600 = 100, short, 20 %; long-term from 2026-03-04.
    // Scheme 200 has no NAV: left out, named.
    const holdings = fifoLots([
      tx('a', 'purchase', '2024-01-10', 100, 1000),
      tx('b', 'purchase', '2025-03-03', 50, 600),
      tx('x', 'purchase', '2025-03-03', 10, 100, { schemeCode: OTHER }),
    ]).holdings
    const result = unrealisedGains(holdings, new Map([[EQUITY, { date: '2025-06-02', nav: 14 }]]), options)
    expect(result.pieces.map((p) => [p.buyTransactionId, p.sellDate, p.proceeds, p.gain, p.term, p.rate, p.longTermOn])).toEqual([
      ['a', '2025-06-02', 1400, 400, 'long', 12.5, '2025-01-11'],
      ['b', '2025-06-02', 700, 100, 'short', 20, '2026-03-04'],
    ])
    expect([result.shortTerm, result.longTerm]).toEqual([100, 400])
    expect(result.missingNav).toEqual(['F1|200'])
  })

  it('a debt-2023 lot never turns long-term', () => {
    const holdings = fifoLots([tx('d', 'purchase', '2023-05-02', 100, 1000, { schemeCode: DEBT })]).holdings
    const result = unrealisedGains(holdings, new Map([[DEBT, { date: '2026-01-02', nav: 11.5 }]]), options)
    expect(result.pieces[0]).toMatchObject({ taxClass: 'debt-2023', term: 'short', longTermOn: null, gain: 150 })
  })
})

describe('equityLtcgHeadroom', () => {
  it('the year’s exemption less what is booked, never below 0', () => {
    expect(equityLtcgHeadroom('2025-26', 40_000)).toBe(85_000) // 1,25,000 - 40,000
    expect(equityLtcgHeadroom('2024-25', 125_000)).toBe(0)
    expect(equityLtcgHeadroom('2024-25', 200_000)).toBe(0)
    expect(equityLtcgHeadroom('2023-24', 40_000)).toBe(60_000) // 1,00,000 - 40,000
    // A net loss booked is set off first.
    expect(equityLtcgHeadroom('2025-26', -10_000)).toBe(135_000)
    expect(equityLtcgHeadroom('2017-18', 1_000_000)).toBe(Infinity)
  })
})
