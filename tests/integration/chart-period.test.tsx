/** The fund chart's period control: links kept in the address, cut from the cached history, no request. */
import { createElement } from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type * as FundDetailPageModule from '@/features/fund/FundDetailPage'
import type { NavEntry } from '@common/contract/schemas'
import { periodReturn, periodStart } from '@common/figures/periods'
import { CHART_PERIODS, chartHistoryOf, periodFigure, periodPoints, validateChartSearch } from '@/lib/chart-period'
import { formatDate } from '@/lib/dates'
import { formatPercent } from '@/lib/format'
import { toNavSeries } from '@/lib/nav-series'
import { fundDetailOf, schemeByCode } from '@mocks/fixtures'
import { findMainHeading, recordRequests, renderRoute } from '../render-route'

// Counts the renders of the page around the chart: a period switch must not render it again.
const page = vi.hoisted(() => ({ renders: 0 }))
vi.mock('@/features/fund/FundDetailPage', async (importOriginal) => {
  const original = await importOriginal<typeof FundDetailPageModule>()
  return {
    ...original,
    FundDetailPage: (props: Parameters<typeof original.FundDetailPage>[0]) => {
      page.renders++
      return createElement(original.FundDetailPage, props)
    },
  }
})

const detail = fundDetailOf(schemeByCode(101011)!)
const path = `/fundchart/101011/${encodeURIComponent('HDFC Mutual Fund')}`
const series = toNavSeries(detail.navHistory).map((p) => ({ date: p.iso, nav: p.nav }))
/** yyyy-mm-dd to the API's dd-mm-yyyy. */
const dmy = (iso: string) => iso.split('-').reverse().join('-')
// The chart's code is a lazy chunk, transformed on first use: slow on a busy machine.
const SLOW = { timeout: 10_000 }

describe('the period of a parsed history', () => {
  const history = chartHistoryOf(detail.navHistory)

  it('parses a history once: the same answer gives the same parsed history', () => {
    expect(chartHistoryOf(detail.navHistory)).toBe(history)
    expect(history.points).toHaveLength(series.length)
    expect(history.figures).toEqual(series)
    // Another answer (a refetch) is parsed again.
    expect(chartHistoryOf([...detail.navHistory])).not.toBe(history)
  })

  it('All is every point with the since-first-NAV return', () => {
    expect(periodPoints(history, 'All')).toBe(history.points)
    expect(periodFigure(history, 'All')).toEqual(periodReturn(series, 'SI'))
  })

  it('1Y starts at the NAV on or before a year back and carries the CAGR', () => {
    const points = periodPoints(history, '1Y')
    expect(periodFigure(history, '1Y')).toEqual(periodReturn(series, '1Y'))
    expect(periodFigure(history, '1Y').kind).toBe('cagr')
    const dates = points.map((p) => p.iso)
    expect(dates[0]! <= '2025-11-20').toBe(true)
    expect(dates.filter((d) => d <= '2025-11-20')).toHaveLength(1)
    expect(dates.at(-1)).toBe('2026-11-20')
  })

  it("every period's points are those on or after its base NAV's date (the search finds what a scan would)", () => {
    for (const period of CHART_PERIODS) {
      if (period === 'All') continue
      const start = periodStart(series.at(-1)!.date, period)
      const base = series.filter((p) => p.date <= start).at(-1)?.date ?? series[0]!.date
      expect(periodPoints(history, period).map((p) => p.iso)).toEqual(series.filter((p) => p.date >= base).map((p) => p.date))
    }
  })

  it('a period longer than the history keeps it whole and has no figure', () => {
    expect(periodPoints(history, '5Y')).toBe(history.points)
    expect(periodFigure(history, '5Y')).toEqual({ period: '5Y', kind: null, value: null })
  })

  it('reads a history in any order, skipping what is not a NAV', () => {
    const messy: NavEntry[] = [
      { date: '01-10-2026', nav: '10' },
      { date: '20-11-2026', nav: '12' },
      { date: '31-02-2026', nav: '9' },
      { date: '15-10-2026', nav: 'n/a' },
      { date: '19-10-2026', nav: '11' },
    ]
    expect(periodPoints(chartHistoryOf(messy), '1M').map((p) => p.iso)).toEqual(['2026-10-19', '2026-11-20'])
    expect(periodFigure(chartHistoryOf(messy), '1M').value).toBeCloseTo((12 / 11 - 1) * 100, 9)
  })

  it('an unknown ?period= is the default view', () => {
    expect(validateChartSearch({ period: '2Y' })).toEqual({ period: undefined })
    expect(validateChartSearch({ period: 'All' })).toEqual({ period: undefined })
    expect(validateChartSearch({ period: '3M' })).toEqual({ period: '3M' })
  })
})

describe('the control on the fund page', () => {
  /** The links marked as the page shown (aria-current), by name. */
  const current = (group: HTMLElement) =>
    within(group)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent)

  it('is a labelled group of links to the page at each period, the shown one marked current', async () => {
    await renderRoute(path)
    await findMainHeading()
    const group = await screen.findByRole('group', { name: 'Chart period' }, SLOW)
    const links = within(group).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([...CHART_PERIODS])
    // The default period has no parameter; the others name theirs, so they work without JavaScript.
    expect(within(group).getByRole('link', { name: 'All' })).toHaveAttribute('href', path)
    expect(within(group).getByRole('link', { name: '1Y' })).toHaveAttribute('href', `${path}?period=1Y`)
    expect(current(group)).toEqual(['All'])
    expect(within(group).queryAllByRole('button')).toEqual([])
  })

  it('switching to 1Y changes the address, the shown return and then the chart, asks the server for nothing and leaves the page alone', async () => {
    const { router, queryClient } = await renderRoute(path)
    await findMainHeading()
    const group = await screen.findByRole('group', { name: 'Chart period' }, SLOW)
    expect(screen.getByTestId('period-return')).toHaveTextContent(`Since first NAV return: ${formatPercent(periodReturn(series, 'SI').value)} (CAGR, a year)`)
    expect(await screen.findByTestId('nav-summary', {}, SLOW)).toHaveTextContent(`NAV history from ${formatDate(detail.navHistory.at(-1)!.date)}`)
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), SLOW)
    const rendersBefore = page.renders
    expect(rendersBefore).toBeGreaterThan(0)

    const recorder = recordRequests()
    await userEvent.click(within(group).getByRole('link', { name: '1Y' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ period: '1Y' }), SLOW)
    expect(current(group)).toEqual(['1Y'])
    expect(screen.getByTestId('period-return')).toHaveTextContent(`1Y return: ${formatPercent(periodReturn(series, '1Y').value)} (CAGR, a year)`)
    // The chart follows: it draws from the 1Y base NAV.
    const base = periodPoints(chartHistoryOf(detail.navHistory), '1Y')[0]!
    await waitFor(() => expect(screen.getByTestId('nav-summary')).toHaveTextContent(`NAV history from ${formatDate(dmy(base.iso))}`), SLOW)
    expect(screen.getByTestId('nav-summary').closest('[aria-busy]')).toBeNull()

    await userEvent.click(within(group).getByRole('link', { name: '3M' }))
    expect(await screen.findByText('(absolute)', {}, SLOW)).toBeInTheDocument()
    await userEvent.click(within(group).getByRole('link', { name: 'All' }))
    await waitFor(() => expect(router.state.location.href).toBe(path), SLOW)
    expect(current(group)).toEqual(['All'])
    expect(recorder.requests.filter((r) => r.path !== '/api/v1/meta')).toEqual([])
    recorder.stop()
    // Only the chart and its control rendered: not the page with its analytics, costs and calculator.
    expect(page.renders).toBe(rendersBefore)
    // The switch replaced the history entry rather than adding one per period.
    expect(router.history.length).toBe(1)
  })

  it('a link with ?period=6M opens on that period, chart and all', async () => {
    await renderRoute(`${path}?period=6M`)
    await findMainHeading()
    const group = await screen.findByRole('group', { name: 'Chart period' }, SLOW)
    expect(current(group)).toEqual(['6M'])
    expect(screen.getByTestId('period-return')).toHaveTextContent('6M return:')
    const base = periodPoints(chartHistoryOf(detail.navHistory), '6M')[0]!
    expect(await screen.findByTestId('nav-summary', {}, SLOW)).toHaveTextContent(`NAV history from ${formatDate(dmy(base.iso))}`)
  })

  it('draws the chart in a later commit than the links and the return, dimmed (aria-busy) in between', async () => {
    await renderRoute(path)
    await findMainHeading()
    const summary = await screen.findByTestId('nav-summary', {}, SLOW)
    const figure = screen.getByTestId('period-return')
    // Every DOM change from here, in commit order.
    const records: MutationRecord[] = []
    const observer = new MutationObserver((batch) => records.push(...batch))
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeOldValue: true })
    await userEvent.click(within(screen.getByRole('group', { name: 'Chart period' })).getByRole('link', { name: '1M' }))
    // The navigation starts a frame after the click (src/app/navigate-after-paint.ts): wait for it, then for the chart.
    await waitFor(() => expect(current(screen.getByRole('group', { name: 'Chart period' }))).toEqual(['1M']), SLOW)
    await waitFor(() => expect(screen.getByTestId('nav-summary').closest('[aria-busy]')).toBeNull(), SLOW)
    records.push(...observer.takeRecords())
    observer.disconnect()

    const inside = (element: Element) => (record: MutationRecord) => element.contains(record.target)
    const busy = (on: boolean) => (record: MutationRecord) =>
      record.attributeName === 'aria-busy' && (on ? record.oldValue === null : record.oldValue === 'true')
    const returnChanged = records.findIndex(inside(figure))
    const dimmed = records.findIndex(busy(true))
    const chartChanged = records.findIndex(inside(summary))
    const undimmed = records.findIndex(busy(false))
    expect(returnChanged).toBeGreaterThanOrEqual(0)
    expect(dimmed).toBeGreaterThanOrEqual(0)
    expect(chartChanged).toBeGreaterThan(Math.max(returnChanged, dimmed))
    expect(undimmed).toBeGreaterThan(dimmed)
    const base = periodPoints(chartHistoryOf(detail.navHistory), '1M')[0]!
    expect(screen.getByTestId('nav-summary')).toHaveTextContent(`NAV history from ${formatDate(dmy(base.iso))}`)
  })
})
