/**
 * An imported statement (casparser's CAS JSON, casparser.ts, or the site's transactions CSV,
 * transactions-csv.ts) and its matching to the site's schemes. A statement names a scheme by AMFI
 * code and/or ISIN, which the site may not know; the portfolio needs a known AMFI code for every
 * transaction, because that is the key of the NAV calls. Matching is pure: the caller asks the API
 * about the codes and ISINs `statementLookups` lists (in batches) and passes the answers in.
 */
import type { PortfolioTransaction } from './transaction.ts'

/** A parsed row before its scheme is known by AMFI code. */
export type StatementTransaction = Omit<PortfolioTransaction, 'schemeCode'> & {
  /**
   * True when the file gave only an amount or only units: `nav` and the missing one are 0 until the
   * caller fills them from the scheme's NAV on (or the first after) `date` (withNav). Always false
   * for casparser, whose rows state units, amount and NAV.
   */
  needsNav: boolean
}

export type StatementScheme = {
  folio: string
  /** The name the file gives ('' if none): only to list schemes that cannot be matched. */
  name: string
  amfi: number | null
  /** Upper case. */
  isin: string | null
  transactions: StatementTransaction[]
}

/** A row (or a scheme's opening balance) of the file that is not imported, and why. */
export type SkippedRow = {
  /** `folios[0].schemes[1].transactions[4]` (casparser) or `row 7` (CSV). */
  where: string
  folio: string
  scheme: string
  date: string | null
  /** The file's own words for the row: casparser's description and type, or the CSV's type. */
  description: string
  reason: string
}

export type ImportError = {
  /** `folios[2].schemes[0].transactions[5].date`, `line 3, column 7` or `row 7, column "units"`. */
  where: string
  message: string
}

/** All or nothing: a file with any error imports nothing. */
export type StatementParseResult =
  | { ok: false; error: ImportError }
  | { ok: true; schemes: StatementScheme[]; skipped: SkippedRow[] }

export type SchemeLookup = {
  /** True when the site knows this AMFI code. */
  byCode(code: number): boolean
  /** The AMFI code the site files this ISIN under (growth/payout or reinvestment ISIN), or null. */
  byIsin(isin: string): number | null
}

/** A matched row that still waits for its NAV (`needsNav` in the file): complete it with withNav. */
export type PendingNavTransaction = PortfolioTransaction & { needsNav: true }

export type MatchedScheme = {
  folio: string
  name: string
  schemeCode: number
  /** Which of the file's identifiers found it, so the page can say "matched by ISIN". */
  via: 'amfi' | 'isin'
  transactions: number
}

export type UnmatchedScheme = {
  folio: string
  name: string
  amfi: number | null
  isin: string | null
  transactions: number
  reason: string
}

export type MatchResult = {
  /** Complete records, ready to store (upsert by id). */
  matched: PortfolioTransaction[]
  /** Matched to a scheme, but not storable until withNav has filled units or amount. */
  needsNav: PendingNavTransaction[]
  schemes: MatchedScheme[]
  /** Never silently dropped: the page lists these with their reason. */
  unmatched: UnmatchedScheme[]
}

/**
 * The AMFI codes and ISINs to ask the API about. ISINs are needed only where the code is missing or
 * unknown; pass `knownCode` (the answers to the code requests) to ask for just those, or leave it
 * out to get every ISIN and make both requests at once.
 */
export function statementLookups(
  schemes: readonly StatementScheme[],
  knownCode?: (code: number) => boolean,
): { codes: number[]; isins: string[] } {
  const codes = new Set<number>()
  const isins = new Set<string>()
  for (const scheme of schemes) {
    if (scheme.amfi !== null) codes.add(scheme.amfi)
    const codeSettlesIt = scheme.amfi !== null && knownCode !== undefined && knownCode(scheme.amfi)
    if (scheme.isin !== null && !codeSettlesIt) isins.add(scheme.isin)
  }
  return { codes: [...codes].sort((a, b) => a - b), isins: [...isins].sort() }
}

function unmatchedReason(scheme: StatementScheme): string {
  const code = scheme.amfi === null ? null : `AMFI code ${scheme.amfi}`
  const isin = scheme.isin === null ? null : `ISIN ${scheme.isin}`
  if (code && isin) return `Neither ${code} nor ${isin} is a scheme this site knows`
  if (code || isin) return `${code ?? isin} is not a scheme this site knows`
  return 'The file gives neither an AMFI code nor an ISIN for this scheme'
}

/** AMFI code first (when the site knows it), then ISIN; the rest is listed in `unmatched`. */
export function matchStatementSchemes(schemes: readonly StatementScheme[], lookup: SchemeLookup): MatchResult {
  const result: MatchResult = { matched: [], needsNav: [], schemes: [], unmatched: [] }
  for (const scheme of schemes) {
    let schemeCode: number | null = null
    let via: MatchedScheme['via'] = 'amfi'
    if (scheme.amfi !== null && lookup.byCode(scheme.amfi)) schemeCode = scheme.amfi
    else if (scheme.isin !== null) {
      schemeCode = lookup.byIsin(scheme.isin)
      via = 'isin'
    }
    if (schemeCode === null) {
      const { folio, name, amfi, isin } = scheme
      result.unmatched.push({ folio, name, amfi, isin, transactions: scheme.transactions.length, reason: unmatchedReason(scheme) })
      continue
    }
    result.schemes.push({ folio: scheme.folio, name: scheme.name, schemeCode, via, transactions: scheme.transactions.length })
    for (const { needsNav, ...row } of scheme.transactions) {
      if (needsNav) result.needsNav.push({ ...row, schemeCode, needsNav: true })
      else result.matched.push({ ...row, schemeCode })
    }
  }
  return result
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals

/** Units and amount as the registrars state them: 4 decimals of units, paise, 4 decimals of NAV. */
export function roundUnits(units: number): number {
  return round(units, 4)
}
export function roundAmount(amount: number): number {
  return round(amount, 2)
}
export function roundNav(nav: number): number {
  return round(nav, 4)
}

/** Completes a pending row with the NAV of its date (or the first NAV after it, for a holiday). */
export function withNav(row: PendingNavTransaction, nav: number): PortfolioTransaction {
  if (!Number.isFinite(nav) || nav <= 0) throw new RangeError(`A NAV must be a positive number, got ${nav}`)
  const { needsNav: _needsNav, ...rest } = row
  if (rest.kind === 'dividend-payout') return { ...rest, units: 0, nav: 0 }
  if (rest.units > 0) return { ...rest, nav, amount: roundAmount(rest.units * nav) }
  return { ...rest, nav, units: roundUnits(rest.amount / nav) }
}

/**
 * cyrb53 (bryc, public domain): a 53-bit string hash. Not for security: it only keeps import ids
 * short (the record allows 100 characters, a folio alone may take 40) while staying the same for
 * the same row.
 */
function hash53(text: string): number {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507)
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507)
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

/**
 * Ids for imported rows that come out the same whenever the same row is imported again, from this
 * file or from a later statement that covers the same dates, so the caller can upsert by id instead
 * of duplicating. Built from the row's content, not its position (a longer statement shifts
 * positions); identical rows on one day are told apart by their order of appearance.
 */
export function importIdMaker(prefix: 'cas' | 'csv'): (date: string, content: readonly (string | number | null)[]) => string {
  const seen = new Map<string, number>()
  return (date, content) => {
    const key = `${date}|${content.map((part) => (part === null ? '' : String(part))).join('|')}`
    const occurrence = seen.get(key) ?? 0
    seen.set(key, occurrence + 1)
    return `${prefix}:${date}:${hash53(key).toString(36)}:${occurrence}`
  }
}

/** ISO 6166: two letters, nine letters or digits, a check digit. */
export const ISIN_PATTERN = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/

/** Folio numbers are printed with spaces ("1234567 / 89"); without them, two files agree. */
export function normalizeFolio(folio: string): string {
  return folio.replace(/\s+/g, '')
}

/** The record's limit on folio numbers (transaction.ts). */
export const MAX_FOLIO_LENGTH = 40
