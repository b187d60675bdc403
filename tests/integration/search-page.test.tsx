import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints'
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
