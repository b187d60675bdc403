/**
 * The transaction form's model, free of React and Mantine: what the fields hold, the checks (in the
 * visitor's words, each message for one field), and the records a valid form becomes. Dates are ISO
 * `yyyy-mm-dd` (what `<input type="date">` holds). The NAVs come in as a series per fund
 * (scheme-navs.ts); a transaction is done at the first NAV on or after its date, as the registrars
 * allot units, and is recorded on that NAV's date, as expandSipSeries records SIP installments.
 */
import { isValidIso } from '@common/figures/dates'
import type { NavPoint } from '@common/figures/returns'
import { fifoLots, sortTransactions, UNITS_EPSILON } from '@common/portfolio/lots'
import { MAX_FOLIO_LENGTH, normalizeFolio, roundAmount, roundUnits } from '@common/portfolio/match-schemes'
import { expandSipSeries, type SipSeries } from '@common/portfolio/sip-series'
import { unitsInKinds, unitsOutKinds, type PortfolioTransaction } from '@common/portfolio/transaction'
import { formatDate } from '@/lib/dates'
import { formatIndianNumber } from '@/lib/number-text'
import { navOnOrAfter } from '../scheme-navs'

/** What the form enters: a switch is one entry that becomes two records (switch-out, switch-in). */
export type EntryKind = 'purchase' | 'redemption' | 'switch'

export type TransactionFormValues = {
  kind: EntryKind
  schemeCode: number | null
  folio: string
  /** ISO, '' while empty. */
  date: string
  /** As typed: exactly one of amount and units is given. */
  amount: string
  units: string
  /** A switch's fund switched into, and its folio ('' = the same folio as the fund switched out of). */
  targetCode: number | null
  targetFolio: string
}

export type TransactionField = keyof TransactionFormValues
export type TransactionErrors = Partial<Record<TransactionField, string>>

/** A fund's NAVs as the form has them: asked for once the fund is chosen. */
export type NavSeriesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; series: readonly NavPoint[] }

export type TransactionFacts = {
  /** India's date today, ISO. */
  today: string
  /** The chosen fund's NAVs; null while no fund is chosen. */
  source: NavSeriesState | null
  /** The fund switched into's NAVs (switch only). */
  target: NavSeriesState | null
  /** The portfolio's transactions, without the ones being edited. */
  transactions: readonly PortfolioTransaction[]
  /** The portfolio's SIP series: the chosen holding's installments count among its units. */
  sips: readonly SipSeries[]
}

/** The ids of the records a form becomes: new UUIDs, or the edited records' own. */
export type TransactionIds = { id: string; targetId: string; switchId: string }

export const EMPTY_TRANSACTION_VALUES: TransactionFormValues = {
  kind: 'purchase',
  schemeCode: null,
  folio: '',
  date: '',
  amount: '',
  units: '',
  targetCode: null,
  targetFolio: '',
}

/** The largest amount the form takes: a typing slip (an extra zero or five) rather than a real lump sum. */
export const MAX_AMOUNT = 1_000_000_000
export const MAX_UNITS = 1_000_000_000
const AMOUNT_DECIMALS = 2
const UNITS_DECIMALS = 4

export const rupeesText = (value: number) => `₹${formatIndianNumber(value, 2, 2)}`
export const unitsText = (value: number) => formatIndianNumber(value, UNITS_DECIMALS, UNITS_DECIMALS)
/** NAVs to four decimals, as AMFI publishes them. */
export const navText = (value: number) => `₹${formatIndianNumber(value, 2, 4)}`

export const messages = {
  fundMissing: 'Choose a fund',
  targetMissing: 'Choose the fund to switch into',
  targetSame: 'Choose a fund other than the one switched out of',
  folioLong: `A folio number has at most ${MAX_FOLIO_LENGTH} characters`,
  dateMissing: 'Enter the date of the transaction',
  dateFuture: (today: string) => `The date is in the future: enter ${formatDate(today)} or an earlier day`,
  beforeFirstNav: (first: string) => `This fund's first NAV is of ${formatDate(first)}: enter that day or a later one`,
  targetBeforeFirstNav: (first: string) => `The fund switched into has no NAV before ${formatDate(first)}, its first`,
  noNavYet: (date: string, latest: string | null) =>
    `There is no NAV yet on or after ${formatDate(date)}${latest ? ` (the latest is of ${formatDate(latest)})` : ''}`,
  navLoading: "The fund's NAVs are still loading: try again in a moment",
  navFailed: (message: string) => `The fund's NAVs could not be loaded. ${message}`,
  quantityMissing: 'Enter the amount in rupees or the number of units',
  quantityBoth: 'Enter the amount or the units, not both: the other is worked out from the NAV',
  amountNotNumber: 'Enter the amount as a number of rupees, such as 5000 or 2500.50',
  amountDecimals: 'Enter the amount with at most 2 decimals (paise)',
  amountZero: 'Enter an amount above ₹0',
  amountMax: `Enter at most ${rupeesText(MAX_AMOUNT)}`,
  unitsNotNumber: 'Enter the units as a number, such as 125.5',
  unitsDecimals: 'Enter the units with at most 4 decimals',
  unitsZero: 'Enter more than 0 units',
  unitsMax: `Enter at most ${formatIndianNumber(MAX_UNITS, 0, 0)} units`,
  /** The sale would need more units than the holding has on that date. */
  oversold: (units: number, held: number, date: string, folio: string) =>
    `That is ${unitsText(units)} units, but ${folio ? `folio ${folio}` : 'this holding'} holds ${unitsText(held)} units of the fund on ${formatDate(date)}`,
  /** The holding has them, but a later sale needs some of them. */
  laterSale: (units: number, limit: number, laterDate: string) =>
    `That is ${unitsText(units)} units, but a later sale on ${formatDate(laterDate)} needs the rest: at most ${unitsText(limit)} units can go on this date`,
} as const

type Parsed = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; value: number; decimals: number }

/** A positive decimal as typed: grouping commas, spaces and the rupee sign are allowed. */
export function parseDecimal(text: string): Parsed {
  const plain = text.replace(/[₹,\s]/g, '')
  if (plain === '') return { kind: 'empty' }
  if (!/^\d*\.?\d*$/.test(plain) || plain === '.') return { kind: 'invalid' }
  return { kind: 'number', value: Number(plain), decimals: plain.includes('.') ? plain.length - plain.indexOf('.') - 1 : 0 }
}

/** The folio as stored: without spaces, as imports store it (normalizeFolio), so the two meet in one holding. */
export const folioOf = (text: string) => normalizeFolio(text.trim())

type Quantity = { by: 'amount' | 'units'; value: number }

function quantityOf(values: TransactionFormValues, errors: TransactionErrors): Quantity | null {
  const amount = parseDecimal(values.amount)
  const units = parseDecimal(values.units)
  if (amount.kind === 'empty' && units.kind === 'empty') {
    errors.amount = messages.quantityMissing
    return null
  }
  if (amount.kind !== 'empty' && units.kind !== 'empty') {
    errors.amount = messages.quantityBoth
    return null
  }
  if (amount.kind !== 'empty') {
    const message =
      amount.kind === 'invalid'
        ? messages.amountNotNumber
        : amount.value <= 0
          ? messages.amountZero
          : amount.value > MAX_AMOUNT
            ? messages.amountMax
            : amount.decimals > AMOUNT_DECIMALS
              ? messages.amountDecimals
              : null
    if (message !== null || amount.kind === 'invalid') {
      errors.amount = message ?? messages.amountNotNumber
      return null
    }
    return { by: 'amount', value: amount.value }
  }
  if (units.kind !== 'number') {
    errors.units = messages.unitsNotNumber
    return null
  }
  const message =
    units.value <= 0 ? messages.unitsZero : units.value > MAX_UNITS ? messages.unitsMax : units.decimals > UNITS_DECIMALS ? messages.unitsDecimals : null
  if (message) {
    errors.units = message
    return null
  }
  return { by: 'units', value: units.value }
}

/** The NAV a transaction on `date` is done at, or the message that says why there is none. */
export function navForDate(state: NavSeriesState, date: string): { ok: true; point: NavPoint } | { ok: false; message: string; beforeFirst?: string } {
  if (state.status === 'loading') return { ok: false, message: messages.navLoading }
  if (state.status === 'error') return { ok: false, message: messages.navFailed(state.message) }
  const first = state.series[0]
  if (first && date < first.date) return { ok: false, message: messages.beforeFirstNav(first.date), beforeFirst: first.date }
  const point = navOnOrAfter(state.series, date)
  if (!point) return { ok: false, message: messages.noNavYet(date, state.series.at(-1)?.date ?? null) }
  return { ok: true, point }
}

/** Units and rupees of a quantity at a NAV, rounded as registrars state them. */
function unitsAndAmount(quantity: Quantity, nav: number): { units: number; amount: number } {
  return quantity.by === 'amount'
    ? { amount: quantity.value, units: roundUnits(quantity.value / nav) }
    : { units: quantity.value, amount: roundAmount(quantity.value * nav) }
}

export type SaleLimit = {
  /** Units the holding has at the end of `date` (purchases of that day included, its sales too). */
  held: number
  /** What can be sold on `date` without leaving a later sale short: at most `held`. */
  limit: number
  /** The later sale that sets `limit` below `held`, if one does. */
  limitedOn: string | null
}

const isIn = (t: PortfolioTransaction) => unitsInKinds.includes(t.kind)
const isOut = (t: PortfolioTransaction) => unitsOutKinds.includes(t.kind)

/**
 * How many units of one holding can be sold on `date`: its FIFO balance that day, and no more than
 * what each later sale leaves spare (a later sale that is short already, usually a purchase missing
 * from the list, does not block this one).
 */
export function saleLimit(transactions: readonly PortfolioTransaction[], holding: { schemeCode: number; folio: string }, date: string): SaleLimit {
  const rows = sortTransactions(transactions.filter((t) => t.schemeCode === holding.schemeCode && t.folio === holding.folio))
  const upTo = rows.filter((t) => t.date <= date)
  const held = (fifoLots(upTo).holdings[0]?.openLots ?? []).reduce((sum, lot) => sum + lot.units, 0)
  let balance = held
  let limit = held
  let limitedOn: string | null = null
  for (const t of rows) {
    if (t.date <= date) continue
    if (isIn(t)) balance += t.units
    else if (isOut(t)) {
      balance -= t.units
      if (balance > -UNITS_EPSILON && balance < limit) {
        limit = Math.max(balance, 0)
        limitedOn = t.date
      }
    }
  }
  return { held, limit, limitedOn }
}

/** The chosen holding's transactions, its SIP installments included (expanded on its NAVs). */
function holdingTransactions(facts: TransactionFacts, schemeCode: number, folio: string, series: readonly NavPoint[]): PortfolioTransaction[] {
  const installments = facts.sips.filter((sip) => sip.schemeCode === schemeCode && sip.folio === folio).flatMap((sip) => expandSipSeries(sip, series))
  return [...facts.transactions, ...installments]
}

export type TransactionCheck = { ok: true; rows: PortfolioTransaction[] } | { ok: false; errors: TransactionErrors }

/**
 * Every check of the form, and the records when all pass: a purchase or redemption is one record,
 * a switch two (switch-out of the chosen fund, switch-in of the target, on the same date, sharing
 * `switchId`; the switch-in's amount is the switch-out's proceeds, its units from its own NAV).
 */
export function checkTransaction(values: TransactionFormValues, facts: TransactionFacts, ids: TransactionIds): TransactionCheck {
  const errors: TransactionErrors = {}
  const isSwitch = values.kind === 'switch'
  const folio = folioOf(values.folio)
  const targetFolio = values.targetFolio.trim() === '' ? folio : folioOf(values.targetFolio)

  if (values.schemeCode === null) errors.schemeCode = messages.fundMissing
  if (folio.length > MAX_FOLIO_LENGTH) errors.folio = messages.folioLong
  if (isSwitch) {
    if (values.targetCode === null) errors.targetCode = messages.targetMissing
    else if (values.targetCode === values.schemeCode) errors.targetCode = messages.targetSame
    if (targetFolio.length > MAX_FOLIO_LENGTH) errors.targetFolio = messages.folioLong
  }
  const quantity = quantityOf(values, errors)

  let point: NavPoint | null = null
  if (!isValidIso(values.date)) errors.date = messages.dateMissing
  else if (values.date > facts.today) errors.date = messages.dateFuture(facts.today)
  else if (facts.source) {
    const found = navForDate(facts.source, values.date)
    if (found.ok) point = found.point
    else errors.date = found.message
  }

  let targetPoint: NavPoint | null = null
  if (isSwitch && point && facts.target && !errors.targetCode) {
    const found = navForDate(facts.target, point.date)
    if (found.ok) targetPoint = found.point
    else errors.targetCode = found.beforeFirst ? messages.targetBeforeFirstNav(found.beforeFirst) : found.message
  }

  if (values.schemeCode === null || !point || !quantity || facts.source?.status !== 'ready') return { ok: false, errors }
  const { units, amount } = unitsAndAmount(quantity, point.nav)
  const base = { folio, schemeCode: values.schemeCode, date: point.date, units, amount, nav: point.nav }

  if (values.kind !== 'purchase' && !errors.folio) {
    const holding = holdingTransactions(facts, values.schemeCode, folio, facts.source.series)
    const { held, limit, limitedOn } = saleLimit(holding, { schemeCode: values.schemeCode, folio }, point.date)
    if (units > limit + UNITS_EPSILON) {
      const message = limitedOn && limit < held ? messages.laterSale(units, limit, limitedOn) : messages.oversold(units, held, point.date, folio)
      errors[quantity.by] = message
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }

  if (values.kind === 'purchase') return { ok: true, rows: [{ id: ids.id, kind: 'purchase', ...base }] }
  if (values.kind === 'redemption') return { ok: true, rows: [{ id: ids.id, kind: 'redemption', ...base }] }
  if (values.targetCode === null || !targetPoint) return { ok: false, errors: { targetCode: messages.navLoading } }
  return {
    ok: true,
    rows: [
      { id: ids.id, kind: 'switch-out', ...base, switchId: ids.switchId },
      {
        id: ids.targetId,
        kind: 'switch-in',
        folio: targetFolio,
        schemeCode: values.targetCode,
        date: point.date,
        units: roundUnits(amount / targetPoint.nav),
        amount,
        nav: targetPoint.nav,
        switchId: ids.switchId,
      },
    ],
  }
}

/**
 * What the form says under the date once fund and date are known: the NAV the transaction is done
 * at ("NAV ₹123.45 on 18 Aug 2025"), and that it is recorded on that NAV's day when that is later.
 */
export function navNote(state: NavSeriesState | null, date: string, today: string): { point: NavPoint; text: string } | null {
  if (!state || state.status !== 'ready' || !isValidIso(date) || date > today) return null
  const found = navForDate(state, date)
  if (!found.ok) return null
  const { point } = found
  const on = `NAV ${navText(point.nav)} on ${formatDate(point.date)}`
  return { point, text: point.date === date ? on : `${on}, the first NAV after ${formatDate(date)}: the transaction is recorded on that day` }
}

/** Which records the form edits: a switch is edited as its pair, found by `switchId`. */
export type EditTarget = { values: TransactionFormValues; ids: TransactionIds; rowIds: string[] }

/**
 * The form's values and ids for editing `row`, or null when the form cannot edit it (dividends,
 * and a switch leg whose other half is not in the list, as statements sometimes give them).
 * Purchases come back as their amount, sales and switches as their units: the records they make
 * again are the same.
 */
export function editTargetOf(row: PortfolioTransaction, transactions: readonly PortfolioTransaction[]): EditTarget | null {
  const base = { ...EMPTY_TRANSACTION_VALUES, schemeCode: row.schemeCode, folio: row.folio, date: row.date }
  if (row.kind === 'purchase') {
    return { values: { ...base, kind: 'purchase', amount: String(row.amount) }, ids: { id: row.id, targetId: '', switchId: '' }, rowIds: [row.id] }
  }
  if (row.kind === 'redemption') {
    return { values: { ...base, kind: 'redemption', units: String(row.units) }, ids: { id: row.id, targetId: '', switchId: '' }, rowIds: [row.id] }
  }
  const pair = switchPair(row, transactions)
  if (!pair) return null
  const { out, into } = pair
  return {
    values: {
      ...EMPTY_TRANSACTION_VALUES,
      kind: 'switch',
      schemeCode: out.schemeCode,
      folio: out.folio,
      date: out.date,
      units: String(out.units),
      targetCode: into.schemeCode,
      targetFolio: into.folio === out.folio ? '' : into.folio,
    },
    ids: { id: out.id, targetId: into.id, switchId: out.switchId! },
    rowIds: [out.id, into.id],
  }
}

/** The two legs of the switch `row` belongs to, when both are in the list. */
export function switchPair(row: PortfolioTransaction, transactions: readonly PortfolioTransaction[]): { out: PortfolioTransaction; into: PortfolioTransaction } | null {
  if ((row.kind !== 'switch-in' && row.kind !== 'switch-out') || !row.switchId) return null
  const otherKind = row.kind === 'switch-in' ? 'switch-out' : 'switch-in'
  const other = transactions.find((t) => t.switchId === row.switchId && t.kind === otherKind)
  if (!other) return null
  return row.kind === 'switch-out' ? { out: row, into: other } : { out: other, into: row }
}

/** What a valid quantity comes to at `nav`: "81.0000 units" for an amount, "₹10,000.00" for units; null otherwise. */
export function quantityPreview(values: Pick<TransactionFormValues, 'amount' | 'units'>, nav: number): string | null {
  const amount = parseDecimal(values.amount)
  const units = parseDecimal(values.units)
  if (amount.kind === 'number' && units.kind === 'empty' && amount.value > 0) return `${unitsText(roundUnits(amount.value / nav))} units`
  if (units.kind === 'number' && amount.kind === 'empty' && units.value > 0) return rupeesText(roundAmount(units.value * nav))
  return null
}

/** A switch's proceeds and the units they buy of the target: "₹10,000.00 buys 81.0000 units"; null until both can be worked out. */
export function switchInPreview(values: Pick<TransactionFormValues, 'amount' | 'units'>, sourceNav: number, targetNav: number): string | null {
  const amount = parseDecimal(values.amount)
  const units = parseDecimal(values.units)
  let proceeds: number | null = null
  if (amount.kind === 'number' && units.kind === 'empty') proceeds = amount.value
  else if (units.kind === 'number' && amount.kind === 'empty') proceeds = roundAmount(units.value * sourceNav)
  if (proceeds === null || !(proceeds > 0)) return null
  return `${rupeesText(proceeds)} buys ${unitsText(roundUnits(proceeds / targetNav))} units`
}
