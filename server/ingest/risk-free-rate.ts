/**
 * The risk-free rate behind Sharpe and Sortino: a server setting (RISK_FREE_RATE, percent a year),
 * kept in the meta table so an import computes with the rate the server runs with. When the
 * setting changes, the server recomputes the figures at start (prepare-analytics.ts).
 */
import type { Db } from '../db/open-database.ts'

/** About the 91-day Treasury bill yield; SEBI prescribes no rate, so the site states the one used. */
export const DEFAULT_RISK_FREE_RATE = 6.5

const KEY = 'risk_free_rate'

export function readRiskFreeRate(db: Db): number {
  const stored = db.prepare<[string], string>('SELECT value FROM meta WHERE key = ?').pluck().get(KEY)
  const rate = stored === undefined ? NaN : Number(stored)
  return Number.isFinite(rate) ? rate : DEFAULT_RISK_FREE_RATE
}

/** Records the rate; true when it differs from the one the stored figures were computed with. */
export function writeRiskFreeRate(db: Db, rate: number): boolean {
  const changed = readRiskFreeRate(db) !== rate
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(KEY, String(rate))
  return changed
}
