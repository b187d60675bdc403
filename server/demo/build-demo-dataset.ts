/**
 * Run once, by hand, to (re)write demo-schemes.json from a real AMFI history report:
 *   npx tsx server/demo/build-demo-dataset.ts ../shared/amfi/nav-report-2026-10-09.txt
 * Picks the fund houses that together cover every filter subcategory plus ELSS and Flexi Cap, and
 * keeps their Growth options (Direct and Regular) in those subcategories and Liquid funds.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { filterCategories } from '../../src/api/categories.ts'
import { createAmfiParser, type AmfiRow } from '../ingest/amfi-parser.ts'
import { forEachLine } from '../ingest/line-reader.ts'
import type { DemoDataset } from './demo-dataset.ts'

const HOUSES = 12
const TARGET = new Set<string>([...Object.values(filterCategories).flat(), 'ELSS', 'Flexi Cap', 'Liquid'])
const REQUIRED = new Set<string>([...Object.values(filterCategories).flat(), 'ELSS', 'Flexi Cap'])

const file = process.argv[2]
if (!file) {
  console.error('usage: tsx server/demo/build-demo-dataset.ts AMFI-FILE')
  process.exit(2)
}

// Map.groupBy is Node 21+; the project runs on Node 20.
function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>()
  for (const item of items) map.set(keyOf(item), [...(map.get(keyOf(item)) ?? []), item])
  return map
}

const rows: AmfiRow[] = []
const parser = createAmfiParser()
forEachLine(file, (line) => {
  const row = parser.pushLine(line)
  if (row && row.nav !== null && row.option === 'Growth' && row.plan && TARGET.has(row.subcategory)) {
    rows.push(row)
  }
})

// Greedy: the houses covering the most required subcategories, the largest first on ties.
const byHouse = groupBy(rows.filter((r) => r.schemeType === 'Open Ended Schemes'), (r) => r.fundHouse)
const coverage = (house: string) => new Set(byHouse.get(house)!.filter((r) => REQUIRED.has(r.subcategory)).map((r) => r.subcategory))
const ranked = [...byHouse.keys()].sort((a, b) => coverage(b).size - coverage(a).size || byHouse.get(b)!.length - byHouse.get(a)!.length || a.localeCompare(b))
const chosen = ranked.slice(0, HOUSES).sort()
const covered = new Set(chosen.flatMap((h) => [...coverage(h)]))
const missing = [...REQUIRED].filter((s) => !covered.has(s))
if (missing.length) throw new Error(`demo houses miss subcategories: ${missing.join(', ')}`)

const dataset: DemoDataset = {
  source: `AMFI NAV report ${file.split('/').at(-1)}`,
  navDate: rows[0]!.date,
  fundHouses: chosen.map((name) => {
    const groups = groupBy(byHouse.get(name)!, (r) => r.amfiGroup)
    return {
      name,
      groups: [...groups.entries()].map(([amfiGroup, list]) => ({
        schemeType: list[0]!.schemeType,
        amfiGroup,
        schemes: list.map((r) => [r.schemeCode, r.schemeName, r.plan, r.option, r.nav!] as [number, string, string | null, string | null, number]),
      })),
    }
  }),
}

const out = fileURLToPath(new URL('./demo-schemes.json', import.meta.url))
writeFileSync(out, JSON.stringify(dataset) + '\n')
const count = dataset.fundHouses.reduce((n, h) => n + h.groups.reduce((m, g) => m + g.schemes.length, 0), 0)
console.error(`wrote ${out}: ${chosen.length} fund houses, ${count} schemes`)
