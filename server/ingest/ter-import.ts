/**
 * Imports AMFI's TER report (ter-parser.ts) in one transaction: all of it or, on any error, nothing.
 * Each scheme name is matched to the scheme codes of both its plans within its fund house
 * (ter-matching.ts); each code gets its plan's figures as ter_history entries, one per change: after
 * the file's entries are merged with those held, an entry equal to the one before it is dropped. So a
 * month of daily rows that changed twice leaves three entries, importing the same file again changes
 * nothing (and the data version stays put), and an older month imported after a newer one still
 * leaves one entry per change. ter_figures is then derived again (ter-figures.ts).
 */
import { isValidIso } from '../../common/figures/dates.ts'
import type { Db } from '../db/open-database.ts'
import { createMetaRepository } from '../repositories/meta-repository.ts'
import { recomputeTerFigures } from './ter-figures.ts'
import { createTerMatcher, universeOf } from './ter-matching.ts'
import { dateOutside, latestTerDate, parseTer, TerFormatError, type TerFigures, type TerParseOptions, type TerRow } from './ter-parser.ts'

export type TerImportSummary = {
  /** Rows read (one per scheme name and date). */
  rows: number
  /** Distinct scheme names, and how they matched (matched + ambiguous + unmatched = names). */
  names: number
  matched: number
  ambiguous: number
  unmatched: number
  /** In the file's order. */
  unmatchedNames: string[]
  ambiguousNames: string[]
  /** ter_history rows inserted or changed. */
  entriesWritten: number
  /** Scheme codes with a TER in force after the import (ter_figures). */
  codesWithTer: number
  /** ISO date of the newest row read; null for no rows. */
  latestDate: string | null
  /** False when the rows held nothing new: the data version did not move. */
  changed: boolean
  dataVersion: number
}

export type TerImportOptions = TerParseOptions

type Plan = 'Regular' | 'Direct'
type Dated = { date: string; figures: TerFigures }
/** One matched name's figures for one plan, oldest first, one per date. */
type Series = { terName: string; plan: Plan; entries: Dated[] }
type HistoryRow = { date: string; total: number; base: number | null; add_b: number | null; add_c: number | null; gst: number | null }

const sameFigures = (a: TerFigures, b: TerFigures) =>
  a.total === b.total && a.base === b.base && a.additionalB === b.additionalB && a.additionalC === b.additionalC && a.gst === b.gst

const figuresOf = (row: HistoryRow): TerFigures => ({ total: row.total, base: row.base, additionalB: row.add_b, additionalC: row.add_c, gst: row.gst })

/** A name's rows as one plan's series; of a date given twice, the later row counts. */
function seriesOf(rows: readonly TerRow[], column: 'regular' | 'direct'): Dated[] {
  const byDate = new Map<string, TerFigures>()
  for (const row of rows) {
    const figures = row[column]
    if (figures) byDate.set(row.date, figures)
  }
  return [...byDate].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([date, figures]) => ({ date, figures }))
}

/**
 * Two series, oldest first, as one: on a date both have, `over`'s figures count. `was` is `under`'s
 * figures on that date, if it had one: what a row of `under` (the history held) holds now.
 */
function overlay(under: readonly Dated[], over: readonly Dated[]): (Dated & { was?: TerFigures })[] {
  const out: (Dated & { was?: TerFigures })[] = []
  let i = 0
  let j = 0
  while (i < under.length || j < over.length) {
    const u = under[i]
    const o = over[j]
    if (!o || (u && u.date < o.date)) {
      out.push({ date: u!.date, figures: u!.figures, was: u!.figures })
      i++
    } else if (!u || o.date < u.date) {
      out.push({ date: o.date, figures: o.figures })
      j++
    } else {
      out.push({ date: o.date, figures: o.figures, was: u.figures })
      i++
      j++
    }
  }
  return out
}

/** `input` is the file's bytes, gzip or not; it is parsed whole before the transaction begins. */
export function importTer(db: Db, input: Buffer, options: TerImportOptions = {}): TerImportSummary {
  return importTerRows(db, parseTer(input, options), options)
}

/**
 * Rows grouped by scheme name, in the order names first appear; their dates and totals checked as
 * the parser's are (rows built in code, by the demo's seeding, come through here too).
 */
function byName(rows: readonly TerRow[], latest: string): Map<string, TerRow[]> {
  const names = new Map<string, TerRow[]>()
  // A month's report repeats each of its 30 dates on every scheme: each is checked once.
  const goodDates = new Set<string>()
  for (const row of rows) {
    if (!goodDates.has(row.date)) {
      if (!isValidIso(row.date)) throw new TerFormatError(`bad date ${JSON.stringify(row.date)}: not an ISO day`, row.line)
      const outside = dateOutside(row.date, latest)
      if (outside) throw new TerFormatError(`date ${row.date} ${outside}`, row.line)
      goodDates.add(row.date)
    }
    for (const figures of [row.regular, row.direct]) {
      if (figures && !(figures.total > 0 && figures.total <= 100)) {
        throw new TerFormatError(`total TER ${figures.total}: a plan's is over 0 and at most 100 (a plan without a TER is null)`, row.line)
      }
    }
    const list = names.get(row.schemeName)
    if (list) list.push(row)
    else names.set(row.schemeName, [row])
  }
  return names
}

/**
 * Imports rows already read (the demo's seeding builds them), in one transaction. Rows of one name
 * and date given twice: the later one counts.
 */
export function importTerRows(db: Db, rows: readonly TerRow[], options: TerImportOptions = {}): TerImportSummary {
  const names = byName(rows, latestTerDate(options.today))
  const run = db.transaction((): TerImportSummary => {
    const meta = createMetaRepository(db)
    const before = meta.read()
    const matcher = createTerMatcher(universeOf(db))
    const unmatchedNames: string[] = []
    const ambiguousNames: string[] = []
    // Each code's series: one, or more when two names match it (a renamed scheme, in snapshots on
    // either side of the rename).
    const incoming = new Map<number, Series[]>()
    let matched = 0
    let latestDate: string | null = null

    for (const [name, list] of names) {
      for (const row of list) if (latestDate === null || row.date > latestDate) latestDate = row.date
      const match = matcher.match(name)
      if (match.outcome === 'unmatched') unmatchedNames.push(name)
      if (match.outcome === 'ambiguous') ambiguousNames.push(name)
      if (match.outcome !== 'matched') continue
      matched++
      const plans: [Plan, number[], 'regular' | 'direct'][] = [
        ['Regular', match.regular, 'regular'],
        ['Direct', match.direct, 'direct'],
      ]
      for (const [plan, codes, column] of plans) {
        if (codes.length === 0) continue
        const entries = seriesOf(list, column)
        // A plan the report gives no TER for (an ETF's Direct plan) leaves its codes as they were.
        if (entries.length === 0) continue
        const series: Series = { terName: name, plan, entries }
        for (const code of codes) {
          const held = incoming.get(code)
          if (held) held.push(series)
          else incoming.set(code, [series])
        }
      }
    }

    const upsertMatch = db.prepare(`INSERT INTO ter_matches (scheme_code, ter_name, plan) VALUES (?, ?, ?)
      ON CONFLICT(scheme_code) DO UPDATE SET ter_name = excluded.ter_name, plan = excluded.plan
      WHERE ter_name IS NOT excluded.ter_name OR plan IS NOT excluded.plan`)
    const history = db.prepare<[number], HistoryRow>(
      'SELECT date, total, base, add_b, add_c, gst FROM ter_history WHERE scheme_code = ? ORDER BY date',
    )
    const saveEntry = db.prepare('INSERT OR REPLACE INTO ter_history (scheme_code, date, total, base, add_b, add_c, gst) VALUES (?, ?, ?, ?, ?, ?, ?)')
    const removeEntry = db.prepare('DELETE FROM ter_history WHERE scheme_code = ? AND date = ?')

    let changes = 0
    let entriesWritten = 0
    for (const [code, sources] of incoming) {
      // The code goes by the name of the newest row (a later name on a tie).
      let named = sources[0]!
      for (const series of sources) if (series.entries.at(-1)!.date >= named.entries.at(-1)!.date) named = series
      changes += upsertMatch.run(code, named.terName, named.plan).changes
      const fresh = sources.length === 1 ? named.entries : sources.reduce<Dated[]>((all, series) => overlay(all, series.entries), [])
      const held = history.all(code).map((row) => ({ date: row.date, figures: figuresOf(row) }))
      // One entry per change: an entry equal to the one before it goes, whether new or held.
      let previous: TerFigures | null = null
      for (const { date, figures, was } of overlay(held, fresh)) {
        if (previous && sameFigures(previous, figures)) {
          if (was) changes += removeEntry.run(code, date).changes
          continue
        }
        previous = figures
        if (was && sameFigures(was, figures)) continue
        saveEntry.run(code, date, figures.total, figures.base, figures.additionalB, figures.additionalC, figures.gst)
        changes++
        entriesWritten++
      }
    }
    changes += recomputeTerFigures(db)

    const changed = changes > 0
    const dataVersion = changed ? meta.recordIngest(before.source, before.latestNavDate) : before.dataVersion
    return {
      rows: rows.length,
      names: names.size,
      matched,
      ambiguous: ambiguousNames.length,
      unmatched: unmatchedNames.length,
      unmatchedNames,
      ambiguousNames,
      entriesWritten,
      codesWithTer: db.prepare('SELECT COUNT(*) FROM ter_figures').pluck().get() as number,
      latestDate,
      changed,
      dataVersion,
    }
  })
  // IMMEDIATE takes the write lock up front, as the NAV import does: no reader is blocked halfway.
  return run.immediate()
}
