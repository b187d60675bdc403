import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { act } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints'
import { isoToDmy } from '@common/figures/dates'
import { formatDate } from '@/lib/dates'
import { EMPTY_FUND_HOUSE_ID, fundHouseReturns, fundHouses, fundListByAmc, NULL_NAME_SCHEME_CODE, TER_AS_OF } from '@mocks/fixtures'
import { server } from '@mocks/node'
import { findMainHeading, recordRequests, renderRoute } from '../render-route'

/** The TER column's head: "TER" on screen, its meaning for screen readers. */
const TER_HEAD = 'TER (total expense ratio, % a year)'

const hdfc = fundHouses[0]!
const icici = fundHouses[1]!
const pathOf = (house: (typeof fundHouses)[number], search = '') =>
  `/fund-names/${house.id}/${encodeURIComponent(house.fund_house_name)}${search}`

const table = () => screen.getByRole('table', { name: /^Funds of / })
const rows = () => within(table()).getAllByRole('row').slice(1)
const rowNames = () => rows().map((row) => within(row).getByRole('link').textContent)

async function open(path: string) {
  const view = await renderRoute(path)
  expect(await findMainHeading()).toHaveTextContent('Fund Categories and Listings')
  return view
}

beforeEach(() => sessionStorage.clear())

describe('/fund-names', () => {
  it('shows the heading, subtitle and a Fund Name table with logo and name, returns and Add to compare', async () => {
    await open(pathOf(hdfc))
    expect(screen.getByText('Explore diverse mutual fund types and their current offerings.')).toBeInTheDocument()
    expect(within(table()).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Fund Name', '1Y', '3Y', '5Y', TER_HEAD, 'Compare'])
    const funds = fundListByAmc(hdfc.fund_house_name)
    expect(rows()).toHaveLength(funds.length)
    const first = rows()[0]!
    expect(within(first).getByRole('link', { name: funds[0]!.schemeName! })).toHaveAttribute(
      'href',
      `/fundchart/${funds[0]!.schemeCode}/${encodeURIComponent(hdfc.fund_house_name)}`,
    )
    expect(first.querySelector('img')).toHaveAttribute('src', funds[0]!.logo)
    const figures = fundHouseReturns(hdfc.id)!.find((r) => r.schemeCode === funds[0]!.schemeCode)!
    expect(within(first).getAllByRole('cell')[1]).toHaveTextContent(`+${figures.return1Y!.toFixed(2)}%`)
    expect(within(first).getByRole('button', { name: `Add to compare: ${funds[0]!.schemeName}` })).toBeInTheDocument()
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
    expect(rowNames()).toEqual([
      'HDFC Large Cap Fund - Direct Plan - Growth',
      'HDFC Large Cap Fund - Regular Plan - Growth',
    ])
    expect(screen.getByText(/Equity \/ Large Cap/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Show all funds' }))
    // The navigation starts a frame after the click (src/app/navigate-after-paint.ts).
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(fundListByAmc(hdfc.fund_house_name).length + 1))
  })

  it('narrows by category alone', async () => {
    await open(pathOf(hdfc, '?category=Hybrid'))
    expect(rows()).toHaveLength(6)
    expect(rowNames().every((name) => /Hybrid|Arbitrage/.test(name ?? ''))).toBe(true)
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

describe('/fund-names: returns, sorting and the plan/option filters (all in the address)', () => {
  const funds = fundListByAmc(hdfc.fund_house_name)
  const returns = new Map(fundHouseReturns(hdfc.id)!.map((r) => [r.schemeCode, r]))
  const withReturns = funds.map((f) => ({ ...f, ...returns.get(f.schemeCode)! }))
  const searchOf = (router: { state: { location: { search: object } } }) => router.state.location.search as Record<string, unknown>

  it('sorting by 1Y puts the highest first, in ?sort=return1Y&dir=desc', async () => {
    const user = userEvent.setup()
    const { router } = await open(pathOf(hdfc))
    await user.click(within(table()).getByRole('link', { name: '1Y' }))
    await waitFor(() => expect(searchOf(router)).toMatchObject({ sort: 'return1Y', dir: 'desc' }))
    expect(router.state.location.href).toContain('sort=return1Y&dir=desc')
    const expected = [...withReturns].sort((a, b) => b.return1Y! - a.return1Y!).map((f) => f.schemeName)
    await waitFor(() => expect(rowNames()).toEqual(expected))
    expect(within(table()).getByRole('link', { name: '1Y' }).closest('th')).toHaveAttribute('aria-sort', 'descending')
  })

  it('the plan and option filters narrow the rows and are kept in the address', async () => {
    const user = userEvent.setup()
    const { router } = await open(pathOf(hdfc))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'Direct')
    await waitFor(() => expect(searchOf(router)).toMatchObject({ plan: 'Direct' }))
    const direct = withReturns.filter((f) => f.plan === 'Direct')
    await waitFor(() => expect(rowNames()).toEqual(direct.map((f) => f.schemeName)))
    expect(screen.getByText(`${direct.length} funds`)).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Option' }), 'IDCW')
    await waitFor(() => expect(searchOf(router)).toMatchObject({ plan: 'Direct', option: 'IDCW' }))
    expect(await screen.findByText('No mutual funds available')).toBeInTheDocument()
    // The filters stay, to be undone.
    expect(screen.getByRole('combobox', { name: 'Option' })).toHaveValue('IDCW')
  })

  it('an address with a sort, filters and a category shows them', async () => {
    await open(pathOf(hdfc, '?category=Equity&sort=name&dir=desc&plan=Regular'))
    expect(rowNames()).toEqual([
      'HDFC Small Cap Fund - Regular Plan - Growth',
      'HDFC Multi Cap Fund - Regular Plan - Growth',
      'HDFC Mid Cap Fund - Regular Plan - Growth',
      'HDFC Large Cap Fund - Regular Plan - Growth',
      'HDFC Flexi Cap Fund - Regular Plan - Growth',
      'HDFC ELSS Tax Saver Fund - Regular Plan - Growth',
    ])
    expect(within(table()).getByRole('link', { name: 'Fund Name' }).closest('th')).toHaveAttribute('aria-sort', 'descending')
    // Show all funds leaves the category and keeps the order and the filters.
    await userEvent.click(screen.getByRole('link', { name: 'Show all funds' }))
    await waitFor(() => expect(rows()).toHaveLength(withReturns.filter((f) => f.plan === 'Regular').length))
    expect(rowNames()[0]).toBe('HDFC Small Cap Fund - Regular Plan - Growth')
  })

  it('drops unknown values, and a sort by a column it does not have', async () => {
    await open(pathOf(hdfc, '?sort=category&dir=asc&plan=direct&option=Growth'))
    expect(rowNames()).toEqual(funds.map((f) => f.schemeName))
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Option' })).toHaveValue('Growth')
  })

  it('arrives from View More in the company page’s order and filters', async () => {
    const user = userEvent.setup()
    await renderRoute(`/company-details/1/${encodeURIComponent(hdfc.fund_house_name)}?category=Debt&sort=return3Y&dir=desc&plan=Direct`)
    await user.click(await screen.findByRole('link', { name: 'View More' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Fund Categories and Listings' })).toBeInTheDocument()
    const expected = withReturns
      .filter((f) => f.plan === 'Direct' && /Duration|Bond|Gilt|Liquid/.test(f.schemeName ?? ''))
      .sort((a, b) => b.return3Y! - a.return3Y!)
    expect(rowNames()).toEqual(expected.map((f) => f.schemeName))
  })

  it('failed returns: every fund still shows, with "–" and a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get(`*${endpointPath('fundHouseReturns')}`, () => HttpResponse.error(), { once: true }))
    const user = userEvent.setup()
    await open(pathOf(hdfc, '?sort=return1Y'))
    expect(rowNames()).toEqual(funds.map((f) => f.schemeName))
    expect(within(rows()[0]!).getAllByRole('cell')[1]).toHaveTextContent('–')
    expect(screen.getByText(/Returns could not be loaded/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Retry loading returns' }))
    const expected = [...withReturns].sort((a, b) => b.return1Y! - a.return1Y!).map((f) => f.schemeName)
    await waitFor(() => expect(rowNames()).toEqual(expected))
  })
})

describe('/fund-names: a long list, a page of rows at a time (?show, issue 28)', () => {
  /** Fifty more rows take jsdom a few seconds on a busy 2-core machine. */
  const LONG_LIST = { timeout: 15_000 }
  const searchOf = (router: { state: { location: { search: object } } }) => router.state.location.search as Record<string, unknown>
  const hrefSearch = (link: HTMLElement) => Object.fromEntries(new URL(link.getAttribute('href')!, 'http://x').searchParams)
  // A house of 120 funds (as the big houses hold hundreds): half Direct, returns all different.
  const big = Array.from({ length: 120 }, (_, i) => ({ schemeCode: 900_000 + i, schemeName: `Big Fund ${String(i + 1).padStart(3, '0')}`, logo: '/logo.svg' }))
  const bigReturns = big.map((fund, i) => ({
    schemeCode: fund.schemeCode,
    plan: i % 2 ? 'Regular' : 'Direct',
    option: 'Growth',
    return1Y: ((i * 37) % 120) - 50,
    return3Y: null,
    return5Y: null,
    ter: null,
    terAsOf: null,
  }))
  const by1Y = (dir: 1 | -1) => [...bigReturns].sort((a, b) => dir * (a.return1Y - b.return1Y)).map((r) => big.find((f) => f.schemeCode === r.schemeCode)!.schemeName)
  const count = () => screen.getByText(/^(Showing \d+ of \d+ funds|\d+ funds)$/)
  const showMore = () => screen.queryByRole('link', { name: 'Show more' })

  beforeEach(() => {
    // Focus on a row's link preloads its fund page, which these made-up funds do not have (404s, logged).
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.post(`*${endpointPath('fundsByAmc')}`, () => HttpResponse.json(big)),
      http.get(`*${endpointPath('fundHouseReturns')}`, () => HttpResponse.json({ data: bigReturns })),
    )
  })

  it('shows the first 50; "Show more" is a link to ?show=100 that adds the next 50 and moves focus to the first new row', async () => {
    const user = userEvent.setup()
    const { router } = await open(pathOf(hdfc))
    expect(rows()).toHaveLength(50)
    expect(count()).toHaveTextContent('Showing 50 of 120 funds')
    expect(hrefSearch(showMore()!)).toEqual({ show: '100' })

    await user.click(showMore()!)
    await waitFor(() => expect(rows()).toHaveLength(100), LONG_LIST)
    expect(searchOf(router)).toMatchObject({ show: 100 })
    expect(rowNames()).toEqual(big.slice(0, 100).map((f) => f.schemeName))
    await waitFor(() => expect(within(rows()[50]!).getByRole('link', { name: 'Big Fund 051' })).toHaveFocus())
    expect(count()).toHaveTextContent('Showing 100 of 120 funds')
    expect(hrefSearch(showMore()!)).toEqual({ show: '150' })

    await user.click(showMore()!)
    await waitFor(() => expect(rows()).toHaveLength(120), LONG_LIST)
    expect(count()).toHaveTextContent('120 funds')
    expect(showMore()).not.toBeInTheDocument()
    await waitFor(() => expect(within(rows()[100]!).getByRole('link', { name: 'Big Fund 101' })).toHaveFocus())
  })

  it('an address with ?show shows that many rows in its order; a new order starts again from the first 50', async () => {
    const user = userEvent.setup()
    const { router } = await open(pathOf(hdfc, '?sort=return1Y&dir=desc&show=100'))
    expect(rowNames()).toEqual(by1Y(-1).slice(0, 100))
    // The header's link: the other direction, from the first page.
    const oneYear = within(table()).getByRole('link', { name: '1Y' })
    expect(hrefSearch(oneYear)).toEqual({ sort: 'return1Y', dir: 'asc' })
    await user.click(oneYear)
    await waitFor(() => expect(rowNames()).toEqual(by1Y(1).slice(0, 50)), LONG_LIST)
    expect(searchOf(router).show).toBeUndefined()
    expect(within(table()).getByRole('link', { name: '1Y' }).closest('th')).toHaveAttribute('aria-sort', 'ascending')
  })

  it('a filter starts again from the first page of what it keeps; an invalid ?show is the first page', async () => {
    const user = userEvent.setup()
    const { router, unmount } = await open(pathOf(hdfc, '?show=100'))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'Regular')
    await waitFor(() => expect(searchOf(router)).toEqual({ plan: 'Regular' }))
    await waitFor(() => expect(count()).toHaveTextContent('Showing 50 of 60 funds'))
    expect(rowNames().every((name) => Number(name!.slice(-3)) % 2 === 0)).toBe(true)
    unmount()
    for (const bad of ['75', '50', '99999', 'all']) {
      const { unmount } = await open(pathOf(hdfc, `?show=${bad}`))
      expect(rows(), bad).toHaveLength(50)
      unmount()
    }
  })
})

describe('/fund-names: the TER column and the "TER at most" filter (issue 27, in the address)', () => {
  const funds = fundListByAmc(hdfc.fund_house_name)
  const answer = fundHouseReturns(hdfc.id)!
  const searchOf = (router: { state: { location: { search: object } } }) => router.state.location.search as Record<string, unknown>
  const terHeader = () => within(table()).getByRole('link', { name: TER_HEAD }).closest('th')!
  /** The TER cell of each row, as shown. */
  const terCells = () => rows().map((row) => within(row).getAllByRole('cell')[4]!.textContent)
  const terOfCode = (rows: { schemeCode: number; ter: number | null }[]) => new Map(rows.map((r) => [r.schemeCode, r.ter]))
  const shownTers = (byCode: Map<number, number | null>) =>
    rows().map((row) => byCode.get(Number(within(row).getByRole('link').getAttribute('href')!.split('/')[2])))

  it('shows each fund’s TER with two decimals; the header explains the abbreviation', async () => {
    await open(pathOf(hdfc))
    const ters = terOfCode(answer)
    expect(terCells()).toEqual(funds.map((f) => `${ters.get(f.schemeCode)!.toFixed(2)}%`))
    expect(within(terHeader()).getByText('TER')).toHaveAttribute('title', 'Total expense ratio, % a year')
    expect(terHeader()).not.toHaveAttribute('aria-sort')
  })

  it('sorting by TER puts the cheapest first in ?sort=ter&dir=asc, again turns it round; an unknown TER is last both ways', async () => {
    // Two funds whose TER is not known (as for a scheme AMFI's report does not name yet).
    const blanked = [funds[0]!.schemeCode, funds[5]!.schemeCode]
    const served = answer.map((r) => (blanked.includes(r.schemeCode) ? { ...r, ter: null } : r))
    server.use(http.get(`*${endpointPath('fundHouseReturns')}`, () => HttpResponse.json({ data: served })))
    const ters = terOfCode(served)
    const known = served.filter((r) => r.ter !== null).map((r) => r.ter!)
    const user = userEvent.setup()
    const { router } = await open(pathOf(hdfc))

    await user.click(within(table()).getByRole('link', { name: TER_HEAD }))
    await waitFor(() => expect(searchOf(router)).toMatchObject({ sort: 'ter', dir: 'asc' }))
    expect(router.state.location.href).toContain('sort=ter&dir=asc')
    await waitFor(() => expect(shownTers(ters)).toEqual([...[...known].sort((a, b) => a - b), null, null]))
    expect(terHeader()).toHaveAttribute('aria-sort', 'ascending')
    expect(terCells().slice(-2)).toEqual(['–not available', '–not available'])

    await waitFor(() => expect(terHeader()).toHaveAttribute('aria-sort', 'ascending'))
    await user.click(within(table()).getByRole('link', { name: TER_HEAD }))
    await waitFor(() => expect(searchOf(router)).toMatchObject({ sort: 'ter', dir: 'desc' }))
    await waitFor(() => expect(shownTers(ters)).toEqual([...[...known].sort((a, b) => b - a), null, null]))
    expect(terHeader()).toHaveAttribute('aria-sort', 'descending')
  })

  it('?terMax=1 keeps the funds whose TER is known and at most 1 %, and the count says so', async () => {
    const within1 = answer.filter((r) => r.ter !== null && r.ter <= 1)
    expect(within1.length).toBeGreaterThan(0)
    expect(within1.length).toBeLessThan(answer.length)
    await open(pathOf(hdfc, '?terMax=1&sort=ter'))
    expect(shownTers(terOfCode(answer))).toEqual(within1.map((r) => r.ter).sort((a, b) => a! - b!))
    expect(screen.getByText(`${within1.length} funds (TER at most 1.00% a year; funds whose TER is not known are left out)`)).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'TER at most' })).toHaveValue('1')
  })

  it('choosing "TER at most" writes ?terMax; "Remove the TER filter" takes it away and focus goes back to the select', async () => {
    const user = userEvent.setup()
    const { router } = await open(pathOf(hdfc, '?sort=return1Y'))
    const select = screen.getByRole('combobox', { name: 'TER at most' })
    expect(select).toHaveValue('')
    expect(screen.queryByRole('link', { name: 'Remove the TER filter' })).not.toBeInTheDocument()
    await user.selectOptions(select, '0.75')
    await waitFor(() => expect(searchOf(router)).toMatchObject({ sort: 'return1Y', terMax: 0.75 }))
    const cheap = answer.filter((r) => r.ter !== null && r.ter <= 0.75)
    await waitFor(() => expect(rows()).toHaveLength(cheap.length))

    const remove = screen.getByRole('link', { name: 'Remove the TER filter' })
    // A real link: the same list without the filter, whatever else the address holds.
    const href = new URL(remove.getAttribute('href')!, 'http://x')
    expect(Object.fromEntries(href.searchParams)).toEqual({ sort: 'return1Y' })
    await user.click(remove)
    await waitFor(() => expect(searchOf(router).terMax).toBeUndefined())
    expect(searchOf(router)).toMatchObject({ sort: 'return1Y' })
    await waitFor(() => expect(rows()).toHaveLength(funds.length))
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'TER at most' })).toHaveFocus())
  })

  it('says so when no fund passes the TER filter, and keeps the filters to undo it', async () => {
    await open(pathOf(hdfc, '?terMax=0.05'))
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'No fund matches the filters (TER at most 0.05% a year; funds whose TER is not known are left out).',
    )
    expect(screen.getByRole('combobox', { name: 'TER at most' })).toHaveValue('0.05')
    expect(screen.getByRole('link', { name: 'Remove the TER filter' })).toBeInTheDocument()
  })

  it('ignores a malformed ?terMax like any other bad parameter', async () => {
    // More cases in tests/unit/fund-list-search.test.ts.
    for (const bad of ['abc', '1.255']) {
      const { unmount } = await open(pathOf(hdfc, `?terMax=${bad}`))
      expect(rows()).toHaveLength(funds.length)
      expect(screen.getByRole('combobox', { name: 'TER at most' })).toHaveValue('')
      expect(screen.queryByRole('link', { name: 'Remove the TER filter' })).not.toBeInTheDocument()
      unmount()
    }
  })

  it('the filter form carries the rest of the address, for a GET without JavaScript', async () => {
    await open(pathOf(hdfc, '?category=Equity&sort=ter&dir=desc&terMax=1.5'))
    const form = screen.getByRole('combobox', { name: 'TER at most' }).closest('form')!
    expect(form).toHaveAttribute('method', 'get')
    expect(Object.fromEntries(new FormData(form))).toEqual({ category: 'Equity', sort: 'ter', dir: 'desc', plan: '', option: '', terMax: '1.5' })
  })
})

describe('/fund-names: the date of the TERs, once for the table (issue 27)', () => {
  const funds = fundListByAmc(hdfc.fund_house_name)
  const answer = fundHouseReturns(hdfc.id)!
  /** What the Costs panel calls the fixtures' date: "1 Nov 2026", from the fixtures' own TER_AS_OF. */
  const fixtureDate = formatDate(isoToDmy(TER_AS_OF))
  const note = () => screen.queryByTestId('ter-as-of')
  const terCell = (code: number) => within(rows().find((row) => within(row).getByRole('link').getAttribute('href')!.split('/')[2] === String(code))!).getAllByRole('cell')[4]!

  it('says "TER as of {date} (AMFI)" over the table when every TER shares one date, and the table is described by it', async () => {
    await open(pathOf(hdfc))
    expect(fixtureDate).toBe('1 Nov 2026')
    await waitFor(() => expect(note()?.textContent).toBe(`TER as of ${fixtureDate} (AMFI)`))
    expect(screen.getAllByTestId('ter-as-of')).toHaveLength(1)
    expect(table()).toHaveAccessibleDescription(`TER as of ${fixtureDate} (AMFI)`)
    // Each figure keeps its own date as a tooltip; the text stays the figure, the note says the date.
    const cell = terCell(funds[0]!.schemeCode)
    expect(cell).toHaveTextContent(new RegExp(`^${answer.find((r) => r.schemeCode === funds[0]!.schemeCode)!.ter!.toFixed(2)}%$`))
    expect(within(cell).getByTitle(`TER as of ${fixtureDate} (AMFI)`)).toBeInTheDocument()
  })

  it('gives the range of dates, "by fund", when the TERs come from reports of different dates; each row then says its own', async () => {
    // Two funds whose TERs are from older reports, as real TERs of different months are.
    const [older, oldest] = [funds[3]!.schemeCode, funds[1]!.schemeCode]
    const dated: Record<number, string> = { [older]: '30-09-2024', [oldest]: '01-11-2023' }
    const served = answer.map((r) => (dated[r.schemeCode] ? { ...r, terAsOf: dated[r.schemeCode]! } : r))
    server.use(http.get(`*${endpointPath('fundHouseReturns')}`, () => HttpResponse.json({ data: served })))
    const user = userEvent.setup()
    const { router } = await open(pathOf(hdfc))
    const range = `TER as of ${formatDate('01-11-2023')} to ${fixtureDate} (AMFI), by fund`
    await waitFor(() => expect(note()?.textContent).toBe(range))
    expect(table()).toHaveAccessibleDescription(range)
    const ter = (code: number) => served.find((r) => r.schemeCode === code)!.ter!.toFixed(2)
    expect(terCell(older)).toHaveTextContent(`${ter(older)}% as of ${formatDate('30-09-2024')}`)
    expect(terCell(funds[0]!.schemeCode)).toHaveTextContent(`${ter(funds[0]!.schemeCode)}% as of ${fixtureDate}`)

    // A new order shows the same rows: the same note.
    await user.click(within(table()).getByRole('link', { name: TER_HEAD }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'ter' }))
    expect(screen.getAllByTestId('ter-as-of')).toHaveLength(1)
    expect(note()?.textContent).toBe(range)
  })

  it('leaves the note out when no fund has a TER, or while the TERs are not loaded', async () => {
    server.use(http.get(`*${endpointPath('fundHouseReturns')}`, () => HttpResponse.json({ data: answer.map((r) => ({ ...r, ter: null, terAsOf: null })) })))
    const { unmount } = await open(pathOf(hdfc))
    await waitFor(() => expect(rows()[0]).toHaveTextContent('–not available'))
    expect(note()).not.toBeInTheDocument()
    expect(table()).not.toHaveAttribute('aria-describedby')
    unmount()

    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get(`*${endpointPath('fundHouseReturns')}`, () => HttpResponse.error(), { once: true }))
    await open(pathOf(hdfc))
    await screen.findByRole('button', { name: 'Retry loading returns' })
    expect(note()).not.toBeInTheDocument()
  })
})
