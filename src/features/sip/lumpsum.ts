/**
 * The lumpsum side of the calculator, computed in the browser from the fund page's cached NAV history:
 * the SIP call only does monthly installments, and a lumpsum needs nothing the page does not already hold,
 * so it costs no request. The rules are the SIP call's (common/figures/sip.ts) for a single installment:
 * the money buys at the first NAV published on or after the chosen date and is valued at the latest NAV.
 * The return is common/figures/periods.ts's SI figure of the series starting at the buying NAV: CAGR over
 * days/365 when a year or more has passed, absolute below that (SEBI's convention, as the returns table);
 * for one outflow and one inflow that CAGR is also the XIRR of common/figures/xirr.ts.
 */
import { addDays, dmyToIso } from '@common/figures/dates'
import { periodReturn, type ReturnKind } from '@common/figures/periods'
import { indexOnOrBefore, type NavPoint } from '@common/figures/returns'
import { chartHistoryOf } from '@/lib/chart-period'

/** The fund page's history entry: `dd-mm-yyyy` and the NAV as text, in any order. */
export type HistoryEntry = { date: string; nav: string }

/**
 * The history as common/figures wants it: ISO dates ascending, numeric NAVs. Entries with an unreadable
 * date or a NAV that is not a positive number are skipped; a repeated date keeps its last entry.
 */
export function toFigureSeries(history: readonly HistoryEntry[]): NavPoint[] {
  const byDay = new Map<string, number>()
  for (const entry of history) {
    const iso = dmyToIso(entry.date)
    const nav = Number(entry.nav)
    if (iso && Number.isFinite(nav) && nav > 0) byDay.set(iso, nav)
  }
  return [...byDay.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([date, nav]) => ({ date, nav }))
}

/**
 * The fund page's history as sorted figures, parsed once per history array and shared with the NAV
 * chart (src/lib/chart-period.ts, by the same rules as toFigureSeries): a result, a switch of mode or
 * a new mount of the calculator never parses and sorts thousands of NAVs again.
 */
export function figureSeriesOf(history: readonly HistoryEntry[]): readonly NavPoint[] {
  return chartHistoryOf(history).figures
}

export type LumpsumResult = {
  invested: number
  units: number
  value: number
  gain: number
  /** Percent; `kind` says CAGR (a year or more) or absolute. Null on the day of purchase. */
  returnKind: ReturnKind | null
  returnValue: number | null
  /** ISO date and NAV the money bought at. */
  boughtOn: string
  boughtNav: number
  /** ISO date and NAV it is valued at: the latest in the history. */
  asOf: string
  latestNav: number
}

export type LumpsumAnswer = { ok: true; data: LumpsumResult } | { ok: false; message: string }

// Rounded like the SIP call's answer (common/figures/sip-answer.ts), so both results read alike.
const money = (value: number) => Math.round(value * 100) / 100
const four = (value: number) => Math.round(value * 1e4) / 1e4

/** `amount` rupees invested on `fromIso` (ISO), valued at the series' latest NAV. */
export function lumpsumResult(series: readonly NavPoint[], amount: number, fromIso: string): LumpsumAnswer {
  const latest = series.at(-1)
  if (!latest) return { ok: false, message: 'This fund has no NAV history to value an investment with.' }
  const k = indexOnOrBefore(series, addDays(fromIso, -1)) + 1 // first NAV on or after `fromIso`
  const bought = series[k]
  if (!bought) return { ok: false, message: 'No NAV has been published on or after that date yet.' }
  const units = amount / bought.nav
  const value = money(units * latest.nav)
  const figure = periodReturn(series.slice(k), 'SI')
  return {
    ok: true,
    data: {
      invested: amount,
      units: four(units),
      value,
      // From the rounded value, so the three figures on screen add up.
      gain: money(value - amount),
      returnKind: figure.kind,
      returnValue: figure.value === null ? null : four(figure.value),
      boughtOn: bought.date,
      boughtNav: bought.nav,
      asOf: latest.date,
      latestNav: latest.nav,
    },
  }
}
