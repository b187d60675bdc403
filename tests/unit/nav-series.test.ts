import { describe, expect, it } from 'vitest'
import { dateTickFormatter, formatChartDate, formatRupeeTick } from '@/lib/chart-format'
import { DOWNSAMPLE_THRESHOLD, downsampleMinMax, nearestIndex, parseDmy, pointsToDraw, summarise, toNavSeries } from '@/lib/nav-series'

describe('date conversion', () => {
  it('reads dd-mm-yyyy as local midnight of that day', () => {
    const date = parseDmy('09-10-2026')!
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 9, 9, 0])
  })

  it('refuses impossible dates and other formats', () => {
    expect(parseDmy('31-02-2026')).toBeNull()
    expect(parseDmy('2026-10-09')).toBeNull()
    expect(parseDmy('9-10-2026')).toBeNull()
  })
})

describe('toNavSeries', () => {
  it('converts to yyyy-mm-dd and sorts ascending whatever the input order', () => {
    const series = toNavSeries([
      { date: '02-01-2026', nav: '101.5' },
      { date: '31-12-2025', nav: '100.25' },
      { date: '01-01-2026', nav: '100.75' },
      { date: '15-06-2024', nav: '80' },
    ])
    expect(series.map((p) => p.iso)).toEqual(['2024-06-15', '2025-12-31', '2026-01-01', '2026-01-02'])
    expect(series.map((p) => p.nav)).toEqual([80, 100.25, 100.75, 101.5])
  })

  it('skips unreadable rows and keeps the last of a repeated date', () => {
    const series = toNavSeries([
      { date: '01-01-2026', nav: '10' },
      { date: '31-02-2026', nav: '11' },
      { date: '02-01-2026', nav: '0' },
      { date: '01-01-2026', nav: '12' },
    ])
    expect(series).toEqual([expect.objectContaining({ iso: '2026-01-01', nav: 12 })])
  })

  it("reads the API's newest-first order as any other order", () => {
    const newestFirst = [
      { date: '02-01-2026', nav: '101.5' },
      { date: '01-01-2026', nav: '100.75' },
      { date: '31-02-2026', nav: '99' },
      { date: '31-12-2025', nav: '100.25' },
      { date: '15-06-2024', nav: '-1' },
      { date: '14-06-2024', nav: '80' },
    ]
    const series = toNavSeries(newestFirst)
    expect(series.map((p) => [p.iso, p.nav])).toEqual([
      ['2024-06-14', 80],
      ['2025-12-31', 100.25],
      ['2026-01-01', 100.75],
      ['2026-01-02', 101.5],
    ])
    expect(toNavSeries([newestFirst[3]!, newestFirst[0]!, newestFirst[5]!, newestFirst[1]!])).toEqual(series)
    // A repeated date in that order still keeps the last entry (here the older row of the two).
    expect(toNavSeries([newestFirst[0]!, { date: '02-01-2026', nav: '7' }]).map((p) => p.nav)).toEqual([7])
  })

  it('is empty for an empty history', () => {
    expect(toNavSeries([])).toEqual([])
    expect(summarise([])).toBeNull()
  })
})

describe('nearestIndex (the tooltip reads real points)', () => {
  const series = toNavSeries([
    { date: '01-01-2026', nav: '10' },
    { date: '05-01-2026', nav: '11' },
    { date: '06-01-2026', nav: '12' },
  ])
  const at = (dmy: string, hours = 0) => parseDmy(dmy)!.getTime() + hours * 3_600_000

  it('picks the nearest point in time', () => {
    expect(nearestIndex(series, at('01-01-2026'))).toBe(0)
    expect(nearestIndex(series, at('02-01-2026'))).toBe(0)
    expect(nearestIndex(series, at('04-01-2026'))).toBe(1)
    expect(nearestIndex(series, at('05-01-2026', 13))).toBe(2)
  })

  it('clamps outside the range and answers -1 for no points', () => {
    expect(nearestIndex(series, at('01-01-2020'))).toBe(0)
    expect(nearestIndex(series, at('01-01-2030'))).toBe(2)
    expect(nearestIndex([], 0)).toBe(-1)
  })
})

describe('downsampling for drawing', () => {
  // 6,000 points of a wavy line with one deep trough and one high peak in the middle.
  const series = Array.from({ length: 6000 }, (_, i) => ({ i, nav: 100 + Math.sin(i / 50) * 10 }))
  series[2345]!.nav = 1
  series[4321]!.nav = 500

  it('keeps the first and last points and the extremes, in order', () => {
    const drawn = downsampleMinMax(series, 1000)
    expect(drawn.length).toBeLessThanOrEqual(1000)
    expect(drawn[0]).toBe(series[0])
    expect(drawn.at(-1)).toBe(series.at(-1))
    expect(drawn).toContain(series[2345])
    expect(drawn).toContain(series[4321])
    const order = drawn.map((p) => p.i)
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('keeps every bucket extreme', () => {
    const drawn = downsampleMinMax(series, 1000)
    const navs = drawn.map((p) => p.nav)
    expect(Math.min(...navs)).toBe(1)
    expect(Math.max(...navs)).toBe(500)
  })

  it('leaves short series alone', () => {
    const short = series.slice(0, DOWNSAMPLE_THRESHOLD)
    expect(pointsToDraw(short)).toBe(short)
    expect(pointsToDraw(series).length).toBeLessThanOrEqual(1000)
  })
})

describe('summarise', () => {
  it('finds the range, extremes, latest NAV and change', () => {
    const summary = summarise(
      toNavSeries([
        { date: '03-01-2026', nav: '120' },
        { date: '01-01-2026', nav: '100' },
        { date: '02-01-2026', nav: '90' },
      ]),
    )!
    expect(summary.first.iso).toBe('2026-01-01')
    expect(summary.latest.nav).toBe(120)
    expect(summary.min.iso).toBe('2026-01-02')
    expect(summary.max.nav).toBe(120)
    expect(summary.change).toBeCloseTo(20)
  })
})

describe('chart labels', () => {
  it('formats tooltip dates and axis dates by span', () => {
    expect(formatChartDate(parseDmy('20-11-2026')!)).toBe('20 Nov 2026')
    const date = parseDmy('05-03-2025')!
    expect(dateTickFormatter(30 * 86_400_000)(date)).toBe('5 Mar')
    expect(dateTickFormatter(3 * 365 * 86_400_000)(date)).toBe('Mar 2025')
    expect(dateTickFormatter(10 * 365 * 86_400_000)(date)).toBe('2025')
  })

  it('formats rupee ticks with the decimals the step needs', () => {
    expect(formatRupeeTick(1200, 100)).toBe('₹1,200')
    expect(formatRupeeTick(125000, 5000)).toBe('₹1,25,000')
    expect(formatRupeeTick(25.5, 0.5)).toBe('₹25.5')
    expect(formatRupeeTick(10.25, 0.05)).toBe('₹10.25')
  })
})
