/**
 * Fills an empty database with the bundled demo universe (every scheme of one AMFI file) and its
 * simulated history, in one transaction like every ingest, and marks the source 'demo'. Each fund
 * starts on its own simulated inception date (INCEPTION_SPREAD), so the site shows 10Y and 5Y figures
 * and nulls for young funds; NAV rows are appended in primary-key order through ingest/'s appender.
 */
import type { Db } from '../db/open-database.ts'
import type { AmfiRow } from '../ingest/amfi-parser.ts'
import { mapAmfiGroup } from '../ingest/category-mapping.ts'
import type { Option, Plan } from '../ingest/plan-option.ts'
import { recomputeDerived } from '../ingest/derived-figures.ts'
import { importTerRows } from '../ingest/ter-import.ts'
import { readDemoCosts } from './demo-costs.ts'
import { createIngestWriter, createNavAppender } from '../ingest/ingest-writer.ts'
import { createMetaRepository } from '../repositories/meta-repository.ts'
import { loadDemoDataset, type DemoDataset } from './demo-dataset.ts'
import { historyYears, MAX_HISTORY_YEARS, simulateInto, weekdaysBack, yearsBefore } from './simulate-history.ts'

export { DEMO_DATASET_PATH, loadDemoDataset } from './demo-dataset.ts'

/** (done, total, phase): `done` rises to `total` across both phases. */
export type DemoProgress = (done: number, total: number, phase: DemoPhase) => void
export type DemoPhase = (typeof DEMO_PHASES)[keyof typeof DEMO_PHASES]
export const DEMO_PHASES = { navs: 'simulating NAV history', figures: 'computing figures' } as const

export type SeedDemoOptions = {
  /** Every fund gets exactly this many years of history (small test and benchmark databases). By
   *  default each fund gets its own length, from INCEPTION_SPREAD. */
  years?: number
  onProgress?: DemoProgress
  /** The TERs of the bundled snapshots (default true); off where a test counts data versions or writes. */
  costs?: boolean
}

/**
 * recomputeDerived (one call: latest figures, performance figures, search index) counts as this many
 * NAV rows of progress per NAV row: its time relative to writing them, commit included.
 */
const FIGURES_WEIGHT = 2.5

/** Strips plan and option words so a fund's Direct and Regular Growth share one simulated path and start. */
export const fundKey = (house: string, name: string) =>
  `${house}|${name.toLowerCase().replace(/\b(direct|regular|plan|growth|option)\b|[^a-z0-9]+/g, '')}`

/** Index of the first of the ascending `dates` that is >= `iso` (dates.length when none is). */
function lowerBound(dates: readonly string[], iso: string): number {
  let lo = 0
  let hi = dates.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (dates[mid]! < iso) lo = mid + 1
    else hi = mid
  }
  return lo
}

type Planned = { row: AmfiRow; pathKey: string; from: number; to: number; date: string; count: number }

/**
 * Seeds `dataset` (default: the bundled one) into an empty database. A number as the third argument is
 * short for `{ years }`. Returns the schemes and NAV rows written.
 */
export function seedDemo(
  db: Db,
  dataset: DemoDataset = loadDemoDataset(),
  options: number | SeedDemoOptions = {},
): { schemes: number; navs: number } {
  const { years, onProgress, costs = true } = typeof options === 'number' ? { years: options } : options
  const calendar = weekdaysBack(dataset.navDate, years ?? MAX_HISTORY_YEARS)

  // Plan every scheme first: the total is known before the first row is written.
  const planned: Planned[] = []
  for (const house of dataset.fundHouses) {
    for (const group of house.groups) {
      const mapped = mapAmfiGroup(group.amfiGroup)
      for (const [schemeCode, schemeName, plan, option, nav, ownDate] of group.schemes) {
        const key = fundKey(house.name, schemeName)
        const date = ownDate ?? dataset.navDate
        const from = lowerBound(calendar, yearsBefore(dataset.navDate, years ?? historyYears(key)))
        // Weekdays from the fund's start up to (not including) its own NAV date, then that date.
        const to = Math.max(from, lowerBound(calendar, date))
        const row: AmfiRow = {
          schemeCode,
          schemeName,
          plan: plan as Plan | null,
          option: option as Option | null,
          isinGrowth: null,
          isinReinvest: null,
          nav,
          skipReason: null,
          date,
          fundHouse: house.name,
          schemeType: group.schemeType,
          amfiGroup: group.amfiGroup,
          ...mapped,
        }
        planned.push({ row, pathKey: key, from, to, date, count: to - from + 1 })
      }
    }
  }
  planned.sort((a, b) => a.row.schemeCode - b.row.schemeCode)
  const navRows = planned.reduce((n, p) => n + p.count, 0)
  const total = navRows + Math.max(1, Math.round(navRows * FIGURES_WEIGHT))

  const result = db.transaction(() => {
    const writer = createIngestWriter(db)
    const appender = createNavAppender(db)
    const navs = new Float64Array(calendar.length + 1)
    let written = 0
    for (const { row, pathKey, from, to, date, count } of planned) {
      onProgress?.(written, total, DEMO_PHASES.navs)
      writer.write({ ...row, nav: null })
      simulateInto(navs, count, row.nav!, row.category, pathKey, row.plan === 'Direct')
      for (let i = 0; i < count; i++) appender.add(row.schemeCode, from + i < to ? calendar[from + i]! : date, navs[i]!)
      written += count
    }
    appender.flush()
    onProgress?.(written, total, DEMO_PHASES.figures)
    const { latestNavDate } = recomputeDerived(db)
    createMetaRepository(db).recordIngest('demo', latestNavDate)
    // Real costs: AMFI's monthly TER snapshots, matched to this universe (demo-costs.ts), labelled
    // with their own dates wherever shown.
    if (costs) importTerRows(db, readDemoCosts())
    return { schemes: planned.length, navs: written }
  }).immediate()
  // The one big transaction passed through the WAL: give its disk space back.
  if (db.pragma('journal_mode', { simple: true }) === 'wal') db.pragma('wal_checkpoint(TRUNCATE)')
  onProgress?.(total, total, DEMO_PHASES.figures)
  return result
}

/**
 * A progress bar for seedDemo's onProgress, written through `write` (stderr at start). On a terminal,
 * one line redrawn in place: `[start] building demo database [#########-----]  62% simulating NAV history`;
 * otherwise (a log file, a container's output) a plain line at every 10 % step and at a phase change.
 * `end` finishes the redrawn line.
 */
export function createProgressPrinter(write: (text: string) => void, tty: boolean, label: string, width = 30) {
  let shown = ''
  let drawn = false
  return {
    update: (done: number, total: number, phase: string): void => {
      const percent = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 100
      if (tty) {
        const key = `${percent}|${phase}`
        if (key === shown) return
        shown = key
        const filled = Math.round((percent / 100) * width)
        write(`\r[start] ${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(percent).padStart(3)}% ${phase}\x1b[K`)
        drawn = true
      } else {
        const key = `${percent - (percent % 10)}|${phase}`
        if (key === shown) return
        shown = key
        write(`[start] ${label}: ${percent}% ${phase}\n`)
      }
    },
    end: (): void => {
      if (drawn) write('\n')
      drawn = false
    },
  }
}
