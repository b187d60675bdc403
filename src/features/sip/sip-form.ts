/**
 * The SIP / lumpsum calculator's form model, free of React and Mantine: the initial values, the
 * validators (the same limits as the contract's sipBodySchema, in the visitor's words) and the
 * request body a valid SIP form becomes. Dates in the form are ISO `yyyy-mm-dd` (what an
 * `<input type="date">` holds); the wire wants `dd-mm-yyyy`.
 */
import type { SipBody } from '@common/contract/analytics-schemas'
import { SIP_MAX_AMOUNT, SIP_MIN_AMOUNT } from '@common/contract/limits'
import { dmyToIso, isoToDmy, isValidIso, minusYears } from '@common/figures/dates'
import { formatDate } from '@/lib/dates'
import { formatIndianNumber } from '@/lib/number-text'

export type SipMode = 'sip' | 'lumpsum'

/** `amount` and `day`: a number, or '' while empty (or unreadable). */
export type SipFormValues = {
  mode: SipMode
  amount: number | string
  /** ISO `yyyy-mm-dd`, '' while empty. */
  from: string
  day: number | string
}

/** What the validators need to know about the fund: its latest and first NAV dates (ISO). */
export type SipFormContext = { latestIso: string; firstIso: string | null }

export const SIP_MAX_DAY = 28
export const DEFAULT_AMOUNT = 10_000
export const DEFAULT_YEARS_BACK = 3

/** "₹1,00,00,000": Indian digit grouping, whole rupees. */
export const formatWholeRupees = (value: number) => `₹${formatIndianNumber(value, 0, 0)}`

export const messages = {
  amountMissing: 'Enter an amount in rupees',
  amountWhole: 'Enter whole rupees, without paise',
  amountMin: `Enter at least ${formatWholeRupees(SIP_MIN_AMOUNT)}`,
  amountMax: `Enter at most ${formatWholeRupees(SIP_MAX_AMOUNT)}`,
  dayRange: `Choose a day from 1 to ${SIP_MAX_DAY}`,
  dateBefore: (mode: SipMode, latestIso: string) =>
    `Choose ${mode === 'sip' ? 'a start' : 'an investment'} date before ${formatDate(latestIso)}`,
  historyStart: (firstIso: string) => `The fund's NAV history starts on ${formatDate(firstIso)}`,
} as const

/** The earliest and latest NAV dates of the fund page's history (any order, `dd-mm-yyyy`). */
export function formContext(latestNavDate: string, history: readonly { date: string }[]): SipFormContext {
  let firstIso: string | null = null
  for (const entry of history) {
    const iso = dmyToIso(entry.date)
    if (iso && (firstIso === null || iso < firstIso)) firstIso = iso
  }
  // A malformed latest date cannot happen on the wire (the schema checks it); the first NAV is the fallback.
  const latestIso = dmyToIso(latestNavDate) ?? firstIso ?? ''
  return { latestIso, firstIso }
}

/** The day of month of an ISO date, clamped to the contract's 1..28. */
export function defaultDay(fromIso: string): number {
  const day = Number(fromIso.slice(8, 10))
  return Number.isInteger(day) && day >= 1 ? Math.min(day, SIP_MAX_DAY) : 1
}

/** Three years before the latest NAV, or the first NAV date of a younger fund. */
export function defaultFrom({ latestIso, firstIso }: SipFormContext): string {
  if (!isValidIso(latestIso)) return firstIso ?? ''
  const back = minusYears(latestIso, DEFAULT_YEARS_BACK)
  return firstIso !== null && firstIso > back ? firstIso : back
}

export function initialSipValues(context: SipFormContext): SipFormValues {
  const from = defaultFrom(context)
  return { mode: 'sip', amount: DEFAULT_AMOUNT, from, day: from ? defaultDay(from) : 1 }
}

const asNumber = (value: number | string): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  const text = value.replace(/[₹,\s]/g, '')
  if (text === '') return null
  const number = Number(text)
  return Number.isFinite(number) ? number : null
}

export function validateAmount(value: number | string): string | null {
  const amount = asNumber(value)
  if (amount === null) return messages.amountMissing
  if (amount < SIP_MIN_AMOUNT) return messages.amountMin
  if (amount > SIP_MAX_AMOUNT) return messages.amountMax
  if (!Number.isInteger(amount)) return messages.amountWhole
  return null
}

/** Before the latest NAV date (the API wants `from` before `to`), and not before the first NAV. */
export function validateFrom(value: string, mode: SipMode, context: SipFormContext): string | null {
  if (!isValidIso(value) || value >= context.latestIso) return messages.dateBefore(mode, context.latestIso)
  if (context.firstIso !== null && value < context.firstIso) return messages.historyStart(context.firstIso)
  return null
}

/** Only a SIP has a day of the month. */
export function validateDay(value: number | string, mode: SipMode): string | null {
  if (mode !== 'sip') return null
  const day = asNumber(value)
  return day !== null && Number.isInteger(day) && day >= 1 && day <= SIP_MAX_DAY ? null : messages.dayRange
}

/** Every message for `values`, keyed by field; empty when the form is valid. */
export function validateSipValues(values: SipFormValues, context: SipFormContext): Partial<Record<keyof SipFormValues, string>> {
  const errors: Partial<Record<keyof SipFormValues, string>> = {}
  const amount = validateAmount(values.amount)
  const from = validateFrom(values.from, values.mode, context)
  const day = validateDay(values.day, values.mode)
  if (amount) errors.amount = amount
  if (from) errors.from = from
  if (day) errors.day = day
  return errors
}

/** The amount of valid values, in whole rupees. */
export const amountOf = (values: SipFormValues): number => asNumber(values.amount) ?? 0

/**
 * The SIP call's body for valid values. `to` is left out (the API values at the latest NAV date);
 * `day` is always sent, so the same inputs always make the same body and the same cache key.
 */
export function toBody(values: SipFormValues, schemeCode: number): SipBody {
  return { schemeCode, amount: amountOf(values), from: isoToDmy(values.from), day: asNumber(values.day) ?? defaultDay(values.from) }
}
