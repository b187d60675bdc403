import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints'
import { server } from '@mocks/node'
import { findMainHeading, recordRequests, renderRoute } from '../render-route'

/**
 * The header's search (issue 13) over the msw fixtures: Axis is house 4, "Axis Mutual Fund";
 * 104011 its Large Cap Fund - Direct Plan - Growth.
 */
const LABEL = 'Search funds and fund houses'
const AXIS_LARGE_DIRECT = 'Axis Large Cap Fund - Direct Plan - Growth'

// jsdom has no layout: Mantine's Combobox scrolls the highlighted option into view.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {}
})

const banner = () => within(screen.getByRole('banner'))

/** The list once it shows the answer for the text as typed (not a previous text's, kept meanwhile). */
async function findSettledList() {
  const list = await screen.findByRole('listbox', { name: LABEL })
  await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'))
  return list
}

/** Focuses the header's field (which starts loading the dropdown's code). */
async function openSearch(user: ReturnType<typeof userEvent.setup>) {
  const field = banner().getByRole('combobox', { name: LABEL })
  await user.click(field)
  expect(field).toHaveFocus()
  return field
}

describe('header search', () => {
  it('is a labelled field in a search landmark on every page', async () => {
    await renderRoute('/about')
    await findMainHeading()
    const landmark = banner().getByRole('search', { name: 'Site' })
    const field = within(landmark).getByRole('combobox', { name: LABEL })
    expect(field).toHaveAttribute('maxlength', '100')
    expect(field).toHaveAttribute('aria-expanded', 'false')
    expect(field).toHaveAttribute('aria-autocomplete', 'list')
    // The phone's button controls the same form.
    const toggle = banner().getByRole('button', { name: 'Search' })
    expect(toggle).toHaveAttribute('aria-controls', landmark.id)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows fund houses and funds as two groups, funds with plan and option', async () => {
    const user = userEvent.setup()
    await renderRoute('/about')
    await findMainHeading()
    const field = await openSearch(user)
    await user.type(field, 'axis')

    const list = await findSettledList()
    expect(field).toHaveAttribute('aria-expanded', 'true')
    expect(field).toHaveAttribute('aria-controls', list.id)
    const houses = within(list).getByRole('group', { name: 'Fund houses' })
    expect(within(houses).getByRole('option', { name: /^Axis Mutual Fund/ })).toBeInTheDocument()
    const funds = within(list).getByRole('group', { name: 'Funds' })
    const options = within(funds).getAllByRole('option')
    expect(options.length).toBeGreaterThan(1)
    expect(options.length).toBeLessThanOrEqual(6)
    for (const option of options) expect(option).toHaveTextContent(/^Axis .+(Direct|Regular) · Growth · .+ · Axis Mutual Fund$/)
    // The last option leads to every result.
    expect(within(list).getAllByRole('option').at(-1)).toHaveTextContent('See all results for "axis"')
    expect(banner().getByRole('status')).toHaveTextContent(/^1 fund house and \d funds\. Use the arrow keys to choose\.$/)
  })

  it('opens the highlighted fund with ArrowDown and Enter', async () => {
    const user = userEvent.setup()
    const { router } = await renderRoute('/about')
    await findMainHeading()
    const field = await openSearch(user)
    await user.type(field, 'axis large direct')
    const first = within(await findSettledList()).getAllByRole('option')[0]!
    expect(first).toHaveAccessibleName(new RegExp(`^${AXIS_LARGE_DIRECT}, Direct · Growth · Large Cap · Axis Mutual Fund$`))
    expect(field).not.toHaveAttribute('aria-activedescendant')

    await user.keyboard('{ArrowDown}')
    expect(field).toHaveAttribute('aria-activedescendant', first.id)
    expect(first).toHaveAttribute('data-combobox-selected')
    await user.keyboard('{Enter}')

    await waitFor(() => expect(decodeURI(router.state.location.pathname)).toBe('/fundchart/104011/Axis Mutual Fund'))
    expect(await screen.findByRole('heading', { level: 2, name: AXIS_LARGE_DIRECT })).toBeInTheDocument()
    expect(field).toHaveValue('')
  })

  it('opens a fund house from its option', async () => {
    const user = userEvent.setup()
    const { router } = await renderRoute('/about')
    await findMainHeading()
    const field = await openSearch(user)
    await user.type(field, 'axis')
    await user.click(await screen.findByRole('option', { name: /^Axis Mutual Fund/ }))
    await waitFor(() => expect(decodeURI(router.state.location.pathname)).toBe('/company-details/4/Axis Mutual Fund'))
  })

  it('goes to the results page on Enter with nothing highlighted, from the cache', async () => {
    const user = userEvent.setup()
    const { router } = await renderRoute('/about')
    await findMainHeading()
    const field = await openSearch(user)
    await user.type(field, '  Axis  ')
    await findSettledList()
    const recorder = recordRequests()
    await user.keyboard('{Enter}')

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'))
    expect(router.state.location.search).toEqual({ q: 'Axis' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for "Axis"' })).toBeInTheDocument()
    // The dropdown asked with the page's limit: the page needed no request of its own.
    expect(recorder.count('/search')).toBe(0)
    recorder.stop()
  })

  it('"See all results" opens the results page', async () => {
    const user = userEvent.setup()
    const { router } = await renderRoute('/')
    await findMainHeading()
    const field = await openSearch(user)
    await user.type(field, 'hdfc')
    await user.click(await screen.findByRole('option', { name: 'See all results for "hdfc"' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'hdfc' }))
  })

  it('says when nothing matches, with a hint', async () => {
    const user = userEvent.setup()
    await renderRoute('/about')
    await findMainHeading()
    const field = await openSearch(user)
    await user.type(field, 'xyzzy')
    expect(await banner().findByText('No funds or fund houses match "xyzzy"')).toBeVisible()
    expect(banner().getByText('Try fewer words, or a fund house name such as Axis.')).toBeVisible()
    expect(banner().getByRole('status')).toHaveTextContent('No funds or fund houses match "xyzzy". Try fewer words')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(field).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows a short message when the search fails, and keeps working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.get(`*${endpointPath('search')}`, () =>
        HttpResponse.json({ error: { code: 'BAD_REQUEST', message: 'Search needs `q` of 1 to 100 characters' } }, { status: 400 }),
      ),
    )
    const user = userEvent.setup()
    await renderRoute('/about')
    await findMainHeading()
    const field = await openSearch(user)
    await user.type(field, 'axis')
    expect(await banner().findByText('Search failed: Search needs `q` of 1 to 100 characters', { selector: 'p' })).toBeVisible()
    expect(banner().getByRole('status')).toHaveTextContent('Search failed')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/about us/i)
  })

  it('closes the list on Escape and keeps the text', async () => {
    const user = userEvent.setup()
    await renderRoute('/about')
    await findMainHeading()
    const field = await openSearch(user)
    await user.type(field, 'axis')
    await findSettledList()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(field).toHaveAttribute('aria-expanded', 'false')
    expect(field).toHaveValue('axis')
    expect(field).toHaveFocus()
  })

  it('"/" and Ctrl+K focus the field, but not while typing in another field', async () => {
    const user = userEvent.setup()
    await renderRoute('/contact')
    await findMainHeading()
    await user.keyboard('/')
    expect(banner().getByRole('combobox', { name: LABEL })).toHaveFocus()
    expect(banner().getByRole('combobox', { name: LABEL })).toHaveValue('')

    const name = within(screen.getByRole('main')).getAllByRole('textbox')[0]!
    await user.click(name)
    await user.keyboard('/')
    expect(name).toHaveFocus()
    expect(name).toHaveValue('/')
    await user.keyboard('{Control>}k{/Control}')
    expect(name).toHaveFocus()

    await act(() => name.blur())
    await user.keyboard('{Control>}k{/Control}')
    expect(banner().getByRole('combobox', { name: LABEL })).toHaveFocus()
  })

  it('the phone button opens the bar, focuses the field, and Escape closes it', async () => {
    const user = userEvent.setup()
    await renderRoute('/about')
    await findMainHeading()
    const toggle = banner().getByRole('button', { name: 'Search' })
    const form = banner().getByRole('search', { name: 'Site' })
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(form).toHaveAttribute('data-open')
    expect(banner().getByRole('combobox', { name: LABEL })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(form).not.toHaveAttribute('data-open')
    expect(toggle).toHaveFocus()
  })
})
