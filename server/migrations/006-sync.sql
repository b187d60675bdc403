-- Keeping the data current (ingest/sync-*.ts). Two one-row tables, written only by the process that
-- holds the lock: the server's sync worker or `npm run data:sync`.

-- What the last sync did, served as GET /api/v1/meta's `sync` (times ISO 8601 UTC).
CREATE TABLE sync_state (
  id                     INTEGER PRIMARY KEY CHECK (id = 1),
  state                  TEXT NOT NULL DEFAULT 'idle' CHECK (state IN ('idle', 'running', 'backfilling', 'failed')),
  last_success_at        TEXT,
  last_attempt_at        TEXT,
  last_error             TEXT,             -- one line for people; NULL after a success
  backfill_from          TEXT,             -- yyyy-mm-dd; the four backfill_* are NULL outside a back-fill
  backfill_to            TEXT,
  backfill_windows_done  INTEGER,
  backfill_windows_total INTEGER,
  version                INTEGER NOT NULL DEFAULT 0  -- grows with every write: part of meta's cache key
);
INSERT INTO sync_state (id) VALUES (1);

-- Who syncs now: taken and released in BEGIN IMMEDIATE transactions, free when token is NULL. A holder
-- whose process is gone (same host, pid not alive) or whose heartbeat is old is stale and may be taken
-- over, so a killed sync never leaves it stuck (ingest/sync-lock.ts).
CREATE TABLE sync_lock (
  id           INTEGER PRIMARY KEY CHECK (id = 1),
  token        TEXT,
  owner        TEXT,                       -- 'server' | 'data:sync'
  pid          INTEGER,
  host         TEXT,
  acquired_at  TEXT,
  heartbeat_at TEXT
);
INSERT INTO sync_lock (id) VALUES (1);
