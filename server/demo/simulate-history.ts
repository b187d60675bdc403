/**
 * Deterministic NAV history for the demo universe: a seeded random walk run backwards from the real
 * NAV on the dataset's date, over weekdays only, from a fund's simulated inception date. Same input ->
 * same database, on every machine.
 */
import { mulberry32 } from '../../common/lib/prng.ts'

export function hashString(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

/** Yearly drift and volatility by broad category: equity swings, debt creeps. */
const PROFILE: Record<string, { drift: number; vol: number }> = {
  Equity: { drift: 0.13, vol: 0.17 },
  Hybrid: { drift: 0.1, vol: 0.08 },
  Debt: { drift: 0.07, vol: 0.012 },
}

/**
 * How far back a fund's simulated history reaches, in years, as shares of the universe: a few under a
 * year (no 1Y figure), most 1-5 (younger more common), some 5-10 (5Y figures) and over 10 (10Y). `skew`
 * > 1 leans a band towards its young end. Mean about 4.2 years: ~9 million NAV rows for an AMFI file's
 * ~8,500 schemes. The oldest start, 13 years back, stays after January 2013, when Direct plans began.
 */
export const INCEPTION_SPREAD = [
  { share: 0.06, from: 0.2, to: 1, skew: 1 },
  { share: 0.64, from: 1, to: 5, skew: 1.4 },
  { share: 0.22, from: 5, to: 10, skew: 1.5 },
  { share: 0.08, from: 10, to: 13, skew: 1 },
] as const
export const MAX_HISTORY_YEARS = INCEPTION_SPREAD.at(-1)!.to

/** A fund's history length in years, from a hash of its key: its plans (same key) share it. */
export function historyYears(fundKey: string): number {
  const random = mulberry32(hashString(`inception|${fundKey}`))
  const pick = random()
  const within = random()
  let below = 0
  for (const band of INCEPTION_SPREAD) {
    below += band.share
    if (pick < below || band === INCEPTION_SPREAD.at(-1)) return band.from + (band.to - band.from) * Math.pow(within, band.skew)
  }
  throw new Error('unreachable')
}

const DAY_MS = 86_400_000

/** Weekdays from `endIso` back `years` years (fractional years count 365.25 days each), ascending. */
export function weekdaysBack(endIso: string, years: number): string[] {
  const end = new Date(`${endIso}T00:00:00Z`)
  const start = new Date(end)
  const whole = Math.floor(years)
  start.setUTCFullYear(start.getUTCFullYear() - whole)
  if (years > whole) start.setTime(start.getTime() - Math.round((years - whole) * 365.25) * DAY_MS)
  const days: string[] = []
  for (const d = new Date(start); d <= end; d.setUTCDate(d.getUTCDate() + 1)) {
    const wd = d.getUTCDay()
    if (wd !== 0 && wd !== 6) days.push(d.toISOString().slice(0, 10))
  }
  return days
}

/** The ISO date `years` years (fractional years count 365.25 days each) before `endIso`. */
export function yearsBefore(endIso: string, years: number): string {
  const d = new Date(`${endIso}T00:00:00Z`)
  const whole = Math.floor(years)
  d.setUTCFullYear(d.getUTCFullYear() - whole)
  if (years > whole) d.setTime(d.getTime() - Math.round((years - whole) * 365.25) * DAY_MS)
  return d.toISOString().slice(0, 10)
}

/**
 * NAVs for `dates` (ascending) ending exactly at `latestNav`. `pathKey` seeds the shocks: the Direct and
 * Regular plans of one fund share it, so their charts move together; Direct drifts a little faster
 * (no distributor commission), as in real data.
 */
export function simulateHistory(
  dates: readonly string[],
  latestNav: number,
  category: string,
  pathKey: string,
  direct: boolean,
): number[] {
  return simulateInto(new Array<number>(dates.length), dates.length, latestNav, category, pathKey, direct)
}

/** simulateHistory for the first `count` slots of `out` (reused between schemes by the seeder). */
export function simulateInto<T extends { [i: number]: number }>(
  out: T,
  count: number,
  latestNav: number,
  category: string,
  pathKey: string,
  direct: boolean,
): T {
  const { drift, vol } = PROFILE[category] ?? PROFILE.Hybrid!
  const random = mulberry32(hashString(pathKey))
  const mu = (drift + (direct ? 0.007 : 0)) / 252
  const sigma = vol / Math.sqrt(252)
  let nav = latestNav
  for (let i = count - 1; i >= 0; i--) {
    // The last point is the real NAV as published; the simulated ones keep four decimals.
    out[i] = i === count - 1 ? latestNav : Math.round(nav * 1e4) / 1e4
    // Box-Muller normal shock; step backwards by dividing out the day's growth.
    const z = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
    nav = Math.max(0.01, nav / Math.exp(mu + sigma * z))
  }
  return out
}
