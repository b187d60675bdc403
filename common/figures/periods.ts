/**
 * Trailing returns per period (a performance answer's `returns`, common/contract/analytics-schemas.ts), SEBI's
 * convention: absolute below one year, CAGR from one year on. Dates are ISO `yyyy-mm-dd`; series sorted
 * ascending, one point per published NAV, NAVs positive.
 */
import { addDays, daysBetween, minusMonths, minusYears } from './dates.ts'
import { indexOnOrBefore, type NavPoint } from './returns.ts'

/** The returns table's periods, in the contract's order. SI = since the first NAV held. */
export const PERIODS = ['1W', '1M', '3M', '6M', 'YTD', '1Y', '3Y', '5Y', '10Y', 'SI'] as const
export type Period = (typeof PERIODS)[number]
export type ReturnKind = 'absolute' | 'cagr'
/** `value` in percent, unrounded; `kind` and `value` are both null when the period cannot be computed. */
export type PeriodReturn = { period: Period; kind: ReturnKind | null; value: number | null }

/** Nominal years of the CAGR periods (3Y is compounded over exactly 3 years, whatever its leap days). */
const YEARS = { '1Y': 1, '3Y': 3, '5Y': 5, '10Y': 10 } as const
const MONTHS = { '1M': 1, '3M': 3, '6M': 6 } as const

/**
 * The date a period starts from, counted back from the latest NAV date: 1W = 7 days, 1M/3M/6M calendar
 * months (clamped to month end), YTD = 31 Dec of the previous year, 1Y..10Y calendar years (29 Feb -> 28 Feb).
 * The base NAV is the last one published on or before it (weekends and holidays carry the previous NAV).
 */
export function periodStart(latestIso: string, period: Exclude<Period, 'SI'>): string {
  switch (period) {
    case '1W':
      return addDays(latestIso, -7)
    case '1M':
    case '3M':
    case '6M':
      return minusMonths(latestIso, MONTHS[period])
    case 'YTD':
      return `${String(Number(latestIso.slice(0, 4)) - 1).padStart(4, '0')}-12-31`
    default:
      return minusYears(latestIso, YEARS[period])
  }
}

const none = (period: Period): PeriodReturn => ({ period, kind: null, value: null })

function figure(period: Period, end: number, base: number, years: number | null): PeriodReturn {
  if (!(end > 0) || !(base > 0)) return none(period)
  if (years === null) return { period, kind: 'absolute', value: (end / base - 1) * 100 }
  return { period, kind: 'cagr', value: (Math.pow(end / base, 1 / years) - 1) * 100 }
}

/**
 * One period's return to the latest NAV. Absolute (end/base - 1) below a year (1W..6M, YTD); CAGR
 * ((end/base)^(1/years) - 1) over the nominal years from 1Y. SI: from the first NAV, CAGR over days/365
 * when the history spans 365 days or more, absolute otherwise. Null value and kind when the series has no
 * NAV on or before the period's start (a younger fund: never extrapolated) or fewer than 2 points.
 */
export function periodReturn(series: readonly NavPoint[], period: Period): PeriodReturn {
  const n = series.length
  if (n < 2) return none(period)
  const latest = series[n - 1]!
  if (period === 'SI') {
    const first = series[0]!
    const days = daysBetween(first.date, latest.date)
    return figure(period, latest.nav, first.nav, days >= 365 ? days / 365 : null)
  }
  const i = indexOnOrBefore(series, periodStart(latest.date, period))
  if (i < 0) return none(period)
  const years = period in YEARS ? YEARS[period as keyof typeof YEARS] : null
  return figure(period, latest.nav, series[i]!.nav, years)
}

/** Every period's return, in PERIODS order. */
export function periodReturns(series: readonly NavPoint[]): PeriodReturn[] {
  return PERIODS.map((period) => periodReturn(series, period))
}
