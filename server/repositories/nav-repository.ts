import type { Db } from '../db/open-database.ts'

export function createNavRepository(db: Db) {
  // A primary-key range scan over (scheme_code, date): no sort step.
  const history = db.prepare<[number], { date: string; nav: number }>(
    'SELECT date, nav FROM navs WHERE scheme_code = ? ORDER BY date',
  )
  const range = db.prepare<[number, string, string], { date: string; nav: number }>(
    'SELECT date, nav FROM navs WHERE scheme_code = ? AND date BETWEEN ? AND ? ORDER BY date',
  )
  return {
    history: (schemeCode: number) => history.all(schemeCode),
    /** The NAVs dated `from` to `to` inclusive (ISO): a seek and a short scan, not the whole history. */
    range: (schemeCode: number, from: string, to: string) => range.all(schemeCode, from, to),
  }
}

export type NavRepository = ReturnType<typeof createNavRepository>
