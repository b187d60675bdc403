/** The whole "My investments" computation in one call (common/portfolio/report.ts), on hand-built portfolios. */
import { describe, expect, it } from 'vitest'
import { type NavPoint } from '../../../common/figures/returns.ts'
import { EMPTY_PORTFOLIO, type PortfolioDocument } from '../../../common/portfolio/portfolio-document.ts'
import { computePortfolioReport, figuresOf, type ReportScheme } from '../../../common/portfolio/report.ts'
import { type SipSeries } from '../../../common/portfolio/sip-series.ts'
import { points, SIP_SAMPLE_SERIES } from '../figures/series.ts'
import { tx } from './transactions.ts'

const LARGE_CAP = { category: 'Equity', subcategory: 'Large Cap' }
const LIQUID = { category: 'Debt', subcategory: 'Liquid' }

const scheme = (schemeCode: number, series: readonly NavPoint[], extra: Partial<ReportScheme> = {}): [number, ReportScheme] => [
  schemeCode,
  { schemeCode, series: [...series], category: LARGE_CAP, directCode: null, ...extra },
]
const doc = (extra: Partial<PortfolioDocument>): PortfolioDocument => ({ ...EMPTY_PORTFOLIO, ...extra })
const sip = (extra: Partial<SipSeries>): SipSeries => ({ id: 'S1', folio: 'F1', schemeCode: 100, amount: 1000, day: 5, from: '2026-01-01', to: null, ...extra })

describe('SIP series', () => {
  // SIP_SAMPLE_SERIES: day 5 from 2026-01-01 buys 100 units at 10 (01-05), 80 at 12.5 (02-06, the 02-05
  // holiday's next NAV) and 125 at 8 (03-05); the last NAV is 11 on 03-23.
  const schemes = new Map([scheme(100, SIP_SAMPLE_SERIES)])

  it('installments are valued like any purchase, at the last NAV of the series', () => {
    const report = computePortfolioReport({ document: doc({ sips: [sip({})] }), schemes, today: '2026-03-25' })
    expect(report.transactions.map((t) => [t.id, t.date, t.units])).toEqual([
      ['S1:2026-01-05', '2026-01-05', 100],
      ['S1:2026-02-05', '2026-02-06', 80],
      ['S1:2026-03-05', '2026-03-05', 125],
    ])
    // 305 units x 11 = 3,355 for 3,000.
    expect(report.valuation.holdings).toHaveLength(1)
    expect(report.valuation.holdings[0]).toMatchObject({ key: 'F1|100', units: 305, invested: 3000, value: 3355, gain: 355, nav: { date: '2026-03-23', nav: 11 } })
    expect(report.valuation.total.asOf).toBe('2026-03-23')
    expect(report.sipProblems).toEqual({})
  })

  it('are merged with the entered transactions before FIFO', () => {
    // A redemption of 150 units for 1,500 on 03-20 takes the 01-05 lot (100 units, 1,000) and 50 of the
    // 02-06 lot's 80 (cost 50 x 12.5 = 625): gain 1,500 - 1,625 = -125, short-term. Left: 30 units of
    // 02-06 (375) and 125 of 03-05 (1,000): 155 units, invested 1,375, value 155 x 11 = 1,705.
    const redemption = tx('r', 'redemption', '2026-03-20', 150, 1500)
    const report = computePortfolioReport({ document: doc({ transactions: [redemption], sips: [sip({})] }), schemes, today: '2026-03-25' })
    expect(report.transactions.map((t) => t.id)).toEqual(['S1:2026-01-05', 'S1:2026-02-05', 'S1:2026-03-05', 'r'])
    const [h] = report.valuation.holdings
    expect(h!.units).toBeCloseTo(155, 10)
    expect(h!.invested).toBeCloseTo(1375, 10)
    expect(h!.value).toBeCloseTo(1705, 10)
    expect(h!.realisedGain).toBeCloseTo(-125, 10)
    expect(report.realised.map((fy) => fy.fy)).toEqual(['2025-26'])
    expect(report.realised[0]!.shortTerm).toBeCloseTo(-125, 10)
    expect(report.realised[0]!.pieces.map((p) => [p.buyTransactionId, p.units, p.cost])).toEqual([
      ['S1:2026-01-05', 100, 1000],
      ['S1:2026-02-05', 50, 625],
    ])
  })

  it('a SIP with no series, or with no installment priced yet, is a problem, not a purchase', () => {
    const sips = [
      sip({}),
      sip({ id: 'S2', schemeCode: 300 }),
      // The first installment, 03-24, is after the last NAV (03-23).
      sip({ id: 'S3', from: '2026-03-24' }),
      sip({ id: 'S4', schemeCode: 400 }),
    ]
    const withEmpty = new Map([...schemes, scheme(400, [])])
    const report = computePortfolioReport({ document: doc({ sips }), schemes: withEmpty, today: '2026-03-25' })
    expect(Object.keys(report.sipProblems).sort()).toEqual(['S2', 'S3', 'S4'])
    expect(report.sipProblems.S2).toMatch(/NAV history .* not available/)
    expect(report.sipProblems.S4).toMatch(/NAV history .* not available/)
    expect(report.sipProblems.S3).toMatch(/No installment has a NAV yet/)
    expect(report.transactions).toHaveLength(3)
  })

  it('a series whose dates are no calendar dates is a problem, and the rest is still computed', () => {
    const report = computePortfolioReport({ document: doc({ sips: [sip({}), sip({ id: 'S2', from: '2026-02-30' })] }), schemes, today: '2026-03-25' })
    expect(report.sipProblems).toEqual({ S2: expect.stringMatching(/not calendar dates/) })
    expect(report.valuation.total.value).toBe(3355)
  })
})

describe('valuation, gains, classes and the LTCG headroom', () => {
  // F1 buys 1,000 units of the equity fund 100 for 10,000 on 2024-01-10 and sells 400 for 6,000 on
  // 2025-06-02 (FY 2025-26): cost 4,000, a long-term gain of 2,000. F2 buys 100 units for 1,500 on
  // 2025-06-02, its class overridden to `other`. F1 also buys 50 units of the liquid fund 200 for 5,000 on
  // 2025-01-15 (a specified-fund lot: short-term whatever the period).
  // Last NAVs: 100 at 20 on 2026-03-20, 200 at 110 on 2026-03-20.
  const schemes = new Map([
    scheme(100, points(['2024-01-10', 10], ['2025-06-02', 15], ['2026-03-20', 20])),
    scheme(200, points(['2025-01-15', 100], ['2026-03-20', 110]), { category: LIQUID }),
  ])
  const document = doc({
    transactions: [
      tx('b1', 'purchase', '2024-01-10', 1000, 10_000),
      tx('s1', 'redemption', '2025-06-02', 400, 6000),
      tx('b2', 'purchase', '2025-06-02', 100, 1500, { folio: 'F2' }),
      tx('b3', 'purchase', '2025-01-15', 50, 5000, { schemeCode: 200 }),
    ],
    overrides: { 'F2|100': 'other' },
  })
  const report = computePortfolioReport({ document, schemes, today: '2026-03-25' })

  it('values every holding at its scheme’s last NAV', () => {
    // F1|100: 600 x 20 = 12,000 for 6,000. F2|100: 100 x 20 = 2,000 for 1,500. F1|200: 50 x 110 = 5,500 for 5,000.
    const byKey = Object.fromEntries(report.valuation.holdings.map((h) => [h.key, [h.units, h.invested, h.value, h.gain]]))
    expect(byKey).toEqual({ 'F1|100': [600, 6000, 12_000, 6000], 'F2|100': [100, 1500, 2000, 500], 'F1|200': [50, 5000, 5500, 500] })
    expect(report.valuation.total).toMatchObject({ invested: 12_500, value: 19_500, gain: 7000, realisedGain: 2000, asOf: '2026-03-20' })
    expect(report.valuation.missingNav).toEqual([])
  })

  it('classes each holding by its category, or by the visitor’s override', () => {
    expect(report.classes).toEqual({
      'F1|100': { taxClass: 'equity', overridden: false, defaultClass: 'equity' },
      'F2|100': { taxClass: 'other', overridden: true, defaultClass: 'equity' },
      'F1|200': { taxClass: 'debt', overridden: false, defaultClass: 'debt' },
    })
  })

  it('realised gains by FY, unrealised gains by class and term', () => {
    expect(report.realised).toHaveLength(1)
    expect(report.realised[0]).toMatchObject({ fy: '2025-26', label: 'FY 2025-26', shortTerm: 0, longTerm: 2000 })
    expect(report.realised[0]!.byClass.equity).toEqual({ shortTerm: 0, longTerm: 2000 })
    // Open lots as if sold on 2026-03-20: F1|100 long-term equity 6,000 (held > 12 months); F2|100 `other`
    // held < 24 months, short-term 500; F1|200 `debt-2023`, short-term 500.
    expect(report.unrealised.byClass).toEqual({
      equity: { shortTerm: 0, longTerm: 6000 },
      'debt-2023': { shortTerm: 500, longTerm: 0 },
      other: { shortTerm: 500, longTerm: 0 },
    })
  })

  it('the headroom of the FY of today: ₹1.25 lakh less the equity LTCG booked', () => {
    expect(report.headroom).toEqual({
      fy: '2025-26',
      label: 'FY 2025-26',
      exemption: 125_000,
      realisedEquityLtcg: 2000,
      remaining: 123_000,
      unrealisedEquityLtcg: 6000,
    })
  })

  it('nothing booked in the FY of today: the whole exemption is left', () => {
    const next = computePortfolioReport({ document, schemes, today: '2026-04-01' })
    expect(next.headroom).toMatchObject({ fy: '2026-27', label: 'FY 2026-27', realisedEquityLtcg: 0, remaining: 125_000, unrealisedEquityLtcg: 6000 })
  })

  it('a holding whose scheme has no NAV is left out of the value, not valued at 0', () => {
    const without = computePortfolioReport({ document, schemes: new Map([...schemes].filter(([code]) => code !== 200)), today: '2026-03-25' })
    expect(without.valuation.missingNav).toEqual(['F1|200'])
    expect(without.valuation.total.value).toBe(14_000)
    expect(without.unrealised.missingNav).toEqual(['F1|200'])
  })
})

describe('grandfathering: the NAV of 31 Jan 2018 itself', () => {
  // 100 units bought for 1,000 on 2017-06-01, all sold for 1,500 on 2019-01-02 (long-term, FY 2018-19):
  // with a NAV of 12 on 2018-01-31 the cost is max(1,000, min(12 x 100, 1,500)) = 1,200, the gain 300.
  const document = doc({ transactions: [tx('b', 'purchase', '2017-06-01', 100, 1000), tx('s', 'redemption', '2019-01-02', 100, 1500)] })
  const sale = (series: NavPoint[]) => computePortfolioReport({ document, schemes: new Map([scheme(100, series)]), today: '2019-01-10' }).realised[0]!

  it('applies the NAV published on 31 Jan 2018', () => {
    const fy = sale(points(['2017-06-01', 10], ['2018-01-30', 11.9], ['2018-01-31', 12], ['2018-02-01', 12.1], ['2019-01-02', 15]))
    expect(fy.fy).toBe('2018-19')
    expect(fy.pieces[0]).toMatchObject({ costOfAcquisition: 1200, gain: 300, grandfathering: 'applied', term: 'long' })
    expect(fy.grandfatheringNavMissing).toEqual([])
  })

  it('without a NAV that day, keeps the cost paid and says so (no other day’s NAV stands in)', () => {
    const fy = sale(points(['2017-06-01', 10], ['2018-01-30', 11.9], ['2018-02-01', 12.1], ['2019-01-02', 15]))
    expect(fy.pieces[0]).toMatchObject({ costOfAcquisition: 1000, gain: 500, grandfathering: 'nav-missing' })
    expect(fy.grandfatheringNavMissing).toEqual([100])
  })
})

describe('what a Regular plan has cost', () => {
  // ₹1,000 on 2025-01-01 buys 100 Regular units at 10, or 50 Direct units at 20. On 2026-01-01 Regular is
  // at 11 (1,100), Direct at 22.5 (1,125): Regular has cost 25.
  const regular = points(['2025-01-01', 10], ['2026-01-01', 11])
  const direct = points(['2025-01-01', 20], ['2026-01-01', 22.5])

  it('per Regular holding with both series; none without the Direct series or a Direct code', () => {
    const schemes = new Map([
      scheme(100, regular, { directCode: 101 }),
      scheme(101, direct),
      scheme(300, regular, { directCode: 301 }), // the Direct plan's history failed to load
      scheme(500, regular), // a Direct plan held: nothing to compare
    ])
    const transactions = [100, 300, 500].map((schemeCode) => tx(`b${schemeCode}`, 'purchase', '2025-01-01', 100, 1000, { schemeCode }))
    const report = computePortfolioReport({ document: doc({ transactions }), schemes, today: '2026-01-05' })
    expect(report.regularCosts).toEqual({ 'F1|100': { regularValue: 1100, directValue: 1125, cost: 25, asOf: '2026-01-01' } })
    // The Direct plan's series is for the comparison only: it is not a holding.
    expect(report.valuation.holdings.map((h) => h.key)).toEqual(['F1|100', 'F1|300', 'F1|500'])
  })
})

describe('an empty portfolio', () => {
  it('is all zeros, with the whole exemption left', () => {
    const report = computePortfolioReport({ document: EMPTY_PORTFOLIO, schemes: new Map(), today: '2026-03-25' })
    expect(report.transactions).toEqual([])
    expect(report.valuation.total).toMatchObject({ invested: 0, value: 0, gain: 0, xirr: null, asOf: null })
    expect(report.realised).toEqual([])
    expect(report.headroom).toMatchObject({ remaining: 125_000, realisedEquityLtcg: 0, unrealisedEquityLtcg: 0 })
  })
})

describe('the figures the page is sent (figuresOf)', () => {
  // Fund 100 at 10 then 12: buys 100 units on 2025-01-10 and 50 on 2025-02-10, sells 200 on 2025-03-10
  // (50 more than held: an oversold sale), then buys 30 on 2025-04-10, the one open lot.
  const schemes = new Map([scheme(100, points(['2025-01-10', 10], ['2025-04-10', 12]))])
  const document = doc({
    transactions: [
      tx('b1', 'purchase', '2025-01-10', 100, 1000),
      tx('b2', 'purchase', '2025-02-10', 50, 500),
      tx('s1', 'redemption', '2025-03-10', 200, 2400),
      tx('b3', 'purchase', '2025-04-10', 30, 360),
    ],
  })
  const report = computePortfolioReport({ document, schemes, today: '2025-04-20' })
  const figures = figuresOf(report)

  it('keeps every total and holding, drops the per-lot pieces and counts the open lots', () => {
    expect(figures.valuation).toBe(report.valuation)
    expect(figures.headroom).toBe(report.headroom)
    expect(figures.realised.map((fy) => [fy.label, fy.shortTerm, fy.longTerm])).toEqual(report.realised.map((fy) => [fy.label, fy.shortTerm, fy.longTerm]))
    expect(figures.realised.every((fy) => !('pieces' in fy))).toBe(true)
    expect('pieces' in figures.unrealised).toBe(false)
    expect(figures.unrealised.openLots).toBe(1)
    expect(figures.unrealised.shortTerm).toBe(report.unrealised.shortTerm)
    expect('transactions' in figures).toBe(false)
  })

  it('keeps the transactions a problem names, and only those', () => {
    expect(report.valuation.problems.map((p) => p.kind)).toEqual(['oversold'])
    expect(figures.problemTransactions.map((t) => t.id)).toEqual(['s1'])
  })
})
