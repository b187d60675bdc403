/**
 * The back-fill's progress row (migrations/007-backfill.sql) and its windows. The range held is
 * [nextTo + 1, historyTo]; what is still to fetch, [historyFrom, nextTo], is cut into windows newest
 * first, and a window's transaction moves nextTo past it, so the row always names exactly the windows
 * that are in. A run on a later day first fetches the days since historyTo (the daily file is not
 * imported while the demo is served, and gives one day only). A changed SYNC_HISTORY_FROM or
 * SYNC_WINDOW_DAYS applies to the windows still to come.
 */
import { addDays, daysBetween } from '../../common/figures/dates.ts'
import type { Db } from '../db/open-database.ts'

export type BackfillProgress = {
  historyFrom: string
  historyTo: string
  /** The newest date not fetched yet; null once every window is in. */
  nextTo: string | null
  windowsDone: number
  rows: number
  switched: boolean
  startedAt: string
  finishedAt: string | null
}

/** The real data must cover this many days, up to the newest, before it replaces the demo. */
export const SWITCH_COVERAGE_DAYS = 365

/** [from, to] cut into windows of at most `days` calendar days, newest first. */
export function windowsBack(fromIso: string, toIso: string, days: number): [string, string][] {
  const out: [string, string][] = []
  for (let to = toIso; to >= fromIso; ) {
    const back = addDays(to, -(days - 1))
    const from = back < fromIso ? fromIso : back
    out.push([from, to])
    to = addDays(from, -1)
  }
  return out
}

export function startProgress(fromIso: string, today: string, now: Date): BackfillProgress {
  return { historyFrom: fromIso, historyTo: today, nextTo: today, windowsDone: 0, rows: 0, switched: false, startedAt: now.toISOString(), finishedAt: null }
}

/**
 * The windows still to fetch: first the days published since the back-fill began (up to `today`,
 * oldest first, so the range held stays one piece), then the older history, newest first.
 */
export function remainingWindows(p: BackfillProgress, days: number, today = p.historyTo): [string, string][] {
  const newer = today > p.historyTo ? windowsBack(addDays(p.historyTo, 1), today, days).reverse() : []
  return p.nextTo === null ? newer : [...newer, ...windowsBack(p.historyFrom, p.nextTo, days)]
}

/** Days from the oldest date fetched to the newest, both included. */
export function coveredDays(p: BackfillProgress): number {
  const oldest = p.nextTo === null ? p.historyFrom : addDays(p.nextTo, 1)
  return Math.max(0, daysBetween(oldest, p.historyTo) + 1)
}

/** The progress after `window` is in: a newer one moves historyTo, an older one nextTo (to the day before it). */
export function afterWindow(p: BackfillProgress, window: [string, string], rows: number, now: Date): BackfillProgress {
  if (window[0] > p.historyTo) return { ...p, historyTo: window[1], windowsDone: p.windowsDone + 1, rows: p.rows + rows }
  const next = addDays(window[0], -1)
  const done = next < p.historyFrom
  return { ...p, nextTo: done ? null : next, windowsDone: p.windowsDone + 1, rows: p.rows + rows, finishedAt: done ? now.toISOString() : null }
}

type Row = {
  history_from: string
  history_to: string
  next_to: string | null
  windows_done: number
  rows: number
  switched: number
  started_at: string
  finished_at: string | null
}

export function readProgress(db: Db): BackfillProgress | null {
  const row = db.prepare('SELECT * FROM backfill WHERE id = 1').get() as Row | undefined
  if (!row) return null
  return {
    historyFrom: row.history_from,
    historyTo: row.history_to,
    nextTo: row.next_to,
    windowsDone: row.windows_done,
    rows: row.rows,
    switched: row.switched === 1,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  }
}

/** Call inside the transaction that stores the window (or the switch) it describes. */
export function writeProgress(db: Db, p: BackfillProgress): void {
  db.prepare(
    `INSERT INTO backfill (id, history_from, history_to, next_to, windows_done, rows, switched, started_at, finished_at)
     VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET history_from = excluded.history_from, history_to = excluded.history_to,
       next_to = excluded.next_to, windows_done = excluded.windows_done, rows = excluded.rows,
       switched = excluded.switched, started_at = excluded.started_at, finished_at = excluded.finished_at`,
  ).run(p.historyFrom, p.historyTo, p.nextTo, p.windowsDone, p.rows, p.switched ? 1 : 0, p.startedAt, p.finishedAt)
}
