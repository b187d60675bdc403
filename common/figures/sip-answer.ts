/**
 * The SIP call's answer from a validated body and the fund's NAVs: the rules the body schema cannot
 * check alone (`from` before the default `to`, `from` not before the fund's first NAV, at most
 * SIP_MAX_INSTALLMENTS) and the rounding of the wire body. Shared by the reference server and the
 * msw handler so both answer alike.
 */
import type { SipBody, SipResultBody } from '../contract/analytics-schemas.ts'
import { daysInMonth, dmyToIso, isoToDmy } from './dates.ts'
import type { NavPoint } from './returns.ts'
import { sipResult } from './sip.ts'

const money = (value: number) => Math.round(value * 100) / 100
const four = (value: number) => Math.round(value * 1e4) / 1e4

export type SipAnswer = { ok: true; data: SipResultBody } | { ok: false; message: string }

/**
 * 50 years of monthly installments. The answer lists every one, so its size and cost grow with the
 * span the caller picks (docs/decisions/008-rate-limit-and-work-budget.md).
 */
export const SIP_MAX_INSTALLMENTS = 600

/**
 * How many dates sipInstallmentDates(fromIso, toIso, day) gives, counted without making them: one a
 * month on `day` (clamped to the month's end), from `fromIso` to `toIso` inclusive. Valid ISO dates.
 */
export function installmentCount(fromIso: string, toIso: string, day: number): number {
  const [fromYear, fromMonth, fromDay] = fromIso.split('-').map(Number) as [number, number, number]
  const [toYear, toMonth, toDay] = toIso.split('-').map(Number) as [number, number, number]
  const first = fromYear * 12 + fromMonth - 1 + (Math.min(day, daysInMonth(fromYear, fromMonth)) < fromDay ? 1 : 0)
  const last = toYear * 12 + toMonth - 1 - (Math.min(day, daysInMonth(toYear, toMonth)) > toDay ? 1 : 0)
  return Math.max(0, last - first + 1)
}

/** The fund's first and latest NAV dates (ISO), when `history` holds only the NAVs the SIP needs. */
export type SipSpan = { first: string; latest: string }

/**
 * `history` is the fund's whole series (ascending), or, with `span`, at least its NAVs from `from` to
 * `to` (the latest NAV date when absent): all the answer reads. The body has passed sipBodySchema.
 */
export function answerSip(history: readonly NavPoint[], body: SipBody, span?: SipSpan): SipAnswer {
  const latest = span?.latest ?? history.at(-1)?.date
  const fromIso = dmyToIso(body.from)
  const toIso = body.to === undefined ? latest : dmyToIso(body.to)
  if (!latest || !fromIso || !toIso) return { ok: false, message: 'The fund has no NAVs to compute a SIP with' }
  if (fromIso >= toIso) {
    return { ok: false, message: `\`from\` must be before \`to\` (${body.to === undefined ? 'the latest NAV date, ' : ''}${isoToDmy(toIso)})` }
  }
  const firstIso = span?.first ?? history[0]!.date
  if (fromIso < firstIso) return { ok: false, message: `\`from\` must be on or after the fund's first NAV (${isoToDmy(firstIso)})` }
  const count = installmentCount(fromIso, toIso, body.day ?? Number(fromIso.slice(8, 10)))
  if (count > SIP_MAX_INSTALLMENTS) {
    return {
      ok: false,
      message: `A SIP can have at most ${SIP_MAX_INSTALLMENTS} monthly installments (50 years); ${body.from} to ${isoToDmy(toIso)} makes ${count}`,
    }
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
