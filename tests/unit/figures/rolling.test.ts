/** Rolling returns (common/figures/rolling.ts) on hand-computed series. */
import { describe, expect, it } from 'vitest'
import { addDays, minusYears } from '../../../common/figures/dates.ts'
import { indexOnOrBefore, type NavPoint } from '../../../common/figures/returns.ts'
import { rollingReturns, type RollingWindow } from '../../../common/figures/rolling.ts'
import { points, weekdays } from './series.ts'

describe('1Y rolling on a short series', () => {
  // A and B have no NAV a year before them; from C on each date looks back to the NAV on or before d - 1 year:
  //   C 2025-01-02: start 2024-01-02 -> A 100: 110/100 - 1 = +10 %
  //   D 2025-03-03: start 2024-03-03 (a Sunday) -> A 100: 90/100 - 1 = -10 %
  //   E 2025-06-03: start 2024-06-03 -> B 120: 150/120 - 1 = +25 %
  //   F 2025-06-04: start 2024-06-04 -> B 120: 126/120 - 1 = +5 %
  // sorted: -10, 5, 10, 25 -> min -10, max 25, median (5 + 10)/2 = 7.5, positive 3 of 4 = 75 %
  const series = points(
    ['2024-01-02', 100], // A
    ['2024-06-03', 120], // B
    ['2025-01-02', 110], // C
    ['2025-03-03', 90], // D
    ['2025-06-03', 150], // E
    ['2025-06-04', 126], // F
  )

  it('summarises the four windows', () => {
    const stats = rollingReturns(series, '1Y')!
    expect(stats.window).toBe('1Y')
    expect(stats.count).toBe(4)
    expect(stats.min).toBeCloseTo(-10, 10)
    expect(stats.max).toBeCloseTo(25, 10)
    expect(stats.median).toBeCloseTo(7.5, 10)
    expect(stats.positiveShare).toBe(75)
  })

  it('an odd count takes the middle value as the median', () => {
    // Without F: -10, 10, 25 -> median 10, positive 2 of 3.
    const stats = rollingReturns(series.slice(0, 5), '1Y')!
    expect(stats.count).toBe(3)
    expect(stats.median).toBeCloseTo(10, 10)
    expect(stats.positiveShare).toBeCloseTo(200 / 3, 10)
  })

  it('is null when the history is shorter than the window', () => {
    expect(rollingReturns(series, '3Y')).toBeNull()
    expect(rollingReturns(series.slice(0, 2), '1Y')).toBeNull()
    expect(rollingReturns([], '1Y')).toBeNull()
  })

  it('a zero return is not positive', () => {
    const stats = rollingReturns(points(['2024-01-02', 100], ['2025-01-02', 100], ['2025-01-03', 101]), '1Y')!
    // 2025-01-02: 100/100 -> 0 %; 2025-01-03: start 2024-01-03 -> 100: +1 %
    expect(stats.count).toBe(2)
    expect(stats.positiveShare).toBe(50)
    expect(stats.min).toBe(0)
  })
})

describe('3Y rolling', () => {
  it('compounds over the nominal 3 years', () => {
    // 2024-01-04: start 2021-01-04 -> 100: 3.375^(1/3) - 1 = 1.5 - 1 = 50 %
    // 2024-01-05: start 2021-01-05 -> still 100 (the last on or before): 2.7^(1/3) - 1 = 39.24766500838337 %
    const stats = rollingReturns(points(['2021-01-04', 100], ['2022-06-01', 130], ['2024-01-04', 337.5], ['2024-01-05', 270]), '3Y')!
    expect(stats.count).toBe(2)
    expect(stats.max).toBeCloseTo(50, 10)
    expect(stats.min).toBeCloseTo((Math.cbrt(2.7) - 1) * 100, 10)
    expect(stats.min).toBeCloseTo(39.24766500838337, 10)
    expect(stats.median).toBeCloseTo((50 + (Math.cbrt(2.7) - 1) * 100) / 2, 10)
    expect(stats.positiveShare).toBe(100)
  })

  it('29 Feb looks back to 28 Feb', () => {
    // 2024-02-29 - 1 year = 2023-02-28 (100), not 2023-03-01 (50).
    const stats = rollingReturns(points(['2023-02-28', 100], ['2023-03-01', 50], ['2024-02-29', 120]), '1Y')!
    expect(stats.count).toBe(1)
    expect(stats.median).toBeCloseTo(20, 10)
  })
})

describe('agrees with a binary search per point', () => {
  /** The definition, one binary search per published date. */
  function bruteForce(series: readonly NavPoint[], window: RollingWindow): number[] {
    const years = window === '1Y' ? 1 : 3
    const values: number[] = []
    for (const point of series) {
      const i = indexOnOrBefore(series, minusYears(point.date, years))
      if (i >= 0) values.push((Math.pow(point.nav / series[i]!.nav, 1 / years) - 1) * 100)
    }
    return values.sort((a, b) => a - b)
  }

  // Five years of weekdays with a deterministic wobble and holidays (every 17th day dropped), 29 Feb 2024 included.
  const holidays = Array.from({ length: 110 }, (_, k) => addDays('2021-01-01', 17 * k))
  const navs = Array.from({ length: 1300 }, (_, i) => 10 * Math.exp(0.0004 * i + 0.05 * Math.sin(i / 9)))
  const series = weekdays('2021-01-01', navs, holidays)

  it.each(['1Y', '3Y'] as const)('%s', (window) => {
    const expected = bruteForce(series, window)
    const stats = rollingReturns(series, window)!
    expect(stats.count).toBe(expected.length)
    expect(stats.min).toBeCloseTo(expected[0]!, 10)
    expect(stats.max).toBeCloseTo(expected.at(-1)!, 10)
    const mid = expected.length >> 1
    const median = expected.length % 2 ? expected[mid]! : (expected[mid - 1]! + expected[mid]!) / 2
    expect(stats.median).toBeCloseTo(median, 10)
    expect(stats.positiveShare).toBeCloseTo((expected.filter((v) => v > 0).length / expected.length) * 100, 10)
  })
})

describe('constant growth', () => {
  it('every 1Y window of a NAV growing 12 % a year (per calendar day) is 12 %, or 12 % over 366/365 across a 29 Feb', () => {
    const factor = Math.pow(1.12, 1 / 365)
    const series: NavPoint[] = []
    let nav = 10
    for (let date = '2022-01-01'; date <= '2025-12-31'; date = addDays(date, 1)) {
      series.push({ date, nav })
      nav *= factor
    }
    const stats = rollingReturns(series, '1Y')!
    // Dates from 2023-01-01 on: 2025-12-31 - 2023-01-01 + 1 = 1096 windows.
    expect(stats.count).toBe(1096)
    expect(Math.abs(stats.min - 12)).toBeLessThan(1e-9)
    expect(Math.abs(stats.max - (Math.pow(1.12, 366 / 365) - 1) * 100)).toBeLessThan(1e-9)
    expect(stats.positiveShare).toBe(100)
  })
})
