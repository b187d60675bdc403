import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints'
import { formatNav, formatPercent } from '@/lib/format'
import { collectionFunds } from '@mocks/fixtures'
import { server } from '@mocks/node'
import { findMainHeading, renderRoute } from '../render-route'

const cards = () => within(screen.getByRole('main')).getAllByRole('listitem')

beforeEach(() => sessionStorage.clear())

describe('/investment-products', () => {
  it.each([
    ['equity', 'High Return funds'],
    ['large', 'Large Cap funds'],
    ['mid', 'Mid Cap funds'],
    ['small', 'Small Cap funds'],
    ['tax', 'Tax Saving funds'],
  ] as const)('%s: a card per fund with logo, name, YTD return and Latest Nav', async (value, heading) => {
    await renderRoute(`/investment-products/${value}`)
    expect(await findMainHeading()).toHaveTextContent(heading)
    const funds = collectionFunds(value)
    expect(cards()).toHaveLength(funds.length)
    const first = within(cards()[0]!)
    const fund = funds[0]!
    expect(first.getByRole('link', { name: fund.schemeName })).toHaveAttribute(
      'href',
      `/fundchart/${fund.schemeCode}/${encodeURIComponent(fund.fundHouseName)}`,
    )
    expect(first.getByText(fund.fundHouseName)).toBeInTheDocument()
    expect(cards()[0]!.querySelector('img')).toHaveAttribute('src', fund.fundHouseLogo)
    expect(first.getByText('YTD return').nextElementSibling).toHaveTextContent(formatPercent(fund.ytdReturn))
    expect(first.getByText('Latest Nav').nextElementSibling).toHaveTextContent(formatNav(fund.latestNAV))
  })

  it('a click on a card opens the fund page of that fund house', async () => {
    const user = userEvent.setup()
    const { router } = await renderRoute('/investment-products/large')
    await findMainHeading()
    const fund = collectionFunds('large')[1]!
    await user.click(within(cards()[1]!).getByText('Latest Nav'))
    expect(await screen.findByRole('heading', { level: 2, name: fund.schemeName })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`/fundchart/${fund.schemeCode}/${fund.fundHouseName}`)
  })

  it('says so when a collection is empty', async () => {
    server.use(http.post(`*${endpointPath('fundsByCategory')}`, () => HttpResponse.json([])))
    await renderRoute('/investment-products/tax')
    expect(await screen.findByText('No mutual funds available')).toBeInTheDocument()
  })

  it('shows a dash for a YTD return that cannot be computed', async () => {
    const fund = { ...collectionFunds('mid')[0]!, ytdReturn: null }
    server.use(http.post(`*${endpointPath('fundsByCategory')}`, () => HttpResponse.json([fund])))
    await renderRoute('/investment-products/mid')
    await findMainHeading()
    expect(within(cards()[0]!).getByText('YTD return').nextElementSibling).toHaveTextContent('–')
  })

  it('a failed call is an error state whose Retry recovers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.post(`*${endpointPath('fundsByCategory')}`, () => HttpResponse.error(), { once: true }))
    await renderRoute('/investment-products/equity')
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'High Return funds' })).toBeInTheDocument()
    expect(cards()).toHaveLength(collectionFunds('equity').length)
  })
})
