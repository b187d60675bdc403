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
import { amcs, navHistoryOf, schemesOfHouse } from '../../../mocks/fixtures'
import { openDatabase } from '../../../server/db/open-database.ts'
import { importAmfi } from '../../../server/ingest/import-amfi.ts'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const amfiDate = (iso: string) => `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`

/** The fixtures as one history report (newer format, with Plan and Option columns). */
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
      for (const point of history) {
        lines.push(`${scheme.code};${scheme.name};${plan};Growth;;;${point.nav.toFixed(4)};${amfiDate(point.date)}`)
      }
      lines.push('')
    }
  }
  return lines.join('\r\n')
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? '')) {
  const dir = resolve(process.argv[2] ?? 'test-results/e2e-data')
  mkdirSync(dir, { recursive: true })
  const dbPath = join(dir, 'mf.sqlite')
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true })
  const db = openDatabase(dbPath)
  const summary = importAmfi(db, Buffer.from(fixtureHistoryReport()))
  // AMFI files carry only the AMFI name; the fixtures' display names are what an operator would
  // set as profile overrides, and what the specs read in headings.
  const rename = db.prepare('UPDATE fund_houses SET name = ? WHERE fund_house_name = ?')
  for (const house of amcs) rename.run(house.company, house.fundHouseName)
  db.close()
  console.error(`[e2e] test database ${dbPath}: ${JSON.stringify(summary)}`)
}
