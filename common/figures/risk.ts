/**
 * Risk figures of a NAV series (a performance answer's `risk`, common/contract/analytics-schemas.ts). Dates are ISO
 * `yyyy-mm-dd`; series sorted ascending, one point per published NAV, NAVs positive.
 */
import { daysBetween, minusYears } from './dates.ts'
import { indexOnOrBefore, type NavPoint } from './returns.ts'

/** Figures over the window `from`..`to` (ISO dates of the first and last NAV used). Percentages a year. */
export type RiskFigures = {
  from: string
  to: string
  volatility: number
  maxDrawdown: number
  drawdownFrom: string | null
  drawdownTo: string | null
  recoveredOn: string | null
  sharpe: number | null
  sortino: number | null
}

/** Trading days a year, the annualisation factor of daily figures. */
export const TRADING_DAYS = 252
const WINDOW_YEARS = 3

/**
 * Volatility, drawdown, Sharpe and Sortino over the last three years, or the whole history if shorter.
 *
 * - null when the history spans under one year (first to latest NAV < 365 days), or when the window
 *   holds fewer than 3 NAVs (2 daily returns, the least a sample deviation needs).
 * - Window: from the NAV on or before (latest - 3 calendar years), else the first NAV, to the latest.
 * - Daily returns r_i = nav_i / nav_{i-1} - 1 between consecutive published NAVs (a holiday gap is one
 *   return, not spread over the missing days).
 * - volatility = sample standard deviation (n - 1) of r x sqrt(252) x 100, percent a year.
 * - sharpe = (mean(r) x 252 - rf) / (stdev(r) x sqrt(252)), rf = riskFreeRatePct / 100; null if stdev is 0.
 * - sortino = (mean(r) x 252 - rf) / downside deviation, where downside deviation = sqrt(mean over ALL n
 *   returns of min(0, r_i - rf/252)^2) x sqrt(252); null if no return fell below rf/252.
 * - maxDrawdown = the largest peak-to-trough fall in the window, (trough / peak - 1) x 100, negative; 0
 *   with null dates when the NAV never fell. drawdownFrom = the peak's date (the latest date the NAV stood
 *   at that running high before the trough), drawdownTo = the trough's date (the first, if the low
 *   repeats), recoveredOn = the first date after the trough whose NAV is >= the peak NAV, null if none yet.
 */
export function riskFigures(series: readonly NavPoint[], riskFreeRatePct: number): RiskFigures | null {
  const last = series.length - 1
  if (last < 1) return null
  const latest = series[last]!
  if (daysBetween(series[0]!.date, latest.date) < 365) return null
  const start = Math.max(0, indexOnOrBefore(series, minusYears(latest.date, WINDOW_YEARS)))
  const n = last - start // daily returns in the window
  if (n < 2) return null

  let sum = 0
  for (let i = start + 1; i <= last; i++) sum += series[i]!.nav / series[i - 1]!.nav - 1
  const mean = sum / n
  const rf = riskFreeRatePct / 100
  const rfDaily = rf / TRADING_DAYS
  let squares = 0
  let downside = 0
  for (let i = start + 1; i <= last; i++) {
    const r = series[i]!.nav / series[i - 1]!.nav - 1
    squares += (r - mean) ** 2
    const shortfall = Math.min(0, r - rfDaily)
    downside += shortfall * shortfall
  }
  const annualSd = Math.sqrt(squares / (n - 1)) * Math.sqrt(TRADING_DAYS)
  const annualDownside = Math.sqrt(downside / n) * Math.sqrt(TRADING_DAYS)
  const excess = mean * TRADING_DAYS - rf

  return {
    from: series[start]!.date,
    to: latest.date,
    volatility: annualSd * 100,
    ...drawdown(series, start, last),
    sharpe: annualSd > 0 ? excess / annualSd : null,
    sortino: annualDownside > 0 ? excess / annualDownside : null,
  }
}

type Drawdown = Pick<RiskFigures, 'maxDrawdown' | 'drawdownFrom' | 'drawdownTo' | 'recoveredOn'>

/** The deepest peak-to-trough fall of series[start..last] (conventions on riskFigures). */
function drawdown(series: readonly NavPoint[], start: number, last: number): Drawdown {
  let peak = start
  let worst = 0
  let worstPeak = -1
  let worstTrough = -1
  for (let i = start; i <= last; i++) {
    const nav = series[i]!.nav
    if (nav >= series[peak]!.nav) {
      peak = i
      continue
    }
    const fall = nav / series[peak]!.nav - 1
    if (fall < worst) {
      worst = fall
      worstPeak = peak
      worstTrough = i
    }
  }
  if (worstTrough < 0) return { maxDrawdown: 0, drawdownFrom: null, drawdownTo: null, recoveredOn: null }
  const peakNav = series[worstPeak]!.nav
  let recoveredOn: string | null = null
  for (let i = worstTrough + 1; i <= last; i++) {
    if (series[i]!.nav >= peakNav) {
      recoveredOn = series[i]!.date
      break
    }
  }
  return {
    maxDrawdown: worst * 100,
    drawdownFrom: series[worstPeak]!.date,
    drawdownTo: series[worstTrough]!.date,
    recoveredOn,
  }
}
