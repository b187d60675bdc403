/** FIFO lots per holding (common/portfolio/lots.ts). */
import { describe, expect, it } from 'vitest'
import { fifoLots, sortTransactions } from '../../../common/portfolio/lots.ts'
import { tx } from './transactions.ts'

describe('fifoLots', () => {
  // Folio F1, scheme 100:
  //   2023-01-10 buy 100 units for ₹1,000 (NAV 10)          lot a
  //   2023-06-10 buy  50 units for ₹600   (NAV 12)          lot b
  //   2023-09-10 dividend reinvested: 10 units for ₹130     lot c
  //   2024-02-10 redeem 120 units for ₹1,680 (NAV 14): all of a, 20 of b
  //   2024-05-10 switch 35 units out for ₹525 (NAV 15) into scheme 200: the 30 left of b, 5 of c
  // Scheme 200: 2024-05-10 switch-in 50 units for ₹525 (NAV 10.5).
  const transactions = [
    tx('b', 'purchase', '2023-06-10', 50, 600),
    tx('a', 'purchase', '2023-01-10', 100, 1000),
    tx('c', 'dividend-reinvest', '2023-09-10', 10, 130),
    tx('r', 'redemption', '2024-02-10', 120, 1680),
    tx('so', 'switch-out', '2024-05-10', 35, 525, { switchId: 's' }),
    tx('si', 'switch-in', '2024-05-10', 50, 525, { schemeCode: 200, switchId: 's' }),
    tx('d', 'dividend-payout', '2024-03-01', 0, 40),
  ]

  it('consumes the oldest lots first, splitting the last one touched', () => {
    const { holdings, problems } = fifoLots(transactions)
    expect(problems).toEqual([])
    expect(holdings.map((h) => h.key)).toEqual(['F1|100', 'F1|200'])
    const [first, second] = holdings
    // Redemption: a whole (cost 1,000; proceeds 1,680 x 100/120 = 1,400), 20 of b (cost 600 x 20/50 = 240;
    // proceeds 1,680 - 1,400 = 280).
    expect(first!.sales[0]!.pieces).toEqual([
      { buyTransactionId: 'a', buyDate: '2023-01-10', sellDate: '2024-02-10', units: 100, cost: 1000, proceeds: 1400 },
      { buyTransactionId: 'b', buyDate: '2023-06-10', sellDate: '2024-02-10', units: 20, cost: 240, proceeds: 280 },
    ])
    // Switch-out: the 30 left of b (cost 600 - 240 = 360; proceeds 525 x 30/35 = 450), 5 of c (cost 130 x
    // 5/10 = 65; proceeds 525 - 450 = 75).
    const switchOut = first!.sales[1]!
    expect(switchOut.kind).toBe('switch-out')
    expect(switchOut.pieces.map((p) => [p.buyTransactionId, p.units, p.proceeds])).toEqual([
      ['b', 30, 450],
      ['c', 5, 75],
    ])
    expect(switchOut.pieces[0]!.cost).toBeCloseTo(360, 10)
    expect(switchOut.pieces[1]!.cost).toBeCloseTo(65, 10)
    // Left: 5 units of c, cost 65 (13 a unit).
    expect(first!.openLots).toHaveLength(1)
    expect(first!.openLots[0]).toMatchObject({ transactionId: 'c', date: '2023-09-10', units: 5, costPerUnit: 13 })
    expect(first!.openLots[0]!.cost).toBeCloseTo(65, 10)
    // The switch-in opened a lot in scheme 200 at its own cost.
    expect(second!.openLots).toEqual([{ transactionId: 'si', date: '2024-05-10', units: 50, costPerUnit: 10.5, cost: 525 }])
    expect(second!.sales).toEqual([])
  })

  it('adds up: cost of open lots + cost of sold pieces = what was paid', () => {
    // 1,000 + 600 + 130 = 1,730 = 1,000 + 240 + 360 + 65 sold + 65 open.
    const [first] = fifoLots(transactions).holdings
    const sold = first!.sales.flatMap((s) => s.pieces).reduce((sum, p) => sum + p.cost, 0)
    const open = first!.openLots.reduce((sum, l) => sum + l.cost, 0)
    expect(sold + open).toBeCloseTo(1730, 10)
    // And each sale's proceeds are its pieces'.
    for (const sale of first!.sales) expect(sale.pieces.reduce((sum, p) => sum + p.proceeds, 0)).toBeCloseTo(sale.proceeds, 10)
  })

  it('keeps the holding transactions in FIFO order; a dividend paid out moves no units', () => {
    const [first] = fifoLots(transactions).holdings
    expect(first!.transactions.map((t) => t.id)).toEqual(['a', 'b', 'c', 'r', 'd', 'so'])
  })

  it('reads a purchase and a sale on one date as bought, then sold, whatever the order given', () => {
    const { holdings, problems } = fifoLots([tx('s', 'redemption', '2024-01-10', 10, 120), tx('p', 'purchase', '2024-01-10', 10, 100)])
    expect(problems).toEqual([])
    expect(holdings[0]!.sales[0]!.pieces).toEqual([
      { buyTransactionId: 'p', buyDate: '2024-01-10', sellDate: '2024-01-10', units: 10, cost: 100, proceeds: 120 },
    ])
    expect(sortTransactions([tx('s', 'switch-out', '2024-01-10', 1, 1), tx('p', 'dividend-reinvest', '2024-01-10', 1, 1)]).map((t) => t.id)).toEqual([
      'p',
      's',
    ])
  })

  it('treats a difference below 0.0005 units as rounding', () => {
    // 10.1234 bought, 10.1230 sold: 0.0004 left is rounding, the lot is consumed whole, cost and all.
    const whole = fifoLots([tx('p', 'purchase', '2024-01-10', 10.1234, 101.234), tx('s', 'redemption', '2024-02-10', 10.123, 111.353)])
    expect(whole.problems).toEqual([])
    expect(whole.holdings[0]!.openLots).toEqual([])
    expect(whole.holdings[0]!.sales[0]!.pieces).toEqual([
      { buyTransactionId: 'p', buyDate: '2024-01-10', sellDate: '2024-02-10', units: 10.1234, cost: 101.234, proceeds: 111.353 },
    ])
    // 10.0004 sold of 10 held: not oversold.
    const over = fifoLots([tx('p', 'purchase', '2024-01-10', 10, 100), tx('s', 'redemption', '2024-02-10', 10.0004, 110)])
    expect(over.problems).toEqual([])
    expect(over.holdings[0]!.sales[0]!.pieces[0]).toMatchObject({ units: 10, cost: 100, proceeds: 110 })
    // 0.001 left is a lot.
    const left = fifoLots([tx('p', 'purchase', '2024-01-10', 10, 100), tx('s', 'redemption', '2024-02-10', 9.999, 110)])
    expect(left.holdings[0]!.openLots).toHaveLength(1)
    expect(left.holdings[0]!.openLots[0]!.units).toBeCloseTo(0.001, 10)
    expect(left.holdings[0]!.openLots[0]!.cost).toBeCloseTo(0.01, 10)
  })

  it('reports a sale of more units than held, matching what it can', () => {
    // 10 held, 15 sold for ₹180 (12 a unit): 10 matched (cost 100, proceeds 120); 5 units and ₹60 unmatched.
    const { holdings, problems } = fifoLots([tx('p', 'purchase', '2024-01-10', 10, 100), tx('s', 'redemption', '2024-02-10', 15, 180)])
    expect(holdings[0]!.sales[0]!.pieces).toEqual([
      { buyTransactionId: 'p', buyDate: '2024-01-10', sellDate: '2024-02-10', units: 10, cost: 100, proceeds: 120 },
    ])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ kind: 'oversold', transactionId: 's', holding: 'F1|100' })
    const problem = problems[0] as { unitsShort: number; proceedsUnmatched: number }
    expect(problem.unitsShort).toBeCloseTo(5, 10)
    expect(problem.proceedsUnmatched).toBeCloseTo(60, 10)
  })

  it('reports a sale with nothing held, and a purchase of no units', () => {
    const { holdings, problems } = fifoLots([tx('s', 'redemption', '2024-02-10', 5, 60), tx('p', 'purchase', '2024-03-10', 0, 100)])
    expect(problems).toEqual([
      { kind: 'oversold', transactionId: 's', holding: 'F1|100', unitsShort: 5, proceedsUnmatched: 60 },
      { kind: 'no-units', transactionId: 'p', holding: 'F1|100' },
    ])
    expect(holdings[0]!.sales[0]!.pieces).toEqual([])
    expect(holdings[0]!.openLots).toEqual([])
  })

  it('keeps folios apart: one scheme in two folios is two holdings', () => {
    const { holdings, problems } = fifoLots([
      tx('p1', 'purchase', '2024-01-10', 10, 100),
      tx('s2', 'redemption', '2024-02-10', 5, 60, { folio: 'F2' }),
    ])
    expect(holdings.map((h) => h.key)).toEqual(['F1|100', 'F2|100'])
    expect(problems.map((p) => p.transactionId)).toEqual(['s2'])
  })
})
