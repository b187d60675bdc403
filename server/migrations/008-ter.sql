-- What a fund costs: AMFI's total expense ratios (TER), imported from its TER report
-- (ingest/ter-import.ts). AMFI names a scheme without its plan and gives Regular and Direct columns;
-- the import matches each name to the scheme codes of both plans and every option, within the fund
-- house (ingest/ter-matching.ts), and stores each plan's figures under each of its codes.

-- The TER in force from `date` on, until the scheme's next entry: one row per change (an import
-- collapses days whose figures equal the entry before).
CREATE TABLE ter_history (
  scheme_code INTEGER NOT NULL,
  date        TEXT NOT NULL,              -- ISO yyyy-mm-dd: AMFI's TER Date (a snapshot's As Of)
  total       REAL NOT NULL,              -- percent a year
  base        REAL,                       -- the parts; NULL where AMFI left one blank
  add_b       REAL,                       -- Regulation 52(6A)(b)
  add_c       REAL,                       -- Regulation 52(6A)(c)
  gst         REAL,
  PRIMARY KEY (scheme_code, date)
) WITHOUT ROWID;

-- Which AMFI TER name each code was matched to, at the last import that named it: the fund a code
-- belongs to for costs (a name's Direct and Regular codes are the two plans of one scheme).
CREATE TABLE ter_matches (
  scheme_code INTEGER PRIMARY KEY,
  ter_name    TEXT NOT NULL,
  plan        TEXT NOT NULL CHECK (plan IN ('Direct', 'Regular'))  -- the column its figures come from
);

-- The other plan of a scheme (the costs call's otherPlanTer): the codes of its TER name and that plan.
CREATE INDEX ter_matches_by_name ON ter_matches (ter_name, plan);

-- Derived after every TER or NAV import (ingest/ter-figures.ts), so the costs call and the lists'
-- TER column read one row: the TER in force now, and its rank among the same subcategory and plan
-- (one entry per TER name, not per option; 1 = cheapest).
CREATE TABLE ter_figures (
  scheme_code     INTEGER PRIMARY KEY,
  as_of           TEXT NOT NULL,          -- ISO date of the entry in force
  total           REAL NOT NULL,
  base            REAL,
  add_b           REAL,
  add_c           REAL,
  gst             REAL,
  category_median REAL,
  category_rank   INTEGER,
  category_of     INTEGER
);
