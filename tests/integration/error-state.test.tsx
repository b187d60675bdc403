import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints'
import { allFundsByAmc, fundHouses } from '@mocks/fixtures'
import { server } from '@mocks/node'
import { renderRoute } from '../render-route'

const house = fundHouses[0]!
const fund = allFundsByAmc(house.fund_house_name)[0]!

describe('a failed or malformed answer is an error state with Retry', () => {
  it('a body that breaks the contract, then recovery', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get(`*${endpointPath('fundHouses')}`, () => HttpResponse.json({ data: [{ id: 'x' }] }), { once: true }))

    await renderRoute('/amcs')
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not load this page' })).toBeInTheDocument()
    expect(screen.getByText(/could not read/i)).toBeInTheDocument()
    expect(log).toHaveBeenCalledWith('Error fetching fund houses:', expect.objectContaining({ kind: 'schema' }))

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset Management Companies' })).toBeInTheDocument()
    expect(screen.getByText(house.name)).toBeInTheDocument()
  })

  it('logs the catalogue messages of the company page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.post(`*${endpointPath('allFundsByAmc')}`, () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }), { once: true }))
    await renderRoute(`/company-details/${house.id}/${encodeURIComponent(house.fund_house_name)}`)
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(log).toHaveBeenCalledWith('Error fetching mutual funds:', expect.objectContaining({ status: 500 }))

    server.use(http.get(`*${endpointPath('fundHouseDetails')}`, () => HttpResponse.error(), { once: true }))
    await renderRoute(`/company-details/${house.id}/${encodeURIComponent(house.fund_house_name)}`)
    await screen.findAllByRole('button', { name: 'Retry' })
    expect(log).toHaveBeenCalledWith('Error fetching company details:', expect.objectContaining({ kind: 'network' }))
  })

  it('logs the chart message of the fund page and recovers', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.post(`*${endpointPath('fundNav')}`, () => new HttpResponse('{"logo":', { headers: { 'content-type': 'application/json' } }), { once: true }))
    await renderRoute(`/fundchart/${fund.schemeCode}/${encodeURIComponent(house.fund_house_name)}`)
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(log).toHaveBeenCalledWith('Error fetching chart data:', expect.objectContaining({ kind: 'malformed' }))
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Mutual Fund Details' })).toBeInTheDocument()
  })
})
