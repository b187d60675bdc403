-- Where the back-fill of real NAV history stands (server/ingest/backfill.ts). AMFI history reports are
-- fetched newest first, in windows; each window commits this row together with its rows, so a restart,
-- even after a kill, resumes at the next window with nothing lost or written twice. While the database
-- still serves the demo, the windows and this row live in the staging file beside it
-- (mf.backfill.sqlite, the same schema); the row of the main file says switched = 1 once the real data
-- has replaced the demo, and every later window goes straight into the main file.
CREATE TABLE backfill (
  id            INTEGER PRIMARY KEY CHECK (id = 1),
  history_from  TEXT NOT NULL,              -- the oldest date asked for (yyyy-mm-dd)
  history_to    TEXT NOT NULL,              -- the newest: today in India when the back-fill began
  next_to       TEXT,                       -- the newest date not fetched yet; NULL once every window is in
  windows_done  INTEGER NOT NULL DEFAULT 0,
  rows          INTEGER NOT NULL DEFAULT 0, -- NAV rows stored so far
  switched      INTEGER NOT NULL DEFAULT 0, -- 1: the windows go into the live tables
  started_at    TEXT NOT NULL,              -- ISO 8601 UTC
  finished_at   TEXT                        -- ISO 8601 UTC, once every window is in
);
