-- The ISIN lookup (GET mutual_fund/schemes-by-isin; repositories/scheme-repository.ts `byIsins`): a
-- statement import asks which schemes up to 50 ISINs name, by either ISIN a scheme carries (growth or
-- payout, reinvestment). One index per column, so the lookup is one indexed query (SQLite answers the
-- OR with both); partial, as many schemes carry no reinvestment ISIN and the demo's carry none.
CREATE INDEX schemes_by_isin_growth ON schemes (isin_growth) WHERE isin_growth IS NOT NULL;
CREATE INDEX schemes_by_isin_reinvest ON schemes (isin_reinvest) WHERE isin_reinvest IS NOT NULL;
