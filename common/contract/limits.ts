/**
 * The contract's constants: limits, the fixed lists of periods and collections, the shape of an id
 * in a path. Free of zod, so the site reads them without building a schema (the schemas load with
 * the first API call); the schema modules export them again for the server and the msw handlers.
 */

/** Longest free-text value we accept in a request body (names, ids as text). */
export const MAX_TEXT_LENGTH = 200

/** A fund-house id or scheme code in a path: a positive integer written in digits. */
export const ID_PARAM_PATTERN = /^[1-9]\d{0,8}$/

/** The curated collections, by their URL value. */
export const collectionValues = ['equity', 'large', 'mid', 'small', 'tax'] as const

/** The periods a Direct/Regular gap is given for. */
export const GAP_PERIODS = ['1Y', '3Y', '5Y'] as const
export const ROLLING_WINDOWS = ['1Y', '3Y'] as const

export const SEARCH_MAX_LENGTH = 100
export const SEARCH_MAX_LIMIT = 50
export const SEARCH_DEFAULT_LIMIT = 10

/** The periods a fund list shows a column for. */
export const LIST_RETURN_PERIODS = ['1Y', '3Y', '5Y'] as const

export const SIP_MIN_AMOUNT = 100
export const SIP_MAX_AMOUNT = 10_000_000

/** An Indian ISIN as the ISIN lookup takes it: IN, nine letters or digits, a check digit (upper case). */
export const ISIN_PATTERN = /^IN[A-Z0-9]{9}[0-9]$/
/** The most ISINs one lookup may name (comma-separated, as given, before duplicates are folded). */
export const ISIN_LOOKUP_MAX = 50
