/**
 * The JSON that casparser (github.com/codereverser/casparser; `casparser cas.pdf -o cas.json`) writes
 * for a CAMS or KFintech detailed CAS, read into statement rows (match-schemes.ts). The visitor
 * converts the password-protected PDF on their own machine; the site never sees the PDF.
 *
 * What casparser writes, as far as it is read here (everything else is ignored, PAN and investor
 * details included: the portfolio keeps no personal data beyond folio numbers):
 *
 *     { cas_type: 'DETAILED' | 'SUMMARY', folios: [{ folio, amc, schemes: [{ scheme, isin, amfi,
 *       open, transactions: [{ date, description, amount, units, nav, balance, type }] }] }] }
 *
 * Dates are `yyyy-mm-dd`. Numbers are Python Decimals, which casparser writes as strings
 * ("-4999.75"), older versions and hand edits as numbers: both are read. Amounts and units are
 * negative for sales. `amfi` is a string of digits. `type` is casparser's TransactionType.
 */
import { z } from 'zod/mini'
import { isValidIso } from '../figures/dates.ts'
import type { TransactionKind } from './transaction.ts'
import { jsonSyntaxError } from './json-syntax.ts'
import {
  ISIN_PATTERN, MAX_FOLIO_LENGTH, importIdMaker, normalizeFolio, roundAmount, roundNav,
  type ImportError, type SkippedRow, type StatementParseResult, type StatementScheme, type StatementTransaction,
} from './match-schemes.ts'

/** Sizes well beyond a lifetime's statement, small enough to parse without stalling the page. */
export const CAS_LIMITS = {
  maxChars: 25_000_000,
  maxFolios: 200,
  maxSchemes: 500,
  maxTransactions: 50_000,
  maxText: 500,
} as const

// ---------------------------------------------------------------------------------------------
// Schema: lenient about what is not used (unknown keys are dropped), strict about what is.
// ---------------------------------------------------------------------------------------------

const text = z.string({ error: 'expected text' }).check(z.maxLength(CAS_LIMITS.maxText, { error: `longer than ${CAS_LIMITS.maxText} characters` }))
const optionalText = z.optional(z.nullable(text))

/** Decimal's str(): no exponent, no thousands separators; bounded so it stays a finite number. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/
const decimalText = z.string().check(z.maxLength(40, { error: 'expected a number' }), z.regex(DECIMAL, { error: 'expected a number' }))
const decimal = z.optional(z.nullable(z.union([z.number(), decimalText], { error: 'expected a number, a decimal string or null' })))

const amfiCode = z.optional(
  z.nullable(
    z.union(
      [
        z.int().check(z.positive({ error: 'expected an AMFI scheme code' }), z.lte(999_999_999, { error: 'expected an AMFI scheme code' })),
        z.string().check(z.regex(/^\s*(\d{1,9})?\s*$/, { error: 'expected an AMFI scheme code (digits)' })),
      ],
      { error: 'expected an AMFI scheme code' },
    ),
  ),
)

const isin = z.optional(z.nullable(z.string({ error: 'expected an ISIN' }).check(z.refine((value) => value.trim() === '' || ISIN_PATTERN.test(value.trim().toUpperCase()), { error: 'expected a 12-character ISIN' }))))

const casTransaction = z.object(
  {
    date: z.string({ error: 'expected a yyyy-mm-dd date' }).check(z.refine(isValidIso, { error: 'expected a yyyy-mm-dd date' })),
    description: optionalText,
    amount: decimal,
    units: decimal,
    nav: decimal,
    type: text,
  },
  { error: 'expected a transaction object' },
)

const casScheme = z.object(
  {
    scheme: text,
    isin,
    amfi: amfiCode,
    /** Units held when the statement's period starts: not 0 means earlier transactions are missing. */
    open: decimal,
    transactions: z
      .array(casTransaction, { error: 'expected an array of transactions' })
      .check(z.maxLength(CAS_LIMITS.maxTransactions, { error: `more than ${CAS_LIMITS.maxTransactions} transactions` })),
  },
  { error: 'expected a scheme object' },
)

const casFolio = z.object(
  {
    folio: z.union([text, z.int()], { error: 'expected a folio number' }),
    amc: optionalText,
    schemes: z.array(casScheme, { error: 'expected an array of schemes' }).check(z.maxLength(CAS_LIMITS.maxSchemes, { error: `more than ${CAS_LIMITS.maxSchemes} schemes` })),
  },
  { error: 'expected a folio object' },
)

const casData = z.object(
  {
    cas_type: optionalText,
    statement_period: z.optional(z.nullable(z.object({ from: optionalText, to: optionalText }))),
    folios: z.array(casFolio, { error: 'expected an array of folios' }).check(z.maxLength(CAS_LIMITS.maxFolios, { error: `more than ${CAS_LIMITS.maxFolios} folios` })),
  },
  { error: 'expected the object casparser writes for a CAMS/KFintech CAS' },
)

type CasData = z.infer<typeof casData>
type CasTransaction = z.infer<typeof casTransaction>

// ---------------------------------------------------------------------------------------------
// Error locations
// ---------------------------------------------------------------------------------------------

/** `folios[2].schemes[0].transactions[5].date`: the path as a JSON reader would write it. */
function pathText(path: readonly PropertyKey[]): string {
  let out = ''
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : `${out === '' ? '' : '.'}${String(key)}`
  return out === '' ? 'the whole file' : out
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

// ---------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------

const KIND_OF_TYPE: Readonly<Record<string, TransactionKind>> = {
  PURCHASE: 'purchase',
  PURCHASE_SIP: 'purchase',
  REDEMPTION: 'redemption',
  SWITCH_IN: 'switch-in',
  SWITCH_IN_MERGER: 'switch-in',
  SWITCH_OUT: 'switch-out',
  SWITCH_OUT_MERGER: 'switch-out',
  DIVIDEND_REINVEST: 'dividend-reinvest',
  DIVIDEND_REINVESTMENT: 'dividend-reinvest',
  DIVIDEND_PAYOUT: 'dividend-payout',
}

/** Why each of casparser's other types is not a transaction in units. */
const SKIP_REASON: Readonly<Record<string, string>> = {
  STAMP_DUTY_TAX: 'Stamp duty: a charge on a purchase, not a transaction in units',
  STT_TAX: 'Securities transaction tax: a charge on a sale, not a transaction in units',
  TDS_TAX: 'Tax deducted at source: a charge, not a transaction in units',
  SEGREGATION: 'Units of a segregated portfolio: not tracked (it has no NAV history of its own here)',
  MISC: 'A note without units (casparser type MISC)',
  UNKNOWN: 'casparser could not tell what this row is (type UNKNOWN)',
  GIFT_IN: 'Units received as a gift: not supported yet (their cost is the giver\'s)',
  GIFT_OUT: 'Units given as a gift: not supported yet',
}

const UNITS_TOLERANCE = 0.0005

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null
  const number = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(number) ? number : null
}

type Mapped = { row: StatementTransaction; index: number; direction: 1 | 0 | -1; cancelled: boolean }

const DIRECTION: Readonly<Record<TransactionKind, 1 | 0 | -1>> = {
  purchase: 1,
  'switch-in': 1,
  'dividend-reinvest': 1,
  redemption: -1,
  'switch-out': -1,
  'dividend-payout': 0,
}

/** One scheme's rows: mapped ones in `rows`, the rest in `skipped`, each with its reason. */
function schemeRows(
  transactions: readonly CasTransaction[],
  context: { where: string; folio: string; scheme: string; key: string },
  nextId: ReturnType<typeof importIdMaker>,
  skipped: SkippedRow[],
): StatementTransaction[] {
  const mapped: Mapped[] = []
  // By row, so a purchase cancelled by a later reversal is listed in its own place.
  const skippedHere: { index: number; row: SkippedRow }[] = []
  const whereOf = (index: number) => `${context.where}.transactions[${index}]`
  const skip = (index: number, reason: string): void => {
    const tx = transactions[index]!
    const row = { where: whereOf(index), folio: context.folio, scheme: context.scheme, date: tx.date, description: `${tx.description ?? ''} (${tx.type})`.trim(), reason }
    skippedHere.push({ index, row })
  }

  transactions.forEach((tx, index) => {
    const where = whereOf(index)
    const type = tx.type.trim().toUpperCase()
    const units = toNumber(tx.units)
    const amount = toNumber(tx.amount)
    const nav = toNumber(tx.nav)

    if (type === 'REVERSAL') {
      // A bounced SIP debit: the registrar books the purchase, then takes the units back. Dropping
      // only the reversal would leave units the investor never had, so it cancels the purchase.
      if (units === null || units === 0) return skip(index, 'A reversal without units: nothing to reverse')
      const wanted = units < 0 ? 1 : -1
      let target: Mapped | undefined
      for (let j = mapped.length - 1; j >= 0 && !target; j--) {
        const m = mapped[j]!
        if (!m.cancelled && m.direction === wanted && Math.abs(m.row.units - Math.abs(units)) <= UNITS_TOLERANCE) target = m
      }
      if (!target) return skip(index, 'A reversal with no matching transaction before it in this scheme: check this holding\'s units')
      target.cancelled = true
      skip(target.index, `Cancelled by the reversal on ${tx.date} (${where})`)
      return skip(index, `Reverses the ${target.row.kind} on ${target.row.date} (${whereOf(target.index)}); neither is imported`)
    }

    const kind = KIND_OF_TYPE[type]
    if (!kind) return skip(index, SKIP_REASON[type] ?? `Transaction type "${tx.type}" is not supported`)

    let row: Omit<StatementTransaction, 'id'>
    if (kind === 'dividend-payout') {
      if (amount === null || amount === 0) return skip(index, 'A dividend payout without an amount')
      row = { folio: context.folio, date: tx.date, kind, units: 0, amount: Math.abs(amount), nav: 0, needsNav: false }
    } else {
      if (units === null || units === 0) return skip(index, `No units: a ${type} row needs them`)
      const absUnits = Math.abs(units)
      const givenNav = nav === null || nav === 0 ? null : Math.abs(nav)
      const givenAmount = amount === null ? null : Math.abs(amount)
      const absAmount = givenAmount ?? (givenNav === null ? null : roundAmount(absUnits * givenNav))
      // An amount of 0 with units is a bonus issue: units at no cost, which is their cost for tax too.
      const absNav = givenNav ?? (givenAmount === null ? null : givenAmount === 0 ? 0 : roundNav(givenAmount / absUnits))
      if (absAmount === null || absNav === null) return skip(index, `No amount and no NAV: a ${type} row needs one of them`)
      row = { folio: context.folio, date: tx.date, kind, units: absUnits, amount: absAmount, nav: absNav, needsNav: false }
    }
    const id = nextId(row.date, [context.folio, context.key, row.kind, row.units, row.amount])
    mapped.push({ row: { id, ...row }, index, direction: DIRECTION[kind], cancelled: false })
  })
  skipped.push(...skippedHere.sort((a, b) => a.index - b.index).map((entry) => entry.row))
  return mapped.filter((m) => !m.cancelled).map((m) => m.row)
}

const fail = (error: ImportError): StatementParseResult => ({ ok: false, error })

/**
 * Reads casparser's JSON. Malformed input (not JSON, a wrong type anywhere, more than CAS_LIMITS)
 * is an error that names the place; rows that are fine but are not transactions in units (taxes,
 * notes, reversals...) are listed in `skipped` with the reason.
 */
export function parseCasparserJson(source: string): StatementParseResult {
  if (source.length > CAS_LIMITS.maxChars) {
    return fail({ where: 'the whole file', message: `The file is larger than ${CAS_LIMITS.maxChars / 1_000_000} MB: not a casparser statement?` })
  }
  const textWithoutBom = source.replace(/^\uFEFF/, '')
  let json: unknown
  try {
    json = JSON.parse(textWithoutBom)
  } catch (error) {
    return fail(jsonSyntaxError(textWithoutBom, error))
  }

  const parsed = casData.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const missing = valueAt(json, issue.path) === undefined && issue.code === 'invalid_type'
    return fail({ where: pathText(issue.path), message: missing ? 'missing' : issue.message })
  }
  return statementOf(parsed.data)
}

function statementOf(data: CasData): StatementParseResult {
  if (data.cas_type?.trim().toUpperCase() === 'SUMMARY') {
    return fail({
      where: 'cas_type',
      message: 'A summary CAS lists holdings without their transactions: ask CAMS or KFintech for the detailed statement and convert that one',
    })
  }
  const schemeCount = data.folios.reduce((sum, folio) => sum + folio.schemes.length, 0)
  if (schemeCount > CAS_LIMITS.maxSchemes) return fail({ where: 'folios', message: `more than ${CAS_LIMITS.maxSchemes} schemes in all` })
  const transactionCount = data.folios.reduce((sum, folio) => sum + folio.schemes.reduce((n, scheme) => n + scheme.transactions.length, 0), 0)
  if (transactionCount > CAS_LIMITS.maxTransactions) return fail({ where: 'folios', message: `more than ${CAS_LIMITS.maxTransactions} transactions in all` })

  const schemes: StatementScheme[] = []
  const skipped: SkippedRow[] = []
  const nextId = importIdMaker('cas')
  const from = data.statement_period?.from?.trim() || 'the start of the statement'

  for (const [f, casFolio] of data.folios.entries()) {
    const folio = normalizeFolio(String(casFolio.folio))
    if (folio.length > MAX_FOLIO_LENGTH) return fail({ where: `folios[${f}].folio`, message: `longer than ${MAX_FOLIO_LENGTH} characters` })
    for (const [s, casScheme] of casFolio.schemes.entries()) {
      const where = `folios[${f}].schemes[${s}]`
      const name = casScheme.scheme.trim()
      const amfiText = casScheme.amfi === null || casScheme.amfi === undefined ? '' : String(casScheme.amfi).trim()
      const amfi = amfiText === '' || Number(amfiText) === 0 ? null : Number(amfiText)
      const isin = casScheme.isin?.trim().toUpperCase() || null

      const open = toNumber(casScheme.open)
      if (open !== null && Math.abs(open) > UNITS_TOLERANCE) {
        skipped.push({
          where: `${where}.open`, folio, scheme: name, date: null, description: `${open} units at the start of the statement`,
          reason: `Units bought before ${from} are not in this file, so this holding will be short of them: convert a CAS that starts from the first investment`,
        })
      }
      const key = String(amfi ?? isin ?? name)
      const transactions = schemeRows(casScheme.transactions, { where, folio, scheme: name, key }, nextId, skipped)
      if (transactions.length > 0) schemes.push({ folio, name, amfi, isin, transactions })
    }
  }
  return { ok: true, schemes, skipped }
}
