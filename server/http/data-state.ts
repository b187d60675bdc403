import type { Db } from '../db/open-database.ts'
import { createMetaRepository, type Meta } from '../repositories/meta-repository.ts'

/**
 * The current meta row, re-read only when the database changed. `PRAGMA data_version` moves when
 * another connection (an import run by `npm run data:import` or `data:sync` in another process)
 * commits, so a running server notices new data without polling the meta table on every request.
 */
export function createDataState(db: Db, { recheckMs = 200 } = {}) {
  const repo = createMetaRepository(db)
  const dataVersion = db.prepare('PRAGMA data_version').pluck()
  let seen = -1
  let checkedAt = -Infinity
  let meta: Meta = repo.read()
  return {
    current(): Meta {
      // Asked several times per request under load: the pragma runs at most every `recheckMs`,
      // so another process's import shows up within that time.
      const now = performance.now()
      if (now - checkedAt < recheckMs) return meta
      checkedAt = now
      const v = dataVersion.get() as number
      if (v !== seen) {
        seen = v
        meta = repo.read()
      }
      return meta
    },
    /** For imports through this very connection (data_version only counts other connections). */
    refresh(): void {
      seen = -1
      checkedAt = -Infinity
    },
  }
}

export type DataState = ReturnType<typeof createDataState>
