import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { ActionIcon, Container } from '@mantine/core'
import { ExternalButton } from '@/components/links'
import { Link, useRouter } from '@tanstack/react-router'
import { HeaderSearch } from '@/features/search/HeaderSearch'
import { SearchIcon } from '@/components/icons'
import { env } from '@/lib/env'
import { SITE_NAME } from '@common/lib/page-titles'
import { BrandMark } from '@/components/BrandMark'
import classes from './Header.module.css'

const navLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'Faq' },
  { to: '/amcs', label: 'AMCS' },
  { to: '/contact', label: 'Contact' },
  // The visitor's own portfolio, kept in this browser: the one page that is theirs.
  { to: '/portfolio', label: 'My investments' },
] as const

const MENU_ID = 'site-menu'
const SEARCH_ID = 'site-search'
/** Header.module.css's breakpoint: from here up both panels sit in the header row, never popovers. */
const WIDE = '(min-width: 62em)'

const isPopoverOpen = (element: HTMLElement | null) =>
  // Guarded: a browser without the Popover API would throw on the unknown pseudo-class.
  element !== null && 'showPopover' in element && element.matches(':popover-open')

const hidePopover = (id: string) => document.getElementById(id)?.hidePopover?.()

const hidePanels = () => {
  hidePopover(MENU_ID)
  hidePopover(SEARCH_ID)
}

/**
 * Whether the popover `id` is showing, for its button's aria-expanded. The browser owns the state
 * (the panels open before the site's code runs, or without it), so React only reads it: from the
 * `toggle` event, and once after hydration in case the visitor opened one before. Undefined in the
 * server's HTML: no aria-expanded there, so Chromium exposes the popover button's own state rather
 * than a "false" that may no longer be true.
 */
function usePopoverOpen(id: string): boolean | undefined {
  const subscribe = useCallback(
    (notify: () => void) => {
      const element = document.getElementById(id)
      element?.addEventListener('toggle', notify)
      return () => element?.removeEventListener('toggle', notify)
    },
    [id],
  )
  return useSyncExternalStore(
    subscribe,
    () => isPopoverOpen(document.getElementById(id)),
    () => undefined,
  )
}

// The buttons read their panel's state on their own: a panel opening renders its button only.

function SearchButton() {
  const open = usePopoverOpen(SEARCH_ID)
  return (
    <ActionIcon
      hiddenFrom="md"
      variant="subtle"
      color="dark"
      size="lg"
      className={classes.searchToggle}
      popoverTarget={SEARCH_ID}
      aria-label="Search"
      aria-expanded={open}
      aria-controls={SEARCH_ID}
    >
      <SearchIcon />
    </ActionIcon>
  )
}

/** Mantine's Burger draws its X from a prop (script); this one from the menu's own state (CSS). */
function MenuButton() {
  const open = usePopoverOpen(MENU_ID)
  return (
    <button type="button" className={classes.burger} popoverTarget={MENU_ID} aria-label="Menu" aria-expanded={open} aria-controls={MENU_ID}>
      <span className={classes.burgerLines} />
    </button>
  )
}

/**
 * The navbar: brand, search, the six routes (the current one carries aria-current="page"), and
 * the external Sign Up and Login links. Under 992 px the links fold into a menu behind a burger
 * button and the search into a bar behind a search button.
 *
 * Both panels are HTML popovers (popover="auto", opened by <button popovertarget>), not React
 * state: they work from the first paint, before the code arrives (and without it), and the browser
 * gives what the header needs for free: Escape closes and returns focus to the button, a click
 * outside closes (light dismiss), and opening one auto popover closes the other. <details> would
 * have needed script for Escape and the outside click, and keeps its button and panel together,
 * where here the panel must sit inline in the header row from 62em up. What script adds: the
 * buttons' aria-expanded, closing on navigation, and (HeaderSearch) focusing the field.
 */
export function Header() {
  const router = useRouter()

  // Any navigation closes both panels: a link in the menu, a search, Back. The first load after
  // hydration (no previous location) keeps a panel the visitor opened before the code arrived.
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (event) => {
        if (event.fromLocation && event.hrefChanged) hidePanels()
      }),
    [router],
  )

  // An open panel is in the top layer; from 62em up it belongs in the header row (a phone turned
  // to landscape, a window widened), so the wide layout shows with both closed.
  useEffect(() => {
    const wide = window.matchMedia(WIDE)
    const onChange = () => wide.matches && hidePanels()
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [])

  // A link's click closes the menu at once (also when it is the current page, which navigates nowhere).
  const closeMenu = () => hidePopover(MENU_ID)

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to="/" activeOptions={{ exact: true }} className={classes.brand}>
          <BrandMark size={32} />
          <span>{SITE_NAME}</span>
        </Link>
        <HeaderSearch id={SEARCH_ID} />
        <SearchButton />
        <MenuButton />
        <div id={MENU_ID} popover="auto" className={classes.menu}>
          <nav aria-label="Main">
            <ul className={classes.links}>
              {navLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    activeOptions={{ exact: link.to === '/' }}
                    className={classes.link}
                    onClick={closeMenu}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={classes.actions}>
            <ExternalButton
              href={env.VITE_SIGNUP_URL}
              variant="outline"
              onClick={closeMenu}
              label="Sign Up"
            />
            <ExternalButton
              href={env.VITE_LOGIN_URL}
              onClick={closeMenu}
              label="Login"
            />
          </div>
        </div>
      </Container>
    </header>
  )
}
