/**
 * Where "My investments" lives in the browser: an IndexedDB database of its own (not the query
 * cache's), one object store, one key holding the whole document. Shared with bench/portfolio.ts,
 * which writes a portfolio there before the page loads, as a returning visitor's would be.
 */
export const PORTFOLIO_DB = 'mf-explorer-portfolio'
export const PORTFOLIO_STORE = 'portfolio'
export const PORTFOLIO_KEY = 'document'
