-- Fund houses, schemes, NAV history, derived figures and metadata.
-- Every API call resolves through one of the indexes below (see repositories/).

CREATE TABLE fund_houses (
  id              INTEGER PRIMARY KEY,
  fund_house_name TEXT NOT NULL UNIQUE,   -- the AMFI name, the amc_name of POST bodies
  name            TEXT NOT NULL,          -- display name
  description     TEXT NOT NULL DEFAULT '',
  key_features    TEXT NOT NULL DEFAULT ''
);

CREATE TABLE schemes (
  scheme_code     INTEGER PRIMARY KEY,
  fund_house_id   INTEGER NOT NULL REFERENCES fund_houses(id),
  scheme_name     TEXT NOT NULL,
  plan            TEXT,                   -- 'Direct' | 'Regular' | NULL when unknown
  option          TEXT,                   -- 'Growth' | 'IDCW' | 'Bonus' | NULL
  scheme_type     TEXT NOT NULL,          -- 'Open Ended Schemes', 'Close Ended Schemes', 'Interval Fund Schemes'
  amfi_group      TEXT NOT NULL,          -- the group as AMFI wrote it, e.g. 'Equity Scheme - Large Cap Fund'
  category        TEXT NOT NULL,          -- mapped: 'Equity', 'Debt', 'Hybrid', ...
  subcategory     TEXT NOT NULL,          -- mapped: 'Large Cap', 'ELSS', ...
  isin_growth     TEXT,
  isin_reinvest   TEXT,
  -- Derived after every ingest (ingest/derived-figures.ts), so list calls never scan NAV history.
  first_date      TEXT,
  latest_nav      REAL,
  latest_date     TEXT,
  one_day         REAL,
  one_month       REAL,
  ytd             REAL,
  active          INTEGER NOT NULL DEFAULT 0,
  direct_growth   INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX schemes_by_house ON schemes (fund_house_id, active, scheme_name);
CREATE INDEX schemes_collection ON schemes (direct_growth, active, category, subcategory, ytd);

CREATE TABLE navs (
  scheme_code INTEGER NOT NULL,
  date        TEXT NOT NULL,              -- ISO yyyy-mm-dd, sorts as text
  nav         REAL NOT NULL CHECK (nav > 0),
  PRIMARY KEY (scheme_code, date)
) WITHOUT ROWID;

CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
