-- A scheme's performance figures (returns by period against its peers, risk, rolling returns, the
-- other plan's gap), computed by server/ingest/recompute-performance.ts once per import inside the import's transaction
-- and stored as the wire body of GET mutual_fund/scheme/{code}/performance.
CREATE TABLE scheme_performance (
  scheme_code INTEGER PRIMARY KEY,  -- no foreign key: derived data, rewritten whole by every import
  body        TEXT NOT NULL   -- JSON of the contract's Performance
);
