/**
 * The browser tests' database: the msw fixture universe (mocks/fixtures), written out as an AMFI
 * NAV history report and loaded through the server's real importer. The reference server then
 * serves the same fund houses (ids and display names), scheme codes and NAV histories the mocks
 * answer, so one set of e2e specs runs against `npm start`. Two fixtures cannot be expressed in an
 * AMFI file (a scheme without a name, a scheme without NAVs); specs that need them stub that call.
 *
 * Usage: tsx tests/e2e/support/build-test-db.ts <data dir>   (replaces <data dir>/mf.sqlite)
 */
import { mkdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { amcs, isinOf, navHistoryOf, schemesOfHouse, terHistoryOf } from '../../../mocks/fixtures'
import type { Ter } from '../../../common/contract/costs-schemas.ts'
import { openDatabase } from '../../../server/db/open-database.ts'
import { importAmfi } from '../../../server/ingest/import-amfi.ts'
import { importTerRows } from '../../../server/ingest/ter-import.ts'
import type { TerFigures, TerRow } from '../../../server/ingest/ter-parser.ts'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const amfiDate = (iso: string) => `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`

/** The fixtures as one history report (newer format, with Plan and Option columns and growth ISINs). */
export function fixtureHistoryReport(): string {
  const lines = ['Scheme Code;NAV Name;Plan;Option;ISIN Div Payout/ISIN Growth;ISIN Div Reinvestment;Net Asset Value;Date', '']
  for (const house of amcs) {
    for (const scheme of schemesOfHouse(house.id)) {
      // A report row needs a name; the nameless fixture exists only for the client's 'N/A' tests.
      if (!scheme.name) continue
      const history = navHistoryOf(scheme.code)
      if (history.length === 0) continue
      lines.push(`Open Ended Schemes ( ${scheme.type.amfiCategory} )`, '', house.fundHouseName)
      const plan = scheme.plan === 'Regular' ? 'Regular Plan' : 'Direct Plan'
      // The growth ISIN the mocks answer for schemes-by-isin (mocks/fixtures/isins.ts).
      const isin = isinOf(scheme.code) ?? ''
      for (const point of history) {
        lines.push(`${scheme.code};${scheme.name};${plan};Growth;${isin};;${point.nav.toFixed(4)};${amfiDate(point.date)}`)
      }
      lines.push('')
    }
  }
  return lines.join('\r\n')
}

const figuresOf = (ter: Ter): TerFigures => ({ total: ter.total, base: ter.base, additionalB: ter.additional52_6A_b, additionalC: ter.additional52_6A_c, gst: ter.gst })

/**
 * The fixtures' costs (mocks/fixtures/costs.ts) as AMFI's TER report writes them: one row per fund
 * (its name without plan or option) and date, its Regular and Direct plans side by side. Imported
 * through the real matcher, so the server's answers are the mocks'.
 */
export function fixtureTerRows(): TerRow[] {
  const rows: TerRow[] = []
  for (const house of amcs) {
    const funds = new Map<string, { regular?: number; direct?: number }>()
    for (const scheme of schemesOfHouse(house.id)) {
      if (!scheme.name || scheme.plan === null || terHistoryOf(scheme.code).length === 0) continue
      const name = scheme.name.replace(/ - (Direct|Regular) Plan - Growth$/, '')
      const fund = funds.get(name) ?? funds.set(name, {}).get(name)!
      fund[scheme.plan === 'Direct' ? 'direct' : 'regular'] = scheme.code
    }
    for (const [name, { regular, direct }] of funds) {
      const regularHistory = regular === undefined ? [] : terHistoryOf(regular)
      const directHistory = direct === undefined ? [] : terHistoryOf(direct)
      const dates = [...new Set([...regularHistory, ...directHistory].map((entry) => entry.date))].sort()
      for (const date of dates) {
        const at = (history: typeof regularHistory) => history.find((entry) => entry.date === date)?.ter
        const r = at(regularHistory)
        const d = at(directHistory)
        rows.push({ line: rows.length + 2, schemeName: name, schemeType: null, schemeCategory: null, date, regular: r ? figuresOf(r) : null, direct: d ? figuresOf(d) : null })
      }
    }
  }
  return rows
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? '')) {
  const dir = resolve(process.argv[2] ?? 'test-results/e2e-data')
  mkdirSync(dir, { recursive: true })
  const dbPath = join(dir, 'mf.sqlite')
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true })
  const db = openDatabase(dbPath)
  const summary = importAmfi(db, Buffer.from(fixtureHistoryReport()))
  const costs = importTerRows(db, fixtureTerRows())
  // AMFI files carry only the AMFI name; the fixtures' display names are what an operator would
  // set as profile overrides, and what the specs read in headings.
  const rename = db.prepare('UPDATE fund_houses SET name = ? WHERE fund_house_name = ?')
  for (const house of amcs) rename.run(house.company, house.fundHouseName)
  db.close()
  console.error(`[e2e] test database ${dbPath}: ${JSON.stringify(summary)}`)
  console.error(`[e2e] TERs: ${costs.matched} of ${costs.names} funds matched${costs.unmatched ? `; unmatched: ${costs.unmatchedNames.join(', ')}` : ''}`)
}
