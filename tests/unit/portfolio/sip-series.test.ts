/** A SIP series expanded into purchases (common/portfolio/sip-series.ts). */
import { describe, expect, it } from 'vitest'
import { sipResult } from '../../../common/figures/sip.ts'
import { expandSipSeries, sipSeriesSchema, type SipSeries } from '../../../common/portfolio/sip-series.ts'
import { SIP_SAMPLE_SERIES } from '../figures/series.ts'

// The SIP calculator's series: 2026-02-05 is a holiday, 03-21/22 a weekend.
const series = SIP_SAMPLE_SERIES
const sip = (extra: Partial<SipSeries>): SipSeries => ({
  id: 'S1',
  folio: 'F1',
  schemeCode: 100,
  amount: 1000,
  day: 5,
  from: '2026-01-01',
  to: null,
  ...extra,
})

describe('expandSipSeries', () => {
  it('one purchase per installment at the first NAV on or after its date', () => {
    // Ongoing, day 5: installments 01-05, 02-05, 03-05 (04-05 is after the last NAV, 03-23).
    //   01-05 at 10 -> 100 units; 02-05 (holiday) at 02-06's 12.5 -> 80 units; 03-05 at 8 -> 125 units.
    expect(expandSipSeries(sip({}), series)).toEqual([
      { id: 'S1:2026-01-05', folio: 'F1', schemeCode: 100, date: '2026-01-05', kind: 'purchase', units: 100, amount: 1000, nav: 10, sipId: 'S1' },
      { id: 'S1:2026-02-05', folio: 'F1', schemeCode: 100, date: '2026-02-06', kind: 'purchase', units: 80, amount: 1000, nav: 12.5, sipId: 'S1' },
      { id: 'S1:2026-03-05', folio: 'F1', schemeCode: 100, date: '2026-03-05', kind: 'purchase', units: 125, amount: 1000, nav: 8, sipId: 'S1' },
    ])
  })

  it('buys what the SIP calculator buys', () => {
    // Day 21 from 2026-01-10 to 03-20: 01-21 -> 02-04 (11), 02-21 -> 03-05 (8); 03-21 is after `to`.
    const purchases = expandSipSeries(sip({ day: 21, from: '2026-01-10', to: '2026-03-20' }), series)
    const calculator = sipResult(series, { amount: 1000, from: '2026-01-10', to: '2026-03-20', day: 21 })!
    expect(purchases.map((p) => [p.date, p.nav, p.units])).toEqual(calculator.schedule.map((s) => [s.date, s.nav, s.units]))
    expect(purchases.map((p) => p.id)).toEqual(['S1:2026-01-21', 'S1:2026-02-21'])
  })

  it('an installment on or before `to` keeps a NAV published after `to`', () => {
    // `to` 03-21 (Saturday) includes the 03-21 installment, bought at Monday 03-23's 11.
    const purchases = expandSipSeries(sip({ day: 21, from: '2026-01-10', to: '2026-03-21' }), series)
    expect(purchases.at(-1)).toMatchObject({ id: 'S1:2026-03-21', date: '2026-03-23', nav: 11, units: 1000 / 11 })
  })

  it('leaves out an installment with no NAV yet', () => {
    // Ended 04-30: the 04-05 installment has no NAV on or after it yet.
    expect(expandSipSeries(sip({ to: '2026-04-30' }), series).map((p) => p.id)).toEqual(['S1:2026-01-05', 'S1:2026-02-05', 'S1:2026-03-05'])
    // Ongoing with day 24: 03-24 is after the last NAV date, so no installment yet.
    expect(expandSipSeries(sip({ day: 24 }), series).map((p) => p.id)).toEqual(['S1:2026-01-24', 'S1:2026-02-24'])
  })

  it('nothing without a NAV history, or when `to` is before `from`', () => {
    expect(expandSipSeries(sip({}), [])).toEqual([])
    expect(expandSipSeries(sip({ from: '2026-03-01', to: '2026-02-01' }), series)).toEqual([])
  })
})

describe('sipSeriesSchema', () => {
  it('takes a series, ongoing or ended, and refuses a day past the 28th', () => {
    expect(sipSeriesSchema.safeParse(sip({})).success).toBe(true)
    expect(sipSeriesSchema.safeParse(sip({ to: '2026-12-31' })).success).toBe(true)
    expect(sipSeriesSchema.safeParse(sip({ day: 29 })).success).toBe(false)
    expect(sipSeriesSchema.safeParse(sip({ day: 0 })).success).toBe(false)
    expect(sipSeriesSchema.safeParse(sip({ amount: 0 })).success).toBe(false)
  })
})
