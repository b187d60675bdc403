/** Risk figures (common/figures/risk.ts) on hand-computed series. */
import { describe, expect, it } from 'vitest'
import { riskFigures } from '../../../common/figures/risk.ts'
import { points, weekdays } from './series.ts'

const SQRT_252 = Math.sqrt(252) // 15.874507866387544

describe('volatility, Sharpe and Sortino on a tiny series', () => {
  // Returns between consecutive NAVs: +10 %, -10 %, +10 %, +10 %. Span 2025-01-01 -> 2026-01-02 = 366 days.
  // mean = 0.05; deviations 0.05, -0.15, 0.05, 0.05; squares sum 0.03; sample variance 0.03/3 = 0.01; sd = 0.1.
  const series = points(['2025-01-01', 100], ['2025-04-01', 110], ['2025-07-01', 99], ['2025-10-01', 108.9], ['2026-01-02', 119.79])

  it('annualises the sample standard deviation with sqrt(252)', () => {
    const risk = riskFigures(series, 0)!
    // 0.1 x sqrt(252) x 100 = 158.74507866387546 % a year
    expect(risk.volatility).toBeCloseTo(158.74507866387546, 9)
    // Under three years of history: the whole of it.
    expect(risk.from).toBe('2025-01-01')
    expect(risk.to).toBe('2026-01-02')
  })

  it('Sharpe and Sortino with a zero risk-free rate', () => {
    const risk = riskFigures(series, 0)!
    // Sharpe = 0.05 x 252 / (0.1 x sqrt 252) = 12.6 / 1.5874507866387544 = 7.93725393319377
    expect(risk.sharpe).toBeCloseTo(7.93725393319377, 9)
    // Downside: only -0.1 falls below 0: sqrt(0.01 / 4) = 0.05 (mean over ALL 4 returns); x sqrt 252 = 0.7937253933193772
    // Sortino = 12.6 / 0.7937253933193772 = 15.87450786638754
    expect(risk.sortino).toBeCloseTo(15.87450786638754, 9)
  })

  it('Sharpe and Sortino net of a 6.3 % risk-free rate', () => {
    const risk = riskFigures(series, 6.3)!
    // excess = 0.05 x 252 - 0.063 = 12.537; Sharpe = 12.537 / 1.5874507866387544 = 7.897567663527801
    expect(risk.sharpe).toBeCloseTo(7.897567663527801, 9)
    // rf/252 = 0.00025: shortfalls 0, -0.10025, 0, 0 -> sqrt(0.0100500625 / 4) = 0.050125; x sqrt 252 = 0.79570970680...
    // Sortino = 12.537 / (0.050125 x sqrt 252) = 15.755745962150227
    expect(risk.sortino).toBeCloseTo(15.755745962150227, 9)
    // The volatility does not depend on the rate.
    expect(risk.volatility).toBeCloseTo(0.1 * SQRT_252 * 100, 9)
  })

  it('drawdown with recovery: peak 110 on 1 Apr, trough 99 on 1 Jul, regained on 2 Jan', () => {
    const risk = riskFigures(series, 0)!
    // 99/110 - 1 = -10 %; 108.9 on 1 Oct is still below 110, 119.79 on 2 Jan is above.
    expect(risk.maxDrawdown).toBeCloseTo(-10, 10)
    expect(risk.drawdownFrom).toBe('2025-04-01')
    expect(risk.drawdownTo).toBe('2025-07-01')
    expect(risk.recoveredOn).toBe('2026-01-02')
  })
})

describe('drawdown', () => {
  it('without recovery: recoveredOn null, the deepest fall wins over a later shallower one', () => {
    // Peak 120 (3 Mar); 90 -> -25 %; rebound to 115, fall to 100 (-16.67 % from 120), 118 never regains 120.
    const series = points(
      ['2025-01-01', 100],
      ['2025-03-03', 120],
      ['2025-06-02', 90],
      ['2025-09-01', 115],
      ['2025-12-01', 100],
      ['2026-01-05', 118],
    )
    const risk = riskFigures(series, 0)!
    expect(risk.maxDrawdown).toBeCloseTo(-25, 10)
    expect(risk.drawdownFrom).toBe('2025-03-03')
    expect(risk.drawdownTo).toBe('2025-06-02')
    expect(risk.recoveredOn).toBeNull()
  })

  it('a deeper fall from a later, higher peak replaces an earlier recovered one', () => {
    // 100 -> 90 (-10 %, recovered at 105), then 140 -> 105 (-25 %), then 140 again.
    const series = points(
      ['2025-01-01', 100],
      ['2025-02-03', 90],
      ['2025-03-03', 105],
      ['2025-06-02', 140],
      ['2025-09-01', 105],
      ['2025-12-01', 130],
      ['2026-01-05', 140],
    )
    const risk = riskFigures(series, 0)!
    expect(risk.maxDrawdown).toBeCloseTo(-25, 10)
    expect([risk.drawdownFrom, risk.drawdownTo, risk.recoveredOn]).toEqual(['2025-06-02', '2025-09-01', '2026-01-05'])
  })

  it('the peak is the last date at the running high before the trough; the trough the first at the low', () => {
    const series = points(
      ['2025-01-01', 100],
      ['2025-02-03', 120],
      ['2025-03-03', 120],
      ['2025-04-01', 96],
      ['2025-05-02', 96],
      ['2026-01-05', 119],
    )
    const risk = riskFigures(series, 0)!
    // 96/120 - 1 = -20 %
    expect(risk.maxDrawdown).toBeCloseTo(-20, 10)
    expect([risk.drawdownFrom, risk.drawdownTo, risk.recoveredOn]).toEqual(['2025-03-03', '2025-04-01', null])
  })

  it('a NAV that never falls: drawdown 0 with null dates; zero deviation gives null Sharpe and Sortino', () => {
    // Doubling at every point: every daily return is exactly 1, so the deviation is exactly 0, and no return
    // falls below rf/252.
    const series = points(['2025-01-01', 1], ['2025-05-01', 2], ['2025-09-01', 4], ['2026-01-01', 8])
    expect(riskFigures(series, 6.5)).toEqual({
      from: '2025-01-01',
      to: '2026-01-01',
      volatility: 0,
      maxDrawdown: 0,
      drawdownFrom: null,
      drawdownTo: null,
      recoveredOn: null,
      sharpe: null,
      sortino: null,
    })
  })

  it('a flat stretch is not a drawdown', () => {
    const series = points(['2025-01-01', 10], ['2025-06-02', 10], ['2025-12-01', 10], ['2026-01-05', 11])
    const risk = riskFigures(series, 0)!
    expect(risk.maxDrawdown).toBe(0)
    expect(risk.drawdownFrom).toBeNull()
  })
})

describe('history length and window', () => {
  it('is null under one year of history and computed from 365 days', () => {
    // 2025-01-01 -> 2025-12-31 is 364 days; -> 2026-01-01 is 365.
    expect(riskFigures(points(['2025-01-01', 10], ['2025-06-02', 11], ['2025-12-31', 12]), 0)).toBeNull()
    expect(riskFigures(points(['2025-01-01', 10], ['2025-06-02', 11], ['2026-01-01', 12]), 0)).not.toBeNull()
    expect(riskFigures([], 0)).toBeNull()
    expect(riskFigures(points(['2025-01-01', 10]), 0)).toBeNull()
  })

  it('is null with a single daily return (a sample deviation needs two)', () => {
    expect(riskFigures(points(['2025-01-01', 10], ['2026-01-05', 12]), 0)).toBeNull()
  })

  it('caps the window at three years: an older crash is left out', () => {
    // Latest Wed 2025-12-31; 3 years back is Sat 2022-12-31 -> the NAV of Fri 2022-12-30 starts the window.
    // The -50 % of 2021 is outside; inside: peak 88 (2023-01-02) -> trough 70 (2024-06-03) = 70/88 - 1
    // = -20.45454545454546 %, regained by 96 on 2025-06-02.
    const series = points(
      ['2021-01-04', 100],
      ['2021-06-01', 50],
      ['2022-01-03', 60],
      ['2022-12-30', 80],
      ['2023-01-02', 88],
      ['2024-06-03', 70],
      ['2025-06-02', 96],
      ['2025-12-31', 100],
    )
    const risk = riskFigures(series, 0)!
    expect(risk.from).toBe('2022-12-30')
    expect(risk.to).toBe('2025-12-31')
    expect(risk.maxDrawdown).toBeCloseTo(-20.45454545454546, 10)
    expect([risk.drawdownFrom, risk.drawdownTo, risk.recoveredOn]).toEqual(['2023-01-02', '2024-06-03', '2025-06-02'])
    // Returns in the window: 88/80, 70/88, 96/70, 100/96 - 1 = 0.1, -0.2045454545, 0.3714285714, 0.0416666667;
    // the same figures as the window alone.
    expect(risk).toEqual(riskFigures(series.slice(3), 0))
    const r = [0.1, 70 / 88 - 1, 96 / 70 - 1, 100 / 96 - 1]
    const mean = r.reduce((a, b) => a + b) / 4
    const sd = Math.sqrt(r.reduce((a, b) => a + (b - mean) ** 2, 0) / 3)
    expect(risk.volatility).toBeCloseTo(sd * SQRT_252 * 100, 9)
  })

  it('on a weekday series, counts one return per published NAV (holiday gaps are one return)', () => {
    // 300 weekdays alternating +1 % / -1 % in NAV steps of 100 -> 101 -> 100 -> ...: returns +0.01 and
    // 100/101 - 1 = -0.00990099..., with a holiday dropped, over more than a year.
    const navs = Array.from({ length: 300 }, (_, i) => (i % 2 === 0 ? 100 : 101))
    const series = weekdays('2025-01-01', navs, ['2025-08-15'])
    const risk = riskFigures(series, 0)!
    const up = 0.01
    const down = 100 / 101 - 1
    const r = Array.from({ length: 299 }, (_, i) => (i % 2 === 0 ? up : down))
    const mean = r.reduce((a, b) => a + b) / r.length
    const sd = Math.sqrt(r.reduce((a, b) => a + (b - mean) ** 2, 0) / (r.length - 1))
    expect(risk.volatility).toBeCloseTo(sd * SQRT_252 * 100, 9)
    // 100/101 - 1 = -0.99009900990099 %, first from the first 101 to the next 100.
    expect(risk.maxDrawdown).toBeCloseTo(-0.99009900990099, 10)
    expect([risk.drawdownFrom, risk.drawdownTo, risk.recoveredOn]).toEqual([series[1]!.date, series[2]!.date, series[3]!.date])
  })
})
