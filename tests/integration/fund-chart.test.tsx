import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { MantineProvider } from '@mantine/core'
import { endpointPath } from '../../common/contract/endpoints'
import type { NavEntry } from '../../common/contract/schemas'
import { NavChartPlot } from '@/features/chart/NavChart'
import { formatDate } from '@/lib/dates'
import { formatNav, formatPercent } from '@/lib/format'
import { toNavSeries } from '@/lib/nav-series'
import { EMPTY_HISTORY_SCHEME_CODE, fundDetailOf, schemeByCode } from '@mocks/fixtures'
import { server } from '@mocks/node'
import { findMainHeading, renderRoute } from '../render-route'

const detail = fundDetailOf(schemeByCode(101011)!)
const path = `/fundchart/101011/${encodeURIComponent('HDFC Mutual Fund')}`

describe('/fundchart: the fund page', () => {
  it('shows the banner, logo, name, returns, NAV panel, rating and fund information', async () => {
    await renderRoute(path)
    expect(await findMainHeading()).toHaveTextContent('Mutual Fund Details')
    expect(screen.getByText('Comprehensive Insights into Your Selected Mutual Fund')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: detail.schemeName })).toBeInTheDocument()

    const oneMonth = screen.getByText('1M return').nextElementSibling!
    expect(oneMonth).toHaveTextContent(formatPercent(detail.oneMonthReturn))
    const oneDay = screen.getByText('1D').nextElementSibling!
    expect(oneDay).toHaveTextContent(formatPercent(detail.oneDayReturn))
    expect(oneDay).toHaveAttribute('data-trend', detail.oneDayReturn! >= 0 ? 'positive' : 'negative')

    expect(screen.getByText('NAV :').nextElementSibling).toHaveTextContent(formatDate(detail.latestNAVDate))
    expect(screen.getByTestId('latest-nav')).toHaveTextContent(formatNav(detail.latestNAV))
    expect(screen.getByTestId('latest-nav').textContent).toMatch(/^₹[\d,]+\.\d{2}$/)
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5 stars' }).querySelectorAll('svg')).toHaveLength(5)

    expect(screen.getByRole('heading', { name: 'Fund Information' })).toBeInTheDocument()
    const info = (label: string) => screen.getByRole('rowheader', { name: label }).nextElementSibling
    expect(info('Fund House')).toHaveTextContent(detail.fundHouse)
    expect(info('Schedule Type')).toHaveTextContent(detail.schemeType)
    expect(info('Category')).toHaveTextContent(detail.category)
  })

  it('styles a negative 1D return as negative and a zero one as positive', async () => {
    server.use(http.post(`*${endpointPath('fundNav')}`, () => HttpResponse.json({ ...detail, oneDayReturn: -0.42 }), { once: true }))
    await renderRoute(path)
    await findMainHeading()
    expect(screen.getByText('1D').nextElementSibling).toHaveAttribute('data-trend', 'negative')
    expect(screen.getByText('1D').nextElementSibling).toHaveTextContent('−0.42%')
  })

  it('scrolls to the top on open', async () => {
    const scrollTo = vi.mocked(window.scrollTo)
    scrollTo.mockClear()
    await renderRoute(path)
    await findMainHeading()
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 })
  })

  it('describes the chart for screen readers: range, extremes and latest NAV', async () => {
    await renderRoute(path)
    const summary = await screen.findByTestId('nav-summary')
    const series = toNavSeries(detail.navHistory)
    expect(summary).toHaveTextContent(`NAV history from ${formatDate(detail.navHistory.at(-1)!.date)}`)
    expect(summary).toHaveTextContent(`to ${formatDate(detail.latestNAVDate)}, ${series.length} values`)
    expect(summary).toHaveTextContent(`Lowest ${formatNav(Math.min(...series.map((p) => p.nav)))}`)
    expect(summary).toHaveTextContent(`highest ${formatNav(Math.max(...series.map((p) => p.nav)))}`)
    expect(summary).toHaveTextContent(`Latest NAV ${formatNav(series.at(-1)!.nav)}`)
  })

  it('says the chart is unavailable when the history is empty', async () => {
    await renderRoute(`/fundchart/${EMPTY_HISTORY_SCHEME_CODE}/${encodeURIComponent('Axis Mutual Fund')}`)
    expect(await screen.findByText('The chart is currently unavailable')).toBeInTheDocument()
    expect(screen.getByText('1D').nextElementSibling).toHaveTextContent('–')
  })

  it('says the chart is unavailable for a single NAV (nothing to draw over time)', async () => {
    server.use(
      http.post(`*${endpointPath('fundNav')}`, () =>
        HttpResponse.json({ ...detail, navHistory: [{ date: '09-10-2026', nav: '11.9960' }] }),
      ),
    )
    await renderRoute(path)
    expect(await screen.findByText('The chart is currently unavailable')).toBeInTheDocument()
  })

  it('a failed call is an error state whose Retry recovers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.post(`*${endpointPath('fundNav')}`, () => new HttpResponse(null, { status: 502 }), { once: true }))
    await renderRoute(path)
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 2, name: detail.schemeName })).toBeInTheDocument()
  })
})

/** A long history: `n` weekdays back from 20-11-2026, newest first like the API. */
function history(n: number): NavEntry[] {
  const out: NavEntry[] = []
  const day = new Date(2026, 10, 20)
  for (let i = 0; out.length < n; i++) {
    if (day.getDay() !== 0 && day.getDay() !== 6) {
      const dmy = `${String(day.getDate()).padStart(2, '0')}-${String(day.getMonth() + 1).padStart(2, '0')}-${day.getFullYear()}`
      out.push({ date: dmy, nav: (100 + 20 * Math.sin(i / 40) + i / 100).toFixed(4) })
    }
    day.setDate(day.getDate() - 1)
  }
  return out
}

function renderPlot(entries: NavEntry[], width = 800) {
  const series = toNavSeries(entries)
  const view = render(
    <MantineProvider>
      <NavChartPlot series={series} width={width} height={300} label="Test Fund" summaryId="summary" />
    </MantineProvider>,
  )
  return { ...view, series }
}

describe('the NAV chart drawing', () => {
  it('draws a green line of width 2 over a gradient fill, without grid lines', () => {
    const { container } = renderPlot(history(300))
    const line = screen.getByTestId('nav-line')
    expect(line).toHaveAttribute('stroke', '#2f9e44')
    expect(line).toHaveAttribute('stroke-width', '2')
    expect(line.getAttribute('d')!.length).toBeGreaterThan(1000)
    const gradient = container.querySelector('linearGradient')!
    expect(container.querySelector(`path[fill="url(#${gradient.id})"]`)).not.toBeNull()
    expect(container.querySelectorAll('.visx-grid, .visx-rows, .visx-columns')).toHaveLength(0)
  })

  it('labels the axes with dates and rupees', () => {
    const { container } = renderPlot(history(900))
    const ticks = [...container.querySelectorAll('.visx-axis-tick text')].map((t) => t.textContent)
    expect(ticks.some((t) => /^₹[\d,.]+$/.test(t ?? ''))).toBe(true)
    expect(ticks.some((t) => /^[A-Z][a-z]{2,3} 20\d\d$/.test(t ?? ''))).toBe(true)
  })

  it('draws a thinned path for 5,000+ points but reads the tooltip from every point', () => {
    const { container, series } = renderPlot(history(5200), 1000)
    const commands = screen.getByTestId('nav-line').getAttribute('d')!.match(/[ML]/g)!.length
    expect(series).toHaveLength(5200)
    expect(commands).toBeLessThanOrEqual(1000)

    // Pointer over the plot: the crosshair snaps to the nearest real point.
    const hitArea = container.querySelector('rect[fill="transparent"]')!
    fireEvent.pointerMove(hitArea, { clientX: 500, clientY: 100, pointerType: 'mouse' })
    const tooltip = screen.getByTestId('nav-tooltip')
    expect(tooltip.textContent).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}NAV ₹[\d,]+\.\d{2}$/)
    const shown = series.find((p) => tooltip.textContent!.includes(`NAV ${formatNav(p.nav)}`) && tooltip.textContent!.startsWith(formatDate(p.iso)))
    expect(shown).toBeDefined()
    expect(screen.getByTestId('nav-crosshair')).toBeInTheDocument()

    // A mouse leaving clears it; touch keeps the reading on screen.
    fireEvent.pointerLeave(hitArea, { pointerType: 'mouse' })
    expect(screen.queryByTestId('nav-tooltip')).not.toBeInTheDocument()
    fireEvent.pointerDown(hitArea, { clientX: 300, clientY: 100, pointerType: 'touch' })
    fireEvent.pointerLeave(hitArea, { pointerType: 'touch' })
    expect(screen.getByTestId('nav-tooltip')).toBeInTheDocument()
  })

  it('reads values with the arrow keys and announces them', async () => {
    const user = userEvent.setup()
    const { series } = renderPlot(history(50))
    const chart = screen.getByRole('group', { name: /NAV history of Test Fund/ })
    chart.focus()
    await user.keyboard('{End}')
    const last = series.at(-1)!
    expect(screen.getByTestId('nav-tooltip')).toHaveTextContent(`${formatDate(last.iso)}NAV ${formatNav(last.nav)}`)
    await user.keyboard('{ArrowLeft}')
    const previous = series.at(-2)!
    expect(screen.getByText(`${formatDate(previous.iso)}: NAV ${formatNav(previous.nav)}`)).toBeInTheDocument()
    await user.keyboard('{Home}')
    expect(screen.getByTestId('nav-tooltip')).toHaveTextContent(formatDate(series[0]!.iso))
    await user.keyboard('{Escape}')
    expect(screen.queryByTestId('nav-tooltip')).not.toBeInTheDocument()
  })

  it('is rebuilt when the history changes', () => {
    const { rerender } = renderPlot(history(100))
    const before = screen.getByTestId('nav-line').getAttribute('d')
    rerender(
      <MantineProvider>
        <NavChartPlot series={toNavSeries(history(40))} width={800} height={300} label="Test Fund" summaryId="summary" />
      </MantineProvider>,
    )
    expect(screen.getByTestId('nav-line').getAttribute('d')).not.toBe(before)
  })

  it('handles a history of one NAV', () => {
    renderPlot([{ date: '20-11-2026', nav: '10.0000' }])
    expect(within(screen.getByRole('group')).getByTestId('nav-line')).toBeInTheDocument()
  })
})
