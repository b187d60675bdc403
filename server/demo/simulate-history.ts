/**
 * Deterministic NAV history for the demo universe: a seeded random walk run backwards from the real
 * NAV on the dataset's date, over weekdays only. Same input -> same database, on every machine.
 */
import { mulberry32 } from '../../src/lib/prng.ts'

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

/** Weekdays from `endIso` back `years` years, ascending. */
export function weekdaysBack(endIso: string, years: number): string[] {
  const end = new Date(`${endIso}T00:00:00Z`)
  const start = new Date(end)
  start.setUTCFullYear(start.getUTCFullYear() - years)
  const days: string[] = []
  for (const d = new Date(start); d <= end; d.setUTCDate(d.getUTCDate() + 1)) {
    const wd = d.getUTCDay()
    if (wd !== 0 && wd !== 6) days.push(d.toISOString().slice(0, 10))
  }
  return days
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
  const { drift, vol } = PROFILE[category] ?? PROFILE.Hybrid!
  const random = mulberry32(hashString(pathKey))
  const mu = (drift + (direct ? 0.007 : 0)) / 252
  const sigma = vol / Math.sqrt(252)
  const navs = new Array<number>(dates.length)
  let nav = latestNav
  for (let i = dates.length - 1; i >= 0; i--) {
    navs[i] = Math.round(nav * 1e4) / 1e4
    // Box-Muller normal shock; step backwards by dividing out the day's growth.
    const z = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
    nav = Math.max(0.01, nav / Math.exp(mu + sigma * z))
  }
  return navs
}
