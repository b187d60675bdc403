/** What a TER takes in rupees (common/figures/costs.ts), against figures worked out by hand. */
import { describe, expect, it } from 'vitest'
import { ASSUMED_GROWTH, COST_PRINCIPAL, COST_YEARS, costGrowth, costOverYears, terGap, yearlyCost } from '../../../common/figures/costs.ts'

describe('yearlyCost', () => {
  it('is ₹1,00,000 × TER / 100', () => {
    expect(COST_PRINCIPAL).toBe(100_000)
    expect(yearlyCost(1.02)).toBeCloseTo(1020, 9)
    expect(yearlyCost(0.77)).toBeCloseTo(770, 9)
    expect(yearlyCost(0)).toBe(0)
  })

  it('scales with the sum', () => {
    expect(yearlyCost(1.5, 10_000)).toBeCloseTo(150, 9)
  })
})

describe('costOverYears', () => {
  it('is the sum grown at (return + TER) minus grown at the return, over 10 years', () => {
    expect(COST_YEARS).toBe(10)
    // 1,00,000 × (1.11^10 − 1.10^10) = 1,00,000 × (2.8394209871 − 2.5937424601) = 24,567.85
    expect(costOverYears(1, 10)).toBeCloseTo(24_567.85, 2)
    // At no growth the TER alone compounds: 1,00,000 × (1.01^10 − 1) = 10,462.21
    expect(costOverYears(1, 0)).toBeCloseTo(10_462.21, 2)
    // A falling fund still pays: 1,00,000 × (0.96^10 − 0.95^10) = 6,609.57
    expect(costOverYears(1, -5)).toBeCloseTo(6_609.57, 2)
  })

  it('is more than ten years of the yearly cost while the fund grows: the charges would have grown too', () => {
    expect(costOverYears(1.02, 12)!).toBeGreaterThan(10 * yearlyCost(1.02))
  })

  it('is nothing for a TER of zero, and takes its sum and years', () => {
    expect(costOverYears(0, 12)).toBe(0)
    // 10,000 × (1.11^5 − 1.10^5) = 10,000 × (1.6850581551 − 1.61051) = 745.48
    expect(costOverYears(1, 10, 10_000, 5)).toBeCloseTo(745.48, 2)
  })

  it('is null where the growth is −100 % or worse, or the TER not a number', () => {
    expect(costOverYears(1, -100)).toBeNull()
    expect(costOverYears(1, -120)).toBeNull()
    expect(costOverYears(Number.NaN, 10)).toBeNull()
  })
})

describe('costGrowth', () => {
  it("is the fund's own 5-year CAGR when it has one", () => {
    expect(costGrowth(12.34)).toEqual({ rate: 12.34, assumed: false })
    expect(costGrowth(-3)).toEqual({ rate: -3, assumed: false })
    expect(costGrowth(0)).toEqual({ rate: 0, assumed: false })
  })

  it('is the assumed 10 % a year without one', () => {
    expect(ASSUMED_GROWTH).toBe(10)
    expect(costGrowth(null)).toEqual({ rate: 10, assumed: true })
    expect(costGrowth(undefined)).toEqual({ rate: 10, assumed: true })
    expect(costGrowth(Number.NaN)).toEqual({ rate: 10, assumed: true })
  })
})

describe('terGap', () => {
  it('is the difference in points, to two decimals without floating-point dust', () => {
    expect(1.62 - 0.77).not.toBe(0.85)
    expect(terGap(1.62, 0.77)).toBe(0.85)
    expect(terGap(0.77, 1.62)).toBe(-0.85)
    expect(terGap(2.02, 1.02)).toBe(1)
    expect(terGap(1, 1)).toBe(0)
  })
})
