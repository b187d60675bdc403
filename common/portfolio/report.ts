/**
 * The whole "My investments" computation in one pure call: SIP series expanded, FIFO lots, valuation,
 * realised gains by FY, unrealised gains, the equity LTCG headroom of the current FY and what Regular
 * plans have cost. Runs in a Web Worker in the browser (src/features/portfolio/portfolio.worker.ts) and
 * as it is in tests and benchmarks.
 */
import { indexOnOrBefore, type NavPoint } from '../figures/returns.ts'
import {
  equityLtcgHeadroom,
  holdingTaxClass,
  realisedGainsByFy,
  unrealisedGains,
  type FyGains,
  type GainsOptions,
  type UnrealisedGains,
} from './capital-gains.ts'
import { financialYearLabel, financialYearOf } from './financial-year.ts'
import { fifoLots, sortTransactions } from './lots.ts'
import type { PortfolioDocument } from './portfolio-document.ts'
import { expandSipSeries } from './sip-series.ts'
import { equityLtcgExemption, GRANDFATHERING_NAV_DATE, type HoldingTaxClass, type SchemeCategory } from './tax-rules.ts'
import type { PortfolioTransaction } from './transaction.ts'
import { regularPlanCost, valuePortfolio, type PortfolioValuation, type RegularPlanCost } from './valuation.ts'

/** What the computation knows of one scheme: from the public NAV calls. */
export type ReportScheme = {
  schemeCode: number
  /** Every NAV, oldest first. */
  series: NavPoint[]
  /** Site category and subcategory (default tax class); null when unknown. */
  category: SchemeCategory | null
  /** For a Regular plan: the scheme code of the Direct plan of the same scheme and option, when known. */
  directCode: number | null
}

export type ReportInput = {
  document: PortfolioDocument
  /** Keyed by scheme code: every held scheme and every Direct counterpart there is data for. */
  schemes: ReadonlyMap<number, ReportScheme>
  /** Today in India, ISO: the FY whose LTCG headroom is shown. */
  today: string
}

/** `defaultClass`: the class of the scheme's category, what the holding has without an override. */
export type HoldingClass = { taxClass: HoldingTaxClass; overridden: boolean; defaultClass: HoldingTaxClass }

export type LtcgHeadroom = {
  fy: string
  /** "FY 2026-27". */
  label: string
  exemption: number
  /** Net equity long-term gain booked this FY (negative: a net loss). */
  realisedEquityLtcg: number
  /** What can still be booked within the exemption. */
  remaining: number
  /** Equity long-term gain sitting in open lots now (what selling everything long-term would book). */
  unrealisedEquityLtcg: number
}

export type PortfolioReport = {
  /** The document's transactions plus the SIP installments, FIFO order. */
  transactions: PortfolioTransaction[]
  valuation: PortfolioValuation
  realised: FyGains[]
  unrealised: UnrealisedGains
  headroom: LtcgHeadroom
  /** holdingKey -> effective class. */
  classes: Record<string, HoldingClass>
  /** holdingKey -> the Regular plan's cost against Direct; only Regular holdings with both series. */
  regularCosts: Record<string, RegularPlanCost>
  /** SIP series with no NAV yet for any installment (id -> reason), so the page can say so. */
  sipProblems: Record<string, string>
}

/** Why a SIP series bought nothing yet, in words the page can show as they are. */
function sipProblem(scheme: ReportScheme | undefined): string {
  return scheme && scheme.series.length > 0
    ? 'No installment has a NAV yet: the first is bought at the first NAV published on or after its date.'
    : 'The NAV history of this fund is not available, so its installments cannot be priced.'
}

/**
 * The NAV of 31 Jan 2018 itself, or undefined. For a unit not listed on an exchange s.55(2)(ac) takes
 * "the net asset value of such unit as on the 31st day of January, 2018"; the fallback to an earlier day
 * is the listed shares' rule ("the immediately preceding trading day"), not the units'. A series with no
 * NAV that day leaves the pieces at their cost, flagged `nav-missing` (capital-gains.ts), for the page
 * to say so rather than guess.
 */
function navOn(series: readonly NavPoint[], date: string): number | undefined {
  const point = series[indexOnOrBefore(series, date)]
  return point?.date === date ? point.nav : undefined
}

/**
 * Everything the "My investments" page shows of `input.document`. Holdings with no NAV (their scheme
 * absent from `input.schemes`, or its series empty) are valued as missing (valuation's `missingNav`); a
 * SIP that bought nothing yet is in `sipProblems`. Pure and synchronous: the worker and the tests call
 * it as it is.
 */
export function computePortfolioReport(input: ReportInput): PortfolioReport {
  const { document, schemes, today } = input
  const sipProblems: Record<string, string> = {}
  const rows: PortfolioTransaction[] = [...document.transactions]
  for (const sip of document.sips) {
    const scheme = schemes.get(sip.schemeCode)
    let installments: PortfolioTransaction[]
    try {
      installments = scheme ? expandSipSeries(sip, scheme.series) : []
    } catch (error) {
      // The stored shape allows 2026-02-30; one bad series must not take the page's figures with it.
      if (!(error instanceof RangeError)) throw error
      sipProblems[sip.id] = `Its dates are not calendar dates (from ${sip.from}${sip.to ? `, to ${sip.to}` : ''}).`
      continue
    }
    if (installments.length === 0) sipProblems[sip.id] = sipProblem(scheme)
    for (const row of installments) rows.push(row)
  }
  const transactions = sortTransactions(rows)
  const fifo = fifoLots(transactions)

  const latestNavs = new Map<number, NavPoint>()
  for (const [code, scheme] of schemes) {
    const latest = scheme.series.at(-1)
    if (latest) latestNavs.set(code, latest)
  }
  const overrides = new Map(Object.entries(document.overrides))
  const options: GainsOptions = {
    categoryOf: (code) => schemes.get(code)?.category,
    overrides,
    nav31Jan2018: (code) => {
      const series = schemes.get(code)?.series
      return series ? navOn(series, GRANDFATHERING_NAV_DATE) : undefined
    },
  }

  const valuation = valuePortfolio(transactions, latestNavs, fifo)
  const realised = realisedGainsByFy(fifo.holdings, options)
  const unrealised = unrealisedGains(fifo.holdings, latestNavs, options)

  const fy = financialYearOf(today)
  const realisedEquityLtcg = realised.find((year) => year.fy === fy)?.byClass.equity.longTerm ?? 0
  let unrealisedEquityLtcg = 0
  for (const piece of unrealised.pieces) if (piece.taxClass === 'equity' && piece.term === 'long') unrealisedEquityLtcg += piece.gain
  const headroom: LtcgHeadroom = {
    fy,
    label: financialYearLabel(fy),
    exemption: equityLtcgExemption(fy),
    realisedEquityLtcg,
    remaining: equityLtcgHeadroom(fy, realisedEquityLtcg),
    unrealisedEquityLtcg,
  }

  const classes: Record<string, HoldingClass> = {}
  const regularCosts: Record<string, RegularPlanCost> = {}
  for (const holding of fifo.holdings) {
    classes[holding.key] = {
      taxClass: holdingTaxClass(holding, options),
      overridden: overrides.has(holding.key),
      defaultClass: holdingTaxClass(holding, { ...options, overrides: undefined }),
    }
    const scheme = schemes.get(holding.schemeCode)
    const direct = scheme?.directCode == null ? undefined : schemes.get(scheme.directCode)
    if (!scheme || !direct) continue
    const cost = regularPlanCost(holding.transactions, scheme.series, direct.series)
    if (cost) regularCosts[holding.key] = cost
  }

  return { transactions, valuation, realised, unrealised, headroom, classes, regularCosts, sipProblems }
}

/** A financial year's realised gains without their per-lot pieces. */
export type FyFigures = Omit<FyGains, 'pieces'>
/** Unrealised gains without their per-lot pieces; `openLots` says how many there are. */
export type UnrealisedFigures = Omit<UnrealisedGains, 'pieces'> & { openLots: number }

/**
 * The report as the page shows it: every total and every holding's figures, without the per-lot pieces
 * and the full transaction list. Those are thousands of objects (6,000 transactions make ~6,000 open
 * lots) that only the computation needs: copying them from the worker to the main thread took longer
 * there than the whole computation (bench:portfolio), and the page shows none of them.
 */
export type PortfolioFigures = Omit<PortfolioReport, 'transactions' | 'realised' | 'unrealised'> & {
  realised: FyFigures[]
  unrealised: UnrealisedFigures
  /** The transactions that `valuation.problems` name, to say which they are. */
  problemTransactions: PortfolioTransaction[]
}

export function figuresOf(report: PortfolioReport): PortfolioFigures {
  const { transactions, realised, unrealised, ...rest } = report
  const named = new Set(report.valuation.problems.map((p) => p.transactionId))
  const { pieces, ...unrealisedTotals } = unrealised
  return {
    ...rest,
    realised: realised.map(({ pieces: _pieces, ...fy }) => fy),
    unrealised: { ...unrealisedTotals, openLots: pieces.length },
    problemTransactions: named.size === 0 ? [] : transactions.filter((t) => named.has(t.id)),
  }
}
