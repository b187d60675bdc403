/**
 * Run once, by hand, to (re)write demo-costs.json.gz from AMFI's monthly TER snapshots:
 *   npx tsx server/demo/build-demo-costs.ts PATH/TO/ter-snapshots-2023-04-to-2024-10.csv.gz
 * Keeps, of every scheme name that matches the demo universe (ingest/ter-matching.ts), its figures at
 * the first snapshot and at each snapshot where they changed: facts only, gzip'd. Prints how each
 * snapshot's names matched and the latest snapshot's names that did not. The AMFI file itself is never
 * copied into the repository.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { createTerMatcher, type TerMatch } from '../ingest/ter-matching.ts'
import { parseTer, type TerRow } from '../ingest/ter-parser.ts'
import { DEMO_COSTS_PATH, demoCostsSchema, demoUniverse, fromFigures, type DemoCosts } from './demo-costs.ts'

const file = process.argv[2]
if (!file) {
  console.error('usage: tsx server/demo/build-demo-costs.ts TER-SNAPSHOTS.csv[.gz]')
  process.exit(2)
}

const matcher = createTerMatcher(demoUniverse())
const matches = new Map<string, TerMatch>()
const matchOf = (name: string) => matches.get(name) ?? matches.set(name, matcher.match(name)).get(name)!

// date -> name -> its row; a name given twice on one date: the later row counts, as in the importer
const byDate = new Map<string, Map<string, TerRow>>()
const rowsOn = new Map<string, TerRow[]>()
for (const row of parseTer(readFileSync(file))) {
  ;(byDate.get(row.date) ?? byDate.set(row.date, new Map()).get(row.date)!).set(row.schemeName, row)
  ;(rowsOn.get(row.date) ?? rowsOn.set(row.date, []).get(row.date)!).push(row)
}
const dates = [...byDate.keys()].sort()
const latest = dates.at(-1)!

for (const date of dates) {
  const counts = { matched: 0, ambiguous: 0, unmatched: 0 }
  const rows = rowsOn.get(date)!
  for (const row of rows) counts[matchOf(row.schemeName).outcome]++
  console.info(
    `${date}: ${rows.length} rows, ${counts.matched} matched (${((100 * counts.matched) / rows.length).toFixed(1)} %), ` +
      `${counts.ambiguous} ambiguous, ${counts.unmatched} unmatched`,
  )
}
const left = [...byDate.get(latest)!.keys()].map(matchOf).filter((m) => m.outcome !== 'matched')
console.info(`not matched on ${latest} (${left.length}):`)
for (const m of left) console.info(`  ${m.outcome === 'ambiguous' ? 'ambiguous' : m.fundHouse ? 'unmatched' : 'no house '}  ${m.name}`)

// The snapshots hold each name's latest TER, so a renamed scheme's old name lingers beside the new one
// with figures that are no longer in force. Where two names of one fund differ on a date, the name
// that appeared later is the one in force, and the other's row is left out.
const firstSeen = new Map<string, string>()
for (const date of dates) for (const name of byDate.get(date)!.keys()) if (!firstSeen.has(name)) firstSeen.set(name, date)
const figuresOf = (row: TerRow) => JSON.stringify([row.regular, row.direct])
let stale = 0
for (const date of dates) {
  const day = byDate.get(date)!
  const byFund = new Map<string, TerRow[]>()
  for (const [name, row] of day) {
    const m = matchOf(name)
    if (m.outcome !== 'matched') continue
    const key = `${m.fundHouse}|${m.candidates[0]}`
    ;(byFund.get(key) ?? byFund.set(key, []).get(key)!).push(row)
  }
  for (const list of byFund.values()) {
    if (new Set(list.map(figuresOf)).size < 2) continue
    const newest = list.reduce((a, b) => (firstSeen.get(b.schemeName)! >= firstSeen.get(a.schemeName)! ? b : a))
    for (const row of list) {
      if (row === newest || figuresOf(row) === figuresOf(newest)) continue
      console.info(`${date}: "${row.schemeName}" left out for "${newest.schemeName}" (one fund, different figures)`)
      day.delete(row.schemeName)
      stale++
    }
  }
}

// Each matched name's entries oldest first, an entry kept only when its figures differ from the one
// before. A row with no TER for either plan (AMFI's 0.00 everywhere, as for the Bharat Bond ETFs) says
// nothing the importer would keep.
type Entry = DemoCosts['schemes'][number][1][number]
const schemes = new Map<string, Entry[]>()
let kept = 0
for (const date of dates) {
  for (const [name, row] of byDate.get(date)!) {
    if (matchOf(name).outcome !== 'matched' || (!row.regular && !row.direct)) continue
    kept++
    const entries = schemes.get(name) ?? schemes.set(name, []).get(name)!
    const entry: Entry = [date, fromFigures(row.regular), fromFigures(row.direct)]
    const before = entries.at(-1)
    if (before && JSON.stringify(before.slice(1)) === JSON.stringify(entry.slice(1))) continue
    entries.push(entry)
  }
}

const costs: DemoCosts = demoCostsSchema.parse({
  source: `AMFI TER snapshots ${file.split('/').at(-1)}`,
  schemes: [...schemes.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
})
const gz = gzipSync(JSON.stringify(costs), { level: 9 })
writeFileSync(DEMO_COSTS_PATH, gz)
const entries = costs.schemes.reduce((n, [, list]) => n + list.length, 0)
console.info(
  `wrote ${DEMO_COSTS_PATH} (${gz.length} bytes): ${costs.schemes.length} scheme names, ${entries} entries ` +
    `from ${kept} matched name-days (${stale} stale rows left out), ${dates[0]} to ${latest}`,
)
