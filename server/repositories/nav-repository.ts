import type { Db } from '../db/open-database.ts'

export function createNavRepository(db: Db) {
  // A primary-key range scan over (scheme_code, date): no sort step.
  const history = db.prepare<[number], { date: string; nav: number }>(
    'SELECT date, nav FROM navs WHERE scheme_code = ? ORDER BY date',
  )
  return { history: (schemeCode: number) => history.all(schemeCode) }
}

export type NavRepository = ReturnType<typeof createNavRepository>
