import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { findMainHeading, renderRoute } from '../render-route'

const header = () => screen.getByRole('banner')
const mainNav = () => within(header()).getByRole('navigation', { name: 'Main' })

describe('header', () => {
  it('links the five routes in order', async () => {
    await renderRoute('/about')
    await findMainHeading()
    const links = within(mainNav()).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Faq', '/faq'],
      ['AMCS', '/amcs'],
      ['Contact', '/contact'],
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
    const current = within(mainNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current.map((link) => link.textContent)).toEqual([label])
  })

  it('opens Sign Up and Login on the external site safely', async () => {
    await renderRoute('/')
    await findMainHeading()
    for (const [name, href] of [
      [/^Sign Up/, env.VITE_SIGNUP_URL],
      [/^Login/, env.VITE_LOGIN_URL],
    ] as const) {
      const link = within(header()).getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link).toHaveAccessibleName(/opens in a new tab/)
    }
  })

  it('has a labelled mobile menu toggle that opens, navigates and closes', async () => {
    const { router } = await renderRoute('/')
    await findMainHeading()
    const toggle = within(header()).getByRole('button', { name: 'Menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)
    expect(menu).not.toBeNull()
    expect(menu).toContainElement(mainNav())
    expect(menu).not.toHaveAttribute('data-open')

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(menu).toHaveAttribute('data-open')

    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Faq' }))
    expect(await screen.findByRole('heading', { level: 1, name: /frequently asked questions/i })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/faq')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(menu).not.toHaveAttribute('data-open')
  })

  it('closes the menu on Escape and returns focus to the toggle', async () => {
    await renderRoute('/')
    await findMainHeading()
    const toggle = within(header()).getByRole('button', { name: 'Menu' })
    await userEvent.click(toggle)
    await userEvent.tab()
    await userEvent.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('closes the menu when the visitor navigates another way (history back)', async () => {
    const { router } = await renderRoute('/about')
    await findMainHeading()
    await router.navigate({ to: '/faq' })
    const toggle = within(header()).getByRole('button', { name: 'Menu' })
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    router.history.back()
    expect(await screen.findByRole('heading', { level: 1, name: /about us/i })).toBeInTheDocument()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('header: the phone search bar and the menu', () => {
  it('opening one closes the other', async () => {
    await renderRoute('/about')
    await findMainHeading()
    const menuToggle = within(header()).getByRole('button', { name: 'Menu' })
    const searchToggle = within(header()).getByRole('button', { name: 'Search' })
    await userEvent.click(menuToggle)
    expect(menuToggle).toHaveAttribute('aria-expanded', 'true')

    await userEvent.click(searchToggle)
    expect(searchToggle).toHaveAttribute('aria-expanded', 'true')
    expect(menuToggle).toHaveAttribute('aria-expanded', 'false')
    expect(within(header()).getByRole('combobox', { name: 'Search funds and fund houses' })).toHaveFocus()

    await userEvent.click(menuToggle)
    expect(menuToggle).toHaveAttribute('aria-expanded', 'true')
    expect(searchToggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('a click outside the header closes the search bar', async () => {
    await renderRoute('/about')
    await findMainHeading()
    const searchToggle = within(header()).getByRole('button', { name: 'Search' })
    await userEvent.click(searchToggle)
    expect(searchToggle).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(screen.getByRole('main'))
    expect(searchToggle).toHaveAttribute('aria-expanded', 'false')
  })
})
