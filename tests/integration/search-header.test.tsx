import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints'
import { server } from '@mocks/node'
import * as suggestions from '@/features/search/SearchSuggestions'
import { findMainHeading, recordRequests, renderRoute } from '../render-route'
import { installPopoverShim } from './popover-shim'

// The dropdown's body, counted: how much of the list a key typed renders.
vi.mock('@/features/search/SearchSuggestions', async (importOriginal) => {
  const original = await importOriginal<typeof suggestions>()
  return { SearchSuggestions: vi.fn(original.SearchSuggestions) }
})

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
const isOpen = (element: Element) => element.matches(':popover-open')

// The form is a popover under md (the phone's bar). jsdom applies the UA rule that hides a closed
// popover but none of header-search.module.css: this is its rule from 62em up, where the form
// shows in the header row, closed popover or not.
function wideLayout() {
  const style = document.createElement('style')
  style.textContent = '#site-search { display: block !important; }'
  document.head.append(style)
  return () => style.remove()
}

let uninstall: () => void
beforeEach(() => {
  uninstall = installPopoverShim()
})
afterEach(() => uninstall())

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
  beforeEach(wideLayout)

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

  it('without its code is a GET of the results page with the text as ?q', async () => {
    const user = userEvent.setup()
    await renderRoute('/about')
    await findMainHeading()
    const form = banner().getByRole('search', { name: 'Site' }) as HTMLFormElement
    expect(form).toHaveAttribute('action', '/search')
    expect(form).toHaveAttribute('method', 'get')
    await user.type(within(form).getByRole('combobox', { name: LABEL }), 'axis large')
    // What the browser's own submission (Enter) would send: /search?q=axis+large, which src/routes/search.tsx reads.
    expect(new URLSearchParams(new FormData(form) as unknown as string).toString()).toBe('q=axis+large')
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

  it('renders the list once for a run of keys, not once a key (the answer is debounced)', async () => {
    const user = userEvent.setup()
    await renderRoute('/about')
    await findMainHeading()
    const field = await openSearch(user)
    await user.type(field, 'axis')
    await findSettledList()
    const renders = vi.mocked(suggestions.SearchSuggestions)
    renders.mockClear()
    // Keys typed faster than the debounce: the clock stands still between them. (fireEvent, not
    // user-event, whose waits are timers: they would stand still too.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      for (const value of ['axis ', 'axis l', 'axis la', 'axis lar', 'axis larg', 'axis large']) fireEvent.change(field, { target: { value } })
      expect(field).toHaveValue('axis large')
      // One render when the list turns busy (the previous text's options, aria-busy), none per key.
      expect(renders).toHaveBeenCalledTimes(1)
      expect(screen.getByRole('listbox', { name: LABEL })).toHaveAttribute('aria-busy', 'true')
    } finally {
      vi.useRealTimers()
    }
  })

  it('"/" and Ctrl+K focus the field, but not while typing in another field', async () => {
    const user = userEvent.setup()
    await renderRoute('/contact')
    await findMainHeading()
    await user.keyboard('/')
    expect(banner().getByRole('combobox', { name: LABEL })).toHaveFocus()
    expect(banner().getByRole('combobox', { name: LABEL })).toHaveValue('')
    // The field shows in the header row: the phone's bar is not opened for it.
    expect(isOpen(banner().getByRole('search', { name: 'Site' }))).toBe(false)

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

})

describe('header search under md: the bar', () => {
  it('the button opens the bar (a popover) and the field takes focus; Escape closes the list, then the bar', async () => {
    const user = userEvent.setup()
    await renderRoute('/about')
    await findMainHeading()
    const toggle = banner().getByRole('button', { name: 'Search' })
    // Closed, it is hidden (and hidden elements have no accessible name to find it by).
    const form = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(form).toHaveAttribute('role', 'search')
    expect(form).toHaveAttribute('popover', 'auto')
    expect(toggle).toHaveAttribute('popovertarget', form.id)
    expect(isOpen(form)).toBe(false)

    await user.click(toggle)
    expect(isOpen(form)).toBe(true)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const field = banner().getByRole('combobox', { name: LABEL })
    expect(field).toHaveFocus()

    // The field's Escape is spent on its list: the browser leaves the bar open.
    await user.type(field, 'axis')
    await findSettledList()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(isOpen(form)).toBe(true)
    expect(field).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(isOpen(form)).toBe(false)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('"/" opens the closed bar and puts the cursor in its field', async () => {
    const user = userEvent.setup()
    await renderRoute('/about')
    await findMainHeading()
    await user.keyboard('/')
    expect(isOpen(banner().getByRole('search', { name: 'Site' }))).toBe(true)
    expect(banner().getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'true')
    expect(banner().getByRole('combobox', { name: LABEL })).toHaveFocus()
  })

  it('closes when the search navigates', async () => {
    const user = userEvent.setup()
    const { router } = await renderRoute('/about')
    await findMainHeading()
    await user.click(banner().getByRole('button', { name: 'Search' }))
    await user.type(banner().getByRole('combobox', { name: LABEL }), 'axis{Enter}')
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'axis' }))
    expect(banner().queryByRole('search', { name: 'Site' })).not.toBeInTheDocument()
    expect(banner().getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false')
  })
})
