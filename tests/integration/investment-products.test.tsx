import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints'
import { isoToDmy } from '@common/figures/dates'
import { formatDate } from '@/lib/dates'
import { formatNav, formatPercent } from '@/lib/format'
import { collectionFunds, collectionReturns, TER_AS_OF } from '@mocks/fixtures'
import type { Collection } from '@common/contract/schemas'
import { server } from '@mocks/node'
import { findMainHeading, renderRoute } from '../render-route'

const cards = () => within(screen.getByRole('main')).getAllByRole('listitem')
const cardNames = () => cards().map((card) => within(card).getByRole('link').textContent)

/** The collection's funds with their returns, in the API's order (highest YTD first). */
function fundsWithReturns(value: Collection) {
  const returns = new Map(collectionReturns(value).map((r) => [r.schemeCode, r]))
  return collectionFunds(value).map((f) => ({ ...f, ...returns.get(f.schemeCode)! }))
}

/** The default order: High Return by 1-year return (missing last), the others as the API sends them. */
function defaultOrder(value: Collection) {
  const funds = fundsWithReturns(value)
  if (value !== 'equity') return funds
  return [...funds].sort((a, b) => (a.return1Y === null ? 1 : b.return1Y === null ? -1 : b.return1Y - a.return1Y))
}

beforeEach(() => sessionStorage.clear())

describe('/investment-products', () => {
  it.each([
    ['equity', 'High Return funds'],
    ['large', 'Large Cap funds'],
    ['mid', 'Mid Cap funds'],
    ['small', 'Small Cap funds'],
    ['tax', 'Tax Saving funds'],
  ] as const)('%s: a card per fund with logo, name, YTD and 1Y returns, Latest Nav and Add to compare', async (value, heading) => {
    await renderRoute(`/investment-products/${value}`)
    expect(await findMainHeading()).toHaveTextContent(heading)
    const funds = defaultOrder(value)
    expect(cards()).toHaveLength(Math.min(funds.length, 30))
    const first = within(cards()[0]!)
    const fund = funds[0]!
    expect(first.getByRole('link', { name: fund.schemeName })).toHaveAttribute(
      'href',
      `/fundchart/${fund.schemeCode}/${encodeURIComponent(fund.fundHouseName)}`,
    )
    expect(first.getByText(fund.fundHouseName)).toBeInTheDocument()
    expect(cards()[0]!.querySelector('img')).toHaveAttribute('src', fund.fundHouseLogo)
    expect(first.getByText('YTD return').nextElementSibling).toHaveTextContent(formatPercent(fund.ytdReturn))
    expect(first.getByText('1Y return').nextElementSibling).toHaveTextContent(formatPercent(fund.return1Y))
    expect(first.getByText('Latest Nav').nextElementSibling).toHaveTextContent(formatNav(fund.latestNAV))
    expect(first.getByRole('button', { name: `Add to compare: ${fund.schemeName}` })).toBeInTheDocument()
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
    expect(cards()).toHaveLength(30)
  })
})

describe('/investment-products: order and Show more', () => {
  const searchOf = (router: { state: { location: { search: object } } }) => router.state.location.search as Record<string, unknown>

  it('High Return shows the best 1-year returns first, and says so', async () => {
    await renderRoute('/investment-products/equity')
    await findMainHeading()
    expect(screen.getByText('Equity funds with the best 1-year returns first (Direct Plan, Growth option).')).toBeInTheDocument()
    expect(cardNames()).toEqual(defaultOrder('equity').slice(0, 30).map((f) => f.schemeName))
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('')
  })

  it('High Return puts a fund without a 1-year figure last', async () => {
    const funds = collectionFunds('equity').slice(0, 4)
    const returns = collectionReturns('equity').slice(0, 4)
    const young = { ...returns[1]!, return1Y: null }
    server.use(
      http.post(`*${endpointPath('fundsByCategory')}`, () => HttpResponse.json(funds)),
      http.get(`*${endpointPath('collectionReturns')}`, () => HttpResponse.json({ data: [returns[0], young, returns[2], returns[3]] })),
    )
    await renderRoute('/investment-products/equity')
    await findMainHeading()
    expect(cardNames().at(-1)).toBe(funds[1]!.schemeName)
    expect(within(cards().at(-1)!).getByText('1Y return').nextElementSibling).toHaveTextContent('–')
  })

  it('the other collections keep the API order (highest YTD first)', async () => {
    await renderRoute('/investment-products/mid')
    await findMainHeading()
    expect(cardNames()).toEqual(collectionFunds('mid').map((f) => f.schemeName))
  })

  it('Sort by is kept in ?sort, and the default order removes it', async () => {
    const user = userEvent.setup()
    const { router } = await renderRoute('/investment-products/large')
    await findMainHeading()
    const select = screen.getByRole('combobox', { name: 'Sort by' })
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Default (best YTD return first)',
      '1Y return',
      '3Y return',
      '5Y return',
      'YTD return',
      'Latest NAV',
      'TER, lowest first',
      'Name',
    ])
    await user.selectOptions(select, 'nav')
    await waitFor(() => expect(searchOf(router)).toMatchObject({ sort: 'nav' }))
    const byNav = [...collectionFunds('large')].sort((a, b) => b.latestNAV - a.latestNAV)
    await waitFor(() => expect(cardNames()).toEqual(byNav.map((f) => f.schemeName)))

    await user.selectOptions(select, 'return3Y')
    await waitFor(() => expect(searchOf(router)).toMatchObject({ sort: 'return3Y' }))
    const by3Y = [...fundsWithReturns('large')].sort((a, b) => b.return3Y! - a.return3Y!)
    await waitFor(() => expect(cardNames()).toEqual(by3Y.map((f) => f.schemeName)))
    // Sorted by 3Y, the cards show it.
    expect(within(cards()[0]!).getByText('3Y return').nextElementSibling).toHaveTextContent(formatPercent(by3Y[0]!.return3Y))

    await user.selectOptions(select, '')
    await waitFor(() => expect(searchOf(router).sort).toBeUndefined())
    // The cards follow the address in a render of their own (useDeferredValue).
    await waitFor(() => expect(cardNames()).toEqual(collectionFunds('large').map((f) => f.schemeName)))
  })

  it('an address with ?sort shows that order; an unknown sort is dropped', async () => {
    await renderRoute('/investment-products/tax?sort=name')
    await findMainHeading()
    const byName = collectionFunds('tax')
      .map((f) => f.schemeName)
      .sort((a, b) => a.localeCompare(b, 'en-IN', { numeric: true, sensitivity: 'base' }))
    expect(cardNames()).toEqual(byName)
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name')
  })

  it('drops an unknown sort', async () => {
    await renderRoute('/investment-products/small?sort=category&dir=sideways')
    await findMainHeading()
    expect(cardNames()).toEqual(collectionFunds('small').map((f) => f.schemeName))
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('')
  })

  it('shows 30 cards at a time; Show more, a link to ?show=60, adds 30 and moves focus to the first new card', async () => {
    const user = userEvent.setup()
    const { router } = await renderRoute('/investment-products/equity?sort=ytd')
    await findMainHeading()
    const total = collectionFunds('equity').length
    expect(cards()).toHaveLength(30)
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(`Showing 30 of ${total} funds`)
    // A real link: before the page's code runs (or without it) the server renders the 60.
    const showMore = screen.getByRole('link', { name: 'Show more' })
    expect(Object.fromEntries(new URL(showMore.getAttribute('href')!, 'http://x').searchParams)).toEqual({ sort: 'ytd', show: '60' })
    await user.click(showMore)
    await waitFor(() => expect(cards()).toHaveLength(Math.min(60, total)))
    expect(searchOf(router)).toMatchObject({ sort: 'ytd', show: 60 })
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(`Showing ${Math.min(60, total)} of ${total} funds`)
    await waitFor(() => expect(within(cards()[30]!).getByRole('link')).toHaveFocus())
    expect(cardNames()).toEqual(collectionFunds('equity').slice(0, 60).map((f) => f.schemeName))
    if (total <= 60) expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument()
  })

  it('an address with ?show shows that many cards; a new order starts again from the first 30', async () => {
    const user = userEvent.setup()
    const { router } = await renderRoute('/investment-products/equity?show=60')
    await findMainHeading()
    expect(cardNames()).toEqual(defaultOrder('equity').slice(0, 60).map((f) => f.schemeName))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'ytd')
    await waitFor(() => expect(searchOf(router)).toEqual({ sort: 'ytd' }))
    await waitFor(() => expect(cardNames()).toEqual(collectionFunds('equity').slice(0, 30).map((f) => f.schemeName)))
  })

  it('failed returns: the cards still show, with "–" for 1Y and a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get(`*${endpointPath('collectionReturns')}`, () => HttpResponse.error(), { once: true }))
    const user = userEvent.setup()
    await renderRoute('/investment-products/equity')
    await findMainHeading()
    // Without 1-year figures, High Return is in the API's (YTD) order.
    expect(cardNames()).toEqual(collectionFunds('equity').slice(0, 30).map((f) => f.schemeName))
    expect(within(cards()[0]!).getByText('1Y return').nextElementSibling).toHaveTextContent('–')
    expect(screen.getByText(/Returns could not be loaded/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Retry loading returns' }))
    await waitFor(() => expect(cardNames()).toEqual(defaultOrder('equity').slice(0, 30).map((f) => f.schemeName)))
  })
})

describe('/investment-products: TER on the cards, "TER, lowest first" and "TER at most" (issue 27)', () => {
  const searchOf = (router: { state: { location: { search: object } } }) => router.state.location.search as Record<string, unknown>
  /** A card's TER, as shown under its label. */
  const cardTer = (card: HTMLElement) => within(card).getByText('TER', { selector: 'abbr' }).closest('div')!.querySelector('p:last-child')!.textContent

  it('each card shows its TER; Sort by "TER, lowest first" is ?sort=ter, an unknown TER last', async () => {
    const funds = collectionFunds('large')
    const returns = collectionReturns('large')
    // One fund whose TER is not known: it goes after every known one.
    const blanked = returns[0]!.schemeCode
    const served = returns.map((r) => (r.schemeCode === blanked ? { ...r, ter: null } : r))
    server.use(http.get(`*${endpointPath('collectionReturns')}`, () => HttpResponse.json({ data: served })))
    const user = userEvent.setup()
    const { router } = await renderRoute('/investment-products/large')
    await findMainHeading()
    expect(cardTer(cards()[1]!)).toBe(`${served[1]!.ter!.toFixed(2)}%`)

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'ter')
    await waitFor(() => expect(searchOf(router)).toMatchObject({ sort: 'ter' }))
    const ters = new Map(served.map((r) => [r.schemeCode, r.ter]))
    const byTer = [...funds].sort((a, b) => {
      const [x, y] = [ters.get(a.schemeCode)!, ters.get(b.schemeCode)!]
      return x === null ? 1 : y === null ? -1 : x - y
    })
    await waitFor(() => expect(cardNames()).toEqual(byTer.slice(0, 30).map((f) => f.schemeName)))
    expect(cardNames().at(-1)).toBe(funds.find((f) => f.schemeCode === blanked)!.schemeName)
    expect(cardTer(cards().at(-1)!)).toBe('–not available')
  })

  it('?terMax filters the cards, the count says so, and "Remove the TER filter" brings them all back', async () => {
    const user = userEvent.setup()
    const { router } = await renderRoute('/investment-products/large?terMax=1')
    await findMainHeading()
    const cheap = fundsWithReturns('large').filter((f) => f.ter !== null && f.ter <= 1)
    expect(cheap.length).toBeGreaterThan(0)
    expect(cardNames()).toEqual(cheap.slice(0, 30).map((f) => f.schemeName))
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      `Showing ${Math.min(30, cheap.length)} of ${cheap.length} funds (TER at most 1.00% a year; funds whose TER is not known are left out)`,
    )
    expect(screen.getByRole('combobox', { name: 'TER at most' })).toHaveValue('1')

    await user.click(screen.getByRole('link', { name: 'Remove the TER filter' }))
    await waitFor(() => expect(searchOf(router).terMax).toBeUndefined())
    await waitFor(() => expect(cardNames()).toEqual(collectionFunds('large').slice(0, 30).map((f) => f.schemeName)))
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'TER at most' })).toHaveFocus())
  })

  it('says so when no fund of the collection passes the filter; a malformed ?terMax is ignored', async () => {
    const { unmount } = await renderRoute('/investment-products/mid?terMax=0.05')
    await findMainHeading()
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'No fund of this collection matches (TER at most 0.05% a year; funds whose TER is not known are left out).',
    )
    unmount()
    await renderRoute('/investment-products/mid?terMax=lots')
    await findMainHeading()
    expect(cardNames()).toEqual(collectionFunds('mid').map((f) => f.schemeName))
    expect(screen.getByRole('combobox', { name: 'TER at most' })).toHaveValue('')
  })
})

describe('/investment-products: the date of the cards’ TERs (issue 27)', () => {
  /** The fixtures' TER date as the site writes dates: "1 Nov 2026", from TER_AS_OF. */
  const fixtureDate = formatDate(isoToDmy(TER_AS_OF))
  const note = () => screen.queryByTestId('ter-as-of')
  const list = () => within(screen.getByRole('main')).getByRole('list')

  it('says "TER as of {date} (AMFI)" once, over the cards, which it describes', async () => {
    await renderRoute('/investment-products/large')
    await findMainHeading()
    expect(fixtureDate).toBe('1 Nov 2026')
    await waitFor(() => expect(note()?.textContent).toBe(`TER as of ${fixtureDate} (AMFI)`))
    expect(screen.getAllByTestId('ter-as-of')).toHaveLength(1)
    expect(list()).toHaveAccessibleDescription(`TER as of ${fixtureDate} (AMFI)`)
    expect(within(cards()[0]!).getByTitle(`TER as of ${fixtureDate} (AMFI)`)).toBeInTheDocument()
  })

  it('the range of the cards shown, "by fund", when their TERs are of different dates; none without a TER', async () => {
    const returns = collectionReturns('large')
    const first = collectionFunds('large')[0]!.schemeCode
    // The first card's fund, its TER from an older report.
    const served = returns.map((r) => (r.schemeCode === first ? { ...r, terAsOf: '01-11-2023' } : r))
    server.use(http.get(`*${endpointPath('collectionReturns')}`, () => HttpResponse.json({ data: served })))
    const { unmount } = await renderRoute('/investment-products/large')
    await findMainHeading()
    await waitFor(() => expect(note()?.textContent).toBe(`TER as of ${formatDate('01-11-2023')} to ${fixtureDate} (AMFI), by fund`))
    const ter = served.find((r) => r.schemeCode === first)!.ter!.toFixed(2)
    expect(within(cards()[0]!).getByTitle(`TER as of ${formatDate('01-11-2023')} (AMFI)`)).toHaveTextContent(`${ter}% as of ${formatDate('01-11-2023')}`)
    unmount()

    server.use(http.get(`*${endpointPath('collectionReturns')}`, () => HttpResponse.json({ data: returns.map((r) => ({ ...r, ter: null, terAsOf: null })) })))
    await renderRoute('/investment-products/large')
    await findMainHeading()
    await waitFor(() => expect(within(cards()[0]!).getByText('not available')).toBeInTheDocument())
    expect(note()).not.toBeInTheDocument()
    expect(list()).not.toHaveAttribute('aria-describedby')
  })
})
