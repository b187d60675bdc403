/**
 * The SIP series form's model, free of React: a series is stored as one line (sipSeriesSchema's
 * shape) and expanded into its installments wherever the figures are computed, so the form checks
 * only what the line needs. Dates are ISO `yyyy-mm-dd`.
 */
import { SIP_MAX_AMOUNT } from '@common/contract/limits'
import { isValidIso } from '@common/figures/dates'
import { MAX_FOLIO_LENGTH } from '@common/portfolio/match-schemes'
import type { SipSeries } from '@common/portfolio/sip-series'
import { formatDate } from '@/lib/dates'
import { formatIndianNumber } from '@/lib/number-text'
import { folioOf, messages as transactionMessages, parseDecimal, type NavSeriesState } from './transaction-form'

export type SipFormValues = {
  schemeCode: number | null
  folio: string
  /** Whole rupees, as typed. */
  amount: string
  day: string
  from: string
  to: string
  /** Still running: no end date. */
  ongoing: boolean
}

export type SipField = keyof SipFormValues
export type SipErrors = Partial<Record<SipField, string>>

export const EMPTY_SIP_VALUES: SipFormValues = { schemeCode: null, folio: '', amount: '', day: '', from: '', to: '', ongoing: true }

export const SIP_LAST_DAY = 28

export const sipMessages = {
  fundMissing: transactionMessages.fundMissing,
  folioLong: transactionMessages.folioLong,
  amountMissing: 'Enter the amount of each installment',
  amountWhole: 'Enter whole rupees, such as 5000, without paise',
  amountZero: 'Enter an amount above ₹0',
  amountMax: `Enter at most ₹${formatIndianNumber(SIP_MAX_AMOUNT, 0, 0)}`,
  dayRange: `Enter a day of the month from 1 to ${SIP_LAST_DAY}`,
  fromMissing: 'Enter the date of the first installment',
  fromFuture: (today: string) => `The start is in the future: enter ${formatDate(today)} or an earlier day`,
  beforeFirstNav: (first: string) => `This fund's first NAV is of ${formatDate(first)}: start on that day or later`,
  navLoading: transactionMessages.navLoading,
  navFailed: transactionMessages.navFailed,
  toMissing: 'Enter the date of the last installment, or tick "Ongoing"',
  toBeforeFrom: 'The end is before the start: enter a later date',
} as const

export type SipFacts = {
  today: string
  /** The chosen fund's NAVs; null while no fund is chosen. */
  source: NavSeriesState | null
}

export type SipCheck = { ok: true; sip: SipSeries } | { ok: false; errors: SipErrors }

/** Every check of the SIP form, and the series when all pass (`id`: a new UUID or the edited series'). */
export function checkSip(values: SipFormValues, facts: SipFacts, id: string): SipCheck {
  const errors: SipErrors = {}
  const folio = folioOf(values.folio)
  if (values.schemeCode === null) errors.schemeCode = sipMessages.fundMissing
  if (folio.length > MAX_FOLIO_LENGTH) errors.folio = sipMessages.folioLong

  const amount = parseDecimal(values.amount)
  if (amount.kind === 'empty') errors.amount = sipMessages.amountMissing
  else if (amount.kind === 'invalid' || amount.decimals > 0 || !Number.isInteger(amount.value)) errors.amount = sipMessages.amountWhole
  else if (amount.value <= 0) errors.amount = sipMessages.amountZero
  else if (amount.value > SIP_MAX_AMOUNT) errors.amount = sipMessages.amountMax

  const dayText = values.day.trim()
  const day = /^\d{1,2}$/.test(dayText) ? Number(dayText) : NaN
  if (!(day >= 1 && day <= SIP_LAST_DAY)) errors.day = sipMessages.dayRange

  if (!isValidIso(values.from)) errors.from = sipMessages.fromMissing
  else if (values.from > facts.today) errors.from = sipMessages.fromFuture(facts.today)
  else if (facts.source?.status === 'loading') errors.from = sipMessages.navLoading
  else if (facts.source?.status === 'error') errors.from = sipMessages.navFailed(facts.source.message)
  else if (facts.source?.status === 'ready') {
    // An installment before the first NAV would be bought at it (expandSipSeries), which never happened.
    const first = facts.source.series[0]
    if (first && values.from < first.date) errors.from = sipMessages.beforeFirstNav(first.date)
  }

  if (!values.ongoing) {
    if (!isValidIso(values.to)) errors.to = sipMessages.toMissing
    else if (isValidIso(values.from) && values.to < values.from) errors.to = sipMessages.toBeforeFrom
  }

  if (Object.keys(errors).length > 0 || values.schemeCode === null || amount.kind !== 'number') return { ok: false, errors }
  return {
    ok: true,
    sip: { id, folio, schemeCode: values.schemeCode, amount: amount.value, day, from: values.from, to: values.ongoing ? null : values.to },
  }
}

/** The form's values for editing `sip`. */
export function sipValuesOf(sip: SipSeries): SipFormValues {
  return {
    schemeCode: sip.schemeCode,
    folio: sip.folio,
    amount: String(sip.amount),
    day: String(sip.day),
    from: sip.from,
    to: sip.to ?? '',
    ongoing: sip.to === null,
  }
}
