/**
 * Run once, by hand, to (re)write demo-schemes.json.gz from a real AMFI NAV report:
 *   npx tsx server/demo/build-demo-dataset.ts PATH/TO/AMFI-NAV-REPORT.txt
 * Keeps every scheme of the file that has a usable NAV — every fund house, scheme type, plan and
 * option — as facts only (names, codes, groups, plan/option, the NAV on the file's date), gzip'd.
 * The AMFI file itself is never copied into the repository.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { createAmfiParser, type AmfiRow } from '../ingest/amfi-parser.ts'
import { forEachLine } from '../ingest/line-reader.ts'
import { demoDatasetSchema, type DemoDataset, type DemoScheme } from './demo-dataset.ts'

const file = process.argv[2]
if (!file) {
  console.error('usage: tsx server/demo/build-demo-dataset.ts AMFI-FILE')
  process.exit(2)
}

const rows: AmfiRow[] = []
let skipped = 0
const parser = createAmfiParser()
forEachLine(file, (line) => {
  const row = parser.pushLine(line)
  if (!row) return
  if (row.nav === null) skipped++
  else rows.push(row)
})
if (!rows.length) throw new Error(`${file}: no scheme with a usable NAV`)
const navDate = rows.reduce((max, r) => (r.date > max ? r.date : max), rows[0]!.date)

// Fund house -> (scheme type, AMFI group) -> schemes, houses by name and schemes by code, so a rebuild
// from the same file writes the same bytes.
const houses = new Map<string, Map<string, { schemeType: string; amfiGroup: string; schemes: DemoScheme[] }>>()
for (const r of rows) {
  const groups = houses.get(r.fundHouse) ?? houses.set(r.fundHouse, new Map()).get(r.fundHouse)!
  const key = `${r.schemeType}|${r.amfiGroup}`
  const group = groups.get(key) ?? groups.set(key, { schemeType: r.schemeType, amfiGroup: r.amfiGroup, schemes: [] }).get(key)!
  const scheme: DemoScheme = [r.schemeCode, r.schemeName, r.plan, r.option, r.nav!]
  // Only a scheme whose NAV is older than the file's latest date carries its own date.
  if (r.date !== navDate) scheme.push(r.date)
  group.schemes.push(scheme)
}
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

const dataset: DemoDataset = demoDatasetSchema.parse({
  source: `AMFI NAV report ${file.split('/').at(-1)}`,
  navDate,
  fundHouses: [...houses.entries()]
    .sort(([a], [b]) => byText(a, b))
    .map(([name, groups]) => ({
      name,
      groups: [...groups.entries()]
        .sort(([a], [b]) => byText(a, b))
        .map(([, g]) => ({ ...g, schemes: g.schemes.sort((a, b) => a[0] - b[0]) })),
    })),
})

const out = fileURLToPath(new URL('./demo-schemes.json.gz', import.meta.url))
const gz = gzipSync(JSON.stringify(dataset), { level: 9 })
writeFileSync(out, gz)
console.error(
  `wrote ${out} (${gz.length} bytes): ${dataset.fundHouses.length} fund houses, ${rows.length} schemes` +
    ` (${skipped} without a usable NAV left out), NAVs of ${navDate}`,
)
