import { describe, expect, it } from 'vitest'
import { periodReturn } from '@common/figures/periods'
import type { NavPoint } from '@common/figures/returns'
import { commonStart, compareSeries, indexFrom, mergeDates, valueOnOrBefore } from '@/features/compare/indexed-series'

const round = (value: number) => Math.round(value * 1e9) / 1e9
const series = (...points: [string, number][]): NavPoint[] => points.map(([date, nav]) => ({ date, nav }))

// Friday 2026-11-20 is the newest NAV; 2026-10-20 (1M back) is a Tuesday.
const old = series(['2020-01-01', 10], ['2026-10-16', 19], ['2026-10-19', 20], ['2026-10-21', 21], ['2026-11-20', 22])
const young = series(['2026-11-02', 100], ['2026-11-10', 110], ['2026-11-19', 120])
const other = series(['2021-06-01', 50], ['2026-10-20', 40], ['2026-11-20', 44])

describe('commonStart', () => {
  it("is the period's first day when every fund has a NAV on or before it", () => {
    expect(commonStart([old, other], '1M')).toBe('2026-10-20')
    expect(commonStart([old, other], '1Y')).toBe('2025-11-20')
  })

  it("moves to the youngest fund's first NAV when that is later", () => {
    expect(commonStart([old, young], '1M')).toBe('2026-11-02')
    expect(commonStart([old, young, other], '6M')).toBe('2026-11-02')
  })

  it('is the latest of the first NAVs for All', () => {
    expect(commonStart([old, other], 'All')).toBe('2021-06-01')
  })

  it("counts the period back from the newest NAV of any fund, not each fund's own", () => {
    const stale = series(['2019-01-01', 5], ['2026-11-13', 6])
    expect(commonStart([stale, old], '1M')).toBe('2026-10-20')
  })

  it('is null without funds or with a fund that has no NAV', () => {
    expect(commonStart([], '1Y')).toBeNull()
    expect(commonStart([old, []], '1Y')).toBeNull()
  })
})

describe('indexFrom', () => {
  it('divides by the NAV on or before the start (a holiday carries the previous NAV) and starts at 100 on the start', () => {
    // 2026-10-20 has no NAV: the base is 19-10's 20.
    const line = indexFrom(old, '2026-10-20')
    expect(line.map((p) => p.date)).toEqual(['2026-10-20', '2026-10-21', '2026-11-20'])
    expect(line.map((p) => round(p.value))).toEqual([100, 105, 110])
  })

  it("ends at 100 + the fund page's return for the period (same base-NAV rule)", () => {
    for (const period of ['1M', '1Y'] as const) {
      const start = commonStart([old, other], period)!
      for (const s of [old, other]) {
        const end = indexFrom(s, start).at(-1)!.value
        expect(end - 100).toBeCloseTo(periodReturn(s, period).value!, 10)
      }
    }
  })

  it('is empty when the fund has no NAV on or before the start', () => {
    expect(indexFrom(young, '2026-10-20')).toEqual([])
  })
})

describe('valueOnOrBefore', () => {
  const line = indexFrom(old, '2026-10-20')
  it('reads the last value on or before a date', () => {
    expect(valueOnOrBefore(line, '2026-10-20')).toBe(100)
    expect(valueOnOrBefore(line, '2026-11-01')).toBe(105)
    expect(valueOnOrBefore(line, '2026-12-31')).toBeCloseTo(110)
  })
  it('is null before the line starts', () => {
    expect(valueOnOrBefore(line, '2026-10-19')).toBeNull()
    expect(valueOnOrBefore([], '2026-10-19')).toBeNull()
  })
})

describe('compareSeries', () => {
  it('indexes every fund to 100 at the common start and lists every date of any line', () => {
    const comparison = compareSeries([old, young], '3M')!
    expect(comparison.start).toBe('2026-11-02')
    expect(comparison.end).toBe('2026-11-20')
    expect(comparison.lines.map((line) => line[0])).toEqual([
      { date: '2026-11-02', value: 100 },
      { date: '2026-11-02', value: 100 },
    ])
    expect(comparison.lines[1]!.map((p) => round(p.value))).toEqual([100, 110, 120])
    expect(comparison.dates).toEqual(['2026-11-02', '2026-11-10', '2026-11-19', '2026-11-20'])
  })

  it('is null when a fund has no NAV', () => {
    expect(compareSeries([old, []], 'All')).toBeNull()
  })
})

describe('mergeDates', () => {
  const dates = (...list: string[]) => list.map((date) => ({ date }))

  it('is every date of any line, ascending, each once', () => {
    const lines = [dates('2026-01-02', '2026-01-05', '2026-01-09'), dates('2026-01-01', '2026-01-05', '2026-01-10'), dates('2026-01-09')]
    expect(mergeDates(lines)).toEqual(['2026-01-01', '2026-01-02', '2026-01-05', '2026-01-09', '2026-01-10'])
  })

  it('agrees with sorting the union for lines of any length', () => {
    const line = (step: number, from: number) => dates(...Array.from({ length: 40 }, (_, i) => `2026-${String(1 + ((from + i * step) % 12)).padStart(2, '0')}-01`).sort().filter((d, i, all) => all.indexOf(d) === i))
    const lines = [line(1, 0), line(5, 3), line(7, 2), dates()]
    expect(mergeDates(lines)).toEqual([...new Set(lines.flat().map((p) => p.date))].sort())
  })

  it('is empty for no lines or empty lines', () => {
    expect(mergeDates([])).toEqual([])
    expect(mergeDates([dates(), dates()])).toEqual([])
  })
})
