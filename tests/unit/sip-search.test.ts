import { describe, expect, it } from 'vitest'
import { defaultParseSearch } from '@tanstack/react-router'
import { sipBodySchema } from '@common/contract/analytics-schemas'
import { formContext, messages } from '@/features/sip/sip-form'
import { fieldError, sipErrors, sipFormValues, sipOutcome, sipRequestOf, validateSipSearch } from '@/features/sip/sip-search'

/** The calculator's part of the fund page's address, read as the router reads a query string. */
const read = (query: string) => validateSipSearch(defaultParseSearch(`?${query}`))

// A fund with NAVs from 22 May 2023 to 20 Nov 2026 (sip-form's messages name these dates).
const history = [
  { date: '20-11-2026', nav: '150.5' },
  { date: '01-06-2024', nav: '120.25' },
  { date: '22-05-2023', nav: '100' },
]
const fund = { latestNAVDate: '20-11-2026', navHistory: history }
const context = formContext(fund.latestNAVDate, history)
const CODE = 101011

describe('validateSipSearch', () => {
  it('reads what the GET form submits: the mode, whole rupees, an ISO date and a day', () => {
    expect(read('calc=sip&amount=10000&from=2023-11-20&day=20')).toStrictEqual({ calc: 'sip', amount: 10_000, from: '2023-11-20', day: 20 })
    expect(read('calc=lumpsum&amount=50000&from=2024-06-15&day=15')).toStrictEqual({ calc: 'lumpsum', amount: 50_000, from: '2024-06-15', day: 15 })
  })

  it('reads an amount typed with grouping, a rupee sign or spaces, and numbers as text (FormData)', () => {
    for (const [query, amount] of [
      ['amount=10%2C000', 10_000],
      ['amount=%E2%82%B9%201%2C00%2C000', 100_000],
      ['amount=%2010000%20', 10_000],
      ['amount=1e4', 10_000],
      ['amount=0100', 100],
      ['amount=%2210000%22', 10_000],
    ] as const) {
      expect(read(query).amount, query).toBe(amount)
    }
    expect(validateSipSearch({ amount: '25000', day: '5', from: ' 2024-01-31 ' })).toMatchObject({ amount: 25_000, day: 5, from: '2024-01-31' })
  })

  it('keeps out-of-range numbers, so the form can say what is wrong with them', () => {
    expect(read('amount=50&day=31')).toMatchObject({ amount: 50, day: 31 })
    expect(read('amount=-5&day=0')).toMatchObject({ amount: -5, day: 0 })
    expect(read('amount=100.5&day=2.5')).toMatchObject({ amount: 100.5, day: 2.5 })
    expect(read('amount=1e300').amount).toBe(1e300)
    // Text is read as the server's canonical address keeps it: trimmed, cut at 100 characters.
    expect(read(`amount=${'9'.repeat(120)}x`).amount).toBe(Number('9'.repeat(100)))
    // -0 reads as 0, whichever way it arrives.
    expect(Object.is(read('amount=-0').amount, 0)).toBe(true)
  })

  it('drops what is malformed or missing, never throwing, and keeps every key', () => {
    const dropped = { calc: undefined, amount: undefined, from: undefined, day: undefined }
    for (const query of [
      '',
      'calc=SIP&amount=abc&from=20-11-2023&day=x',
      'calc=%20sip&amount=&from=&day=',
      'calc=1&amount=true&from=2023-02-30&day=null',
      'calc=sip&calc=lumpsum&amount=1&amount=2&from=2023-11-20&from=2023-11-21&day=1&day=2',
      'amount=1e400&from=20231120&day=%7B%22a%22%3A1%7D',
      'amount=0x10&from=2023-1-5&day=%5B1%5D',
    ]) {
      expect(read(query), query).toStrictEqual(dropped)
    }
    for (const value of [undefined, null, {}, [], ['10000'], Symbol('x'), () => 1, NaN, Infinity, 10n]) {
      expect(() => validateSipSearch({ calc: value, amount: value, from: value, day: value })).not.toThrow()
      expect(validateSipSearch({ calc: value, amount: value, from: value, day: value })).toStrictEqual(dropped)
    }
  })
})

describe('the form, its messages and its result, from the address', () => {
  it('before a Calculate: the defaults, with the inputs a link carries, and no messages', () => {
    expect(sipFormValues({}, context)).toEqual({ mode: 'sip', amount: 10_000, from: '2023-11-20', day: 20 })
    expect(sipFormValues({ amount: 5000, from: '2024-01-31' }, context)).toEqual({ mode: 'sip', amount: 5000, from: '2024-01-31', day: 28 })
    expect(sipErrors({ amount: 50 }, context)).toEqual({})
    expect(sipOutcome({ amount: 5000 }, context, CODE)).toBeNull()
  })

  it('after one: what was submitted; a missing day follows the start date', () => {
    expect(sipFormValues({ calc: 'sip', amount: 2500, from: '2024-03-07' }, context)).toEqual({ mode: 'sip', amount: 2500, from: '2024-03-07', day: 7 })
    expect(sipOutcome({ calc: 'sip', amount: 2500, from: '2024-03-07' }, context, CODE)).toEqual({
      kind: 'sip',
      body: { schemeCode: CODE, amount: 2500, from: '07-03-2024', day: 7 },
    })
  })

  it("reports each invalid or missing value with the form's own message, and asks for nothing", () => {
    expect(sipErrors({ calc: 'sip' }, context)).toEqual({
      amount: messages.amountMissing,
      from: 'Choose a start date before 20 Nov 2026',
      day: messages.dayRange,
    })
    expect(sipErrors({ calc: 'sip', amount: 50, from: '2020-01-01', day: 31 }, context)).toEqual({
      amount: 'Enter at least ₹100',
      from: "The fund's NAV history starts on 22 May 2023",
      day: 'Choose a day from 1 to 28',
    })
    expect(sipErrors({ calc: 'lumpsum', amount: 20_000_000, from: '2026-11-20', day: 31 }, context)).toEqual({
      amount: 'Enter at most ₹1,00,00,000',
      from: 'Choose an investment date before 20 Nov 2026',
    })
    expect(sipErrors({ calc: 'sip', amount: 100.5, from: '2024-01-01', day: 5 }, context)).toEqual({ amount: messages.amountWhole })
    expect(sipOutcome({ calc: 'sip', amount: 50, from: '2024-01-01', day: 5 }, context, CODE)).toBeNull()
  })

  it('a lumpsum has no day: any is ignored', () => {
    expect(sipErrors({ calc: 'lumpsum', amount: 50_000, from: '2024-06-15', day: 31 }, context)).toEqual({})
    expect(sipOutcome({ calc: 'lumpsum', amount: 50_000, from: '2024-06-15', day: 31 }, context, CODE)).toEqual({ kind: 'lumpsum', amount: 50_000, fromIso: '2024-06-15' })
  })

  it("the loader's SIP body: only for a valid, calculated SIP, and one the contract accepts", () => {
    const body = sipRequestOf(defaultParseSearch('?period=1Y&calc=sip&amount=10000&from=2023-11-20&day=20'), CODE, fund)
    expect(body).toEqual({ schemeCode: CODE, amount: 10_000, from: '20-11-2023', day: 20 })
    expect(sipBodySchema.safeParse(body).success).toBe(true)
    for (const query of ['', 'period=1Y', 'amount=10000&from=2023-11-20&day=20', 'calc=sip&amount=50&from=2023-11-20', 'calc=sip&amount=10000&from=2020-01-01', 'calc=lumpsum&amount=10000&from=2023-11-20']) {
      expect(sipRequestOf(defaultParseSearch(`?${query}`), CODE, fund), query).toBeNull()
    }
  })

  it('a field typed is read as the address would read it (the messages on blur)', () => {
    expect(fieldError('amount', '10,000', 'sip', context)).toBeNull()
    expect(fieldError('amount', 'abc', 'sip', context)).toBe(messages.amountMissing)
    expect(fieldError('amount', '50', 'sip', context)).toBe('Enter at least ₹100')
    expect(fieldError('from', '2026-12-01', 'lumpsum', context)).toBe('Choose an investment date before 20 Nov 2026')
    expect(fieldError('from', '2024-01-01', 'sip', context)).toBeNull()
    expect(fieldError('day', '31', 'sip', context)).toBe(messages.dayRange)
    expect(fieldError('day', '31', 'lumpsum', context)).toBeNull()
  })
})
