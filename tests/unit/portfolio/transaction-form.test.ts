/**
 * The entry forms' models (src/features/portfolio/entry/transaction-form.ts, sip-form.ts) and the NAV
 * helpers they stand on (scheme-navs.ts). Every figure is worked out by hand in the comments.
 */
import { describe, expect, it } from 'vitest'
import type { NavPoint } from '../../../common/figures/returns.ts'
import type { SipSeries } from '../../../common/portfolio/sip-series.ts'
import { checkSip, EMPTY_SIP_VALUES, sipMessages, type SipFormValues } from '@/features/portfolio/entry/sip-form'
import {
  checkTransaction,
  EMPTY_TRANSACTION_VALUES,
  editTargetOf,
  messages,
  navNote,
  quantityPreview,
  saleLimit,
  switchInPreview,
  type TransactionFacts,
  type TransactionFormValues,
} from '@/features/portfolio/entry/transaction-form'
import { navOnOrAfter } from '@/features/portfolio/scheme-navs'
import { tx } from './transactions.ts'

// Scheme 100's NAVs: 8 and 9 Jan 2025 are holidays (no NAV), nothing between 10 Jan and 3 Feb.
const SERIES: NavPoint[] = [
  { date: '2025-01-06', nav: 10 },
  { date: '2025-01-07', nav: 12.3457 },
  { date: '2025-01-10', nav: 16 },
  { date: '2025-02-03', nav: 20 },
]
// Scheme 200's, for switches into it.
const TARGET: NavPoint[] = [
  { date: '2025-01-06', nav: 50 },
  { date: '2025-01-10', nav: 40 },
]
const TODAY = '2025-02-05'
const IDS = { id: 'a', targetId: 'b', switchId: 's' }

const facts = (extra: Partial<TransactionFacts> = {}): TransactionFacts => ({
  today: TODAY,
  source: { status: 'ready', series: SERIES },
  target: { status: 'ready', series: TARGET },
  transactions: [],
  sips: [],
  ...extra,
})
const values = (extra: Partial<TransactionFormValues>): TransactionFormValues => ({
  ...EMPTY_TRANSACTION_VALUES,
  schemeCode: 100,
  folio: 'F1',
  date: '2025-01-07',
  amount: '1000',
  ...extra,
})
const errorsOf = (v: TransactionFormValues, f = facts()) => {
  const check = checkTransaction(v, f, IDS)
  return check.ok ? {} : check.errors
}
const rowsOf = (v: TransactionFormValues, f = facts()) => {
  const check = checkTransaction(v, f, IDS)
  if (!check.ok) throw new Error(`expected a valid form, got ${JSON.stringify(check.errors)}`)
  return check.rows
}

describe('navOnOrAfter', () => {
  it('takes the NAV of the date, else the first after it, else none', () => {
    expect(navOnOrAfter(SERIES, '2025-01-07')).toEqual({ date: '2025-01-07', nav: 12.3457 })
    expect(navOnOrAfter(SERIES, '2025-01-08')).toEqual({ date: '2025-01-10', nav: 16 })
    expect(navOnOrAfter(SERIES, '2025-01-01')).toEqual({ date: '2025-01-06', nav: 10 })
    expect(navOnOrAfter(SERIES, '2025-02-04')).toBeNull()
    expect(navOnOrAfter([], '2025-01-01')).toBeNull()
  })
})

describe('checkTransaction: the messages', () => {
  it('asks for a fund', () => {
    expect(errorsOf(values({ schemeCode: null }))).toEqual({ schemeCode: messages.fundMissing })
  })

  it('asks for a date, and refuses one in the future (India\'s today is 5 Feb 2025)', () => {
    expect(errorsOf(values({ date: '' })).date).toBe(messages.dateMissing)
    expect(errorsOf(values({ date: '2025-02-06' })).date).toBe('The date is in the future: enter 5 Feb 2025 or an earlier day')
    // Today itself is allowed; it has no NAV yet, which is its own message.
    expect(errorsOf(values({ date: TODAY })).date).toBe('There is no NAV yet on or after 5 Feb 2025 (the latest is of 3 Feb 2025)')
  })

  it("refuses a date before the fund's first NAV", () => {
    expect(errorsOf(values({ date: '2025-01-05' })).date).toBe("This fund's first NAV is of 6 Jan 2025: enter that day or a later one")
  })

  it('says when the NAVs are loading or failed', () => {
    expect(errorsOf(values({}), facts({ source: { status: 'loading' } })).date).toBe(messages.navLoading)
    expect(errorsOf(values({}), facts({ source: { status: 'error', message: 'Try again.' } })).date).toBe("The fund's NAVs could not be loaded. Try again.")
  })

  it('wants exactly one of amount and units', () => {
    expect(errorsOf(values({ amount: '', units: '' }))).toEqual({ amount: messages.quantityMissing })
    expect(errorsOf(values({ amount: '1000', units: '10' }))).toEqual({ amount: messages.quantityBoth })
  })

  it('reads the amount as rupees, and says what is wrong with it', () => {
    expect(errorsOf(values({ amount: 'ten thousand' }))).toEqual({ amount: messages.amountNotNumber })
    expect(errorsOf(values({ amount: '1.2.3' }))).toEqual({ amount: messages.amountNotNumber })
    expect(errorsOf(values({ amount: '-5' }))).toEqual({ amount: messages.amountNotNumber })
    expect(errorsOf(values({ amount: '0' }))).toEqual({ amount: messages.amountZero })
    expect(errorsOf(values({ amount: '100.555' }))).toEqual({ amount: messages.amountDecimals })
    expect(errorsOf(values({ amount: '2000000000' }))).toEqual({ amount: messages.amountMax })
    // Grouping commas, spaces and the rupee sign are fine.
    expect(errorsOf(values({ amount: '₹ 1,000.50' }))).toEqual({})
  })

  it('reads the units, and says what is wrong with them', () => {
    expect(errorsOf(values({ amount: '', units: 'abc' }))).toEqual({ units: messages.unitsNotNumber })
    expect(errorsOf(values({ amount: '', units: '0' }))).toEqual({ units: messages.unitsZero })
    expect(errorsOf(values({ amount: '', units: '1.23456' }))).toEqual({ units: messages.unitsDecimals })
  })

  it('keeps folio numbers to 40 characters, spaces left out', () => {
    expect(errorsOf(values({ folio: 'X'.repeat(41) }))).toEqual({ folio: messages.folioLong })
    expect(rowsOf(values({ folio: ' 1234567 / 89 ' }))[0]!.folio).toBe('1234567/89')
    expect(rowsOf(values({ folio: '   ' }))[0]!.folio).toBe('')
  })

  it('gives every message at once', () => {
    expect(Object.keys(errorsOf({ ...EMPTY_TRANSACTION_VALUES, folio: 'Y'.repeat(41) }, facts({ source: null }))).sort()).toEqual([
      'amount',
      'date',
      'folio',
      'schemeCode',
    ])
  })
})

describe('checkTransaction: purchases and redemptions', () => {
  it('buys units from an amount at the NAV of the date, rounded to 4 decimals', () => {
    // ₹1,000 / 12.3457 = 80.99986... (12.3457 x 81 = 1,000.0017): 80.9999 units.
    expect(rowsOf(values({}))).toEqual([
      { id: 'a', kind: 'purchase', folio: 'F1', schemeCode: 100, date: '2025-01-07', units: 80.9999, amount: 1000, nav: 12.3457 },
    ])
  })

  it('on a holiday, at the next NAV, recorded on its date', () => {
    // 8 Jan has no NAV; 10 Jan's is 16: ₹1,000 / 16 = 62.5 units.
    expect(rowsOf(values({ date: '2025-01-08' }))).toEqual([
      { id: 'a', kind: 'purchase', folio: 'F1', schemeCode: 100, date: '2025-01-10', units: 62.5, amount: 1000, nav: 16 },
    ])
  })

  it('works out the amount from units, rounded to paise', () => {
    // 10 x 12.3457 = 123.457: ₹123.46.
    expect(rowsOf(values({ amount: '', units: '10' }))[0]).toMatchObject({ units: 10, amount: 123.46, nav: 12.3457 })
  })

  it('sells no more units than the folio holds on the date', () => {
    const held = [tx('p', 'purchase', '2025-01-06', 100, 1000, { schemeCode: 100 })]
    const f = facts({ transactions: held })
    expect(errorsOf(values({ kind: 'redemption', amount: '', units: '100.5' }), f)).toEqual({
      units: 'That is 100.5000 units, but folio F1 holds 100.0000 units of the fund on 7 Jan 2025',
    })
    // By amount: ₹1,250 / 12.3457 = 101.2498... units, more than the 100 held.
    expect(errorsOf(values({ kind: 'redemption', amount: '1250' }), f)).toEqual({
      amount: 'That is 101.2498 units, but folio F1 holds 100.0000 units of the fund on 7 Jan 2025',
    })
    // Another folio of the same fund holds none.
    expect(errorsOf(values({ kind: 'redemption', folio: 'F2', amount: '', units: '1' }), f).units).toMatch(/but folio F2 holds 0\.0000 units/)
    // All 100: proceeds 100 x 12.3457 = ₹1,234.57.
    expect(rowsOf(values({ kind: 'redemption', amount: '', units: '100' }), f)).toEqual([
      { id: 'a', kind: 'redemption', folio: 'F1', schemeCode: 100, date: '2025-01-07', units: 100, amount: 1234.57, nav: 12.3457 },
    ])
  })

  it('counts the SIP installments of the folio among its units', () => {
    // ₹1,000 on the 6th from 6 Jan 2025: one installment by 10 Jan, at NAV 10 = 100 units.
    const sip: SipSeries = { id: 'sip', folio: 'F1', schemeCode: 100, amount: 1000, day: 6, from: '2025-01-06', to: '2025-01-31' }
    const f = facts({ sips: [sip] })
    expect(errorsOf(values({ kind: 'redemption', date: '2025-01-10', amount: '', units: '100' }), f)).toEqual({})
    expect(errorsOf(values({ kind: 'redemption', date: '2025-01-10', amount: '', units: '100.1' }), f).units).toMatch(/holds 100\.0000 units/)
  })

  it('leaves what a later sale needs', () => {
    // 100 bought on 6 Jan, 70 sold on 3 Feb: on 7 Jan only 30 can go without leaving 3 Feb short.
    const f = facts({
      transactions: [tx('p', 'purchase', '2025-01-06', 100, 1000, { schemeCode: 100 }), tx('r', 'redemption', '2025-02-03', 70, 1400, { schemeCode: 100 })],
    })
    expect(errorsOf(values({ kind: 'redemption', amount: '', units: '40' }), f)).toEqual({
      units: 'That is 40.0000 units, but a later sale on 3 Feb 2025 needs the rest: at most 30.0000 units can go on this date',
    })
    expect(errorsOf(values({ kind: 'redemption', amount: '', units: '30' }), f)).toEqual({})
  })
})

describe('saleLimit', () => {
  const rows = [
    tx('p1', 'purchase', '2025-01-06', 100, 1000),
    tx('r1', 'redemption', '2025-01-07', 30, 370),
    tx('p2', 'purchase', '2025-01-10', 50, 800),
    tx('r2', 'redemption', '2025-02-03', 110, 2200),
    tx('x', 'purchase', '2025-01-06', 999, 9990, { folio: 'F2' }),
  ]

  it('is the FIFO balance on the date, less what later sales need', () => {
    // 7 Jan: 100 - 30 = 70 held; 3 Feb needs 110 of the 70 + 50 = 120: 10 spare.
    expect(saleLimit(rows, { schemeCode: 100, folio: 'F1' }, '2025-01-07')).toEqual({ held: 70, limit: 10, limitedOn: '2025-02-03' })
    // 3 Feb, after its own sale: 10 held, nothing later.
    expect(saleLimit(rows, { schemeCode: 100, folio: 'F1' }, '2025-02-03')).toEqual({ held: 10, limit: 10, limitedOn: null })
  })

  it('does not let a later sale that is short already block this one', () => {
    const short = [tx('p', 'purchase', '2025-01-06', 10, 100), tx('r', 'redemption', '2025-02-03', 50, 1000)]
    expect(saleLimit(short, { schemeCode: 100, folio: 'F1' }, '2025-01-07')).toEqual({ held: 10, limit: 10, limitedOn: null })
  })
})

describe('checkTransaction: switches', () => {
  it('makes two legs on one date, sharing a switchId, the switch-in buying with the proceeds at its own NAV', () => {
    const f = facts({ transactions: [tx('p', 'purchase', '2025-01-06', 100, 1000, { schemeCode: 100 })] })
    // 8 Jan is a holiday: 10 Jan's NAVs. 50 units x 16 = ₹800 out; ₹800 / 40 = 20 units in.
    expect(rowsOf(values({ kind: 'switch', date: '2025-01-08', amount: '', units: '50', targetCode: 200 }), f)).toEqual([
      { id: 'a', kind: 'switch-out', folio: 'F1', schemeCode: 100, date: '2025-01-10', units: 50, amount: 800, nav: 16, switchId: 's' },
      { id: 'b', kind: 'switch-in', folio: 'F1', schemeCode: 200, date: '2025-01-10', units: 20, amount: 800, nav: 40, switchId: 's' },
    ])
    // Into another folio, by amount: ₹500 / 16 = 31.25 units out; ₹500 / 40 = 12.5 units in.
    const [out, into] = rowsOf(values({ kind: 'switch', date: '2025-01-10', amount: '500', targetCode: 200, targetFolio: 'G 7' }), f)
    expect(out).toMatchObject({ units: 31.25, amount: 500, folio: 'F1' })
    expect(into).toMatchObject({ units: 12.5, amount: 500, folio: 'G7' })
  })

  it('wants another fund to switch into, with a NAV on the date, and units to switch out', () => {
    const f = facts({ transactions: [tx('p', 'purchase', '2025-01-06', 100, 1000, { schemeCode: 100 })] })
    expect(errorsOf(values({ kind: 'switch', targetCode: null }), f)).toEqual({ targetCode: messages.targetMissing })
    expect(errorsOf(values({ kind: 'switch', targetCode: 100 }), f)).toEqual({ targetCode: messages.targetSame })
    const young = facts({ ...f, target: { status: 'ready', series: [{ date: '2025-01-10', nav: 40 }] } })
    expect(errorsOf(values({ kind: 'switch', targetCode: 200 }), young)).toEqual({ targetCode: 'The fund switched into has no NAV before 10 Jan 2025, its first' })
    expect(errorsOf(values({ kind: 'switch', amount: '', units: '101', targetCode: 200 }), f).units).toMatch(/holds 100\.0000 units/)
  })
})

describe('editTargetOf', () => {
  const out = tx('o', 'switch-out', '2025-01-10', 50, 800, { switchId: 's' })
  const into = tx('i', 'switch-in', '2025-01-10', 20, 800, { schemeCode: 200, switchId: 's', folio: 'F9' })
  const list = [out, into]

  it('gives a purchase back as its amount, a redemption as its units', () => {
    const purchase = tx('p', 'purchase', '2025-01-07', 80.9999, 1000)
    expect(editTargetOf(purchase, [purchase])).toEqual({
      values: { ...EMPTY_TRANSACTION_VALUES, kind: 'purchase', schemeCode: 100, folio: 'F1', date: '2025-01-07', amount: '1000' },
      ids: { id: 'p', targetId: '', switchId: '' },
      rowIds: ['p'],
    })
    expect(editTargetOf(tx('r', 'redemption', '2025-01-07', 10, 123.46), [])?.values).toMatchObject({ kind: 'redemption', units: '10', amount: '' })
  })

  it('edits a switch as its two legs, from either', () => {
    const expected = {
      values: { ...EMPTY_TRANSACTION_VALUES, kind: 'switch', schemeCode: 100, folio: 'F1', date: '2025-01-10', units: '50', targetCode: 200, targetFolio: 'F9' },
      ids: { id: 'o', targetId: 'i', switchId: 's' },
      rowIds: ['o', 'i'],
    }
    expect(editTargetOf(out, list)).toEqual(expected)
    expect(editTargetOf(into, list)).toEqual(expected)
  })

  it('cannot edit dividends or a switch leg without its other half', () => {
    expect(editTargetOf(tx('d', 'dividend-payout', '2025-01-10', 0, 40), [])).toBeNull()
    expect(editTargetOf(tx('d', 'dividend-reinvest', '2025-01-10', 2, 40), [])).toBeNull()
    expect(editTargetOf(out, [out])).toBeNull()
    expect(editTargetOf(tx('x', 'switch-in', '2025-01-10', 2, 40), [])).toBeNull()
  })
})

describe('what the form shows as it is filled', () => {
  it('names the NAV used, and the day the transaction is recorded on', () => {
    const ready = { status: 'ready', series: SERIES } as const
    expect(navNote(ready, '2025-01-07', TODAY)?.text).toBe('NAV ₹12.3457 on 7 Jan 2025')
    expect(navNote(ready, '2025-01-08', TODAY)?.text).toBe('NAV ₹16.00 on 10 Jan 2025, the first NAV after 8 Jan 2025: the transaction is recorded on that day')
    expect(navNote(ready, '2025-02-04', TODAY)).toBeNull()
    expect(navNote({ status: 'loading' }, '2025-01-07', TODAY)).toBeNull()
  })

  it('works out the other quantity, and what a switch buys', () => {
    expect(quantityPreview({ amount: '1000', units: '' }, 12.3457)).toBe('80.9999 units')
    expect(quantityPreview({ amount: '', units: '10' }, 12.3457)).toBe('₹123.46')
    expect(quantityPreview({ amount: '10', units: '10' }, 12.3457)).toBeNull()
    expect(switchInPreview({ amount: '', units: '50' }, 16, 40)).toBe('₹800.00 buys 20.0000 units')
  })
})

describe('checkSip', () => {
  const sipFacts = { today: TODAY, source: { status: 'ready', series: SERIES } as const }
  const sipValues = (extra: Partial<SipFormValues>): SipFormValues => ({
    ...EMPTY_SIP_VALUES,
    schemeCode: 100,
    folio: 'F1',
    amount: '5000',
    day: '5',
    from: '2025-01-06',
    ...extra,
  })
  const sipErrors = (v: SipFormValues, f: Parameters<typeof checkSip>[1] = sipFacts) => {
    const check = checkSip(v, f, 'id')
    return check.ok ? {} : check.errors
  }

  it('saves an ongoing series and one with an end', () => {
    expect(checkSip(sipValues({}), sipFacts, 'id')).toEqual({
      ok: true,
      sip: { id: 'id', folio: 'F1', schemeCode: 100, amount: 5000, day: 5, from: '2025-01-06', to: null },
    })
    expect(checkSip(sipValues({ ongoing: false, to: '2025-01-31', amount: '₹5,000' }), sipFacts, 'id')).toMatchObject({ ok: true, sip: { to: '2025-01-31', amount: 5000 } })
  })

  it('asks for a fund, whole rupees above 0 and a day from 1 to 28', () => {
    expect(sipErrors(sipValues({ schemeCode: null }))).toEqual({ schemeCode: sipMessages.fundMissing })
    expect(sipErrors(sipValues({ amount: '' }))).toEqual({ amount: sipMessages.amountMissing })
    expect(sipErrors(sipValues({ amount: '2500.50' }))).toEqual({ amount: sipMessages.amountWhole })
    expect(sipErrors(sipValues({ amount: 'five' }))).toEqual({ amount: sipMessages.amountWhole })
    expect(sipErrors(sipValues({ amount: '0' }))).toEqual({ amount: sipMessages.amountZero })
    expect(sipErrors(sipValues({ amount: '10000001' }))).toEqual({ amount: sipMessages.amountMax })
    for (const day of ['0', '29', '', '5.5', 'x']) expect(sipErrors(sipValues({ day }))).toEqual({ day: sipMessages.dayRange })
    expect(sipErrors(sipValues({ day: '28' }))).toEqual({})
  })

  it('checks the start against today and the first NAV, and the end against the start', () => {
    expect(sipErrors(sipValues({ from: '' }))).toEqual({ from: sipMessages.fromMissing })
    expect(sipErrors(sipValues({ from: '2025-02-06' }))).toEqual({ from: 'The start is in the future: enter 5 Feb 2025 or an earlier day' })
    expect(sipErrors(sipValues({ from: '2025-01-05' }))).toEqual({ from: "This fund's first NAV is of 6 Jan 2025: start on that day or later" })
    expect(sipErrors(sipValues({}), { today: TODAY, source: { status: 'loading' } })).toEqual({ from: sipMessages.navLoading })
    expect(sipErrors(sipValues({ ongoing: false, to: '' }))).toEqual({ to: sipMessages.toMissing })
    expect(sipErrors(sipValues({ ongoing: false, to: '2025-01-05' }))).toEqual({ to: sipMessages.toBeforeFrom })
  })
})
