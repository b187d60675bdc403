import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { act } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints'
import { isoToDmy } from '@common/figures/dates'
import { formatDate } from '@/lib/dates'
import { allFundsByAmc, EMPTY_FUND_HOUSE_ID, fundHouseReturns, fundHouses, NULL_NAME_SCHEME_CODE, TER_AS_OF } from '@mocks/fixtures'
import { server } from '@mocks/node'
import { findMainHeading, recordRequests, renderRoute } from '../render-route'

/** The TER column's head: "TER" on screen, its meaning for screen readers. */
const TER_HEAD = 'TER (total expense ratio, % a year)'

const hdfc = fundHouses[0]!
const icici = fundHouses[1]!
const pathOf = (house: (typeof fundHouses)[number], search = '') =>
  `/company-details/${house.id}/${encodeURIComponent(house.fund_house_name)}${search}`

const fundTable = () => screen.getByRole('table', { name: 'Funds of this fund house' })
const fundRows = () => within(fundTable()).getAllByRole('row').slice(1)
const rowNames = () => fundRows().map((row) => within(row).getByRole('link').textContent)
const viewMoreSearch = () => new URL(screen.getByRole('link', { name: 'View More' }).getAttribute('href')!, 'http://x').searchParams
/** The search parameters of a link's address. */
const hrefSearch = (link: HTMLElement) => Object.fromEntries(new URL(link.getAttribute('href')!, 'http://x').searchParams)

/** The category filter: a native disclosure per category, its summary, and its group of links. */
const panel = () => screen.getByRole('region', { name: 'Fund Category' })
const categoryOf = (name: string) => panel().querySelector<HTMLDetailsElement>(`details[data-category="${name}"]`)!
const summaryOf = (name: string) => categoryOf(name).querySelector('summary')!
const linksOf = (name: string) => within(within(panel()).getByRole('group', { name: `${name} subcategories` }))
const openCategories = () => [...panel().querySelectorAll<HTMLDetailsElement>('details[open]')].map((d) => d.dataset.category)

async function open(house = hdfc, search = '') {
  const view = await renderRoute(pathOf(house, search))
  expect(await findMainHeading()).toHaveTextContent(house.name)
  return view
}

beforeEach(() => sessionStorage.clear())

describe('/company-details: the fund house', () => {
  it('shows logo, name and the sanitised HTML description', async () => {
    server.use(
      http.get(`*${endpointPath('fundHouseDetails')}`, () =>
        HttpResponse.json({
          data: { ...hdfc, description: '<p>Safe <strong>text</strong><img src=x onerror="alert(1)"><script>alert(2)</script></p>' },
        }),
      ),
    )
    await open()
    expect(screen.getByRole('img', { name: `${hdfc.name} logo` })).toHaveAttribute('src', hdfc.logo)
    const strong = screen.getByText('text')
    expect(strong.tagName).toBe('STRONG')
    const description = strong.closest('div')!
    expect(description.innerHTML).not.toMatch(/script|onerror|<img/i)
  })

  it('shows key_features as a label/value table, splitting at the first colon', async () => {
    await open()
    const table = screen.getByRole('table', { name: 'Key information' })
    const established = within(table).getByRole('rowheader', { name: 'Established' })
    expect(established.closest('tr')).toHaveTextContent('Established2000')
    // "Website: https://..." holds a second colon; the value is a link.
    const website = within(table).getByRole('rowheader', { name: 'Website' }).closest('tr')!
    expect(within(website).getByRole('link')).toHaveAttribute('href', 'https://www.hdfcfund.com')
    // The line without a colon is a row of its own.
    expect(within(table).getByRole('cell', { name: 'NAVs are published every business day' })).toHaveAttribute('colspan', '2')
  })
})

describe('/company-details: the fund table and its filter', () => {
  it('shows the first 5 funds in the API order', async () => {
    await open()
    const expected = allFundsByAmc(hdfc.fund_house_name)
      .slice(0, 5)
      .map((f) => f.schemeName)
    expect(rowNames()).toEqual(expected)
    expect(screen.getByText(`Showing 5 of ${allFundsByAmc(hdfc.fund_house_name).length}`)).toBeInTheDocument()
  })

  it('offers exactly Debt, Equity and Hybrid as one accordion of native disclosures, each with its subcategories as links', async () => {
    const user = userEvent.setup()
    await open()
    expect([...panel().querySelectorAll('summary')].map((summary) => summary.textContent?.replace(/\d+$/, ''))).toEqual(['Debt', 'Equity', 'Hybrid'])
    // One group: the browser keeps at most one open. None while the address names no category.
    expect([...panel().querySelectorAll('details')].map((d) => d.getAttribute('name'))).toEqual(['fund-category', 'fund-category', 'fund-category'])
    expect(openCategories()).toEqual([])
    const subs: Record<string, string[]> = {
      Debt: ['Low Duration', 'Medium Duration', 'Dynamic Bonds', 'Gilt'],
      Equity: ['Multi Cap', 'Large Cap', 'Mid Cap', 'Small Cap'],
      Hybrid: ['Aggressive', 'Conservative', 'Arbitrage'],
    }
    for (const [category, names] of Object.entries(subs)) {
      await user.click(summaryOf(category))
      await waitFor(() => expect(categoryOf(category).open).toBe(true))
      // "All Debt" filters by the whole category (the way to, without JavaScript), then the subcategories.
      expect(linksOf(category).getAllByRole('link').map((a) => a.textContent?.replace(/\d+$/, ''))).toEqual([`All ${category}`, ...names])
      // Real links: each names the address of its filter.
      expect(hrefSearch(linksOf(category).getByRole('link', { name: names[0] }))).toEqual({ category, subcategory: names[0] })
      expect(hrefSearch(linksOf(category).getByRole('link', { name: `All ${category}` }))).toEqual({ category })
    }
  })

  it('follows the rules of section 4: one expanded, subcategory toggles, collapse clears', async () => {
    const user = userEvent.setup()
    const { router } = await open()
    const searchOf = () => router.state.location.search as Record<string, unknown>

    // Expanding sets the category.
    await user.click(summaryOf('Equity'))
    await waitFor(() => expect(searchOf()).toMatchObject({ category: 'Equity' }))
    expect(categoryOf('Equity').open).toBe(true)
    await waitFor(() => expect(fundRows().every((row) => row.textContent?.includes('Equity'))).toBe(true))
    expect(fundRows()).toHaveLength(5)
    expect(viewMoreSearch().get('category')).toBe('Equity')
    expect(viewMoreSearch().has('subcategory')).toBe(false)
    // The chosen filter is marked current (the router's "page": the link is to this very address); no other.
    expect(linksOf('Equity').getByRole('link', { name: 'All Equity' })).toHaveAttribute('aria-current')
    expect(panel().querySelectorAll('a[aria-current]')).toHaveLength(1)

    // Selecting a subcategory narrows; the chosen one links to its category alone, which clears it.
    const largeCap = () => linksOf('Equity').getByRole('link', { name: 'Large Cap' })
    await user.click(largeCap())
    await waitFor(() => expect(largeCap()).toHaveAttribute('aria-current', 'true'))
    expect(hrefSearch(largeCap())).toEqual({ category: 'Equity' })
    await waitFor(() => expect(rowNames()).toEqual(['HDFC Large Cap Fund - Direct Plan - Growth', 'HDFC Large Cap Fund - Regular Plan - Growth']))
    expect(viewMoreSearch().get('subcategory')).toBe('Large Cap')
    expect(categoryOf('Equity').open).toBe(true)
    await user.click(largeCap())
    await waitFor(() => expect(largeCap()).not.toHaveAttribute('aria-current'))
    expect(searchOf().category).toBe('Equity')
    expect(searchOf().subcategory).toBeUndefined()
    await waitFor(() => expect(fundRows()).toHaveLength(5))

    // Expanding another collapses the first and clears the subcategory.
    await user.click(largeCap())
    await waitFor(() => expect(searchOf()).toMatchObject({ subcategory: 'Large Cap' }))
    await user.click(summaryOf('Debt'))
    await waitFor(() => expect(openCategories()).toEqual(['Debt']))
    expect(searchOf().category).toBe('Debt')
    expect(searchOf().subcategory).toBeUndefined()
    expect(viewMoreSearch().get('category')).toBe('Debt')
    expect(viewMoreSearch().has('subcategory')).toBe(false)
    await waitFor(() => expect(fundRows().every((row) => row.textContent?.includes('Debt'))).toBe(true))

    // Collapsing clears both filters.
    await user.click(summaryOf('Debt'))
    await waitFor(() => expect(searchOf().category).toBeUndefined())
    expect(openCategories()).toEqual([])
    expect([...viewMoreSearch().keys()]).toEqual([])
    await waitFor(() => expect(rowNames()[0]).toBe(allFundsByAmc(hdfc.fund_house_name)[0]!.schemeName))
  })

  it('opens the category the address names; "Clear filters" is a link to the address without the filter, keeping the rest', async () => {
    const user = userEvent.setup()
    const { router } = await open(hdfc, '?category=Hybrid&subcategory=Arbitrage&sort=name&dir=desc')
    expect(openCategories()).toEqual(['Hybrid'])
    expect(linksOf('Hybrid').getByRole('link', { name: 'Arbitrage' })).toHaveAttribute('aria-current', 'true')
    const clear = within(panel()).getByRole('link', { name: 'Clear filters' })
    expect(hrefSearch(clear)).toEqual({ sort: 'name', dir: 'desc' })
    // Not the current page, though its address is a part of this one.
    expect(clear).not.toHaveAttribute('aria-current')
    expect(panel().querySelectorAll('a[aria-current]')).toHaveLength(1)
    await user.click(clear)
    await waitFor(() => expect(openCategories()).toEqual([]))
    expect(router.state.location.search).toEqual({ sort: 'name', dir: 'desc' })
    expect(within(panel()).queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument()
  })

  it('opening or closing a category by hand is one navigation, which replaces the entry and keeps the scroll', async () => {
    const user = userEvent.setup()
    const { router } = await open()
    const navigate = vi.spyOn(router, 'navigate')
    await user.click(summaryOf('Hybrid'))
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
    expect(navigate.mock.calls[0]![0]).toMatchObject({ to: '.', replace: true, resetScroll: false })
    await waitFor(() => expect(fundRows().every((r) => r.textContent?.includes('Hybrid'))).toBe(true))
    await user.click(summaryOf('Hybrid'))
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    // React closing the disclosure for the new address toggles it too: that asks for nothing more.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(navigate).toHaveBeenCalledTimes(2)
  })

  it('View More goes to the fund list with category and subcategory', async () => {
    const user = userEvent.setup()
    await open(hdfc, '?category=Equity&subcategory=Large%20Cap')
    const link = screen.getByRole('link', { name: 'View More' })
    expect(link.getAttribute('href')).toMatch(new RegExp(`^/fund-names/1/HDFC%20Mutual%20Fund\\?`))
    expect(viewMoreSearch().get('category')).toBe('Equity')
    expect(viewMoreSearch().get('subcategory')).toBe('Large Cap')
    await user.click(link)
    expect(await screen.findByRole('heading', { level: 1, name: 'Fund Categories and Listings' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /Large Cap Fund/ })).toHaveLength(2)
  })

  it('shows N/A for a fund without a name', async () => {
    await open(icici, '?category=Equity&subcategory=Large%20Cap')
    const link = screen.getByRole('link', { name: 'N/A' })
    expect(link).toHaveAttribute('href', `/fundchart/${NULL_NAME_SCHEME_CODE}/${encodeURIComponent(icici.fund_house_name)}`)
  })

  it('shows the empty text for a house without funds', async () => {
    const shriram = fundHouses.find((h) => h.id === EMPTY_FUND_HOUSE_ID)!
    await open(shriram)
    expect(screen.getByText('No mutual funds available for the selected filters.')).toBeInTheDocument()
  })

  it('shows the empty text for a filter without matches', async () => {
    server.use(
      http.post(`*${endpointPath('allFundsByAmc')}`, () =>
        HttpResponse.json([{ schemeCode: 101011, schemeName: 'Only equity', category: 'Equity', subcategory: 'Large Cap' }]),
      ),
    )
    await open(hdfc, '?category=Hybrid')
    expect(await screen.findByText('No mutual funds available for the selected filters.')).toBeInTheDocument()
  })

  it('a click anywhere on a row opens the fund page', async () => {
    const user = userEvent.setup()
    const { router } = await open(hdfc, '?category=Equity&subcategory=Large%20Cap')
    const row = fundRows()[1]!
    // The category cell, not the link.
    await user.click(within(row).getAllByRole('cell')[1]!)
    expect(await screen.findByRole('heading', { level: 1, name: 'Mutual Fund Details' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/fundchart/101012/HDFC Mutual Fund')
  })

  it('Enter on a row link opens the fund page, and Back keeps the filter', async () => {
    const user = userEvent.setup()
    const recorder = recordRequests()
    const { router } = await open(hdfc, '?category=Equity&subcategory=Large%20Cap')
    within(fundRows()[0]!).getByRole('link').focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { level: 2, name: 'HDFC Large Cap Fund - Direct Plan - Growth' })).toBeInTheDocument()

    await act(() => router.history.back())
    expect(await screen.findByRole('heading', { level: 1, name: hdfc.name })).toBeInTheDocument()
    expect(linksOf('Equity').getByRole('link', { name: 'Large Cap' })).toHaveAttribute('aria-current', 'true')
    expect(openCategories()).toEqual(['Equity'])
    expect(fundRows()).toHaveLength(2)
    // Back is served from the cache.
    expect(recorder.count('/all-funds-by-amc/')).toBe(1)
    expect(recorder.count('/details')).toBe(1)
    recorder.stop()
  })

  it('ignores an unknown filter in the address', async () => {
    await open(hdfc, '?category=Crypto&subcategory=Large%20Cap')
    expect(screen.getByRole('region', { name: 'Fund Category' })).toBeInTheDocument()
    expect(fundRows()).toHaveLength(5)
    expect([...viewMoreSearch().keys()]).toEqual([])
  })

  it('failed funds are an error state of the funds section whose Retry recovers; the house still shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.post(`*${endpointPath('allFundsByAmc')}`, () => HttpResponse.error(), { once: true }))
    await renderRoute(pathOf(hdfc))
    expect(await screen.findByRole('heading', { level: 1, name: hdfc.name })).toBeInTheDocument()
    const funds = screen.getByRole('region', { name: 'Funds' })
    expect(within(funds).getByRole('alert')).toHaveTextContent('We could not reach the server')
    await userEvent.click(within(funds).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(fundRows()).toHaveLength(5))
  })

  it('failed details are the error state of the whole page, whose Retry recovers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get(`*${endpointPath('fundHouseDetails')}`, () => HttpResponse.error(), { once: true }))
    await renderRoute(pathOf(hdfc))
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not load this page' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: hdfc.name })).toBeInTheDocument()
    expect(fundRows()).toHaveLength(5)
  })
})

describe('/company-details: returns, sorting and the plan/option filters (all in the address)', () => {
  const funds = allFundsByAmc(hdfc.fund_house_name)
  const returns = new Map(fundHouseReturns(hdfc.id)!.map((r) => [r.schemeCode, r]))
  const withReturns = funds.map((f) => ({ ...f, ...returns.get(f.schemeCode)! }))
  const byReturn1Y = (dir: 1 | -1) => (a: { return1Y: number | null }, b: { return1Y: number | null }) => dir * (a.return1Y! - b.return1Y!)
  const searchOf = (router: { state: { location: { search: object } } }) => router.state.location.search as Record<string, unknown>
  const header = (name: string) => within(fundTable()).getByRole('link', { name }).closest('th')!

  it('shows 1Y, 3Y and 5Y with sign and colour, "–" when there is no figure, and Add to compare', async () => {
    await open()
    expect(within(fundTable()).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Fund Name', 'Category', '1Y', '3Y', '5Y', TER_HEAD, 'Compare'])
    const first = withReturns[0]!
    const cells = within(fundRows()[0]!).getAllByRole('cell')
    expect(cells[2]).toHaveTextContent(`+${first.return1Y!.toFixed(2)}%`)
    expect(cells[2]!.querySelector('[data-trend="positive"]')).not.toBeNull()
    expect(cells[3]).toHaveTextContent(`+${first.return3Y!.toFixed(2)}%`)
    // No five-year history in the fixtures.
    expect(cells[4]).toHaveTextContent('–')
    expect(within(fundRows()[0]!).getByRole('button', { name: `Add to compare: ${first.schemeName}` })).toBeInTheDocument()
  })

  it('sorting by 1Y shows the house’s best five first, in ?sort=return1Y&dir=desc; again turns it round', async () => {
    const user = userEvent.setup()
    const { router } = await open()
    // A real link to the order it asks for: it works before the page's code runs (the server renders it).
    expect(hrefSearch(within(fundTable()).getByRole('link', { name: '1Y' }))).toEqual({ sort: 'return1Y', dir: 'desc' })
    await user.click(within(fundTable()).getByRole('link', { name: '1Y' }))
    await waitFor(() => expect(searchOf(router)).toMatchObject({ sort: 'return1Y', dir: 'desc' }))
    expect(router.state.location.href).toContain('sort=return1Y&dir=desc')
    const best = [...withReturns].sort(byReturn1Y(-1)).slice(0, 5)
    await waitFor(() => expect(rowNames()).toEqual(best.map((f) => f.schemeName)))
    expect(header('1Y')).toHaveAttribute('aria-sort', 'descending')
    // Sorted: the link turns the order round.
    expect(hrefSearch(within(fundTable()).getByRole('link', { name: '1Y' }))).toEqual({ sort: 'return1Y', dir: 'asc' })
    expect(header('Fund Name')).not.toHaveAttribute('aria-sort')
    // View More opens the fund list in the same order.
    expect(viewMoreSearch().get('sort')).toBe('return1Y')
    expect(viewMoreSearch().get('dir')).toBe('desc')

    await user.click(within(fundTable()).getByRole('link', { name: '1Y' }))
    await waitFor(() => expect(searchOf(router)).toMatchObject({ sort: 'return1Y', dir: 'asc' }))
    await waitFor(() => expect(rowNames()).toEqual([...withReturns].sort(byReturn1Y(1)).slice(0, 5).map((f) => f.schemeName)))
    expect(header('1Y')).toHaveAttribute('aria-sort', 'ascending')
  })

  it('names sort A to Z first; the order applies within the category filter', async () => {
    const user = userEvent.setup()
    const { router } = await open(hdfc, '?category=Debt')
    // The header's link keeps the rest of the address (the category).
    expect(hrefSearch(within(fundTable()).getByRole('link', { name: 'Fund Name' }))).toEqual({ category: 'Debt', sort: 'name', dir: 'asc' })
    await user.click(within(fundTable()).getByRole('link', { name: 'Fund Name' }))
    await waitFor(() => expect(searchOf(router)).toMatchObject({ category: 'Debt', sort: 'name', dir: 'asc' }))
    const debt = funds.filter((f) => f.category === 'Debt').map((f) => f.schemeName!)
    await waitFor(() => expect(rowNames()).toEqual([...debt].sort((a, b) => a.localeCompare(b)).slice(0, 5)))
    // Changing the category keeps the order.
    await user.click(summaryOf('Hybrid'))
    await waitFor(() => expect(searchOf(router)).toMatchObject({ category: 'Hybrid', sort: 'name', dir: 'asc' }))
  })

  it('the plan and option filters narrow the rows and are kept in the address and View More', async () => {
    const user = userEvent.setup()
    const { router } = await open()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'Regular')
    await waitFor(() => expect(searchOf(router)).toMatchObject({ plan: 'Regular' }))
    await waitFor(() => expect(rowNames().every((name) => name?.includes('Regular Plan'))).toBe(true))
    const regular = withReturns.filter((f) => f.plan === 'Regular')
    expect(screen.getByText(`Showing 5 of ${regular.length}`)).toBeInTheDocument()
    expect(viewMoreSearch().get('plan')).toBe('Regular')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Option' }), 'IDCW')
    await waitFor(() => expect(searchOf(router)).toMatchObject({ plan: 'Regular', option: 'IDCW' }))
    // Every fixture is a Growth option.
    expect(await screen.findByText('No mutual funds available for the selected filters.')).toBeInTheDocument()

    // Each pick reaches the address a frame later (navigate-after-paint.ts): wait for each, since the
    // rows of "Option: All" alone (five Regular ones) look like those of both.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Option' }), 'All')
    await waitFor(() => expect(searchOf(router).option).toBeUndefined())
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'All')
    await waitFor(() => expect(searchOf(router).plan).toBeUndefined())
    // The rows follow the address in a render of their own.
    expect(await screen.findByText(`Showing 5 of ${withReturns.length}`)).toBeInTheDocument()
    expect(fundRows()).toHaveLength(5)
    expect([...viewMoreSearch().keys()]).toEqual([])
  })

  it('the plan select shows the pick at once and follows the address after', async () => {
    const user = userEvent.setup()
    const { router } = await open()
    const plan = () => screen.getByRole('combobox', { name: 'Plan' })
    await user.selectOptions(plan(), 'Regular')
    // The browser's own select: the pick shows before the address has it.
    expect(plan()).toHaveValue('Regular')
    await waitFor(() => expect(searchOf(router)).toMatchObject({ plan: 'Regular' }))
    // A link to the address without the plan (as "Clear filters" is): the select follows it.
    await act(() => router.navigate({ to: '.', search: (prev) => ({ ...prev, plan: undefined }) }))
    await waitFor(() => expect(searchOf(router).plan).toBeUndefined())
    expect(plan()).toHaveValue('')
    await act(() => router.navigate({ to: '.', search: (prev) => ({ ...prev, plan: 'Direct' as const }) }))
    await waitFor(() => expect(plan()).toHaveValue('Direct'))
  })

  it('an address with a sort and filters shows them', async () => {
    await open(hdfc, '?category=Equity&sort=return1Y&dir=asc&plan=Direct&option=Growth')
    const expected = withReturns.filter((f) => f.category === 'Equity' && f.plan === 'Direct').sort(byReturn1Y(1))
    expect(rowNames()).toEqual(expected.slice(0, 5).map((f) => f.schemeName))
    expect(screen.getByText(`Showing 5 of ${expected.length}`)).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveValue('Direct')
    expect(screen.getByRole('combobox', { name: 'Option' })).toHaveValue('Growth')
    expect(header('1Y')).toHaveAttribute('aria-sort', 'ascending')
  })

  it('drops unknown values of sort, dir, plan and option', async () => {
    await open(hdfc, '?sort=risk&dir=up&plan=Both&option=%3Cscript%3E')
    expect(rowNames()).toEqual(funds.slice(0, 5).map((f) => f.schemeName))
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveValue('')
    expect(within(fundTable()).queryAllByRole('columnheader').filter((th) => th.hasAttribute('aria-sort'))).toEqual([])
    expect([...viewMoreSearch().keys()]).toEqual([])
  })

  it('failed returns: the funds still show, with "–" and a retry; the plan/option filters wait for them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get(`*${endpointPath('fundHouseReturns')}`, () => HttpResponse.error(), { once: true }))
    const user = userEvent.setup()
    await open(hdfc, '?plan=Regular')
    expect(rowNames()).toEqual(funds.slice(0, 5).map((f) => f.schemeName))
    expect(within(fundRows()[0]!).getAllByRole('cell')[2]).toHaveTextContent('–')
    const section = screen.getByRole('region', { name: 'Funds' })
    expect(within(section).getByText(/Returns could not be loaded/)).toBeInTheDocument()
    // A line beside the table, not the funds section's error state.
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Plan' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Retry loading returns' }))
    await waitFor(() => expect(rowNames().every((name) => name?.includes('Regular Plan'))).toBe(true))
    expect(within(fundRows()[0]!).getAllByRole('cell')[2]).toHaveTextContent(/^[+−]\d/)
    expect(screen.queryByText(/Returns could not be loaded/)).not.toBeInTheDocument()
  })
})

describe('/company-details: the TER column and the "TER at most" filter (issue 27)', () => {
  const funds = allFundsByAmc(hdfc.fund_house_name)
  const ters = new Map(fundHouseReturns(hdfc.id)!.map((r) => [r.schemeCode, r.ter]))
  const searchOf = (router: { state: { location: { search: object } } }) => router.state.location.search as Record<string, unknown>
  const shownTers = () => fundRows().map((row) => ters.get(Number(within(row).getByRole('link').getAttribute('href')!.split('/')[2])))

  it('shows the TER after the returns; sorting by it shows the house’s five cheapest, and View More carries the order', async () => {
    const user = userEvent.setup()
    const { router } = await open()
    const first = within(fundRows()[0]!).getAllByRole('cell')
    expect(first[5]).toHaveTextContent(`${ters.get(funds[0]!.schemeCode)!.toFixed(2)}%`)

    await user.click(within(fundTable()).getByRole('link', { name: TER_HEAD }))
    await waitFor(() => expect(searchOf(router)).toMatchObject({ sort: 'ter', dir: 'asc' }))
    const cheapest = [...ters.values()].map((ter) => ter!).sort((a, b) => a - b).slice(0, 5)
    await waitFor(() => expect(shownTers()).toEqual(cheapest))
    expect(within(fundTable()).getByRole('link', { name: TER_HEAD }).closest('th')).toHaveAttribute('aria-sort', 'ascending')
    expect(viewMoreSearch().get('sort')).toBe('ter')
    expect(viewMoreSearch().get('dir')).toBe('asc')
  })

  it('?terMax narrows the funds within the category filter; the count and View More carry it', async () => {
    const user = userEvent.setup()
    const { router } = await open(hdfc, '?category=Equity&terMax=1')
    const matching = funds.filter((f) => f.category === 'Equity' && ters.get(f.schemeCode)! <= 1)
    expect(matching.length).toBeGreaterThan(0)
    expect(fundRows()).toHaveLength(Math.min(5, matching.length))
    expect(shownTers().every((ter) => ter !== null && ter! <= 1)).toBe(true)
    expect(
      screen.getByText(`Showing ${Math.min(5, matching.length)} of ${matching.length} (TER at most 1.00% a year; funds whose TER is not known are left out)`),
    ).toBeInTheDocument()
    expect(viewMoreSearch().get('terMax')).toBe('1')
    expect(screen.getByRole('combobox', { name: 'TER at most' })).toHaveValue('1')

    await user.selectOptions(screen.getByRole('combobox', { name: 'TER at most' }), '0.5')
    await waitFor(() => expect(searchOf(router)).toMatchObject({ category: 'Equity', terMax: 0.5 }))
    const cheap = funds.filter((f) => f.category === 'Equity' && ters.get(f.schemeCode)! <= 0.5)
    await waitFor(() => expect(fundRows()).toHaveLength(Math.min(5, cheap.length)))
    expect(shownTers().every((ter) => ter! <= 0.5)).toBe(true)
  })

  it('says so when no fund passes the TER filter', async () => {
    await open(hdfc, '?terMax=0.05')
    expect(
      screen.getByText('No mutual funds available for the selected filters. (TER at most 0.05% a year; funds whose TER is not known are left out.)'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Remove the TER filter' })).toBeInTheDocument()
  })

  it('the filters wait for the returns: without them the TER filter is off and shows every fund', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get(`*${endpointPath('fundHouseReturns')}`, () => HttpResponse.error(), { once: true }))
    await open(hdfc, '?terMax=0.5')
    expect(rowNames()).toEqual(funds.slice(0, 5).map((f) => f.schemeName))
    expect(screen.getByRole('combobox', { name: 'TER at most' })).toBeDisabled()
    expect(screen.getByText(/The plan, option and TER filters are off until they load\./)).toBeInTheDocument()
  })
})

describe('/company-details: the date of the five TERs shown (issue 27)', () => {
  const funds = allFundsByAmc(hdfc.fund_house_name)
  const answer = fundHouseReturns(hdfc.id)!
  /** The fixtures' TER date as the site writes dates: "1 Nov 2026", from TER_AS_OF. */
  const fixtureDate = formatDate(isoToDmy(TER_AS_OF))
  const note = () => screen.queryByTestId('ter-as-of')

  it('says "TER as of {date} (AMFI)" over the table; a TER of another date counts once its fund is among the five shown', async () => {
    // The house's dearest fund, from an older report: not among the first five in the default order.
    const dearest = answer.reduce((a, b) => (b.ter! > a.ter! ? b : a))
    expect(funds.slice(0, 5).map((f) => f.schemeCode)).not.toContain(dearest.schemeCode)
    const served = answer.map((r) => (r.schemeCode === dearest.schemeCode ? { ...r, terAsOf: '31-03-2024' } : r))
    server.use(http.get(`*${endpointPath('fundHouseReturns')}`, () => HttpResponse.json({ data: served })))
    const user = userEvent.setup()
    await open()
    expect(fixtureDate).toBe('1 Nov 2026')
    await waitFor(() => expect(note()?.textContent).toBe(`TER as of ${fixtureDate} (AMFI)`))
    expect(fundTable()).toHaveAccessibleDescription(`TER as of ${fixtureDate} (AMFI)`)

    // Dearest first: it is shown, and the note gives the range.
    await user.click(within(fundTable()).getByRole('link', { name: TER_HEAD }))
    await waitFor(() => expect(within(fundTable()).getByRole('link', { name: TER_HEAD }).closest('th')).toHaveAttribute('aria-sort', 'ascending'))
    await user.click(within(fundTable()).getByRole('link', { name: TER_HEAD }))
    await waitFor(() => expect(rowNames()[0]).toBe(funds.find((f) => f.schemeCode === dearest.schemeCode)!.schemeName))
    expect(note()?.textContent).toBe(`TER as of ${formatDate('31-03-2024')} to ${fixtureDate} (AMFI), by fund`)
    expect(within(fundRows()[0]!).getAllByRole('cell')[5]).toHaveTextContent(`${dearest.ter!.toFixed(2)}% as of ${formatDate('31-03-2024')}`)
  })
})
