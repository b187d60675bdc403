/** Hand-built NAV series for the figures' tests. */
import { addDays } from '../../../common/figures/dates.ts'
import { type NavPoint } from '../../../common/figures/returns.ts'

/** A series from explicit `[isoDate, nav]` pairs (give them in ascending date order). */
export const points = (...pairs: [string, number][]): NavPoint[] => pairs.map(([date, nav]) => ({ date, nav }))

/** Day of the week of an ISO date, 0 = Sunday. */
export const weekday = (iso: string): number => new Date(`${iso}T00:00:00Z`).getUTCDay()

/**
 * One NAV per weekday from `start` on (Saturdays, Sundays and `holidays` skipped), taking `navs` in order:
 * the shape of a real published series.
 */
export function weekdays(start: string, navs: readonly number[], holidays: readonly string[] = []): NavPoint[] {
  const series: NavPoint[] = []
  let date = start
  for (const nav of navs) {
    while (weekday(date) === 0 || weekday(date) === 6 || holidays.includes(date)) date = addDays(date, 1)
    series.push({ date, nav })
    date = addDays(date, 1)
  }
  return series
}

/**
 * The SIP calculator's hand-checked series (tests/unit/figures/sip.test.ts, and the portfolio's SIP
 * series, tests/unit/portfolio/sip-series.test.ts): 2026-02-05 (a Thursday) is a holiday with no NAV,
 * 2026-03-21/22 a weekend.
 */
export const SIP_SAMPLE_SERIES: readonly NavPoint[] = points(
  ['2026-01-05', 10],
  ['2026-01-06', 10.2],
  ['2026-02-04', 11],
  ['2026-02-06', 12.5],
  ['2026-03-05', 8],
  ['2026-03-20', 10],
  ['2026-03-23', 11],
)
