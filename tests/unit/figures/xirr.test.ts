/** XIRR (common/figures/xirr.ts), Actual/365 as Excel computes it. */
import { describe, expect, it } from 'vitest'
import { daysBetween } from '../../../common/figures/dates.ts'
import { xirr, type CashFlow } from '../../../common/figures/xirr.ts'

const flows = (...pairs: [string, number][]): CashFlow[] => pairs.map(([date, amount]) => ({ date, amount }))

/** sum amount / (1 + r)^(days/365), r a fraction. */
const npv = (cash: CashFlow[], r: number) => cash.reduce((sum, f) => sum + f.amount / Math.pow(1 + r, daysBetween(cash[0]!.date, f.date) / 365), 0)

describe('xirr', () => {
  // Excel's documented XIRR example: =XIRR(values, dates) = 0.373362535 (37.34 %).
  const excel = flows(['2008-01-01', -10000], ['2008-03-01', 2750], ['2008-10-30', 4250], ['2009-02-15', 3250], ['2009-04-01', 2750])

  it("matches Excel's documented example, 37.336253 %", () => {
    const rate = xirr(excel)!
    expect(Math.abs(rate - 37.336253)).toBeLessThan(1e-4)
    expect(Math.abs(npv(excel, rate / 100))).toBeLessThan(1e-6)
  })

  it('does not depend on the order of the flows', () => {
    const shuffled = [excel[3]!, excel[0]!, excel[4]!, excel[2]!, excel[1]!]
    expect(xirr(shuffled)).toBeCloseTo(xirr(excel)!, 8)
  })

  it('a doubling in exactly 365 days is 100 %', () => {
    expect(xirr(flows(['2025-01-01', -100], ['2026-01-01', 200]))).toBeCloseTo(100, 8)
  })

  it('a halving in 365 days is -50 %', () => {
    expect(xirr(flows(['2025-01-01', -100], ['2026-01-01', 50]))).toBeCloseTo(-50, 8)
  })

  it('a doubling over 730 days is sqrt(2) - 1 = 41.42135623730951 % a year', () => {
    expect(xirr(flows(['2024-01-01', -100], ['2025-12-31', 200]))).toBeCloseTo(41.42135623730951, 8)
  })

  it('is null without a sign change or with fewer than 2 flows', () => {
    expect(xirr(flows(['2025-01-01', -100], ['2025-06-01', -100], ['2026-01-01', -50]))).toBeNull()
    expect(xirr(flows(['2025-01-01', 100], ['2026-01-01', 50]))).toBeNull()
    expect(xirr(flows(['2025-01-01', -100]))).toBeNull()
    expect(xirr([])).toBeNull()
    expect(xirr(flows(['2025-01-01', 0], ['2026-01-01', 0]))).toBeNull()
  })

  it('finds a very large rate by widening the bracket beyond 1000 %', () => {
    // Doubling in 30 days: (1 + r)^(30/365) = 2 -> r = 2^(365/30) - 1 = 4596.60454987519 (459,660.45 %).
    const rate = xirr(flows(['2025-01-01', -100], ['2025-01-31', 200]))!
    expect(rate / 100).toBeCloseTo(Math.pow(2, 365 / 30) - 1, 6)
  })

  it('terminates with null when the rate lies beyond the bracket', () => {
    // Doubling in 5 days: r = 2^73 - 1, far past 1e6; and a thousandfold in one day.
    const started = Date.now()
    expect(xirr(flows(['2025-01-01', -100], ['2025-01-06', 200]))).toBeNull()
    expect(xirr(flows(['2025-01-01', -1], ['2025-01-02', 1000]))).toBeNull()
    // Almost everything lost within a day: below -99.99 % a year.
    expect(xirr(flows(['2025-01-01', -100], ['2025-01-02', 1e-9]))).toBeNull()
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('is null when every flow falls on one day (no time for a rate; any rate solves -100 + 100)', () => {
    expect(xirr(flows(['2025-01-01', -100], ['2025-01-01', 100]))).toBeNull()
    expect(xirr(flows(['2025-01-01', -100], ['2025-01-01', 150]))).toBeNull()
  })
})
