import type { Db } from '../db/open-database.ts'
import { createMetaRepository, type Meta } from '../repositories/meta-repository.ts'
import { createSyncRepository, type SyncRecord } from '../repositories/sync-repository.ts'

/** While a sync is recorded as running, how often its record is re-read anyway: its holder may have been killed, which commits nothing. */
const RUNNING_RECHECK_MS = 5000

/**
 * The current meta row and sync record, re-read only when the database changed. `PRAGMA data_version`
 * moves when another connection (an import run by `npm run data:import` or `data:sync` in another
 * process, or the server's own sync worker) commits, so a running server notices new data and sync
 * states without polling the tables on every request.
 */
export function createDataState(db: Db, { recheckMs = 200 } = {}) {
  const repo = createMetaRepository(db)
  const syncs = createSyncRepository(db)
  const dataVersion = db.prepare('PRAGMA data_version').pluck()
  let seen = -1
  let checkedAt = -Infinity
  let meta: Meta = repo.read()
  let sync: SyncRecord = syncs.read()
  let syncReadAt = performance.now()
  const readSync = (now: number) => {
    sync = syncs.read()
    syncReadAt = now
  }
  const state = {
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
        readSync(now)
      }
      return meta
    },
    /** The last sync's record (repositories/sync-repository.ts), as fresh as current(). */
    sync(): SyncRecord {
      state.current()
      const now = performance.now()
      if ((sync.state === 'running' || sync.state === 'backfilling') && now - syncReadAt > RUNNING_RECHECK_MS) readSync(now)
      return sync
    },
    /** For imports through this very connection (data_version only counts other connections). */
    refresh(): void {
      seen = -1
      checkedAt = -Infinity
    },
  }
  return state
}

export type DataState = ReturnType<typeof createDataState>
