import { describe, expect, it } from 'vitest'
import type { NavEntry } from '@common/contract/schemas'
import { CHART_PERIODS } from '@/lib/chart-period'
import { chartModelOf, chartStartOf, formatIndexTick } from '@/features/compare/compare-chart-model'

const history = (...points: [dmy: string, nav: string][]): NavEntry[] => points.map(([date, nav]) => ({ date, nav }))
// Newest first, as the API sends it.
const old = history(['20-11-2026', '22'], ['21-10-2026', '21'], ['19-10-2026', '20'], ['01-01-2020', '10'])
const young = history(['20-11-2026', '120'], ['02-11-2026', '100'])
const single = history(['20-11-2026', '10'])
const fund = (schemeCode: number, h: NavEntry[], styleIndex: number) => ({ schemeCode, name: `Fund ${schemeCode}`, styleIndex, history: h })

describe('chartModelOf', () => {
  it('keeps each fund its place (colour and dash) and leaves out funds with fewer than two NAVs', () => {
    const model = chartModelOf([fund(1, old, 0), fund(2, single, 1), fund(3, young, 2)], '1M')!
    expect(model.lines.map((line) => [line.schemeCode, line.styleIndex])).toEqual([
      [1, 0],
      [3, 2],
    ])
    expect(model.skipped.map((f) => f.schemeCode)).toEqual([2])
    expect(model.lines.every((line) => !('history' in line))).toBe(true)
  })

  it("says when a young fund moved the start past the period's first day", () => {
    const late = chartModelOf([fund(1, old, 0), fund(3, young, 1)], '1M')!
    expect(late.start).toBe('2026-11-02')
    expect(late.startsLate).toBe(true)
    const onTime = chartModelOf([fund(1, old, 0)], '1M')!
    expect(onTime.start).toBe('2026-10-20')
    expect(onTime.startsLate).toBe(false)
  })

  it('is null when no fund can be drawn', () => {
    expect(chartModelOf([fund(2, single, 0)], 'All')).toBeNull()
    expect(chartModelOf([], 'All')).toBeNull()
  })
})

describe('chartStartOf (the note beside the period links, before the lines are built)', () => {
  it("is the model's start and its lateness, for every period", () => {
    const sets = [[fund(1, old, 0)], [fund(1, old, 0), fund(3, young, 1)], [fund(1, old, 0), fund(2, single, 1), fund(3, young, 2)]]
    for (const funds of sets) {
      for (const period of CHART_PERIODS) {
        const model = chartModelOf(funds, period)!
        expect(chartStartOf(funds, period)).toEqual({ start: model.start, startsLate: model.startsLate })
      }
    }
  })

  it('is null when no fund can be drawn', () => {
    expect(chartStartOf([fund(2, single, 0)], '1Y')).toBeNull()
    expect(chartStartOf([], 'All')).toBeNull()
  })
})

describe('formatIndexTick', () => {
  it('shows as many decimals as the step needs', () => {
    expect(formatIndexTick(120, 20)).toBe('120')
    expect(formatIndexTick(100.5, 0.5)).toBe('100.5')
    expect(formatIndexTick(100.25, 0.05)).toBe('100.25')
    expect(formatIndexTick(1200, 200)).toBe('1,200')
  })
})
