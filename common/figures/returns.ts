/**
 * The contract's return formulas, as percentages, null when the history is too short: the NAV on a
 * date is the last one published on or before it; 1D = latest / previous NAV − 1; 1M = latest / NAV on
 * or before (latest date − 1 calendar month) − 1; YTD = latest / NAV on or before 31 Dec of the
 * previous year − 1. Pure and dependency-free: the reference server computes returns with it and
 * the msw fixtures derive their figures from their generated histories with it, so both agree by
 * construction.
 *
 * Dates are ISO `yyyy-mm-dd` strings here (they sort as text); series must be sorted ascending.
 */
export type NavPoint = { date: string; nav: number }

/** Index of the last point on or before `isoDate` (weekends and holidays carry the previous NAV), or -1. */
export function indexOnOrBefore(series: readonly NavPoint[], isoDate: string): number {
  let lo = 0
  let hi = series.length - 1
  let found = -1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (series[mid]!.date <= isoDate) {
      found = mid
      lo = mid + 1
    } else {
      hi = mid - 1
    }
  }
  return found
}

/**
 * The first NAV published on or after `isoDate` (a weekend's or holiday's transaction is done at the
 * next NAV), or null when there is none yet. `series` ascending by date.
 */
export function navOnOrAfter(series: readonly NavPoint[], isoDate: string): NavPoint | null {
  let lo = 0
  let hi = series.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (series[mid]!.date < isoDate) lo = mid + 1
    else hi = mid
  }
  return series[lo] ?? null
}

function pct(latest: number, base: number | undefined): number | null {
  if (base === undefined || !(base > 0) || !(latest > 0)) return null
  return (latest / base - 1) * 100
}

/** `yyyy-mm-dd` one calendar month earlier, clamped to the month's last day (31 Mar -> 28/29 Feb). */
export function minusOneMonth(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number]
  const year = m === 1 ? y - 1 : y
  const month = m === 1 ? 12 : m - 1
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const day = Math.min(d, lastDay)
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** 1D: latest NAV / previous published NAV - 1, in percent. */
export function oneDayReturn(series: readonly NavPoint[]): number | null {
  const n = series.length
  if (n < 2) return null
  return pct(series[n - 1]!.nav, series[n - 2]!.nav)
}

/** 1M: latest / NAV on or before (latest date - 1 calendar month) - 1, in percent. */
export function oneMonthReturn(series: readonly NavPoint[]): number | null {
  const latest = series.at(-1)
  if (!latest) return null
  const i = indexOnOrBefore(series, minusOneMonth(latest.date))
  return i < 0 ? null : pct(latest.nav, series[i]!.nav)
}

/** YTD: latest / NAV on or before 31 Dec of the previous year - 1, in percent. */
export function ytdReturn(series: readonly NavPoint[]): number | null {
  const latest = series.at(-1)
  if (!latest) return null
  const previousYearEnd = `${Number(latest.date.slice(0, 4)) - 1}-12-31`
  const i = indexOnOrBefore(series, previousYearEnd)
  return i < 0 ? null : pct(latest.nav, series[i]!.nav)
}
