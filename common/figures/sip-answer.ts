/**
 * The SIP call's answer from a validated body and the fund's NAVs: the rules the body schema cannot
 * check alone (`from` before the default `to`, a `to` before the fund's first NAV) and the rounding
 * of the wire body. Shared by the reference server and the msw handler so both answer alike.
 */
import type { SipBody, SipResultBody } from '../contract/analytics-schemas.ts'
import { dmyToIso, isoToDmy } from './dates.ts'
import type { NavPoint } from './returns.ts'
import { sipResult } from './sip.ts'

const money = (value: number) => Math.round(value * 100) / 100
const four = (value: number) => Math.round(value * 1e4) / 1e4

export type SipAnswer = { ok: true; data: SipResultBody } | { ok: false; message: string }

/** `history` is the fund's whole series (ascending); the body has passed sipBodySchema. */
export function answerSip(history: readonly NavPoint[], body: SipBody): SipAnswer {
  const latest = history.at(-1)
  const fromIso = dmyToIso(body.from)
  const toIso = body.to === undefined ? latest?.date : dmyToIso(body.to)
  if (!fromIso || !toIso) return { ok: false, message: 'The fund has no NAVs to compute a SIP with' }
  if (fromIso >= toIso) {
    return { ok: false, message: `\`from\` must be before \`to\` (${body.to === undefined ? 'the latest NAV date, ' : ''}${isoToDmy(toIso)})` }
  }
  const result = sipResult(history, { amount: body.amount, from: fromIso, to: toIso, ...(body.day === undefined ? {} : { day: body.day }) })
  if (!result) return { ok: false, message: `No NAV on or before ${isoToDmy(toIso)}: the fund's history starts later` }
  const value = money(result.value)
  return {
    ok: true,
    data: {
      installments: result.installments,
      invested: money(result.invested),
      units: four(result.units),
      value,
      // From the rounded value, so the three figures on screen add up.
      gain: money(value - result.invested),
      xirr: result.xirr === null ? null : four(result.xirr),
      asOf: isoToDmy(result.asOf),
      schedule: result.schedule.map((s) => ({ date: isoToDmy(s.date), nav: s.nav, units: four(s.units) })),
    },
  }
}
