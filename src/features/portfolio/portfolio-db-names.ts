/**
 * Where "My investments" lives in the browser: an IndexedDB database of its own (not the query
 * cache's) with one object store holding
 * - one record per transaction, under the key [TRANSACTION_KEY_TAG, id], so that adding, editing or
 *   deleting one writes only that one (rewriting a list of 6,000 was a 100-190 ms task at 4x CPU);
 * - the settings (SIP series and tax-class choices, a few) under SETTINGS_KEY, so that choosing a class
 *   or saving a SIP touches no transaction;
 * - until its first write since, a portfolio saved before November 2026 as one list under
 *   LEGACY_TRANSACTIONS_KEY: read as it is, and moved into records by the first write.
 * Shared with bench/portfolio.ts and the e2e spec, which write a portfolio there before the page loads.
 */
export const PORTFOLIO_DB = 'mf-explorer-portfolio'
export const PORTFOLIO_STORE = 'portfolio'
/** The first element of a transaction record's key. Array keys sort after every string key, so the
 * records are exactly the keys from [TAG] to [TAG, []] (an array sorts after any string id). */
export const TRANSACTION_KEY_TAG = 'transaction'
export const transactionKey = (id: string): [string, string] => [TRANSACTION_KEY_TAG, id]
/** Every transaction record's key (a function: IDBKeyRange exists in browsers, not in Node, which imports this file). */
export const transactionRecordRange = (): IDBKeyRange => IDBKeyRange.bound([TRANSACTION_KEY_TAG], [TRANSACTION_KEY_TAG, []])
/** { sips, overrides } of the PortfolioDocument. */
export const SETTINGS_KEY = 'settings'
/** PortfolioDocument['transactions'] as one value: how the first version stored them. */
export const LEGACY_TRANSACTIONS_KEY = 'transactions'
