import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { MantineProvider } from '@mantine/core'
import type { Performance } from '@common/contract/analytics-schemas'
import FundAnalyticsModule, { FundAnalytics, type RenderLink } from '@/features/fund-analytics/FundAnalytics'
import { formatMagnitude, formatPoints, formatRate, formatRatio, formatRupees, formatShare } from '@/features/fund-analytics/figures-format'
import { formatDate } from '@/lib/dates'
import { formatPercent } from '@/lib/format'
import { theme } from '@/app/theme'
import { MOCK_RISK_FREE_RATE, performanceOf } from '@mocks/fixtures'

const fixture = performanceOf(101011)!

/** The contract's periods in order, as the table names them. */
const PERIODS = [
  ['1W', '1 week'],
  ['1M', '1 month'],
  ['3M', '3 months'],
  ['6M', '6 months'],
  ['YTD', 'Year to date'],
  ['1Y', '1 year'],
  ['3Y', '3 years'],
  ['5Y', '5 years'],
  ['10Y', '10 years'],
  ['SI', 'Since first NAV'],
] as const

const ORDINAL = ['1st', '2nd', '3rd', '4th']
const NOT_AVAILABLE = '–not available'

/** A fund of about two years: nothing from 3Y on, no risk, no rolling windows, no other plan. */
function youngFund(): Performance {
  const young = structuredClone(fixture)
  young.returns = young.returns.map((r) =>
    ['3Y', '5Y', '10Y'].includes(r.period) ? { ...r, kind: null, value: null, categoryAverage: null, rank: null, of: null, quartile: null } : r,
  )
  young.risk = null
  young.rolling = []
  young.otherPlan = null
  return young
}

function renderAnalytics(performance: Performance) {
  const renderLink = vi.fn<RenderLink>((code, name) => <a href={`/fundchart/${code}`}>{name}</a>)
  render(
    <MantineProvider theme={theme}>
      <FundAnalytics performance={performance} renderLink={renderLink} />
    </MantineProvider>,
  )
  return { renderLink }
}

const section = (name: string) => screen.getByRole('region', { name })
/** The cells after a row's header, by the row header's text (every row here has at least two). */
const cellsOf = (table: HTMLElement, rowName: string) =>
  within(within(table).getByRole('rowheader', { name: rowName }).closest('tr')!).getAllByRole('cell') as [HTMLElement, HTMLElement, ...HTMLElement[]]
/** A paragraph by its whole text, dates (<time>) included. */
const paragraph = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text
/** A risk or rolling figure's card, by its heading. */
const cardOf = (heading: string) => screen.getByRole('heading', { level: 3, name: heading }).closest('li')!

describe('fund analytics: returns', () => {
  it('has the four sections, each a region named by its h2', () => {
    renderAnalytics(fixture)
    for (const name of ['Returns', 'Risk', 'Rolling returns', 'Direct vs Regular']) {
      expect(within(section(name)).getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
  })

  it('lists every period in order with the fund, the category, rank and quartile as the data says', () => {
    renderAnalytics(fixture)
    const table = screen.getByRole('table', { name: 'Returns' })
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(PERIODS.map(([, label]) => label))

    for (const [period, label] of PERIODS) {
      const figure = fixture.returns.find((r) => r.period === period)!
      const [fund, average, rank, quartile] = cellsOf(table, label)
      if (figure.value === null) {
        expect(fund).toHaveTextContent(NOT_AVAILABLE)
        expect(average).toHaveTextContent(NOT_AVAILABLE)
        expect(rank).toHaveTextContent(NOT_AVAILABLE)
        expect(quartile).toHaveTextContent(NOT_AVAILABLE)
        continue
      }
      const kind = figure.kind === 'cagr' ? 'CAGRannualised' : 'absabsolute'
      expect(fund).toHaveTextContent(`${formatPercent(figure.value)} ${kind}`)
      expect(fund.querySelector('[data-trend]')).toHaveAttribute('data-trend', figure.value >= 0 ? 'positive' : 'negative')
      expect(average).toHaveTextContent(formatPercent(figure.categoryAverage))
      expect(rank).toHaveTextContent(`${figure.rank} of ${figure.of}`)
      expect(quartile).toHaveTextContent(`Q${figure.quartile}${ORDINAL[figure.quartile! - 1]} quartile`)
    }
    // Below a year absolute, from a year CAGR: the fixture says so too.
    expect(cellsOf(table, '6 months')[0]).toHaveTextContent('abs')
    expect(cellsOf(table, '1 year')[0]).toHaveTextContent('CAGR')
  })

  it('states the as-of date, the convention and the category', () => {
    renderAnalytics(fixture)
    const returns = section('Returns')
    expect(within(returns).getByText(paragraph(`As of ${formatDate(fixture.asOf)}`)).querySelector('time')).toHaveAttribute('datetime', '2026-11-20')
    expect(
      within(returns).getByText(
        `Returns under one year are absolute; from one year they are annualised (CAGR), as SEBI asks. Category: ${fixture.peerGroup.name}, ${fixture.peerGroup.size} funds.`,
      ),
    ).toBeInTheDocument()
  })

  it('scrolls the table in its own labelled container, which the keyboard reaches', async () => {
    const user = userEvent.setup()
    renderAnalytics(fixture)
    const scroller = screen.getByRole('region', { name: 'Returns by period' })
    expect(scroller).toContainElement(screen.getByRole('table', { name: 'Returns' }))
    expect(scroller).toHaveAttribute('tabindex', '0')
    await user.tab()
    expect(scroller).toHaveFocus()
  })
})

describe('fund analytics: risk and rolling returns', () => {
  it('shows each risk figure beside the category average, the window and the risk-free rate', () => {
    renderAnalytics(fixture)
    const risk = fixture.risk!
    const averages = risk.categoryAverage
    const inRisk = within(section('Risk'))
    expect(inRisk.getByText(paragraph(`Over 3 years: from ${formatDate(risk.window.from)} to ${formatDate(risk.window.to)}.`))).toBeInTheDocument()

    expect(cardOf('Volatility')).toHaveTextContent(formatMagnitude(risk.volatility))
    expect(cardOf('Volatility')).toHaveTextContent(`Category average: ${formatMagnitude(averages.volatility)}`)
    expect(cardOf('Volatility')).toHaveTextContent('How much the NAV swings in a year; lower is steadier.')

    const drawdown = cardOf('Maximum drawdown')
    expect(drawdown).toHaveTextContent(formatPercent(risk.maxDrawdown))
    expect(drawdown).toHaveTextContent(`Category average: ${formatPercent(averages.maxDrawdown)}`)
    expect(risk.recoveredOn).toBeNull()
    expect(drawdown).toHaveTextContent(`From ${formatDate(risk.drawdownFrom!)} to ${formatDate(risk.drawdownTo!)}, not yet recovered.`)

    expect(cardOf('Sharpe ratio')).toHaveTextContent(formatRatio(risk.sharpe))
    expect(cardOf('Sharpe ratio')).toHaveTextContent(`Category average: ${formatRatio(averages.sharpe)}`)
    expect(cardOf('Sortino ratio')).toHaveTextContent(formatRatio(risk.sortino))
    expect(cardOf('Sortino ratio')).not.toHaveTextContent('Category average')

    expect(risk.riskFreeRate).toBe(MOCK_RISK_FREE_RATE)
    expect(inRisk.getByText(`Sharpe and Sortino use a risk-free rate of ${formatRate(risk.riskFreeRate)} a year.`)).toHaveTextContent(
      'Sharpe and Sortino use a risk-free rate of 6.5% a year.',
    )
  })

  it('says when the drawdown recovered and when the window is shorter than three years', () => {
    const recovered = structuredClone(fixture)
    recovered.risk = { ...recovered.risk!, window: { from: '02-01-2025', to: '20-11-2026' }, recoveredOn: '15-10-2026', sharpe: null }
    renderAnalytics(recovered)
    expect(cardOf('Maximum drawdown')).toHaveTextContent(`recovered on ${formatDate('15-10-2026')}.`)
    expect(screen.getByText(paragraph(`Over the whole history so far: from ${formatDate('02-01-2025')} to ${formatDate('20-11-2026')}.`))).toBeInTheDocument()
    expect(within(cardOf('Sharpe ratio')).getByText('Sharpe ratio').nextElementSibling).toHaveTextContent(NOT_AVAILABLE)
  })

  it('shows each rolling window with its lowest, median and highest return and positive share', () => {
    renderAnalytics(fixture)
    expect(fixture.rolling.map((r) => r.window)).toEqual(['1Y', '3Y'])
    for (const rolling of fixture.rolling) {
      const words = rolling.window === '1Y' ? '1-year' : '3-year'
      const card = cardOf(`${words} periods`)
      const stat = (label: string) => within(card).getByText(label).nextElementSibling
      expect(stat('Lowest')).toHaveTextContent(formatPercent(rolling.min))
      expect(stat('Median')).toHaveTextContent(formatPercent(rolling.median))
      expect(stat('Highest')).toHaveTextContent(formatPercent(rolling.max))
      expect(card).toHaveTextContent(`Positive in ${formatShare(rolling.positiveShare)} of periods`)
      expect(card).toHaveTextContent(`${rolling.count.toLocaleString('en-IN')} rolling ${words} periods`)
    }
    expect(cardOf('3-year periods')).toHaveTextContent('Positive in 100% of periods')
  })
})

describe('fund analytics: Direct vs Regular', () => {
  /** The test's own statement of the formula: ₹10,000 at each plan's CAGR over N years. */
  const expectedCost = (own: number, gap: number, years: number) => 10_000 * ((1 + own / 100) ** years - (1 + (own - gap) / 100) ** years)

  it('links the other plan through renderLink and prices each gap on ₹10,000', () => {
    const { renderLink } = renderAnalytics(fixture)
    const other = fixture.otherPlan!
    expect(renderLink).toHaveBeenCalledWith(101012, 'HDFC Large Cap Fund - Regular Plan - Growth')
    const plan = section('Direct vs Regular')
    expect(within(plan).getByRole('link', { name: other.schemeName })).toHaveAttribute('href', '/fundchart/101012')
    expect(within(plan).getByText(/^Other plan:/)).toHaveTextContent(`Other plan: ${other.schemeName} (Regular plan)`)
    expect(within(plan).getByText('A Direct plan has no distributor commission, so it usually returns more.')).toBeInTheDocument()

    const table = within(plan).getByRole('table', { name: 'This plan against the Regular plan' })
    for (const [period, label, years] of [['1Y', '1 year', 1], ['3Y', '3 years', 3], ['5Y', '5 years', 5]] as const) {
      const gap = other.gap.find((g) => g.period === period)!.value
      const own = fixture.returns.find((r) => r.period === period)!.value
      const [gapCell, costCell] = cellsOf(table, label)
      if (gap === null || own === null) {
        expect(gapCell).toHaveTextContent(NOT_AVAILABLE)
        expect(costCell).toHaveTextContent(NOT_AVAILABLE)
        continue
      }
      expect(gapCell).toHaveTextContent(formatPoints(gap))
      expect(gapCell).toHaveTextContent(/^[+−]\d+\.\d{2} pp$/)
      const cost = Math.round(expectedCost(own, gap, years))
      expect(costCell).toHaveTextContent(`${cost > 0 ? '+' : cost < 0 ? '−' : ''}₹${Math.abs(cost).toLocaleString('en-IN')}`)
      expect(costCell.querySelector('[data-trend]')).toHaveAttribute('data-trend', cost >= 0 ? 'positive' : 'negative')
    }
    // One value by hand: 1Y, 8.4437 % against 8.4437 − 1.1001 = 7.3436 % on ₹10,000.
    expect(cellsOf(table, '1 year')[1]).toHaveTextContent('+₹110')
  })

  it('shows a Regular plan’s negative gap as a loss, in red and with a minus', () => {
    const regular = structuredClone(fixture)
    regular.otherPlan = { ...regular.otherPlan!, plan: 'Direct', gap: [{ period: '1Y', value: -1.1 }, { period: '3Y', value: -1.04 }, { period: '5Y', value: null }] }
    renderAnalytics(regular)
    const table = screen.getByRole('table', { name: 'This plan against the Direct plan' })
    const [gap, cost] = cellsOf(table, '1 year')
    expect(gap).toHaveTextContent('−1.10 pp')
    expect(cost).toHaveTextContent(formatRupees(expectedCost(fixture.returns[5]!.value!, -1.1, 1), { signed: true }))
    expect(cost).toHaveTextContent(/^−₹\d+$/)
    expect(cost.querySelector('[data-trend]')).toHaveAttribute('data-trend', 'negative')
  })
})

describe('fund analytics: a young fund (nulls)', () => {
  it('shows dashes read as "not available", and says what is missing and why', () => {
    const young = youngFund()
    renderAnalytics(young)
    const table = screen.getByRole('table', { name: 'Returns' })
    expect(within(table).getAllByRole('rowheader')).toHaveLength(10)
    for (const label of ['3 years', '5 years', '10 years']) {
      for (const cell of cellsOf(table, label)) expect(cell).toHaveTextContent(NOT_AVAILABLE)
    }
    expect(cellsOf(table, '1 year')[0]).toHaveTextContent(formatPercent(young.returns[5]!.value))
    // The dash itself is hidden from screen readers; the words stand in for it.
    const dash = within(cellsOf(table, '3 years')[0]).getByText('–')
    expect(dash).toHaveAttribute('aria-hidden', 'true')
    expect(within(cellsOf(table, '3 years')[0]).getByText('not available')).toHaveClass('visually-hidden')

    expect(within(section('Risk')).getByText('Risk figures need at least one year of NAV history.')).toBeInTheDocument()
    expect(within(section('Rolling returns')).getByText(/history is too short for rolling returns/)).toBeInTheDocument()
    expect(within(section('Direct vs Regular')).getByText('No other plan of this fund in the data.')).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})

describe('fund analytics: module and formats', () => {
  it('is the default export too, for React.lazy', () => {
    expect(FundAnalyticsModule).toBe(FundAnalytics)
  })

  it('formats points, ratios, rupees and shares', () => {
    expect(formatPoints(0.849)).toBe('+0.85 pp')
    expect(formatPoints(-1.1001)).toBe('−1.10 pp')
    expect(formatPoints(null)).toBe('–')
    expect(formatRatio(-0.2005)).toBe('−0.20')
    expect(formatRatio(0.0837)).toBe('0.08')
    expect(formatRupees(-123456.4, { signed: true })).toBe('−₹1,23,456')
    expect(formatRupees(10_000)).toBe('₹10,000')
    expect(formatRupees(0.3, { signed: true })).toBe('₹0')
    expect(formatShare(56.2986)).toBe('56%')
    expect(formatShare(99.7)).toBe('99%')
    expect(formatShare(100)).toBe('100%')
    expect(formatRate(6.5)).toBe('6.5%')
  })
})
