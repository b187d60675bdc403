import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import { SEARCH_MAX_LIMIT } from '@common/contract/limits'
import { isoToDmy } from '@common/figures/dates'
import { formatDate } from '@/lib/dates'
import { formatTer } from '@/lib/ter-text'
import { searchFixtures, TER_AS_OF, terOf } from '@mocks/fixtures'
import { server } from '@mocks/node'
import { findMainHeading, recordRequests, renderRoute } from '../render-route'

/** /search?q= (issue 13) over the msw fixtures: Axis is house 4, "Axis Mutual Fund". */
const main = () => within(screen.getByRole('main'))

describe('/search', () => {
  it('lists fund houses, then funds with plan, option, subcategory, house and Add to compare', async () => {
    await renderRoute('/search?q=axis')
    expect(await findMainHeading()).toHaveTextContent('Results for "axis"')
    await waitFor(() => expect(document.title).toBe('Results for "axis" | MF Explorer'))

    const houses = main().getByRole('region', { name: 'Fund houses' })
    const house = within(houses).getByRole('link', { name: 'Axis Mutual Fund' })
    expect(house).toHaveAttribute('href', `/company-details/4/${encodeURIComponent('Axis Mutual Fund')}`)

    const funds = main().getByRole('region', { name: 'Funds' })
    const rows = within(funds).getAllByRole('listitem')
    expect(rows.length).toBeGreaterThan(6)
    const first = within(rows[0]!)
    const link = first.getByRole('link')
    expect(link).toHaveTextContent(/^Axis .+ - Direct Plan - Growth$/)
    expect(link.getAttribute('href')).toMatch(new RegExp(`^/fundchart/104\\d{3}/${encodeURIComponent('Axis Mutual Fund')}$`))
    expect(first.getByText('Direct')).toBeInTheDocument()
    expect(first.getByText('Growth')).toBeInTheDocument()
    expect(first.getByText(/^.+ · Axis Mutual Fund$/)).toBeInTheDocument()
    const compare = first.getByRole('button', { name: `Add to compare: ${link.textContent}` })
    expect(compare).toHaveAttribute('aria-pressed', 'false')
    // The houses come before the funds.
    expect(houses.compareDocumentPosition(funds) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('asks once, with the page limit', async () => {
    const recorder = recordRequests()
    await renderRoute('/search?q=hdfc%20large')
    await main().findByRole('region', { name: 'Funds' })
    expect(recorder.requests.filter((r) => r.path.includes('/search')).length).toBe(1)
    recorder.stop()
  })

  it('shows the not-found state with a hint when nothing matches', async () => {
    await renderRoute('/search?q=zzzz')
    expect(await findMainHeading()).toHaveTextContent('Results for "zzzz"')
    expect(await main().findByRole('heading', { level: 2, name: 'No funds or fund houses match "zzzz"' })).toBeInTheDocument()
    expect(main().getByText('Try fewer words, or a fund house name such as Axis.')).toBeInTheDocument()
  })

  it('asks for a text when there is none, and searches from its own form', async () => {
    const recorder = recordRequests()
    const user = userEvent.setup()
    const { router } = await renderRoute('/search')
    expect(await findMainHeading()).toHaveTextContent('Search funds and fund houses')
    expect(main().getByTestId('search-prompt')).toHaveTextContent(/Type a fund or fund house name/)
    expect(recorder.count('/search')).toBe(0)
    recorder.stop()

    const form = main().getByRole('search', { name: 'Search again' })
    await user.type(within(form).getByRole('searchbox', { name: 'Search funds and fund houses' }), 'axis large')
    await user.click(within(form).getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'axis large' }))
    expect(await findMainHeading()).toHaveTextContent('Results for "axis large"')
    expect(await main().findByRole('region', { name: 'Funds' })).toBeInTheDocument()
  })

  it('trims ?q= and cuts it to 100 characters instead of failing', async () => {
    const long = 'a'.repeat(120)
    const { router } = await renderRoute(`/search?q=${encodeURIComponent(`  ${long}  `)}`)
    expect(await findMainHeading()).toHaveTextContent(`Results for "${'a'.repeat(100)}"`)
    expect(router.state.location.search).toEqual({ q: 'a'.repeat(100) })
    expect(await main().findByRole('heading', { level: 2, name: /^No funds or fund houses match/ })).toBeInTheDocument()
  })

  it('a failed search is a message with Retry under the heading, not a broken page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get(`*${endpointPath('search')}`, () => HttpResponse.error()))
    await renderRoute('/search?q=axis')
    expect(await findMainHeading()).toHaveTextContent('Results for "axis"')
    const alert = await main().findByRole('alert')
    expect(alert).toHaveTextContent('We could not load the search results')
    server.resetHandlers()
    await act(async () => {
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    })
    expect(await main().findByRole('region', { name: 'Funds' })).toBeInTheDocument()
  })
})

describe('/search: TER in the results, ?sort=ter and ?terMax (issue 27)', () => {
  const fundsOf = (q: string) => searchFixtures(q, SEARCH_MAX_LIMIT).filter((hit): hit is SchemeHit => hit.kind === 'scheme')
  const fundRows = () => within(main().getByRole('region', { name: 'Funds' })).getAllByRole('listitem')
  const rowCodes = () => fundRows().map((row) => Number(within(row).getByRole('link').getAttribute('href')!.split('/')[2]))
  const searchOf = (router: { state: { location: { search: object } } }) => router.state.location.search as Record<string, unknown>

  it("shows each fund's TER in its facts, as the hit carries it", async () => {
    await renderRoute('/search?q=axis')
    await main().findByRole('region', { name: 'Funds' })
    const funds = fundsOf('axis')
    expect(rowCodes()).toEqual(funds.map((f) => f.schemeCode))
    fundRows().forEach((row, i) => {
      const ter = terOf(funds[i]!.schemeCode)
      expect(row).toHaveTextContent(ter === null ? 'TER not known' : `TER ${formatTer(ter)} a year`)
    })
    expect(within(fundRows()[0]!).getByText('TER', { selector: 'abbr' })).toHaveAttribute('title', 'Total expense ratio, % a year')
  })

  it('?sort=ter lists the funds lowest TER first, an unknown TER last; the fund houses stay first', async () => {
    // One hit without a TER (the fixtures index only schemes that have one).
    const answer = searchFixtures('axis', SEARCH_MAX_LIMIT)
    const blanked = fundsOf('axis')[0]!.schemeCode
    server.use(
      http.get(`*${endpointPath('search')}`, () =>
        HttpResponse.json({ data: answer.map((hit) => (hit.kind === 'scheme' && hit.schemeCode === blanked ? { ...hit, ter: null } : hit)) }),
      ),
    )
    await renderRoute('/search?q=axis&sort=ter')
    await main().findByRole('region', { name: 'Funds' })
    expect(main().getByRole('region', { name: 'Fund houses' })).toBeInTheDocument()
    const ters = rowCodes().map((code) => (code === blanked ? null : terOf(code)))
    expect(ters.at(-1)).toBeNull()
    const known = ters.slice(0, -1) as number[]
    expect(known).toEqual([...known].sort((a, b) => a - b))
    expect(main().getByRole('combobox', { name: 'Order funds by' })).toHaveValue('ter')
    expect(main().getByText(/Funds with the lowest TER first\./)).toBeInTheDocument()
  })

  it('?terMax keeps the funds whose TER is known and at most it, and says how many', async () => {
    const funds = fundsOf('axis')
    const cheap = funds.filter((f) => f.ter !== null && f.ter <= 1)
    expect(cheap.length).toBeGreaterThan(0)
    expect(cheap.length).toBeLessThan(funds.length)
    await renderRoute('/search?q=axis&terMax=1')
    await main().findByRole('region', { name: 'Funds' })
    expect(rowCodes()).toEqual(cheap.map((f) => f.schemeCode))
    expect(
      main().getByText(new RegExp(`${cheap.length} of ${funds.length} funds shown: TER at most 1\\.00% a year; funds whose TER is not known are left out\\.`)),
    ).toBeInTheDocument()
    expect(main().getByRole('combobox', { name: 'TER at most' })).toHaveValue('1')
  })

  it('the form applies the order and the filter as they change, in the address; Remove the TER filter undoes it', async () => {
    const user = userEvent.setup()
    const recorder = recordRequests()
    const { router } = await renderRoute('/search?q=axis')
    await main().findByRole('region', { name: 'Funds' })
    const form = main().getByRole('search', { name: 'Search again' })
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Order funds by' }), 'ter')
    await waitFor(() => expect(searchOf(router)).toEqual({ q: 'axis', sort: 'ter' }))
    await user.selectOptions(within(form).getByRole('combobox', { name: 'TER at most' }), '0.75')
    await waitFor(() => expect(searchOf(router)).toEqual({ q: 'axis', sort: 'ter', terMax: 0.75 }))
    await waitFor(() => expect(rowCodes().every((code) => terOf(code)! <= 0.75)).toBe(true))
    // Rearranging the same answer asks for nothing more.
    expect(recorder.count('/search')).toBe(1)
    recorder.stop()

    await user.click(within(form).getByRole('link', { name: 'Remove the TER filter' }))
    await waitFor(() => expect(searchOf(router)).toEqual({ q: 'axis', sort: 'ter' }))
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'TER at most' })).toHaveFocus())
    // Without JavaScript the form's GET writes the same keys.
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({ q: 'axis', sort: 'ter', terMax: '' })
  })

  it('says so when no fund passes the filter, and ignores a malformed ?sort or ?terMax', async () => {
    const { unmount } = await renderRoute('/search?q=axis&terMax=0.05')
    expect(await main().findByTestId('search-no-ter-match')).toHaveTextContent(
      'No fund among these results has a known TER of at most 0.05% a year. Funds whose TER is not known are left out while the TER filter is on.',
    )
    unmount()
    const { router } = await renderRoute('/search?q=axis&sort=nav&terMax=cheap')
    await main().findByRole('region', { name: 'Funds' })
    expect(searchOf(router)).toEqual({ q: 'axis' })
    expect(rowCodes()).toEqual(fundsOf('axis').map((f) => f.schemeCode))
  })
})

describe('/search: the date of the results’ TERs (issue 27)', () => {
  /** The fixtures' TER date as the site writes dates: "1 Nov 2026", from TER_AS_OF. */
  const fixtureDate = formatDate(isoToDmy(TER_AS_OF))
  const note = () => main().queryByTestId('ter-as-of')
  const fundsRegion = () => main().getByRole('region', { name: 'Funds' })

  it('says "TER as of {date} (AMFI)" once, under the Funds heading, and the list is described by it', async () => {
    await renderRoute('/search?q=axis')
    await main().findByRole('region', { name: 'Funds' })
    expect(fixtureDate).toBe('1 Nov 2026')
    expect(note()?.textContent).toBe(`TER as of ${fixtureDate} (AMFI)`)
    expect(within(fundsRegion()).getAllByTestId('ter-as-of')).toHaveLength(1)
    expect(within(fundsRegion()).getByRole('list')).toHaveAccessibleDescription(`TER as of ${fixtureDate} (AMFI)`)
    const first = within(fundsRegion()).getAllByRole('listitem')[0]!
    expect(within(first).getByTitle(`TER as of ${fixtureDate} (AMFI)`)).toHaveTextContent(/^TER \d+\.\d{2}% a year$/)
  })

  it('the range, "by fund", over the funds the TER filter keeps; nothing when no fund has a TER', async () => {
    const answer = searchFixtures('axis', SEARCH_MAX_LIMIT)
    const funds = answer.filter((hit): hit is SchemeHit => hit.kind === 'scheme')
    // The dearest fund from an older report: counted while shown, not once ?terMax leaves it out.
    const dearest = funds.reduce((a, b) => (b.ter! > a.ter! ? b : a))
    const served = answer.map((hit) => (hit.kind === 'scheme' && hit.schemeCode === dearest.schemeCode ? { ...hit, terAsOf: '01-11-2023' } : hit))
    server.use(http.get(`*${endpointPath('search')}`, () => HttpResponse.json({ data: served })))
    const { unmount } = await renderRoute('/search?q=axis')
    await main().findByRole('region', { name: 'Funds' })
    expect(note()?.textContent).toBe(`TER as of ${formatDate('01-11-2023')} to ${fixtureDate} (AMFI), by fund`)
    const row = within(fundsRegion()).getAllByRole('listitem').find((li) => within(li).getByRole('link').getAttribute('href')!.includes(`/${dearest.schemeCode}/`))!
    expect(row).toHaveTextContent(`TER ${formatTer(dearest.ter)} a year as of ${formatDate('01-11-2023')}`)
    unmount()

    // Just under the dearest TER: every other fund stays, the dearest goes, and its date with it.
    const under = (Math.round(dearest.ter! * 100) - 1) / 100
    const { unmount: again } = await renderRoute(`/search?q=axis&terMax=${under}`)
    await main().findByRole('region', { name: 'Funds' })
    expect(within(fundsRegion()).getAllByRole('listitem')).toHaveLength(funds.filter((f) => f.ter! <= under).length)
    expect(note()?.textContent).toBe(`TER as of ${fixtureDate} (AMFI)`)
    again()

    server.use(http.get(`*${endpointPath('search')}`, () => HttpResponse.json({ data: answer.map((hit) => (hit.kind === 'scheme' ? { ...hit, ter: null, terAsOf: null } : hit)) })))
    await renderRoute('/search?q=axis')
    await main().findByRole('region', { name: 'Funds' })
    expect(within(fundsRegion()).getAllByRole('listitem')[0]).toHaveTextContent('TER not known')
    expect(note()).not.toBeInTheDocument()
    expect(within(fundsRegion()).getByRole('list')).not.toHaveAttribute('aria-describedby')
  })
})
