/**
 * The SIP call's bounds (common/figures/sip-answer.ts, sipBodySchema): `from` not before the fund's
 * first NAV, at most SIP_MAX_INSTALLMENTS, no year before SIP_EARLIEST_YEAR; and the msw handler
 * answering them as the server does.
 */
import { describe, expect, it } from 'vitest'
import { SIP_EARLIEST_YEAR, sipBodySchema } from '../../../common/contract/analytics-schemas.ts'
import { endpointPath } from '../../../common/contract/endpoints.ts'
import { errorEnvelopeSchema } from '../../../common/contract/schemas.ts'
import { addDays, isoToDmy } from '../../../common/figures/dates.ts'
import { answerSip, installmentCount, SIP_MAX_INSTALLMENTS } from '../../../common/figures/sip-answer.ts'
import { sipInstallmentDates } from '../../../common/figures/sip.ts'
import { navHistoryOf } from '@mocks/fixtures'

const CODE = 101011
const history = navHistoryOf(CODE)
const first = history[0]!.date

describe('installmentCount', () => {
  it('counts what sipInstallmentDates makes, across month ends, leap years and year ends', () => {
    const froms = ['2024-01-31', '2024-02-29', '2023-02-28', '2025-12-15', '2025-11-01', '2026-03-30']
    const tos = ['2024-02-28', '2024-03-01', '2026-02-28', '2026-12-31', '2030-06-15', '2025-12-14']
    for (const from of froms) {
      for (const to of tos) {
        for (const day of [1, 15, 28, 29, 30, 31]) {
          expect(installmentCount(from, to, day), `${from} ${to} ${day}`).toBe(sipInstallmentDates(from, to, day).length)
        }
      }
    }
  })

  it('counts centuries without listing them', () => {
    expect(installmentCount('0001-01-01', '2026-11-20', 1)).toBe(2025 * 12 + 11)
  })
})

describe('answerSip bounds', () => {
  const base = { schemeCode: CODE, amount: 1000 }

  it("refuses a `from` before the fund's first NAV, naming that date", () => {
    const answer = answerSip(history, { ...base, from: isoToDmy(addDays(first, -1)) })
    expect(answer).toEqual({ ok: false, message: `\`from\` must be on or after the fund's first NAV (${isoToDmy(first)})` })
    expect(answerSip(history, { ...base, from: isoToDmy(first) }).ok).toBe(true)
  })

  it(`refuses more than ${SIP_MAX_INSTALLMENTS} installments between \`from\` and \`to\``, () => {
    const from = isoToDmy(first)
    const day = 28
    // `to` on the 600th installment's date, then on the 601st's.
    const dates = sipInstallmentDates(first, '2100-01-01', day)
    const answer600 = answerSip(history, { ...base, from, to: isoToDmy(dates[599]!), day })
    const answer601 = answerSip(history, { ...base, from, to: isoToDmy(dates[600]!), day })
    expect(answer600.ok, JSON.stringify(answer600)).toBe(true)
    expect(answer601.ok).toBe(false)
    if (!answer601.ok) expect(answer601.message).toContain(`at most ${SIP_MAX_INSTALLMENTS}`)
  })

  it(`the schema refuses dates before ${SIP_EARLIEST_YEAR}`, () => {
    expect(sipBodySchema.safeParse({ ...base, from: '01-01-0001' }).success).toBe(false)
    expect(sipBodySchema.safeParse({ ...base, from: '31-12-1989' }).success).toBe(false)
    expect(sipBodySchema.safeParse({ ...base, from: '01-01-2025', to: '01-01-1989' }).success).toBe(false)
    expect(sipBodySchema.safeParse({ ...base, from: `01-01-${SIP_EARLIEST_YEAR}` }).success).toBe(true)
  })
})

describe('the msw SIP handler', () => {
  const sip = (body: unknown) =>
    fetch(`http://localhost${endpointPath('sip')}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

  it('answers the same 400s as the server', async () => {
    for (const from of ['01-01-0001', isoToDmy(addDays(first, -1))]) {
      const res = await sip({ schemeCode: CODE, amount: 1000, from })
      expect(res.status).toBe(400)
      expect(errorEnvelopeSchema.parse(await res.json()).error.code).toBe('BAD_REQUEST')
    }
    const res = await sip({ schemeCode: CODE, amount: 1000, from: isoToDmy(addDays(first, -1)) })
    expect(errorEnvelopeSchema.parse(await res.json()).error.message).toContain(`first NAV (${isoToDmy(first)})`)
    const long = await sip({ schemeCode: CODE, amount: 1000, from: isoToDmy(first), to: '01-01-2099' })
    expect(long.status).toBe(400)
    expect(errorEnvelopeSchema.parse(await long.json()).error.message).toContain(`at most ${SIP_MAX_INSTALLMENTS}`)
  })
})

describe('answerSip over only the NAVs it reads', () => {
  it('answers from the NAVs dated from..to and the fund span exactly as from the whole history', () => {
    const latest = history.at(-1)!.date
    const span = { first, latest }
    const dates = history.map((p) => p.date)
    let seed = 7
    const random = (n: number) => ((seed = (seed * 48271) % 2147483647) % n)
    for (let i = 0; i < 300; i++) {
      const a = dates[random(dates.length)]!
      const b = dates[random(dates.length)]!
      // Also dates between NAVs (weekends) and a `to` past the latest NAV.
      const from = random(4) === 0 ? addDays(a, -1) : a
      const to = random(5) === 0 ? undefined : random(6) === 0 ? addDays(latest, 3) : addDays(b, random(3))
      const body = { schemeCode: CODE, amount: 500 + random(5000), from: isoToDmy(from), ...(to ? { to: isoToDmy(to) } : {}), ...(random(2) ? { day: 1 + random(28) } : {}) }
      const slice = history.filter((p) => p.date >= from && p.date <= (to ?? latest))
      expect(answerSip(slice, body, span), JSON.stringify(body)).toEqual(answerSip(history, body))
    }
  })
})
