/**
 * The staging file and the switch. While the main database serves the demo, windows are written to a
 * database of the same schema beside it (mf.sqlite -> mf.backfill.sqlite), with their progress row.
 * The switch is one transaction on the main database: the demo's rows out, the staged real ones in,
 * every figure recomputed, the data version moved, the progress row written with switched = 1. A
 * reader sees the demo or the real data, never a mix and never an empty database; a kill before the
 * commit leaves the demo and the staging file as they were, and the switch runs again.
 */
import { rmSync } from 'node:fs'
import type { Db } from '../db/open-database.ts'
import { createMetaRepository } from '../repositories/meta-repository.ts'
import { writeProgress, type BackfillProgress } from './backfill-progress.ts'
import { recomputeDerived } from './derived-figures.ts'

export const stagingPathOf = (dbPath: string) => `${dbPath.replace(/\.sqlite$/, '')}.backfill.sqlite`

export function removeStaging(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true })
}

const FACTS = 'scheme_name, plan, option, scheme_type, amfi_group, category, subcategory, isin_growth, isin_reinvest'

/**
 * Moves the staged data into `db` and returns the newest NAV date. A main database still on the demo
 * loses its schemes and NAVs (as importAmfi's replacement does); one that holds real data already (an
 * import ran meanwhile) keeps them, facts included, and gains the staged history. A fund house keeps
 * its id when the demo had it, so a /amcs/<id> link (and a request that read the id just before) still
 * names the same house.
 */
export function switchToReal(db: Db, stagingPath: string, progress: BackfillProgress, now: Date): string | null {
  db.prepare('ATTACH DATABASE ? AS staging').run(stagingPath)
  try {
    return db.transaction(() => {
      const meta = createMetaRepository(db)
      if (meta.read().source === 'demo') db.exec('DELETE FROM main.navs; DELETE FROM main.schemes')
      // `WHERE true`: an upsert after a SELECT needs it (SQLite's parsing rule).
      db.exec(`INSERT INTO main.fund_houses (fund_house_name, name)
          SELECT fund_house_name, name FROM staging.fund_houses WHERE true ORDER BY id
          ON CONFLICT(fund_house_name) DO NOTHING;
        INSERT INTO main.schemes (scheme_code, fund_house_id, ${FACTS})
          SELECT s.scheme_code, m.id, ${FACTS.split(', ').map((c) => `s.${c}`).join(', ')}
          FROM staging.schemes s JOIN staging.fund_houses f ON f.id = s.fund_house_id
          JOIN main.fund_houses m ON m.fund_house_name = f.fund_house_name WHERE true ORDER BY s.scheme_code
          ON CONFLICT(scheme_code) DO NOTHING;
        INSERT INTO main.navs (scheme_code, date, nav) SELECT scheme_code, date, nav FROM staging.navs WHERE true
          ON CONFLICT(scheme_code, date) DO UPDATE SET nav = excluded.nav WHERE nav <> excluded.nav;
        DELETE FROM main.fund_houses WHERE id NOT IN (SELECT fund_house_id FROM main.schemes);`)
      const { latestNavDate } = recomputeDerived(db)
      meta.recordIngest('amfi', latestNavDate, now)
      writeProgress(db, { ...progress, switched: true })
      return latestNavDate
    }).immediate()
  } finally {
    db.exec('DETACH DATABASE staging')
  }
}
