import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { allFundsByAmc, fundDetailOf, fundHouses } from '@mocks/fixtures'
import { schemeByCode } from '@mocks/fixtures/schemes'
import { findMainHeading, recordRequests, renderRoute } from '../render-route'

const house = fundHouses[0]!
const fund = allFundsByAmc(house.fund_house_name)[0]!
const amc = encodeURIComponent(house.fund_house_name)

// Every route of the spec, with the heading its page must show once its loader has run.
const routes: Array<[path: string, heading: string | RegExp, calls: string[]]> = [
  ['/', /invest in mutual funds/i, ['/index/blogs/', '/index/fund_house/', '/index/trendings/']],
  ['/about', /about us/i, ['/index/team/']],
  ['/faq', /frequently asked questions/i, ['/index/faq/', '/index/testimonials/']],
  ['/amcs', 'Asset Management Companies', ['/mutual_fund/fund_house']],
  ['/contact', 'Get In Touch', []],
  [`/company-details/${house.id}/${amc}`, house.name, ['/fund_house/1/details', '/all-funds-by-amc/', '/fund_house/1/returns']],
  ['/coming-soon', 'Coming soon', []],
  ['/investment-products/large', 'Large Cap funds', ['/funds-by-category/', '/collection/large/returns']],
  [`/fundchart/${fund.schemeCode}/${amc}`, 'Mutual Fund Details', ['/fund-nav/', `/scheme/${fund.schemeCode}/performance`, `/scheme/${fund.schemeCode}/costs`]],
  [`/fund-names/${house.id}/${amc}`, 'Fund Categories and Listings', ['/fund_house/1/details', '/funds-by-amc/', '/fund_house/1/returns']],
  ['/loader', 'Loading', []],
  ['/poppup', 'Need More Details', []],
]

describe('every route renders through its loader', () => {
  it.each(routes)('%s', async (path, heading, calls) => {
    const recorder = recordRequests()
    await renderRoute(path)
    expect(await findMainHeading()).toHaveTextContent(heading)
    // The loader asked for exactly the data of this page, each once.
    // (The layout's demo notice asks for /api/v1/meta once per visit, whatever the page.)
    const apiCalls = recorder.requests.filter((r) => r.path.startsWith('/api/') && r.path !== '/api/v1/meta')
    expect(apiCalls).toHaveLength(calls.length)
    for (const part of calls) expect(recorder.count(part)).toBe(1)
    recorder.stop()
  })

  it('shows the fund page data', async () => {
    await renderRoute(`/fundchart/${fund.schemeCode}/${amc}`)
    const detail = fundDetailOf(schemeByCode(fund.schemeCode)!)
    expect(await screen.findByRole('heading', { level: 2, name: detail.schemeName })).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: 'Fund House' }).nextElementSibling).toHaveTextContent(house.fund_house_name)
  })

  it('sets the document title of the page', async () => {
    await renderRoute('/amcs')
    await findMainHeading()
    await expect.poll(() => document.title).toMatch(/^Asset Management Companies \| /)
  })
})
