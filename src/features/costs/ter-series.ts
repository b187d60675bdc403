/**
 * The TER's history as a step series for the chart: one step per change, from its date until the
 * next, the last one drawn on to `until` (the day the page's data runs to), so a TER unchanged for a
 * year shows as a year-long step rather than ending at its own start.
 */
import type { TerHistoryEntry } from '@common/contract/costs-schemas'
import { daysInMonth, dmyToIso, isoToDmy } from '@common/figures/dates'
import { isoToLocalDate } from '@/lib/dates'

export type TerStep = {
  /** Local midnight of the day the TER came into force (what time scales and chart labels expect). */
  date: Date
  iso: string
  total: number
}

export type TerSeries = {
  /** The changes, oldest first: what the cursor steps through and the table lists. */
  steps: TerStep[]
  /** Local midnight of the day the last step is drawn to (never before the last change). */
  end: Date
  endIso: string
}

/**
 * The history's changes with a readable date, oldest first (a repeated date keeps its last entry),
 * drawn to the latest of `untilDmys` that falls on or after the last change. Null with no change to draw.
 */
export function terSeries(history: readonly TerHistoryEntry[], ...untilDmys: readonly string[]): TerSeries | null {
  const byDay = new Map<string, TerStep>()
  for (const entry of history) {
    const iso = dmyToIso(entry.date)
    if (!iso || !Number.isFinite(entry.total)) continue
    byDay.set(iso, { date: isoToLocalDate(iso), iso, total: entry.total })
  }
  const steps = [...byDay.values()].sort((a, b) => (a.iso < b.iso ? -1 : a.iso > b.iso ? 1 : 0))
  const last = steps.at(-1)
  if (!last) return null
  let endIso = last.iso
  for (const dmy of untilDmys) {
    const iso = dmyToIso(dmy)
    if (iso && iso > endIso) endIso = iso
  }
  return { steps, end: isoToLocalDate(endIso), endIso }
}

/**
 * How far the TER in force is known: to the end of its report's month (AMFI's report runs month by
 * month), and never past the day the page's data runs to. An old report (the demo's snapshots) says
 * nothing of today, so its last step must not run on for years.
 */
export function knownUntil(asOfDmy: string, latestNavDmy: string | null): string {
  const asOf = dmyToIso(asOfDmy)
  if (!asOf) return asOfDmy
  const year = Number(asOf.slice(0, 4))
  const month = Number(asOf.slice(5, 7))
  const monthEnd = `${asOf.slice(0, 8)}${String(daysInMonth(year, month)).padStart(2, '0')}`
  const latest = latestNavDmy === null ? null : dmyToIso(latestNavDmy)
  return isoToDmy(latest !== null && latest < monthEnd ? latest : monthEnd)
}
