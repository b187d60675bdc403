import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EMPTY_FUND_HOUSE_ID, fundHouses } from '@mocks/fixtures'
import { recordRequests, renderRoute } from '../render-route'

const amc = encodeURIComponent(fundHouses[0]!.fund_house_name)

describe('malformed URLs are the not-found page, without a request', () => {
  it.each([
    '/fundchart/abc/X',
    '/fundchart/12.5/X',
    '/fundchart/-3/X',
    '/company-details/abc/X',
    '/company-details/0/X',
    '/fund-names/abc/X',
    '/investment-products/unknown',
    '/investment-products/EQUITY',
    '/no-such-page',
  ])('%s', async (path) => {
    const recorder = recordRequests()
    await renderRoute(path)
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    // Nothing but the layout's demo-notice meta call: no request carries the malformed parameter.
    expect(recorder.requests.filter((r) => r.path !== '/api/v1/meta')).toEqual([])
    await expect.poll(() => document.title).toBe('Page not found | MF Explorer')
    recorder.stop()
  })
})

describe('ids the API does not know are the not-found page, and the tab says so', () => {
  it.each([
    ['an unknown fund-house id', '/company-details/9999/Unknown'],
    ['an unknown fund-house id on the fund list', `/fund-names/9999/${amc}`],
    ['an unknown scheme code', `/fundchart/999999/${amc}`],
  ])('%s', async (_name, path) => {
    await renderRoute(path)
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    await expect.poll(() => document.title).toBe('Page not found | MF Explorer')
  })
})

describe('empty data is not an error', () => {
  it('a house without funds lists none', async () => {
    const empty = fundHouses.find((h) => h.id === EMPTY_FUND_HOUSE_ID)!
    await renderRoute(`/fund-names/${empty.id}/${encodeURIComponent(empty.fund_house_name)}`)
    expect(await screen.findByText('No mutual funds available')).toBeInTheDocument()
  })
})
