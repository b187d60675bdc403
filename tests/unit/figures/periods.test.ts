/** Trailing period returns (common/figures/periods.ts) on hand-computed series. */
import { describe, expect, it } from 'vitest'
import { addDays } from '../../../common/figures/dates.ts'
import { PERIODS, periodReturn, periodReturns, periodStart, type PeriodReturn } from '../../../common/figures/periods.ts'
import { type NavPoint } from '../../../common/figures/returns.ts'
import { points, weekdays } from './series.ts'

const byPeriod = (rows: PeriodReturn[]) => Object.fromEntries(rows.map((row) => [row.period, row]))

describe('periodStart', () => {
  it.each([
    ['1W', '2026-10-02'],
    ['1M', '2026-09-09'],
    ['3M', '2026-07-09'],
    ['6M', '2026-04-09'],
    ['YTD', '2025-12-31'],
    ['1Y', '2025-10-09'],
    ['3Y', '2023-10-09'],
    ['5Y', '2021-10-09'],
    ['10Y', '2016-10-09'],
  ] as const)('%s back from 2026-10-09 is %s', (period, start) => expect(periodStart('2026-10-09', period)).toBe(start))

  it('clamps months to the month end and 29 Feb to 28 Feb', () => {
    expect(periodStart('2026-05-31', '3M')).toBe('2026-02-28')
    expect(periodStart('2026-08-31', '6M')).toBe('2026-02-28')
    expect(periodStart('2024-02-29', '1Y')).toBe('2023-02-28')
    expect(periodStart('2024-02-29', '3Y')).toBe('2021-02-28')
    expect(periodStart('2026-01-02', 'YTD')).toBe('2025-12-31')
    expect(periodStart('2026-01-06', '1W')).toBe('2025-12-30')
  })
})

describe('every period on one hand-built history (latest 2026-10-09, a Friday, NAV 200)', () => {
  // Each period's base is placed by hand; the 999 points sit just after a start and must never be picked.
  const series = points(
    ['2015-06-01', 40], // SI base (a Monday)
    ['2016-10-07', 50], // 10Y: start 2016-10-09 is a Sunday -> Friday's NAV
    ['2016-10-10', 999],
    ['2021-10-08', 80], // 5Y: start 2021-10-09 is a Saturday -> Friday's NAV
    ['2021-10-11', 999],
    ['2023-10-09', 25], // 3Y: start on a published day
    ['2025-10-09', 160], // 1Y
    ['2025-12-31', 100], // YTD: 31 Dec of the previous year
    ['2026-04-08', 125], // 6M: start 2026-04-09 (a Thursday) missing, a holiday -> the day before
    ['2026-04-10', 999],
    ['2026-07-09', 250], // 3M
    ['2026-09-09', 160], // 1M
    ['2026-10-01', 190], // 1W: start 2026-10-02 (Gandhi Jayanti, a holiday) -> 1 Oct
    ['2026-10-05', 999],
    ['2026-10-09', 200],
  )
  const rows = byPeriod(periodReturns(series))

  it('lists the periods in the contract order', () => {
    expect(periodReturns(series).map((row) => row.period)).toEqual([...PERIODS])
    expect(PERIODS).toEqual(['1W', '1M', '3M', '6M', 'YTD', '1Y', '3Y', '5Y', '10Y', 'SI'])
  })

  it('is absolute below one year', () => {
    // 1W: 200/190 - 1 = 5.263157894736842 %
    expect(rows['1W']!.kind).toBe('absolute')
    expect(rows['1W']!.value).toBeCloseTo(5.263157894736842, 10)
    // 1M: 200/160 - 1 = 25 %
    expect(rows['1M']).toEqual({ period: '1M', kind: 'absolute', value: 25 })
    // 3M: 200/250 - 1 = -20 %
    expect(rows['3M']!.kind).toBe('absolute')
    expect(rows['3M']!.value).toBeCloseTo(-20, 10)
    // 6M: 200/125 - 1 = 60 %
    expect(rows['6M']!.kind).toBe('absolute')
    expect(rows['6M']!.value).toBeCloseTo(60, 10)
    // YTD: 200/100 - 1 = 100 %
    expect(rows['YTD']).toEqual({ period: 'YTD', kind: 'absolute', value: 100 })
  })

  it('is a CAGR over the nominal years from one year', () => {
    // 1Y: (200/160)^(1/1) - 1 = 25 %
    expect(rows['1Y']).toEqual({ period: '1Y', kind: 'cagr', value: 25 })
    // 3Y: (200/25)^(1/3) - 1 = 8^(1/3) - 1 = 100 % (over 3 years exactly, though 2024 has a 29 Feb)
    expect(rows['3Y']!.kind).toBe('cagr')
    expect(rows['3Y']!.value).toBeCloseTo(100, 10)
    // 5Y: (200/80)^(1/5) - 1 = 2.5^0.2 - 1 = 20.11244339814313 %
    expect(rows['5Y']!.kind).toBe('cagr')
    expect(rows['5Y']!.value).toBeCloseTo(20.11244339814313, 10)
    // 10Y: (200/50)^(1/10) - 1 = 4^0.1 - 1 = 14.869835499703509 %
    expect(rows['10Y']!.kind).toBe('cagr')
    expect(rows['10Y']!.value).toBeCloseTo(14.869835499703509, 10)
  })

  it('SI compounds over days/365 from the first NAV', () => {
    // 2015-06-01 -> 2026-10-09 is 4148 days: (200/40)^(365/4148) - 1 = 15.214016308096912 %
    expect(rows['SI']!.kind).toBe('cagr')
    expect(rows['SI']!.value).toBeCloseTo(15.214016308096912, 10)
  })
})

describe('periodReturn edge cases', () => {
  it('gives null value AND kind to periods longer than the history (never extrapolated)', () => {
    // First NAV 2024-01-02; latest 2026-10-09. 3Y starts 2023-10-09: no NAV on or before it.
    const series = points(['2024-01-02', 10], ['2025-10-09', 16], ['2026-10-09', 20])
    const rows = byPeriod(periodReturns(series))
    expect(rows['3Y']).toEqual({ period: '3Y', kind: null, value: null })
    expect(rows['5Y']).toEqual({ period: '5Y', kind: null, value: null })
    expect(rows['10Y']).toEqual({ period: '10Y', kind: null, value: null })
    // 1Y has its base: 20/16 - 1 = 25 %
    expect(rows['1Y']).toEqual({ period: '1Y', kind: 'cagr', value: 25 })
    // SI: 2024-01-02 -> 2026-10-09 = 1011 days: 2^(365/1011) - 1 = 28.434134472951065 %
    expect(rows['SI']!.kind).toBe('cagr')
    expect(rows['SI']!.value).toBeCloseTo((Math.pow(2, 365 / 1011) - 1) * 100, 10)
    expect(rows['SI']!.value).toBeCloseTo(28.434134472951065, 10)
  })

  it('a fund a few days old has 1W only when a NAV is on or before 7 days back', () => {
    // Launched Wednesday 2026-10-07: 1W start 2026-10-02 predates it.
    const series = points(['2026-10-07', 10], ['2026-10-08', 10.1], ['2026-10-09', 10.2])
    const rows = byPeriod(periodReturns(series))
    for (const period of ['1W', '1M', '3M', '6M', 'YTD', '1Y', '3Y', '5Y', '10Y'] as const) {
      expect(rows[period]).toEqual({ period, kind: null, value: null })
    }
    // SI below a year is absolute: 10.2/10 - 1 = 2 %
    expect(rows['SI']!.kind).toBe('absolute')
    expect(rows['SI']!.value).toBeCloseTo(2, 10)
  })

  it('YTD across a year end: latest in January, 31 Dec on a Sunday takes Friday 29 Dec', () => {
    // Weekdays from Wed 2023-12-20, Christmas a holiday:
    // 12-20 100, 12-21 101, 12-22 102, 12-26 103, 12-27 104, 12-28 105, 12-29 106, 01-01 107, 01-02 108, 01-03 109
    const series = weekdays('2023-12-20', [100, 101, 102, 103, 104, 105, 106, 107, 108, 109], ['2023-12-25'])
    expect(series.at(-1)).toEqual({ date: '2024-01-03', nav: 109 })
    expect(series.map((p) => p.date)).not.toContain('2023-12-25')
    const rows = byPeriod(periodReturns(series))
    // YTD: 109/106 - 1 = 2.830188679245283 %
    expect(rows['YTD']!.kind).toBe('absolute')
    expect(rows['YTD']!.value).toBeCloseTo(2.830188679245283, 10)
    // 1W: start 2023-12-27 (104): 109/104 - 1 = 4.807692307692308 %
    expect(rows['1W']!.value).toBeCloseTo(4.807692307692308, 10)
    // 1M: start 2023-12-03, before the first NAV
    expect(rows['1M']).toEqual({ period: '1M', kind: null, value: null })
    // SI: 14 days, absolute: 109/100 - 1 = 9 %
    expect(rows['SI']!.kind).toBe('absolute')
    expect(rows['SI']!.value).toBeCloseTo(9, 10)
  })

  it('a start on a holiday Monday takes the previous Friday, not the next published day', () => {
    // Latest Monday 2026-03-16; 1W start Monday 2026-03-09, a holiday -> Friday 2026-03-06.
    const series = weekdays('2026-03-02', [100, 101, 102, 103, 104, 110, 111, 112, 113, 120], ['2026-03-09'])
    expect(series.map((p) => p.date).slice(4, 6)).toEqual(['2026-03-06', '2026-03-10'])
    expect(series.at(-1)!.date).toBe('2026-03-16')
    // 120/104 - 1 = 15.384615384615385 %
    expect(periodReturn(series, '1W').value).toBeCloseTo(15.384615384615385, 10)
  })

  it('SI is absolute under 365 days and CAGR from 365 days', () => {
    // 364 days: absolute 150/100 - 1 = 50 %
    expect(periodReturn(points(['2025-01-01', 100], ['2025-12-31', 150]), 'SI')).toEqual({ period: 'SI', kind: 'absolute', value: 50 })
    // 365 days: CAGR over 365/365 = 1 year: 50 %
    const oneYear = periodReturn(points(['2025-01-01', 100], ['2026-01-01', 150]), 'SI')
    expect(oneYear.kind).toBe('cagr')
    expect(oneYear.value).toBeCloseTo(50, 10)
    // 730 days: (2.25)^(365/730) - 1 = 1.5 - 1 = 50 % a year
    const twoYears = periodReturn(points(['2024-01-01', 100], ['2025-12-31', 225]), 'SI')
    expect(twoYears.kind).toBe('cagr')
    expect(twoYears.value).toBeCloseTo(50, 10)
  })

  it('a series of fewer than 2 points has every figure null', () => {
    const nulls = PERIODS.map((period) => ({ period, kind: null, value: null }))
    expect(periodReturns([])).toEqual(nulls)
    expect(periodReturns(points(['2026-10-09', 100]))).toEqual(nulls)
  })

  it('1Y back from 29 Feb uses 28 Feb of the year before', () => {
    // 2024-02-29 - 1 year = 2023-02-28 (100); 2023-03-01 (999) is after the start.
    const series = points(['2023-02-27', 50], ['2023-02-28', 100], ['2023-03-01', 999], ['2024-02-29', 110])
    const row = periodReturn(series, '1Y')
    expect(row.kind).toBe('cagr')
    expect(row.value).toBeCloseTo(10, 10)
  })
})

describe('constant growth', () => {
  it('a NAV multiplied by the same factor each calendar day has 1Y and 3Y CAGR equal to the annual rate', () => {
    // 12 % a year = a factor of 1.12^(1/365) every day. Latest 2028-02-15: 1Y back (2027-02-15) is 365 days
    // and 3Y back (2025-02-15) 1095 days, neither spanning a 29 Feb, so both CAGRs are exactly 12 %.
    const factor = Math.pow(1.12, 1 / 365)
    const series: NavPoint[] = []
    let nav = 10
    for (let date = '2024-06-01'; date <= '2028-02-15'; date = addDays(date, 1)) {
      series.push({ date, nav })
      nav *= factor
    }
    expect(series.at(-1)!.date).toBe('2028-02-15')
    const rows = byPeriod(periodReturns(series))
    expect(Math.abs(rows['1Y']!.value! - 12)).toBeLessThan(1e-9)
    expect(Math.abs(rows['3Y']!.value! - 12)).toBeLessThan(1e-9)
    expect(rows['5Y']!.value).toBeNull()
  })
})
