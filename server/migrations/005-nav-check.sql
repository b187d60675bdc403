-- Earlier importers stored NAVs on impossible days (2026-02-31), dated 9999 or before 1990, and
-- absurd NAVs (Infinity). Finding them takes a full scan of navs, too slow for every import: this
-- asks the next import to do it once, inside its transaction, so the derived figures and the data
-- version move with the repair (ingest/nav-repair.ts).
INSERT INTO meta (key, value) VALUES ('full_nav_check_pending', '1')
  ON CONFLICT(key) DO UPDATE SET value = excluded.value;
