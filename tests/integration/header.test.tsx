import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToReadableStream } from 'react-dom/server'
import { createMemoryHistory } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/api/query-client'
import { App } from '@/app/App'
import { createAppRouter } from '@/app/router'
import { env } from '@/lib/env'
import { findMainHeading, renderRoute } from '../render-route'
import { installPopoverShim } from './popover-shim'

const header = () => screen.getByRole('banner')
// The menu is a popover: closed, the UA stylesheet hides it (jsdom applies no Header.module.css,
// whose wide layout shows it inline, as tests/e2e/header.spec.ts checks at 1280 px).
const mainNav = () => within(header()).getByRole('navigation', { name: 'Main', hidden: true })
const navLinks = () => within(mainNav()).getAllByRole('link', { hidden: true })
const menuToggle = () => within(header()).getByRole('button', { name: 'Menu' })
const searchToggle = () => within(header()).getByRole('button', { name: 'Search' })
const controlled = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls')!)!
const isOpen = (element: Element) => element.matches(':popover-open')

let uninstall: () => void
beforeEach(() => {
  uninstall = installPopoverShim()
})
afterEach(() => uninstall())

describe('header', () => {
  it('links the six routes in order', async () => {
    await renderRoute('/about')
    await findMainHeading()
    expect(navLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Faq', '/faq'],
      ['AMCS', '/amcs'],
      ['Contact', '/contact'],
      ['My investments', '/portfolio'],
    ])
  })

  it.each([
    ['/', 'Home'],
    ['/about', 'About'],
    ['/faq', 'Faq'],
    ['/amcs', 'AMCS'],
    ['/contact', 'Contact'],
  ])('marks %s as the current page, and only it', async (path, label) => {
    await renderRoute(path)
    await findMainHeading()
    const current = navLinks().filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current.map((link) => link.textContent)).toEqual([label])
  })

  it('opens Sign Up and Login on the external site safely', async () => {
    await renderRoute('/')
    await findMainHeading()
    for (const [name, href] of [
      [/^Sign Up/, env.VITE_SIGNUP_URL],
      [/^Login/, env.VITE_LOGIN_URL],
    ] as const) {
      const link = within(header()).getByRole('link', { name, hidden: true })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link).toHaveAccessibleName(/opens in a new tab/)
    }
  })
})

describe('header: the phone menu', () => {
  it('is a popover its labelled button opens with no script: the links and the external ones are in it', async () => {
    await renderRoute('/')
    await findMainHeading()
    const toggle = menuToggle()
    const menu = controlled(toggle)
    // What the browser needs to open it before (or without) the site's code.
    expect(toggle).toHaveAttribute('type', 'button')
    expect(toggle).toHaveAttribute('popovertarget', menu.id)
    expect(menu).toHaveAttribute('popover', 'auto')
    expect(menu).toContainElement(mainNav())
    expect(menu).toContainElement(within(header()).getByRole('link', { name: /^Sign Up/, hidden: true }))
    expect(menu).toContainElement(within(header()).getByRole('link', { name: /^Login/, hidden: true }))
    // The search bar is one too, so opening one closes the other (both auto).
    const search = controlled(searchToggle())
    expect(searchToggle()).toHaveAttribute('popovertarget', search.id)
    expect(search).toHaveAttribute('popover', 'auto')
  })

  it('opens, and a link in it navigates and closes it', async () => {
    const { router } = await renderRoute('/')
    await findMainHeading()
    const toggle = menuToggle()
    const menu = controlled(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(within(header()).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(isOpen(menu)).toBe(true)

    // Shown now: found without hidden: true.
    await userEvent.click(within(within(header()).getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Faq' }))
    expect(await screen.findByRole('heading', { level: 1, name: /frequently asked questions/i })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/faq')
    expect(isOpen(menu)).toBe(false)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it("a link to the page already shown closes the menu too (no navigation to close it)", async () => {
    await renderRoute('/about')
    await findMainHeading()
    await userEvent.click(menuToggle())
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'About' }))
    expect(isOpen(controlled(menuToggle()))).toBe(false)
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes when the visitor navigates another way (history back)', async () => {
    const { router } = await renderRoute('/about')
    await findMainHeading()
    await router.navigate({ to: '/faq' })
    const toggle = menuToggle()
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    router.history.back()
    expect(await screen.findByRole('heading', { level: 1, name: /about us/i })).toBeInTheDocument()
    expect(isOpen(controlled(toggle))).toBe(false)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes both panels when the window widens to the inline header (62em)', async () => {
    // A media query list whose change the test fires (the shared fake never changes).
    let wide = false
    const listeners: Array<() => void> = []
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          media: query,
          get matches() {
            return wide
          },
          addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    )
    await renderRoute('/about')
    await findMainHeading()
    await userEvent.click(menuToggle())
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true')

    wide = true
    act(() => listeners.forEach((listener) => listener()))
    expect(isOpen(controlled(menuToggle()))).toBe(false)
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('header: the phone search bar and the menu', () => {
  it('each button says whether its own panel is open, as opening one closes the other', async () => {
    await renderRoute('/about')
    await findMainHeading()
    await userEvent.click(menuToggle())
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true')

    await userEvent.click(searchToggle())
    expect(searchToggle()).toHaveAttribute('aria-expanded', 'true')
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false')
    expect(within(header()).getByRole('combobox', { name: 'Search funds and fund houses' })).toHaveFocus()

    await userEvent.click(menuToggle())
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true')
    expect(searchToggle()).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('header: before the code runs', () => {
  async function loadedApp(path: string) {
    const queryClient = createQueryClient({ retry: false })
    const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }) })
    await router.load()
    return <App queryClient={queryClient} router={router} />
  }

  it("the server's HTML opens both panels natively, says nothing of their state, and hydration reads it", async () => {
    const stream = await renderToReadableStream(await loadedApp('/about'))
    await stream.allReady
    const container = document.createElement('div')
    container.innerHTML = await new Response(stream).text()
    document.body.append(container)
    const button = (name: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!
    for (const [name, id] of [['Menu', 'site-menu'], ['Search', 'site-search']] as const) {
      expect(button(name)).toHaveAttribute('popovertarget', id)
      expect(button(name)).toHaveAttribute('aria-controls', id)
      // Chromium exposes a popover button's own expanded state; a "false" here could be stale.
      expect(button(name)).not.toHaveAttribute('aria-expanded')
      expect(container.querySelector(`#${id}`)).toHaveAttribute('popover', 'auto')
    }
    const form = container.querySelector('#site-search')!
    expect(form).toHaveAttribute('action', '/search')
    expect(form).toHaveAttribute('method', 'get')
    expect(form.querySelector('input')).toHaveAttribute('name', 'q')

    // The visitor opens the search bar before the code arrives; then the page hydrates.
    ;(form as HTMLElement).showPopover()
    // Not under test here (the e2e server-render spec is): the test's second renderer and the
    // server's client-rendered sections make React talk.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const app = await loadedApp('/about')
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError: () => {} })
    })
    expect(button('Search')).toHaveAttribute('aria-expanded', 'true')
    expect(button('Menu')).toHaveAttribute('aria-expanded', 'false')
    expect(isOpen(form)).toBe(true)
    act(() => root!.unmount())
    container.remove()
  })
})
