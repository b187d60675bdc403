/**
 * A file chosen on "My investments", from its text to what the preview shows and what is stored:
 * this site's export (portfolio-file.ts), casparser's JSON for a CAMS/KFintech CAS (casparser.ts)
 * or a CSV of transactions (transactions-csv.ts). Nothing here touches the store until
 * `commitImport`, and nothing the file holds is sent anywhere: the API is asked only which schemes
 * AMFI codes and ISINs name, and for the public NAV series of matched schemes.
 *
 * No React here, so the whole pipeline is tested with injected services (ImportServices).
 */
import type { QueryClient } from '@tanstack/react-query'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import { ISIN_LOOKUP_MAX, type IsinMatch } from '@common/contract/isin-schemas'
import type { NavPoint } from '@common/figures/returns'
import { parseCasparserJson } from '@common/portfolio/casparser'
import {
  matchStatementSchemes, statementLookups, withNav,
  type MatchedScheme, type SkippedRow, type StatementParseResult, type UnmatchedScheme,
} from '@common/portfolio/match-schemes'
import { parsePortfolioFile, statementKind } from '@common/portfolio/portfolio-file'
import type { PortfolioDocument } from '@common/portfolio/portfolio-document'
import { parseTransactionsCsv } from '@common/portfolio/transactions-csv'
import type { PortfolioTransaction, TransactionKind } from '@common/portfolio/transaction'
import { analyticsQueries } from '@/api/analytics'
import { isApiError } from '@/api/api-error'
import { isinQueries } from '@/api/isins'
import type { portfolioActions } from '../portfolio-store'
import { navOnOrAfter, schemeNavSeries } from '../scheme-navs'
import { mapBounded } from './map-bounded'

/**
 * The largest file read: the casparser parser's own limit (25 million characters, and a character
 * is at least a byte). A lifetime's CAS is a few MB; checked before the file is read at all.
 */
export const MAX_FILE_BYTES = 25 * 1024 * 1024

/** API calls running at once while a statement's schemes are looked up and their NAVs fetched. */
export const LOOKUP_CONCURRENCY = 4

/** Why a file cannot be imported. `where` is the place in the file (null when the file is not at fault). */
export type ImportFailure = { where: string | null; message: string }

/** What the API is asked. The page's come from `apiImportServices`; tests pass their own. */
export type ImportServices = {
  /** The site's scheme of this AMFI code; null when it has none (404). Any other failure throws. */
  scheme(code: number): Promise<SchemeHit | null>
  /** The schemes that 1 to ISIN_LOOKUP_MAX ISINs name (an ISIN that names none is absent). Failures throw. */
  schemesByIsin(isins: readonly string[]): Promise<IsinMatch[]>
  /** The scheme's NAVs, ascending ISO dates; [] when it has none. Failures throw. */
  navSeries(code: number, fundHouseName: string | undefined): Promise<NavPoint[]>
}

/** A matched scheme with the name the site gives it (the file's may be blank or abbreviated). */
export type PreviewScheme = MatchedScheme & { siteName: string | null }

/** A row that gave only an amount or only units, for a date with no NAV on or after it yet. */
export type RowWithoutNav = { folio: string; scheme: string; schemeCode: number; date: string; kind: TransactionKind; reason: string }

export type StatementPreview = {
  kind: 'statement'
  format: 'casparser' | 'csv'
  fileName: string
  /** Complete records, to be upserted by id. */
  rows: PortfolioTransaction[]
  schemes: PreviewScheme[]
  unmatched: UnmatchedScheme[]
  skipped: SkippedRow[]
  withoutNav: RowWithoutNav[]
}

export type PortfolioFilePreview = { kind: 'portfolio'; fileName: string; document: PortfolioDocument }

export type ImportPreview = StatementPreview | PortfolioFilePreview

export type PrepareResult = { ok: true; preview: ImportPreview } | { ok: false; error: ImportFailure }

// ---------------------------------------------------------------------------------------------
// Reading the file
// ---------------------------------------------------------------------------------------------

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

/** The file's text, read in the browser (File.text()); never uploaded. */
export async function readImportFile(file: Blob): Promise<{ ok: true; text: string } | { ok: false; error: ImportFailure }> {
  if (file.size > MAX_FILE_BYTES) {
    return {
      ok: false,
      error: { where: null, message: `The file is larger than ${megabytes(MAX_FILE_BYTES)}, the most this page reads (it is ${megabytes(file.size)}): is it the right file?` },
    }
  }
  try {
    return { ok: true, text: await file.text() }
  } catch {
    return { ok: false, error: { where: null, message: 'The browser could not read the file. Choose it again.' } }
  }
}

// ---------------------------------------------------------------------------------------------
// The API
// ---------------------------------------------------------------------------------------------

/** The page's services: the public scheme, ISIN and NAV calls through the app's QueryClient (cached). */
export function apiImportServices(queryClient: QueryClient): ImportServices {
  return {
    scheme: async (code) => {
      try {
        return await queryClient.fetchQuery(analyticsQueries.scheme(code))
      } catch (error) {
        if (isApiError(error) && error.isNotFound) return null
        throw error
      }
    },
    schemesByIsin: (isins) => queryClient.fetchQuery(isinQueries.schemesByIsin(isins)),
    navSeries: async (code, fundHouseName) => {
      try {
        return await schemeNavSeries(queryClient, code, fundHouseName)
      } catch (error) {
        if (isApiError(error) && error.isNotFound) return []
        throw error
      }
    },
  }
}

function lookupFailure(what: string, error: unknown): ImportFailure {
  const reason = error instanceof Error ? error.message : String(error)
  return {
    where: null,
    message: `The site could not be asked ${what} (${reason}). Nothing was imported: try again in a moment.`,
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

// ---------------------------------------------------------------------------------------------
// The pipeline
// ---------------------------------------------------------------------------------------------

function parseStatement(format: StatementPreview['format'], text: string): StatementParseResult {
  return format === 'casparser' ? parseCasparserJson(text) : parseTransactionsCsv(text)
}

const NOT_A_STATEMENT =
  'This is not a file this page can read. Choose an export of this page (.json), the JSON that casparser writes for a CAMS/KFintech CAS (.json) or a CSV of transactions (.csv, see the template).'

/**
 * From the file's text to its preview: parsed (a malformed file is an error that says where),
 * its schemes matched by AMFI code, then ISIN, and rows that gave only an amount or only units
 * completed with the NAV of their date (or the first after it). Stores nothing.
 */
export async function prepareImport(text: string, fileName: string, services: ImportServices, { concurrency = LOOKUP_CONCURRENCY } = {}): Promise<PrepareResult> {
  const kind = statementKind(text, fileName)
  if (kind === null) return { ok: false, error: { where: null, message: NOT_A_STATEMENT } }
  if (kind === 'portfolio') {
    const parsed = parsePortfolioFile(text)
    return parsed.ok ? { ok: true, preview: { kind: 'portfolio', fileName, document: parsed.document } } : { ok: false, error: parsed.error }
  }

  const parsed = parseStatement(kind, text)
  if (!parsed.ok) return { ok: false, error: parsed.error }
  const { schemes, skipped } = parsed

  // Codes first: an ISIN is asked about only where the code is missing or unknown to the site.
  const { codes } = statementLookups(schemes)
  const hits = new Map<number, SchemeHit>()
  try {
    const answers = await mapBounded(codes, concurrency, (code) => services.scheme(code))
    answers.forEach((hit, i) => {
      if (hit) hits.set(codes[i]!, hit)
    })
  } catch (error) {
    return { ok: false, error: lookupFailure('which schemes the AMFI codes in the file name', error) }
  }

  const { isins } = statementLookups(schemes, (code) => hits.has(code))
  const byIsin = new Map<string, IsinMatch>()
  try {
    const answers = await mapBounded(chunks(isins, ISIN_LOOKUP_MAX), concurrency, (batch) => services.schemesByIsin(batch))
    for (const match of answers.flat()) byIsin.set(match.isin.toUpperCase(), match)
  } catch (error) {
    return { ok: false, error: lookupFailure('which schemes the ISINs in the file name', error) }
  }

  const match = matchStatementSchemes(schemes, {
    byCode: (code) => hits.has(code),
    byIsin: (isin) => byIsin.get(isin.toUpperCase())?.schemeCode ?? null,
  })

  const siteName = (code: number) => hits.get(code)?.schemeName ?? [...byIsin.values()].find((m) => m.schemeCode === code)?.schemeName ?? null
  const nameOf = new Map(match.schemes.map((scheme) => [`${scheme.folio}|${scheme.schemeCode}`, scheme.name]))

  // Rows that wait for a NAV: one NAV series per scheme, a few at a time.
  const pendingCodes = [...new Set(match.needsNav.map((row) => row.schemeCode))]
  const series = new Map<number, NavPoint[]>()
  try {
    const answers = await mapBounded(pendingCodes, concurrency, (code) => services.navSeries(code, hits.get(code)?.fundHouseName))
    answers.forEach((points, i) => series.set(pendingCodes[i]!, points))
  } catch (error) {
    return { ok: false, error: lookupFailure('for the NAVs of the rows that give only an amount or only units', error) }
  }

  const rows = [...match.matched]
  const withoutNav: RowWithoutNav[] = []
  for (const row of match.needsNav) {
    const points = series.get(row.schemeCode) ?? []
    const point = navOnOrAfter(points, row.date)
    if (point) {
      rows.push(withNav(row, point.nav))
      continue
    }
    const latest = points.at(-1)?.date
    withoutNav.push({
      folio: row.folio,
      scheme: nameOf.get(`${row.folio}|${row.schemeCode}`) || siteName(row.schemeCode) || `Scheme ${row.schemeCode}`,
      schemeCode: row.schemeCode,
      date: row.date,
      kind: row.kind,
      reason: latest
        ? `No NAV on or after ${row.date} yet (the latest is of ${latest}): give the units or the amount, and the NAV`
        : 'The site has no NAVs for this scheme: give the units or the amount, and the NAV',
    })
  }

  return {
    ok: true,
    preview: {
      kind: 'statement',
      format: kind,
      fileName,
      rows,
      schemes: match.schemes.map((scheme) => ({ ...scheme, siteName: siteName(scheme.schemeCode) })),
      unmatched: match.unmatched,
      skipped,
      withoutNav,
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Counting and storing
// ---------------------------------------------------------------------------------------------

export type ChangeCounts = {
  /** Transactions whose id the portfolio does not hold yet. */
  added: number
  /** Transactions that replace the portfolio's record of the same id (the same row imported again). */
  updated: number
  sipsAdded: number
  sipsUpdated: number
  /** Tax classes chosen for holdings (an export file only). */
  overrides: number
}

/** What the import would do to `document`, counted when shown (the portfolio may change meanwhile). */
export function changeCounts(preview: ImportPreview, document: PortfolioDocument): ChangeCounts {
  const held = new Set(document.transactions.map((t) => t.id))
  const rows = preview.kind === 'statement' ? preview.rows : preview.document.transactions
  const updated = rows.filter((row) => held.has(row.id)).length
  const counts: ChangeCounts = { added: rows.length - updated, updated, sipsAdded: 0, sipsUpdated: 0, overrides: 0 }
  if (preview.kind === 'portfolio') {
    const sipsHeld = new Set(document.sips.map((sip) => sip.id))
    counts.sipsUpdated = preview.document.sips.filter((sip) => sipsHeld.has(sip.id)).length
    counts.sipsAdded = preview.document.sips.length - counts.sipsUpdated
    counts.overrides = Object.keys(preview.document.overrides).length
  }
  return counts
}

/** The transactions an import stores (SIP series apart). */
export function transactionCount(preview: ImportPreview): number {
  return preview.kind === 'statement' ? preview.rows.length : preview.document.transactions.length
}

/** True when confirming would store anything at all. */
export function hasChanges(preview: ImportPreview): boolean {
  if (preview.kind === 'statement') return preview.rows.length > 0
  const { transactions, sips, overrides } = preview.document
  return transactions.length > 0 || sips.length > 0 || Object.keys(overrides).length > 0
}

export type ImportStore = Pick<typeof portfolioActions, 'upsertTransactions' | 'merge'>

/** Stores the previewed import: a statement's rows upserted by id, an export file merged. */
export async function commitImport(preview: ImportPreview, store: ImportStore): Promise<void> {
  if (preview.kind === 'statement') await store.upsertTransactions(preview.rows)
  else await store.merge(preview.document)
}
