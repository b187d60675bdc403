/**
 * The fund page's Costs panel and the Direct-vs-Regular panel's TER gap, through the route with msw
 * (its loader asks for the costs call once), and the TER chart drawn at a set width. Expected
 * figures are worked out here from the fixtures, with the test's own statement of each formula.
 */
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { MantineProvider } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { Costs } from '../../common/contract/costs-schemas'
import { endpointPath } from '../../common/contract/endpoints'
import { theme } from '@/app/theme'
import { ordinal } from '@/features/costs/costs-format'
import { CostsSection } from '@/features/costs/CostsSection'
import { TerChartPlot, terSummary } from '@/features/costs/TerChart'
import { terSeries } from '@/features/costs/ter-series'
import { formatDate } from '@/lib/dates'
import { costsOf, LATEST_NAV_DATE, performanceOf } from '@mocks/fixtures'
import { ok } from '@mocks/handlers/http-helpers'
import { server } from '@mocks/node'
import { findMainHeading, recordRequests, renderRoute } from '../render-route'

const CODE = 101011
const path = `/fundchart/${CODE}/${encodeURIComponent('HDFC Mutual Fund')}`
const costs = costsOf(CODE)!
const performance = performanceOf(CODE)!

/** The test's own formats: two decimals and "%" for a TER, en-IN grouping for whole rupees. */
const pct = (value: number) => `${value.toFixed(2)}%`
const rupees = (value: number) => `₹${Math.round(value).toLocaleString('en-IN')}`
/** The test's own statement of the 10-year cost: ₹1,00,000 grown 10 years at (r + TER) minus at r. */
const tenYearCost = (ter: number, rate: number) => 100_000 * ((1 + (rate + ter) / 100) ** 10 - (1 + rate / 100) ** 10)

const costsRegion = () => screen.getByRole('region', { name: 'Costs' })
const figure = (testId: string) => within(costsRegion()).getByTestId(testId)
/** The panel is lazy: wait for its first figure. */
const panelShown = () => screen.findByTestId('ter', {}, { timeout: 10_000 })

const answerCosts = (answer: (code: number) => Costs | null) =>
  server.use(http.get<{ schemeCode: string }>(`*${endpointPath('costs')}`, ({ params }) => ok('costs', { data: answer(Number(params.schemeCode)) })))

describe('the Costs panel', () => {
  it("shows the plan's TER as of AMFI's date, the other plan's, the median, the rank and the rupees at the 10 % fallback", async () => {
    // The fixture fund is younger than five years: the 10-year figure falls back to 10 % a year.
    expect(performance.returns.find((r) => r.period === '5Y')!.value).toBeNull()
    const recorder = recordRequests()
    await renderRoute(path)
    await findMainHeading()
    await panelShown()
    expect(recorder.count(`/scheme/${CODE}/costs`)).toBe(1)
    recorder.stop()

    const ter = figure('ter')
    expect(ter).toHaveTextContent(`TER as of ${formatDate(costs.asOf)} (AMFI)`)
    expect(ter.querySelector('time')).toHaveAttribute('datetime', '2026-11-01')
    expect(ter).toHaveTextContent(pct(costs.ter.total))
    expect(ter).toHaveTextContent(`a year, this ${costs.plan} plan`)

    expect(costs.otherPlanTer).not.toBeNull()
    expect(figure('other-plan-ter')).toHaveTextContent(`Regular plan's TER${pct(costs.otherPlanTer!.total)}`)

    const peers = `${costs.plan} plans in ${performance.subcategory}`
    expect(performance.subcategory).toBe('Large Cap')
    expect(figure('category-median')).toHaveTextContent(`${pct(costs.categoryMedian!)}of ${peers}`)
    const rank = costs.categoryRank!
    const rankCard = figure('category-rank')
    expect(rankCard.querySelector('dt')).toHaveTextContent('Rank, 1 = cheapest')
    expect(rankCard.querySelectorAll('dd')[0]).toHaveTextContent(rank === 1 ? 'Cheapest' : `${ordinal(rank)} cheapest`)
    expect(rankCard.querySelectorAll('dd')[1]).toHaveTextContent(`of ${costs.of} ${peers}`)

    expect(figure('yearly-cost')).toHaveTextContent(`Each year on ₹1,00,000${rupees((100_000 * costs.ter.total) / 100)}`)
    const tenYears = figure('ten-year-cost')
    expect(tenYears).toHaveTextContent(`Over 10 years on ₹1,00,000${rupees(tenYearCost(costs.ter.total, 10))}`)
    expect(tenYears).toHaveTextContent('at an assumed 10% a year, as this fund has no 5-year return yet')
    // The convention is in the small print.
    expect(within(costsRegion()).getByTestId('cost-convention')).toHaveTextContent(
      'minus the same grown at the return alone (returns are after costs, as NAVs are net of the TER)',
    )
  })

  it("prices the 10 years at the fund's own 5-year CAGR when it has one, and says so", async () => {
    // The fund's 3-year CAGR stands in for a 5-year one the fixtures do not have.
    const fiveYear = performance.returns.find((r) => r.period === '3Y')!.value!
    const older = structuredClone(performance)
    older.returns = older.returns.map((r) => (r.period === '5Y' ? { ...r, kind: 'cagr', value: fiveYear } : r))
    server.use(http.get(`*${endpointPath('performance')}`, () => ok('performance', { data: older })))
    await renderRoute(path)
    await panelShown()
    const tenYears = figure('ten-year-cost')
    expect(tenYears).toHaveTextContent(rupees(tenYearCost(costs.ter.total, fiveYear)))
    expect(tenYears).toHaveTextContent(`at this fund's 5-year return, ${Number(fiveYear.toFixed(2))}% a year`)
    expect(tenYears).not.toHaveTextContent('assumed')
  })

  it('lists the parts of the TER for both plans, each with what it is for', async () => {
    await renderRoute(path)
    await panelShown()
    const table = within(costsRegion()).getByRole('table', { name: 'What the TER is made of' })
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Part', 'This Direct plan', 'Regular plan'])
    const row = (name: RegExp) => within(table).getByRole('rowheader', { name }).closest('tr')!
    const cells = (name: RegExp) => within(row(name)).getAllByRole('cell').map((td) => td.textContent)
    const other = costs.otherPlanTer!
    expect(cells(/^Base/)).toEqual([pct(costs.ter.base!), pct(other.base!)])
    expect(row(/^Base/)).toHaveTextContent("within SEBI's limit for a fund of its size")
    expect(cells(/^Regulation 52\(6A\)\(b\)/)).toEqual([pct(costs.ter.additional52_6A_b!), pct(other.additional52_6A_b!)])
    expect(row(/^Regulation 52\(6A\)\(b\)/)).toHaveTextContent('inflows from beyond the top 30 cities')
    expect(cells(/^Regulation 52\(6A\)\(c\)/)).toEqual([pct(costs.ter.additional52_6A_c!), pct(other.additional52_6A_c!)])
    expect(row(/^Regulation 52\(6A\)\(c\)/)).toHaveTextContent('up to 0.05%')
    expect(cells(/^GST/)).toEqual([pct(costs.ter.gst!), pct(other.gst!)])
    expect(row(/^GST/)).toHaveTextContent("18% GST on the fund manager's fee")
    expect(cells(/^Total/)).toEqual([pct(costs.ter.total), pct(other.total)])
  })

  it("describes the TER's history, each change and its last step drawn on to the latest NAV date", async () => {
    await renderRoute(path)
    await panelShown()
    const region = costsRegion()
    expect(within(region).getByRole('heading', { level: 3, name: 'The TER over time' })).toBeInTheDocument()
    const history = within(region).getByRole('table', { name: 'Changes of the TER of the Direct plan' })
    const rows = within(history).getAllByRole('row').slice(1)
    expect(rows.map((tr) => tr.textContent)).toEqual(costs.history.map((entry) => `${formatDate(entry.date)}${pct(entry.total)}`))
    const first = costs.history[0]!
    const last = costs.history.at(-1)!
    expect(within(region).getByTestId('ter-summary')).toHaveTextContent(
      `TER from ${formatDate(first.date)} to ${formatDate(LATEST_NAV_DATE)}: ${pct(first.total)} at first, ${pct(last.total)} since ${formatDate(last.date)}; changed ${costs.history.length - 1} times`,
    )
  })

  it("says so when AMFI's report does not list the scheme, and the rest of the page stays", async () => {
    answerCosts(() => null)
    await renderRoute(path)
    await findMainHeading()
    expect(await within(costsRegion()).findByText(/^AMFI's TER report does not list this scheme/)).toBeInTheDocument()
    expect(screen.queryByTestId('ter')).not.toBeInTheDocument()
    expect(await screen.findByRole('region', { name: 'Returns' })).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Direct vs Regular' })).queryByTestId('ter-gap')).not.toBeInTheDocument()
  })

  it('fails alone: the section shows its error with Retry, logged once, and Retry brings the panel', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.get(`*${endpointPath('costs')}`, () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }), { once: true }),
    )
    await renderRoute(path)
    expect(await findMainHeading()).toHaveTextContent('Mutual Fund Details')
    const alert = within(costsRegion()).getByRole('alert')
    expect(alert).toHaveTextContent("We could not load the fund's costs")
    expect(alert).toHaveTextContent('The server could not answer this request')
    // The rest of the page is there, the plan gap without its TER line.
    expect(await screen.findByRole('region', { name: 'Returns' })).toBeInTheDocument()
    const planGap = screen.getByRole('region', { name: 'Direct vs Regular' })
    expect(within(planGap).getByText(/^Other plan:/)).toBeInTheDocument()
    expect(within(planGap).queryByTestId('ter-gap')).not.toBeInTheDocument()
    expect(log.mock.calls.filter(([message]) => message === 'Error fetching fund costs:')).toHaveLength(1)

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await panelShown()).toHaveTextContent(pct(costs.ter.total))
    expect(within(costsRegion()).queryByRole('alert')).not.toBeInTheDocument()
    expect(within(planGap).getByTestId('ter-gap')).toBeInTheDocument()
    log.mockRestore()
  })
})

describe('the Costs section while its data is on its way', () => {
  it('holds the panel\'s place with a spinner in a box of reserved height', () => {
    const pending = { data: undefined, isError: false, isPending: true, status: 'pending' } as unknown as UseQueryResult<Costs | null>
    render(
      <MantineProvider theme={theme}>
        <CostsSection query={pending} subcategory={undefined} fiveYearReturn={undefined} latestNavDate="20-11-2026" />
      </MantineProvider>,
    )
    const status = within(screen.getByRole('region', { name: 'Costs' })).getByRole('status')
    expect(status).toHaveTextContent("Loading the fund's costs")
    // The CSS module's class (tests see its name): the min-height that keeps the page below in place.
    expect(status.className).toMatch(/pending/)
  })
})

describe('the Direct-vs-Regular panel', () => {
  it('shows the TER gap beside the return gap, dearer plan first', async () => {
    await renderRoute(path)
    await panelShown()
    const direct = costs.ter.total
    const regular = costs.otherPlanTer!.total
    expect(regular).toBeGreaterThan(direct)
    const gap = within(screen.getByRole('region', { name: 'Direct vs Regular' })).getByTestId('ter-gap')
    expect(gap).toHaveTextContent(`Regular costs ${pct(regular - direct)} a year more (TER ${pct(regular)} vs ${pct(direct)}).`)
  })

  it("says the same from the Regular plan's page", async () => {
    const regularCode = performance.otherPlan!.schemeCode
    const regular = costsOf(regularCode)!
    await renderRoute(`/fundchart/${regularCode}/${encodeURIComponent('HDFC Mutual Fund')}`)
    await panelShown()
    expect(figure('other-plan-ter')).toHaveTextContent("Direct plan's TER")
    const gap = within(screen.getByRole('region', { name: 'Direct vs Regular' })).getByTestId('ter-gap')
    expect(gap).toHaveTextContent(
      `Regular costs ${pct(regular.ter.total - regular.otherPlanTer!.total)} a year more (TER ${pct(regular.ter.total)} vs ${pct(regular.otherPlanTer!.total)}).`,
    )
  })

  it("leaves the TER gap out when the other plan's TER is unknown", async () => {
    answerCosts((code) => ({ ...costsOf(code)!, otherPlanTer: null }))
    await renderRoute(path)
    await panelShown()
    expect(figure('other-plan-ter')).toHaveTextContent("not in AMFI's report")
    const parts = within(costsRegion()).getByRole('table', { name: 'What the TER is made of' })
    expect(within(parts).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Part', 'This Direct plan'])
    expect(within(screen.getByRole('region', { name: 'Direct vs Regular' })).queryByTestId('ter-gap')).not.toBeInTheDocument()
  })
})

describe('the TER chart', () => {
  const series = terSeries(costs.history, costs.asOf, '20-11-2026')!

  function renderPlot() {
    render(
      <MantineProvider theme={theme}>
        <TerChartPlot series={series} width={600} height={200} label="the Direct plan" summaryId="summary" />
      </MantineProvider>,
    )
  }

  it('draws one step per change, the last one on to the end date', () => {
    renderPlot()
    expect(screen.getAllByTestId('ter-change')).toHaveLength(costs.history.length)
    const d = screen.getByTestId('ter-line').getAttribute('d')!
    // curveStepAfter: a horizontal then a vertical segment per change, and the closing step to the end.
    const vertices = d.match(/[ML]/g)!.length
    expect(vertices).toBe(1 + 2 * costs.history.length)
    expect(series.endIso).toBe(LATEST_NAV_DATE)
  })

  it('is named, described and read with the arrow keys', () => {
    renderPlot()
    const plot = screen.getByRole('group', { name: 'TER history of the Direct plan. Use the arrow keys to read each change.' })
    expect(plot).toHaveAttribute('aria-roledescription', 'chart')
    expect(plot).toHaveAttribute('aria-describedby', 'summary')
    fireEvent.keyDown(plot, { key: 'Home' })
    const first = costs.history[0]!
    expect(screen.getByTestId('ter-tooltip')).toHaveTextContent(`From ${formatDate(first.date)}TER ${pct(first.total)}`)
    expect(plot).toHaveTextContent(`From ${formatDate(first.date)}: TER ${pct(first.total)}`)
  })

  it('sums up a lone TER as unchanged', () => {
    const lone = terSeries([{ date: '01-04-2025', total: 0.5 }], '01-04-2025', '20-11-2026')!
    expect(terSummary(lone)).toBe(`TER from ${formatDate('01-04-2025')} to ${formatDate('20-11-2026')}: 0.50% a year throughout.`)
    expect(terSeries([], '20-11-2026')).toBeNull()
  })

  it('orders words of rank', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th', '112th',
    ])
  })
})
