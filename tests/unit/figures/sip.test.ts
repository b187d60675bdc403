/** The SIP calculator (common/figures/sip.ts) on a hand-built series. */
import { describe, expect, it } from 'vitest'
import { sipInstallmentDates, sipResult } from '../../../common/figures/sip.ts'
import { SIP_SAMPLE_SERIES, weekdays } from './series.ts'

describe('sipInstallmentDates', () => {
  it('one date a month on the day, while on or before `to`', () => {
    expect(sipInstallmentDates('2026-01-10', '2026-04-10', 28)).toEqual(['2026-01-28', '2026-02-28', '2026-03-28'])
  })

  it("starts the next month when the day is before `from`'s day", () => {
    expect(sipInstallmentDates('2026-01-29', '2026-03-31', 28)).toEqual(['2026-02-28', '2026-03-28'])
  })

  it('includes `from` itself and `to` itself', () => {
    expect(sipInstallmentDates('2026-01-28', '2026-04-28', 28)).toEqual(['2026-01-28', '2026-02-28', '2026-03-28', '2026-04-28'])
    expect(sipInstallmentDates('2026-01-28', '2026-04-27', 28)).toEqual(['2026-01-28', '2026-02-28', '2026-03-28'])
  })

  it('crosses a year end', () => {
    expect(sipInstallmentDates('2025-11-15', '2026-02-15', 1)).toEqual(['2025-12-01', '2026-01-01', '2026-02-01'])
    expect(sipInstallmentDates('2025-11-15', '2026-02-15', 15)).toEqual(['2025-11-15', '2025-12-15', '2026-01-15', '2026-02-15'])
  })

  it('is empty when the first date is after `to`, or `from` after `to`', () => {
    expect(sipInstallmentDates('2026-03-06', '2026-03-31', 5)).toEqual([])
    expect(sipInstallmentDates('2026-05-01', '2026-03-31', 5)).toEqual([])
  })

  it("a day past a month's end (a default taken from a `from` on the 29th..31st) falls on the month's last day", () => {
    expect(sipInstallmentDates('2024-01-31', '2024-04-30', 31)).toEqual(['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30'])
    expect(sipInstallmentDates('2026-01-30', '2026-03-30', 30)).toEqual(['2026-01-30', '2026-02-28', '2026-03-30'])
  })

  it('refuses a day that is no day of a month, and dates that are not ISO', () => {
    expect(() => sipInstallmentDates('2026-01-01', '2026-12-31', 0)).toThrow(RangeError)
    expect(() => sipInstallmentDates('2026-01-01', '2026-12-31', 32)).toThrow(RangeError)
    expect(() => sipInstallmentDates('2026-01-01', '2026-12-31', 5.5)).toThrow(RangeError)
    expect(() => sipInstallmentDates('2026-01-01', '31-12-2026', 5)).toThrow(RangeError)
  })
})

describe('sipResult', () => {
  // 2026-02-05 (Thursday) is a holiday: no NAV. 2026-03-21/22 is a weekend.
  const series = SIP_SAMPLE_SERIES

  it('three installments computed by hand', () => {
    // Day 5 (from `from`): 2026-01-05, 2026-02-05, 2026-03-05, all on or before `to` = Sun 2026-03-22.
    //   01-05 buys at 10            -> 1000 / 10   = 100 units
    //   02-05 is a holiday, buys at the next NAV, 02-06 at 12.5 -> 1000 / 12.5 =  80 units
    //   03-05 buys at 8             -> 1000 / 8    = 125 units
    // asOf = the NAV on or before Sunday 03-22 = Friday 03-20 at 10 (03-23 is after `to`).
    // units 305; invested 3 x 1000 = 3000; value 305 x 10 = 3050; gain 50.
    // xirr of -1000 @01-05, -1000 @02-06, -1000 @03-05, +3050 @03-20 (days 0, 32, 59, 74):
    //   -1000 - 1000/(1+r)^(32/365) - 1000/(1+r)^(59/365) + 3050/(1+r)^(74/365) = 0 -> r = 14.776680818548826 %
    //   (found by bisection outside this code).
    const result = sipResult(series, { amount: 1000, from: '2026-01-05', to: '2026-03-22' })!
    expect(result.schedule).toEqual([
      { date: '2026-01-05', nav: 10, units: 100 },
      { date: '2026-02-06', nav: 12.5, units: 80 },
      { date: '2026-03-05', nav: 8, units: 125 },
    ])
    expect(result.installments).toBe(3)
    expect(result.invested).toBe(3000)
    expect(result.units).toBe(305)
    expect(result.value).toBe(3050)
    expect(result.gain).toBe(50)
    expect(result.asOf).toBe('2026-03-20')
    expect(result.xirr).toBeCloseTo(14.776680818548826, 6)
    // And the rate zeroes the flows' present value.
    const r = result.xirr! / 100
    const pv = -1000 - 1000 / Math.pow(1 + r, 32 / 365) - 1000 / Math.pow(1 + r, 59 / 365) + 3050 / Math.pow(1 + r, 74 / 365)
    expect(Math.abs(pv)).toBeLessThan(1e-6)
  })

  it('`to` defaults to the latest NAV date', () => {
    // Same three installments; valued at 03-23 at 11: 305 x 11 = 3355, gain 355.
    // xirr of -1000 @01-05, -1000 @02-06, -1000 @03-05, +3355 @03-23 = 136.7984261697876 %.
    const result = sipResult(series, { amount: 1000, from: '2026-01-05' })!
    expect(result.asOf).toBe('2026-03-23')
    expect(result.installments).toBe(3)
    expect(result.value).toBeCloseTo(3355, 9)
    expect(result.gain).toBeCloseTo(355, 9)
    expect(result.xirr).toBeCloseTo(136.7984261697876, 6)
  })

  it('leaves out an installment whose next NAV is after asOf, though the series goes on', () => {
    // Day 21: 01-21 -> first NAV on or after is 02-04 (11); 02-21 (Sat) -> 03-05 (8);
    // 03-21 (Sat) -> 03-23, after asOf 03-20: left out.
    // units 1000/11 + 1000/8 = 90.9090909090909 + 125 = 215.9090909090909; value x 10 = 2159.090909090909.
    // xirr of -1000 @02-04, -1000 @03-05, +2159.090909090909 @03-20 = 155.59536904631594 %.
    const result = sipResult(series, { amount: 1000, from: '2026-01-10', to: '2026-03-22', day: 21 })!
    expect(result.schedule.map((s) => s.date)).toEqual(['2026-02-04', '2026-03-05'])
    expect(result.installments).toBe(2)
    expect(result.invested).toBe(2000)
    expect(result.units).toBeCloseTo(215.9090909090909, 10)
    expect(result.value).toBeCloseTo(2159.090909090909, 9)
    expect(result.gain).toBeCloseTo(159.090909090909, 9)
    expect(result.xirr).toBeCloseTo(155.59536904631594, 6)
  })

  it('leaves out the last installment when it falls after the final NAV', () => {
    // The series ends 02-06; `to` 03-10 -> asOf 02-06 at 12.5. The 03-05 installment has no NAV at all.
    // units 100 + 80 = 180, value 180 x 12.5 = 2250, invested 2000, gain 250.
    const result = sipResult(series.slice(0, 4), { amount: 1000, from: '2026-01-05', to: '2026-03-10' })!
    expect(result.asOf).toBe('2026-02-06')
    expect(result.schedule.map((s) => s.date)).toEqual(['2026-01-05', '2026-02-06'])
    expect([result.installments, result.invested, result.units, result.value, result.gain]).toEqual([2, 2000, 180, 2250, 250])
    // (1 + r)^(32/365) x 1000 + 1000 = 2250 -> r = 1.25^(365/32) - 1 = 1177.6... %
    expect(result.xirr).toBeCloseTo((Math.pow(1.25, 365 / 32) - 1) * 100, 5)
  })

  it('zero installments: zeros, null xirr, empty schedule, still valued as of `to`', () => {
    // Day 5 from 03-06: the first date would be 04-05, after `to`.
    expect(sipResult(series, { amount: 1000, from: '2026-03-06', to: '2026-03-20', day: 5 })).toEqual({
      installments: 0,
      invested: 0,
      units: 0,
      value: 0,
      gain: 0,
      xirr: null,
      asOf: '2026-03-20',
      schedule: [],
    })
  })

  it('is null when no NAV is on or before `to`', () => {
    expect(sipResult(series, { amount: 1000, from: '2025-10-01', to: '2025-12-31' })).toBeNull()
    expect(sipResult([], { amount: 1000, from: '2025-10-01' })).toBeNull()
  })

  it('a single installment bought on the valuation day has no xirr', () => {
    const result = sipResult(series, { amount: 1000, from: '2026-03-20', to: '2026-03-20' })!
    expect(result.schedule).toEqual([{ date: '2026-03-20', nav: 10, units: 100 }])
    expect(result.value).toBe(1000)
    expect(result.xirr).toBeNull()
  })

  it("the default day is `from`'s, month-end clamped, on a weekday series", () => {
    // From Sat 2026-01-31: dates 01-31, 02-28 (Sat), 03-31; weekend dates buy on the Monday.
    const weekdaySeries = weekdays(
      '2026-01-01',
      Array.from({ length: 70 }, (_, i) => 10 + i / 10),
    )
    const result = sipResult(weekdaySeries, { amount: 500, from: '2026-01-31' })!
    expect(result.schedule.map((s) => s.date)).toEqual(['2026-02-02', '2026-03-02', '2026-03-31'])
    expect(result.asOf).toBe(weekdaySeries.at(-1)!.date)
  })
})
