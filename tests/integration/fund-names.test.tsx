import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { act } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints'
import { EMPTY_FUND_HOUSE_ID, fundHouses, fundListByAmc, NULL_NAME_SCHEME_CODE } from '@mocks/fixtures'
import { server } from '@mocks/node'
import { findMainHeading, recordRequests, renderRoute } from '../render-route'

const hdfc = fundHouses[0]!
const icici = fundHouses[1]!
const pathOf = (house: (typeof fundHouses)[number], search = '') =>
  `/fund-names/${house.id}/${encodeURIComponent(house.fund_house_name)}${search}`

const table = () => screen.getByRole('table', { name: /^Funds of / })
const rows = () => within(table()).getAllByRole('row').slice(1)

async function open(path: string) {
  const view = await renderRoute(path)
  expect(await findMainHeading()).toHaveTextContent('Fund Categories and Listings')
  return view
}

beforeEach(() => sessionStorage.clear())

describe('/fund-names', () => {
  it('shows the heading, subtitle and a one-column Fund Name table with logo and name', async () => {
    await open(pathOf(hdfc))
    expect(screen.getByText('Explore diverse mutual fund types and their current offerings.')).toBeInTheDocument()
    expect(within(table()).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Fund Name'])
    const funds = fundListByAmc(hdfc.fund_house_name)
    expect(rows()).toHaveLength(funds.length)
    const first = rows()[0]!
    expect(within(first).getByRole('link', { name: funds[0]!.schemeName! })).toHaveAttribute(
      'href',
      `/fundchart/${funds[0]!.schemeCode}/${encodeURIComponent(hdfc.fund_house_name)}`,
    )
    expect(first.querySelector('img')).toHaveAttribute('src', funds[0]!.logo)
  })

  it('shows N/A for a fund without a name', async () => {
    await open(pathOf(icici))
    expect(screen.getByRole('link', { name: 'N/A' })).toHaveAttribute(
      'href',
      `/fundchart/${NULL_NAME_SCHEME_CODE}/${encodeURIComponent(icici.fund_house_name)}`,
    )
  })

  it('says so when the house has no funds', async () => {
    const shriram = fundHouses.find((h) => h.id === EMPTY_FUND_HOUSE_ID)!
    await open(pathOf(shriram))
    expect(screen.getByText('No mutual funds available')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('narrows the list to the category and subcategory of the address', async () => {
    await open(pathOf(hdfc, '?category=Equity&subcategory=Large%20Cap'))
    expect(rows().map((row) => row.textContent)).toEqual([
      'HDFC Large Cap Fund - Direct Plan - Growth',
      'HDFC Large Cap Fund - Regular Plan - Growth',
    ])
    expect(screen.getByText(/Equity \/ Large Cap/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Show all funds' }))
    expect(await screen.findAllByRole('row')).toHaveLength(fundListByAmc(hdfc.fund_house_name).length + 1)
  })

  it('narrows by category alone', async () => {
    await open(pathOf(hdfc, '?category=Hybrid'))
    expect(rows()).toHaveLength(6)
    expect(rows().every((row) => /Hybrid|Arbitrage/.test(row.textContent ?? ''))).toBe(true)
  })

  it('lists everything for an unknown category', async () => {
    const recorder = recordRequests()
    await open(pathOf(hdfc, '?category=Gold'))
    expect(rows()).toHaveLength(fundListByAmc(hdfc.fund_house_name).length)
    // Without a (valid) filter the categorised list is not needed.
    expect(recorder.count('/all-funds-by-amc/')).toBe(0)
    recorder.stop()
  })

  it('reuses the company page data for the filter instead of asking twice', async () => {
    const user = userEvent.setup()
    const recorder = recordRequests()
    await renderRoute(`/company-details/1/${encodeURIComponent(hdfc.fund_house_name)}?category=Equity&subcategory=Mid%20Cap`)
    await user.click(await screen.findByRole('link', { name: 'View More' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Fund Categories and Listings' })).toBeInTheDocument()
    expect(rows()).toHaveLength(2)
    expect(recorder.count('/all-funds-by-amc/')).toBe(1)
    recorder.stop()
  })

  it('reloads when the fund house in the address changes', async () => {
    const recorder = recordRequests()
    const { router } = await open(pathOf(hdfc))
    expect(screen.getByRole('link', { name: 'HDFC Gilt Fund - Direct Plan - Growth' })).toBeInTheDocument()
    await act(() => router.navigate({ to: '/fund-names/$id/$name', params: { id: icici.id, name: icici.fund_house_name } }))
    expect(await screen.findByRole('link', { name: 'ICICI Prudential Gilt Fund - Direct Plan - Growth' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^HDFC / })).not.toBeInTheDocument()
    expect(recorder.count('/funds-by-amc/')).toBe(2)
    recorder.stop()
  })

  it('a click anywhere on a row, or Enter on its link, opens the fund page', async () => {
    const user = userEvent.setup()
    const { router } = await open(pathOf(hdfc))
    await user.click(rows()[2]!.querySelector('img')!)
    expect(await screen.findByRole('heading', { level: 1, name: 'Mutual Fund Details' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`/fundchart/${fundListByAmc(hdfc.fund_house_name)[2]!.schemeCode}/HDFC Mutual Fund`)

    await act(() => router.history.back())
    await findMainHeading()
    const link = await screen.findByRole('link', { name: 'HDFC Gilt Fund - Direct Plan - Growth' })
    link.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { level: 2, name: 'HDFC Gilt Fund - Direct Plan - Growth' })).toBeInTheDocument()
  })

  it('a failed call is an error state whose Retry recovers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.post(`*${endpointPath('fundsByAmc')}`, () => HttpResponse.json({ unexpected: true }), { once: true }))
    await renderRoute(pathOf(hdfc))
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Fund Categories and Listings' })).toBeInTheDocument()
    expect(rows().length).toBeGreaterThan(0)
  })
})
