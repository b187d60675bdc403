/**
 * Recomputes the cached columns of `schemes` (latest NAV, 1D/1M/YTD, active flag), the generated
 * fund-house profiles, the TER figures (ter-figures.ts) and the performance figures after an ingest,
 * inside its transaction, so list calls read one row per scheme. The returns (common/figures/returns.ts)
 * get a reduced series: the latest two points, the last on or before one month back and the last on or
 * before the previous year end, one primary-key seek each. The formulas only pick "the last point on or
 * before" a date, and every such point of the full series is in the reduced one, so the answers are
 * identical.
 */
import { isoToDmy } from '../../common/figures/dates.ts'
import { minusOneMonth, oneDayReturn, oneMonthReturn, ytdReturn, type NavPoint } from '../../common/figures/returns.ts'
import { recomputePerformance } from './recompute-performance.ts'
import { recomputeTerFigures } from './ter-figures.ts'
import type { Db } from '../db/open-database.ts'
import { rebuildSearchIndex } from '../search/search-index.ts'

/** A scheme with no NAV in the last ACTIVE_DAYS days of the data is retired from lists. */
export const ACTIVE_DAYS = 30

const round = (value: number | null) => (value === null ? null : Math.round(value * 1e4) / 1e4)

/**
 * `performance: false` leaves the performance figures and the search index as they are: the back-fill
 * (backfill.ts) skips them on some windows of older history, which changes neither the active schemes
 * nor their names, and recomputes them on a later window.
 */
export function recomputeDerived(db: Db, { performance = true } = {}): { latestNavDate: string | null } {
  const codes = db.prepare('SELECT scheme_code FROM schemes').pluck().all() as number[]
  const lastTwo = db.prepare<[number], NavPoint>(
    'SELECT date, nav FROM navs WHERE scheme_code = ? ORDER BY date DESC LIMIT 2',
  )
  const onOrBefore = db.prepare<[number, string], NavPoint>(
    'SELECT date, nav FROM navs WHERE scheme_code = ? AND date <= ? ORDER BY date DESC LIMIT 1',
  )
  const first = db.prepare<[number], string>('SELECT MIN(date) FROM navs WHERE scheme_code = ?').pluck()
  const update = db.prepare(`UPDATE schemes SET first_date = ?, latest_nav = ?, latest_date = ?,
    one_day = ?, one_month = ?, ytd = ?, direct_growth = coalesce(plan = 'Direct' AND option = 'Growth', 0)
    WHERE scheme_code = ?`)

  for (const code of codes) {
    const tail = lastTwo.all(code).reverse()
    const latest = tail.at(-1)
    if (!latest) {
      update.run(null, null, null, null, null, null, code)
      continue
    }
    const points = new Map<string, NavPoint>()
    const yearEnd = onOrBefore.get(code, `${Number(latest.date.slice(0, 4)) - 1}-12-31`)
    const monthBack = onOrBefore.get(code, minusOneMonth(latest.date))
    for (const p of [yearEnd, monthBack, ...tail]) if (p) points.set(p.date, p)
    const series = [...points.values()].sort((a, b) => (a.date < b.date ? -1 : 1))
    update.run(
      first.get(code) ?? null,
      latest.nav,
      latest.date,
      round(oneDayReturn(series)),
      round(oneMonthReturn(series)),
      round(ytdReturn(series)),
      code,
    )
  }

  const latestNavDate = (db.prepare('SELECT MAX(latest_date) FROM schemes').pluck().get() as string | null) ?? null
  db.prepare(
    `UPDATE schemes SET active = (latest_date IS NOT NULL AND latest_date >= date(?, '-${ACTIVE_DAYS} days'))`,
  ).run(latestNavDate ?? '9999-12-31')
  regenerateProfiles(db)
  // The TER ranks are among active schemes of a subcategory: a NAV import can change either.
  recomputeTerFigures(db)
  // The analytics and the search index read the flags and dates above: they come last.
  if (performance) {
    recomputePerformance(db)
    rebuildSearchIndex(db)
  }
  return { latestNavDate }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Description and key features written from the data; content/fund-houses/<slug>.json may override them. */
function regenerateProfiles(db: Db): void {
  const houses = db.prepare('SELECT id, fund_house_name AS name FROM fund_houses').all() as { id: number; name: string }[]
  const stats = db.prepare<[number], { schemes: number; first: string | null; latest: string | null }>(
    `SELECT COUNT(*) AS schemes, MIN(first_date) AS first, MAX(latest_date) AS latest
     FROM schemes WHERE fund_house_id = ? AND active = 1`,
  )
  const categories = db
    .prepare<[number], string>(
      `SELECT category FROM schemes WHERE fund_house_id = ? AND active = 1
       GROUP BY category ORDER BY COUNT(*) DESC, category`,
    )
    .pluck()
  const save = db.prepare('UPDATE fund_houses SET description = ?, key_features = ? WHERE id = ?')
  for (const house of houses) {
    const s = stats.get(house.id)!
    const cats = categories.all(house.id)
    const first = s.first ? isoToDmy(s.first) : '–'
    const latest = s.latest ? isoToDmy(s.latest) : '–'
    const description =
      `<p>${escapeHtml(house.name)} offers ${s.schemes} active scheme${s.schemes === 1 ? '' : 's'}` +
      (cats.length ? ` across ${escapeHtml(cats.join(', '))}` : '') +
      `.</p><p>NAV history on this site runs from ${first} to ${latest}.</p>`
    const keyFeatures = [
      `Active schemes: ${s.schemes}`,
      `Categories: ${cats.join(', ') || '–'}`,
      `First NAV date: ${first}`,
      `Latest NAV date: ${latest}`,
    ].join('\n')
    save.run(description, keyFeatures, house.id)
  }
}
