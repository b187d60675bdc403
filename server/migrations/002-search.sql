-- Full-text search (server/search/): one row per active scheme and one per fund house with an active scheme.
-- rebuildSearchIndex() rewrites the *_text tables inside every ingest transaction and then has FTS5
-- rebuild its index from them in one pass (external content tables: no per-row index deletes). The text
-- is made in TypeScript (search/search-text.ts: words lowercased, AMFI's spellings and aliases added), so
-- the tokenizer only splits words and folds diacritics. prefix='2 3' keeps short prefix queries ("hd"*,
-- "hdf"*) index lookups. Column weights are given at query time, in bm25().

CREATE TABLE search_scheme_text (
  scheme_code INTEGER PRIMARY KEY,       -- schemes.scheme_code
  name        TEXT NOT NULL,             -- scheme name
  house       TEXT NOT NULL,             -- fund house name
  category    TEXT NOT NULL,             -- subcategory and category
  variant     TEXT NOT NULL,             -- plan and option words
  fund_key    TEXT NOT NULL              -- the same for a fund's Direct/Regular and Growth/IDCW variants
);

CREATE VIRTUAL TABLE search_schemes USING fts5(
  name, house, category, variant,
  content = 'search_scheme_text', content_rowid = 'scheme_code',
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);

CREATE TABLE search_house_text (
  id   INTEGER PRIMARY KEY,              -- fund_houses.id
  name TEXT NOT NULL                     -- AMFI name, display name, aliases
);

CREATE VIRTUAL TABLE search_houses USING fts5(
  name,
  content = 'search_house_text', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
