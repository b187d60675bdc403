-- The 1Y, 3Y and 5Y returns of each stored Performance body as columns, so the fund lists' return
-- columns (GET mutual_fund/fund_house/{id}/returns and collection/{category}/returns) are one indexed
-- query over a few hundred rows instead of a JSON.parse per scheme. recompute-performance.ts writes
-- them with the body, in the import's transaction; they are always the body's `returns[].value`.
ALTER TABLE scheme_performance ADD COLUMN return_1y REAL;
ALTER TABLE scheme_performance ADD COLUMN return_3y REAL;
ALTER TABLE scheme_performance ADD COLUMN return_5y REAL;

-- Bodies stored before this migration: the same values, read once from their JSON.
UPDATE scheme_performance SET
  return_1y = (SELECT json_extract(r.value, '$.value') FROM json_each(body, '$.returns') r WHERE json_extract(r.value, '$.period') = '1Y'),
  return_3y = (SELECT json_extract(r.value, '$.value') FROM json_each(body, '$.returns') r WHERE json_extract(r.value, '$.period') = '3Y'),
  return_5y = (SELECT json_extract(r.value, '$.value') FROM json_each(body, '$.returns') r WHERE json_extract(r.value, '$.period') = '5Y');
