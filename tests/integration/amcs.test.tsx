import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints'
import { fundHouses } from '@mocks/fixtures'
import { server } from '@mocks/node'
import { findMainHeading, renderRoute } from '../render-route'

const hdfc = fundHouses[0]!

describe('/amcs', () => {
  it('shows every fund house as a logo tile linking to its page, named for screen readers', async () => {
    await renderRoute('/amcs')
    expect(await findMainHeading()).toHaveTextContent('Asset Management Companies')
    const main = within(screen.getByRole('main'))
    for (const house of fundHouses) {
      const link = main.getByRole('link', { name: new RegExp(`^${house.fund_house_name}`) })
      expect(link).toHaveAttribute('href', `/company-details/${house.id}/${encodeURIComponent(house.fund_house_name)}`)
      expect(within(link).getByRole('presentation', { hidden: true })).toHaveAttribute('src', house.logo)
    }
  })

  it('a click on a tile opens the company page', async () => {
    await renderRoute('/amcs')
    await findMainHeading()
    await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: /^HDFC Mutual Fund/ }))
    expect(await screen.findByRole('heading', { level: 1, name: hdfc.name })).toBeInTheDocument()
  })

  it('Enter on a focused tile opens the company page', async () => {
    const user = userEvent.setup()
    await renderRoute('/amcs')
    await findMainHeading()
    within(screen.getByRole('main')).getByRole('link', { name: /^Axis Mutual Fund/ }).focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { level: 1, name: fundHouses[3]!.name })).toBeInTheDocument()
  })

  it('says so when there are no fund houses', async () => {
    server.use(http.get(`*${endpointPath('fundHouses')}`, () => HttpResponse.json({ data: [] })))
    await renderRoute('/amcs')
    expect(await screen.findByText('No fund houses available right now.')).toBeInTheDocument()
  })

  it('a failed call is an error state whose Retry recovers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.get(`*${endpointPath('fundHouses')}`, () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 503 }), {
        once: true,
      }),
    )
    await renderRoute('/amcs')
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset Management Companies' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /Mutual Fund/ }).length).toBeGreaterThanOrEqual(fundHouses.length)
  })
})
