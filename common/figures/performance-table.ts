/**
 * From each scheme's own figures to the contract's Performance bodies: ranks and category averages
 * over each peer group, risk averages, the other plan's gap. Pure, so the server (at import) and the
 * msw handlers (from the fixture histories) answer with the same rules. Peer groups hold active
 * schemes only: a retired fund gets its own figures beside its group's averages, but neither ranks
 * nor moves them.
 */
import type { Performance, PeriodReturnFigure, Risk } from '../contract/analytics-schemas.ts'
import { GAP_PERIODS } from '../contract/analytics-schemas.ts'
import { isoToDmy } from './dates.ts'
import { pairOtherPlans, peerGroupName, peerKey, type SchemeFacts } from './peer-groups.ts'
import { mean, rankPeers } from './peers.ts'
import { PERIODS, periodReturns, type PeriodReturn } from './periods.ts'
import type { NavPoint } from './returns.ts'
import { riskFigures, type RiskFigures } from './risk.ts'
import { rollingReturns, type RollingStats } from './rolling.ts'

/** What one series yields on its own; kept per scheme while the next series is read. */
export type SchemeFigures = {
  asOf: string
  returns: PeriodReturn[]
  risk: RiskFigures | null
  rolling: RollingStats[]
}

export type SchemeEntry = { facts: SchemeFacts; figures: SchemeFigures }

export function schemeFigures(series: readonly NavPoint[], riskFreeRate: number): SchemeFigures | null {
  const last = series.at(-1)
  if (!last) return null
  return {
    asOf: last.date,
    returns: periodReturns(series),
    risk: riskFigures(series, riskFreeRate),
    rolling: [rollingReturns(series, '1Y'), rollingReturns(series, '3Y')].filter((r): r is RollingStats => r !== null),
  }
}

/** Four decimals: far below what the site shows, and it keeps the stored bodies short. */
const round = (value: number | null): number | null => (value === null ? null : Math.round(value * 1e4) / 1e4)
const round4 = (value: number) => Math.round(value * 1e4) / 1e4

const nullPeriod = (period: PeriodReturn['period']): PeriodReturnFigure => ({
  period,
  kind: null,
  value: null,
  categoryAverage: null,
  rank: null,
  of: null,
  quartile: null,
})

export function performanceTable(entries: readonly SchemeEntry[], riskFreeRate: number): Map<number, Performance> {
  const groups = new Map<string, SchemeEntry[]>()
  for (const entry of entries) {
    if (!entry.facts.active) continue
    const key = peerKey(entry.facts)
    const group = groups.get(key)
    if (group) group.push(entry)
    else groups.set(key, [entry])
  }

  // Per group: one ranking per period (one sort each), and the risk averages.
  const ranked = new Map<number, PeriodReturnFigure[]>()
  const periodAverages = new Map<string, (number | null)[]>()
  const riskAverages = new Map<string, Risk['categoryAverage']>()
  for (const [key, group] of groups) {
    const columns = PERIODS.map((_, i) => rankPeers(group.map((e) => e.figures.returns[i]!.value)))
    const averages = columns.map((c) => round(c.average))
    periodAverages.set(key, averages)
    group.forEach((entry, row) => {
      ranked.set(
        entry.facts.scheme_code,
        entry.figures.returns.map((r, i) => {
          const rank = columns[i]!.ranks[row]
          return r.value === null || !rank ? nullPeriod(r.period) : { period: r.period, kind: r.kind, value: round(r.value), categoryAverage: averages[i]!, ...rank }
        }),
      )
    })
    const risks = group.map((e) => e.figures.risk)
    riskAverages.set(key, {
      volatility: round(mean(risks.map((r) => r?.volatility ?? null))),
      maxDrawdown: round(mean(risks.map((r) => r?.maxDrawdown ?? null))),
      sharpe: round(mean(risks.map((r) => r?.sharpe ?? null))),
    })
  }

  const byCode = new Map(entries.map((e) => [e.facts.scheme_code, e]))
  const partners = pairOtherPlans(entries.map((e) => e.facts))
  const table = new Map<number, Performance>()
  for (const { facts, figures } of entries) {
    const key = peerKey(facts)
    const returns =
      ranked.get(facts.scheme_code) ??
      figures.returns.map((r, i) =>
        r.value === null ? nullPeriod(r.period) : { ...nullPeriod(r.period), kind: r.kind, value: round(r.value), categoryAverage: periodAverages.get(key)?.[i] ?? null },
      )
    const partner = partners.get(facts.scheme_code)
    const partnerFigures = partner && byCode.get(partner.scheme_code)?.figures
    const risk = figures.risk
    table.set(facts.scheme_code, {
      schemeCode: facts.scheme_code,
      asOf: isoToDmy(figures.asOf),
      plan: facts.plan,
      option: facts.option,
      category: facts.category,
      subcategory: facts.subcategory,
      peerGroup: { name: peerGroupName(facts), size: groups.get(key)?.length ?? 0 },
      returns,
      risk: risk && {
        window: { from: isoToDmy(risk.from), to: isoToDmy(risk.to) },
        volatility: round4(risk.volatility),
        maxDrawdown: round4(risk.maxDrawdown),
        drawdownFrom: risk.drawdownFrom && isoToDmy(risk.drawdownFrom),
        drawdownTo: risk.drawdownTo && isoToDmy(risk.drawdownTo),
        recoveredOn: risk.recoveredOn && isoToDmy(risk.recoveredOn),
        sharpe: round(risk.sharpe),
        sortino: round(risk.sortino),
        riskFreeRate,
        categoryAverage: riskAverages.get(key) ?? { volatility: null, maxDrawdown: null, sharpe: null },
      },
      rolling: figures.rolling.map((r) => ({
        window: r.window,
        count: r.count,
        min: round4(r.min),
        median: round4(r.median),
        max: round4(r.max),
        positiveShare: round4(r.positiveShare),
      })),
      otherPlan:
        partner?.plan && partnerFigures
          ? {
              schemeCode: partner.scheme_code,
              schemeName: partner.scheme_name,
              plan: partner.plan,
              gap: GAP_PERIODS.map((period) => ({ period, value: gapOf(figures, partnerFigures, period) })),
            }
          : null,
    })
  }
  return table
}

/** This plan's return minus the other's, in percentage points; null unless both have the period. */
function gapOf(mine: SchemeFigures, other: SchemeFigures, period: (typeof GAP_PERIODS)[number]): number | null {
  const a = mine.returns.find((r) => r.period === period)?.value ?? null
  const b = other.returns.find((r) => r.period === period)?.value ?? null
  return a === null || b === null ? null : round(a - b)
}
