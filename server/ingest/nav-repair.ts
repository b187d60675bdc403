/**
 * Removes what older importers let in and the parser refuses: NAVs on impossible days (2026-02-31),
 * before 1990 or in the future, absurd NAVs (a 400-digit NAV stored as Infinity), and fund houses left
 * without schemes. Runs inside the import's transaction, before the derived figures. Dates out of range
 * are purged every import with two primary-key seeks per scheme; impossible days and absurd NAVs need
 * a full scan (`navs` has no index on date alone), which migration 005 asks the next import for, once.
 */
import type { Db } from '../db/open-database.ts'
import { EARLIEST_NAV_DATE } from './amfi-limits.ts'
import { MAX_NAV } from './amfi-nav.ts'

/** The meta key migrations/005-nav-check.sql sets: the next import checks every NAV row once. */
export const FULL_NAV_CHECK_KEY = 'full_nav_check_pending'

/** Rows and fund houses deleted; `latestDate` is the last acceptable NAV date (today in India + 1). */
export function repairNavData(db: Db, latestDate: string): number {
  let deleted = 0
  const pending = db.prepare('SELECT 1 FROM meta WHERE key = ?').pluck().get(FULL_NAV_CHECK_KEY) !== undefined
  if (pending) {
    deleted += db
      .prepare(
        `DELETE FROM navs WHERE date(date) IS NOT date OR date < ? OR date > ? OR NOT (nav > 0 AND nav <= ${MAX_NAV})`,
      )
      .run(EARLIEST_NAV_DATE, latestDate).changes
    db.prepare('DELETE FROM meta WHERE key = ?').run(FULL_NAV_CHECK_KEY)
  }
  // `scheme_code IN (…)` turns each range into a seek on the primary key (scheme_code, date).
  const inRange = (test: string) =>
    db.prepare(`DELETE FROM navs WHERE scheme_code IN (SELECT scheme_code FROM schemes) AND ${test}`)
  deleted += inRange('date > ?').run(latestDate).changes
  deleted += inRange('date < ?').run(EARLIEST_NAV_DATE).changes
  deleted += db.prepare('DELETE FROM fund_houses WHERE id NOT IN (SELECT fund_house_id FROM schemes)').run().changes
  return deleted
}
