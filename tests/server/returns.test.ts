/** The contract's return formulas (common/figures/returns.ts) on hand-computed series. */
import { describe, expect, it } from 'vitest'
import { indexOnOrBefore, minusOneMonth, oneDayReturn, oneMonthReturn, ytdReturn, type NavPoint } from '../../common/figures/returns.ts'

const s = (...points: [string, number][]): NavPoint[] => points.map(([date, nav]) => ({ date, nav }))

describe('indexOnOrBefore', () => {
  const series = s(['2026-01-02', 1], ['2026-01-05', 2], ['2026-01-06', 3])
  it('finds the last point on or before a date', () => {
    expect(indexOnOrBefore(series, '2026-01-01')).toBe(-1)
    expect(indexOnOrBefore(series, '2026-01-02')).toBe(0)
    // A weekend carries Friday's NAV.
    expect(indexOnOrBefore(series, '2026-01-04')).toBe(0)
    expect(indexOnOrBefore(series, '2026-12-31')).toBe(2)
    expect(indexOnOrBefore([], '2026-01-01')).toBe(-1)
  })
})

describe('minusOneMonth', () => {
  it.each([
    ['2026-03-15', '2026-02-15'],
    ['2026-03-31', '2026-02-28'],
    ['2024-03-31', '2024-02-29'],
    ['2026-01-10', '2025-12-10'],
    ['2026-05-31', '2026-04-30'],
  ])('%s -> %s', (from, to) => expect(minusOneMonth(from)).toBe(to))
})

describe('1D', () => {
  it('latest over the previous published NAV, across a holiday gap', () => {
    // Friday 100, Monday a holiday, Tuesday 102: 1D compares with Friday.
    expect(oneDayReturn(s(['2026-01-02', 100], ['2026-01-06', 102]))).toBeCloseTo(2, 10)
  })
  it('is null with fewer than two points', () => {
    expect(oneDayReturn(s(['2026-01-02', 100]))).toBeNull()
    expect(oneDayReturn([])).toBeNull()
  })
})

describe('1M', () => {
  it('uses the NAV on or before the same day a month earlier', () => {
    // Latest 2026-03-16 (Mon); a month back is 2026-02-16 (Mon, holiday): carry Fri 13th = 80.
    const series = s(['2026-02-12', 79], ['2026-02-13', 80], ['2026-02-17', 81], ['2026-03-16', 88])
    expect(oneMonthReturn(series)).toBeCloseTo(10, 10)
  })
  it('clamps month ends: 31 Mar looks at 28 Feb', () => {
    const series = s(['2026-02-27', 50], ['2026-02-28', 40], ['2026-03-31', 50])
    expect(oneMonthReturn(series)).toBeCloseTo(25, 10)
  })
  it('is null when the history starts after the month-back date', () => {
    expect(oneMonthReturn(s(['2026-03-01', 10], ['2026-03-16', 11]))).toBeNull()
    expect(oneMonthReturn([])).toBeNull()
  })
})

describe('YTD', () => {
  it('uses the NAV on or before 31 Dec of the previous year', () => {
    // 31 Dec 2025 is a Wednesday with no NAV published (gap): carry 30 Dec.
    const series = s(['2025-12-29', 90], ['2025-12-30', 100], ['2026-01-02', 104], ['2026-06-30', 115])
    expect(ytdReturn(series)).toBeCloseTo(15, 10)
  })
  it('a 31 Dec NAV itself counts', () => {
    expect(ytdReturn(s(['2025-12-31', 200], ['2026-01-01', 150]))).toBeCloseTo(-25, 10)
  })
  it('is null for a fund launched this year', () => {
    expect(ytdReturn(s(['2026-01-05', 10], ['2026-06-30', 12]))).toBeNull()
    expect(ytdReturn([])).toBeNull()
  })
  it('on 1 Jan compares with the previous year end, not the same day', () => {
    expect(ytdReturn(s(['2025-12-31', 10], ['2026-01-01', 11]))).toBeCloseTo(10, 10)
  })
})
