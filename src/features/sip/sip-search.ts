/**
 * The calculator's part of the fund page's address, e.g. `?calc=sip&amount=10000&from=2023-11-20&day=20`:
 * what its GET form submits (by the browser without script, by a client-side navigation with it),
 * what the route's validateSearch keeps, and what the form, its messages and its result are read
 * from, on the server and in the browser alike. Free of React.
 *
 * Reading never throws. A malformed value (`amount=abc`, `from=2023-02-30`) is dropped, so a calculated
 * form reports it as missing; an out-of-range one (`amount=50`, `day=31`) is kept, so the form can
 * say what is wrong with it, in sip-form.ts's words.
 */
import type { SipBody } from '@common/contract/analytics-schemas'
import { SEARCH_MAX_LENGTH } from '@common/contract/limits'
import { isValidIso } from '@common/figures/dates'
import type { HistoryEntry } from './lumpsum'
import {
  amountOf,
  defaultDay,
  formContext,
  initialSipValues,
  toBody,
  validateAmount,
  validateDay,
  validateFrom,
  validateSipValues,
  type SipFormContext,
  type SipFormValues,
  type SipMode,
} from './sip-form'

/** The id of the fund page's calculator section: the form submits to it, so the answer is in view. */
export const SIP_CALCULATOR_ID = 'sip-calculator'

/**
 * `calc` is there once the form was submitted (its radios: `sip` or `lumpsum`); the inputs may come
 * without it, from a link, and then only fill the form in.
 */
export type SipSearch = { calc?: SipMode; amount?: number; from?: string; day?: number }

export type SipField = 'amount' | 'from' | 'day'
export const SIP_FIELDS: readonly SipField[] = ['amount', 'from', 'day']
export type SipErrors = Partial<Record<SipField, string>>

/** What a valid, calculated address asks for: the API's SIP, or a lumpsum computed from the history. */
export type SipOutcome = { kind: 'sip'; body: SipBody } | { kind: 'lumpsum'; amount: number; fromIso: string }

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
// JSON's number grammar, and leading zeros: what a person types ("10000", "0100", "1e4").
const NUMBER_TEXT = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/

/**
 * A text value as the server's canonical address keeps it (server/site/page-address.ts, rule 'text':
 * trimmed, cut at SEARCH_MAX_LENGTH), so the page rendered there reads the same as the address asked for.
 */
const cut = (text: string) => text.trim().slice(0, SEARCH_MAX_LENGTH).trim()

/**
 * A number as the router reads it (`amount=10000` is a number) or as the form posts it (text, maybe
 * "10,000" or "₹ 10,000": digit grouping and the rupee sign are allowed). `+ 0` reads -0 as 0.
 */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value + 0 : undefined
  if (typeof value !== 'string') return undefined
  const text = cut(value).replace(/[₹,\s]/g, '')
  if (!NUMBER_TEXT.test(text)) return undefined
  const number = Number(text)
  return Number.isFinite(number) ? number + 0 : undefined
}

/** A real calendar date, `yyyy-mm-dd` (what `<input type="date">` posts). */
function isoDateOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = cut(value)
  return ISO_DATE.test(text) && isValidIso(text) ? text : undefined
}

const modeOf = (value: unknown): SipMode | undefined => (value === 'sip' || value === 'lumpsum' ? value : undefined)

/**
 * The route's validateSearch for the calculator: every key is always there (undefined when dropped),
 * as the router merges the raw search under the validated one.
 */
export function validateSipSearch(search: Record<string, unknown>): SipSearch {
  return { calc: modeOf(search.calc), amount: numberOf(search.amount), from: isoDateOf(search.from), day: numberOf(search.day) }
}

/** The calculator's keys of the page's validated search, for a selector that re-renders on them only. */
export const pickSipSearch = (search: SipSearch): SipSearch => ({ calc: search.calc, amount: search.amount, from: search.from, day: search.day })

/**
 * The form as the address has it. Before a Calculate: the defaults, with any input a link carries.
 * After one: what was submitted, a missing value left empty (its message says so); a missing day
 * follows the start date, as it does while the visitor has not picked one.
 */
export function sipFormValues(search: SipSearch, context: SipFormContext): SipFormValues {
  if (!search.calc) {
    const defaults = initialSipValues(context)
    const from = search.from ?? defaults.from
    return { mode: 'sip', amount: search.amount ?? defaults.amount, from, day: search.day ?? (from ? defaultDay(from) : defaults.day) }
  }
  const from = search.from ?? ''
  return { mode: search.calc, amount: search.amount ?? '', from, day: search.day ?? (from ? defaultDay(from) : '') }
}

/** The form's messages for the address: none until it was submitted. */
export function sipErrors(search: SipSearch, context: SipFormContext): SipErrors {
  if (!search.calc) return {}
  const { amount, from, day } = validateSipValues(sipFormValues(search, context), context)
  const errors: SipErrors = {}
  if (amount) errors.amount = amount
  if (from) errors.from = from
  if (day) errors.day = day
  return errors
}

/** What the address asks to calculate, or null: not submitted, or not valid. */
export function sipOutcome(search: SipSearch, context: SipFormContext, schemeCode: number): SipOutcome | null {
  if (!search.calc) return null
  const values = sipFormValues(search, context)
  if (Object.keys(validateSipValues(values, context)).length > 0) return null
  return values.mode === 'sip'
    ? { kind: 'sip', body: toBody(values, schemeCode) }
    : { kind: 'lumpsum', amount: amountOf(values), fromIso: values.from }
}

/** For the route's loader: the SIP body a raw address asks for, for this fund, or null. */
export function sipRequestOf(
  search: Record<string, unknown>,
  schemeCode: number,
  fund: { latestNAVDate: string; navHistory: readonly HistoryEntry[] },
): SipBody | null {
  const outcome = sipOutcome(validateSipSearch(search), formContext(fund.latestNAVDate, fund.navHistory), schemeCode)
  return outcome?.kind === 'sip' ? outcome.body : null
}

/** One field's message for its text as typed, read as the address would read it (on blur). */
export function fieldError(field: SipField, text: string, mode: SipMode, context: SipFormContext): string | null {
  if (field === 'amount') return validateAmount(numberOf(text) ?? '')
  if (field === 'from') return validateFrom(isoDateOf(text) ?? '', mode, context)
  return validateDay(numberOf(text) ?? '', mode)
}
