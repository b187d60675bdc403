/**
 * ter_figures, derived from ter_history after every TER or NAV import (a NAV import can retire a scheme
 * or move it to another subcategory): per scheme code the TER in force, that is its latest entry, and
 * where it stands among its peers, so the costs call and the lists' TER column read one row.
 *
 * Peers are the active schemes of the same subcategory and plan (the TER column the figures come
 * from), one entry per TER name: a fund's options share its TER, and counting each of them would
 * weigh a fund with six IDCW variants six times. 1 = cheapest, ties share the better rank.
 */
import { median, rankPeers } from '../../common/figures/peers.ts'
import type { Db } from '../db/open-database.ts'
import type { TerFiguresRow } from '../repositories/costs-repository.ts'

type Latest = {
  code: number
  asOf: string
  total: number
  base: number | null
  addB: number | null
  addC: number | null
  gst: number | null
  active: number
  subcategory: string
  terName: string | null
  plan: string | null
}

type FiguresRow = TerFiguresRow

const COLUMNS = ['as_of', 'total', 'base', 'add_b', 'add_c', 'gst', 'category_median', 'category_rank', 'category_of'] as const

const round4 = (value: number | null) => (value === null ? null : Math.round(value * 1e4) / 1e4)

/** One TER name's entry in its peer group: the latest of its codes' (they normally agree). */
type Entry = { terName: string; asOf: string; total: number }

/**
 * Rewrites ter_figures from ter_history, touching only rows whose values differ; returns how many
 * rows it inserted, changed or deleted (0: the figures were already these). Call inside the ingest's
 * transaction. A fund alone in its group has no peer: median, rank and `of` are null. A retired code
 * gets its group's median, and its fund's rank while another option of the fund is active (the rank
 * is the TER name's); otherwise no rank: the ranks are of active schemes.
 */
export function recomputeTerFigures(db: Db): number {
  // MAX(date) per code walks the primary key; the join then seeks each code's latest entry.
  const latest = db
    .prepare(
      `SELECT h.scheme_code AS code, h.date AS asOf, h.total, h.base, h.add_b AS addB, h.add_c AS addC, h.gst,
              s.active, s.subcategory, m.ter_name AS terName, m.plan
         FROM (SELECT scheme_code, MAX(date) AS date FROM ter_history GROUP BY scheme_code) last
         JOIN ter_history h ON h.scheme_code = last.scheme_code AND h.date = last.date
         JOIN schemes s ON s.scheme_code = h.scheme_code
         LEFT JOIN ter_matches m ON m.scheme_code = h.scheme_code`,
    )
    .all() as Latest[]

  const groupOf = (row: Latest) => (row.terName === null || row.plan === null ? null : `${row.subcategory}\u0000${row.plan}`)
  const groups = new Map<string, Map<string, Entry>>()
  for (const row of latest) {
    const key = groupOf(row)
    if (key === null || !row.active) continue
    const entries = groups.get(key) ?? groups.set(key, new Map()).get(key)!
    const held = entries.get(row.terName!)
    if (!held || row.asOf > held.asOf || (row.asOf === held.asOf && row.total < held.total)) {
      entries.set(row.terName!, { terName: row.terName!, asOf: row.asOf, total: row.total })
    }
  }
  const standing = new Map<string, { median: number | null; rankOf: Map<string, number>; of: number }>()
  for (const [key, entries] of groups) {
    const list = [...entries.values()]
    const { ranks } = rankPeers(list.map((e) => e.total), false)
    const rankOf = new Map(list.map((e, i) => [e.terName, ranks[i]!.rank]))
    standing.set(key, { median: round4(median(list.map((e) => e.total))), rankOf, of: list.length })
  }

  const wanted: FiguresRow[] = latest.map((row) => {
    const key = groupOf(row)
    const group = key === null ? undefined : standing.get(key)
    const own = group?.rankOf.get(row.terName!)
    // Peers are the other TER names of the group: a fund alone in it is compared with nothing.
    const peered = group !== undefined && group.of - (own === undefined ? 0 : 1) >= 1
    const rank = peered ? (own ?? null) : null
    return {
      scheme_code: row.code,
      as_of: row.asOf,
      total: row.total,
      base: row.base,
      add_b: row.addB,
      add_c: row.addC,
      gst: row.gst,
      category_median: peered ? group.median : null,
      category_rank: rank,
      category_of: rank === null ? null : group!.of,
    }
  })

  const held = new Map(
    (db.prepare(`SELECT scheme_code, ${COLUMNS.join(', ')} FROM ter_figures`).all() as FiguresRow[]).map((r) => [r.scheme_code, r]),
  )
  const save = db.prepare(
    `INSERT OR REPLACE INTO ter_figures (scheme_code, ${COLUMNS.join(', ')})
     VALUES (@scheme_code, ${COLUMNS.map((c) => `@${c}`).join(', ')})`,
  )
  const remove = db.prepare('DELETE FROM ter_figures WHERE scheme_code = ?')
  let changes = 0
  for (const row of wanted) {
    const before = held.get(row.scheme_code)
    held.delete(row.scheme_code)
    if (before && COLUMNS.every((c) => before[c] === row[c])) continue
    save.run(row)
    changes++
  }
  // What is left held a TER once and no longer does (its scheme is gone).
  for (const code of held.keys()) changes += remove.run(code).changes
  return changes
}
