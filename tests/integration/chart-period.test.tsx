/** The fund chart's period control: kept in the address, cut from the cached history, no request. */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { periodReturn } from '@common/figures/periods'
import { chartSlice, validateChartSearch } from '@/lib/chart-period'
import { formatPercent } from '@/lib/format'
import { toNavSeries } from '@/lib/nav-series'
import { fundDetailOf, schemeByCode } from '@mocks/fixtures'
import { findMainHeading, recordRequests, renderRoute } from '../render-route'

const detail = fundDetailOf(schemeByCode(101011)!)
const path = `/fundchart/101011/${encodeURIComponent('HDFC Mutual Fund')}`
const series = toNavSeries(detail.navHistory).map((p) => ({ date: p.iso, nav: p.nav }))
const iso = (dmy: string) => dmy.split('-').reverse().join('-')

describe('chartSlice', () => {
  it('All is the whole history with the since-first-NAV return', () => {
    const slice = chartSlice(detail.navHistory, 'All')
    expect(slice.history).toHaveLength(detail.navHistory.length)
    expect(slice.figure).toEqual(periodReturn(series, 'SI'))
  })

  it('1Y starts at the NAV on or before a year back and carries the CAGR', () => {
    const slice = chartSlice(detail.navHistory, '1Y')
    const expected = periodReturn(series, '1Y')
    expect(slice.figure).toEqual(expected)
    expect(slice.figure.kind).toBe('cagr')
    const dates = slice.history.map((e) => iso(e.date)).sort()
    expect(dates[0]! <= '2025-11-20').toBe(true)
    expect(dates.filter((d) => d <= '2025-11-20')).toHaveLength(1)
    expect(dates.at(-1)).toBe('2026-11-20')
  })

  it('a period longer than the history keeps it whole and has no figure', () => {
    const slice = chartSlice(detail.navHistory, '5Y')
    expect(slice.history).toHaveLength(detail.navHistory.length)
    expect(slice.figure).toEqual({ period: '5Y', kind: null, value: null })
  })

  it('an unknown ?period= is the default view', () => {
    expect(validateChartSearch({ period: '2Y' })).toEqual({ period: undefined })
    expect(validateChartSearch({ period: 'All' })).toEqual({ period: undefined })
    expect(validateChartSearch({ period: '3M' })).toEqual({ period: '3M' })
  })
})

describe('the control on the fund page', () => {
  it('switching to 1Y changes the address and the shown return, and asks the server for nothing', async () => {
    const { router } = await renderRoute(path)
    await findMainHeading()
    const group = await screen.findByRole('group', { name: 'Chart period' })
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByTestId('period-return')).toHaveTextContent(`Since first NAV return: ${formatPercent(periodReturn(series, 'SI').value)} (CAGR, a year)`)

    const recorder = recordRequests()
    await userEvent.click(screen.getByRole('button', { name: '1Y' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ period: '1Y' }))
    expect(screen.getByRole('button', { name: '1Y' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByTestId('period-return')).toHaveTextContent(`1Y return: ${formatPercent(periodReturn(series, '1Y').value)} (CAGR, a year)`)
    await userEvent.click(screen.getByRole('button', { name: '3M' }))
    expect(await screen.findByText('(absolute)')).toBeInTheDocument()
    expect(recorder.requests.filter((r) => r.path !== '/api/v1/meta')).toEqual([])
    recorder.stop()
    expect(group).toBeInTheDocument()
  })

  it('a link with ?period=6M opens on that period', async () => {
    await renderRoute(`${path}?period=6M`)
    await findMainHeading()
    expect(await screen.findByRole('button', { name: '6M' })).toHaveAttribute('aria-pressed', 'true')
  })
})
