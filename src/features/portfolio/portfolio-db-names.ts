/**
 * Where "My investments" lives in the browser: an IndexedDB database of its own (not the query
 * cache's), one object store, two keys: the transactions (thousands of rows) and the settings (SIP
 * series and tax-class choices, a few), so that choosing a class or saving a SIP neither reads nor
 * writes the transactions (cloning 6,000 of them in and out was a 190 ms task at 4x CPU).
 * Shared with bench/portfolio.ts and the e2e spec, which write a portfolio there before the page loads.
 */
export const PORTFOLIO_DB = 'mf-explorer-portfolio'
export const PORTFOLIO_STORE = 'portfolio'
/** PortfolioDocument['transactions']. */
export const TRANSACTIONS_KEY = 'transactions'
/** { sips, overrides } of the PortfolioDocument. */
export const SETTINGS_KEY = 'settings'
