import { useRef, useState, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { ActionIcon, Burger, Container } from '@mantine/core'
import { ExternalButton } from '@/components/links'
import { useClickOutside } from '@mantine/hooks'
import { Link, useRouterState } from '@tanstack/react-router'
import { HeaderSearch, type HeaderSearchHandle } from '@/features/search/HeaderSearch'
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
] as const

const MENU_ID = 'site-menu'
const SEARCH_ID = 'site-search'

/**
 * The navbar: brand, search, the five routes (the current one carries aria-current="page"), and
 * the external Sign Up and Login links. Under 992 px the links fold into a menu behind a burger
 * button and the search into a bar behind a search button; either closes on navigation, on
 * Escape, and on a click outside the header, and opening one closes the other.
 */
export function Header() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // The menu is open only on the page it was opened on, so any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  const opened = openedOn === pathname
  // The phone's search bar, the same way.
  const [searchOpenedOn, setSearchOpenedOn] = useState<string | null>(null)
  const searchOpened = searchOpenedOn === pathname
  const burgerRef = useRef<HTMLButtonElement>(null)
  const searchToggleRef = useRef<HTMLButtonElement>(null)
  const search = useRef<HeaderSearchHandle>(null)
  const close = () => setOpenedOn(null)
  const openSearch = () => {
    setOpenedOn(null)
    setSearchOpenedOn(pathname)
  }
  const headerRef = useClickOutside<HTMLElement>(() => {
    if (opened) close()
    if (searchOpened) setSearchOpenedOn(null)
  })

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    if (opened) {
      close()
      burgerRef.current?.focus()
    } else if (searchOpened) {
      // The field's own Escape closes its dropdown first and stops there.
      setSearchOpenedOn(null)
      searchToggleRef.current?.focus()
    }
  }

  const onSearchToggle = () => {
    if (searchOpened) {
      setSearchOpenedOn(null)
      return
    }
    // The bar must be displayed before its field can take focus.
    flushSync(openSearch)
    search.current?.focus()
  }

  return (
    <header ref={headerRef} className={classes.header} onKeyDown={onKeyDown}>
      <Container size="lg" className={classes.inner}>
        <Link to="/" activeOptions={{ exact: true }} className={classes.brand} onClick={close}>
          <BrandMark size={32} />
          <span>{SITE_NAME}</span>
        </Link>
        <HeaderSearch ref={search} id={SEARCH_ID} opened={searchOpened} onOpen={openSearch} />
        <ActionIcon
          ref={searchToggleRef}
          hiddenFrom="md"
          variant="subtle"
          color="dark"
          size="lg"
          className={classes.searchToggle}
          onClick={onSearchToggle}
          aria-label="Search"
          aria-expanded={searchOpened}
          aria-controls={SEARCH_ID}
        >
          <SearchIcon />
        </ActionIcon>
        <Burger
          ref={burgerRef}
          hiddenFrom="md"
          size="sm"
          opened={opened}
          onClick={() => {
            setSearchOpenedOn(null)
            setOpenedOn(opened ? null : pathname)
          }}
          aria-label="Menu"
          aria-expanded={opened}
          aria-controls={MENU_ID}
        />
        <div id={MENU_ID} className={classes.menu} data-open={opened || undefined}>
          <nav aria-label="Main">
            <ul className={classes.links}>
              {navLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    activeOptions={{ exact: link.to === '/' }}
                    className={classes.link}
                    onClick={close}
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
              onClick={close}
              label="Sign Up"
            />
            <ExternalButton
              href={env.VITE_LOGIN_URL}
              onClick={close}
              label="Login"
            />
          </div>
        </div>
      </Container>
    </header>
  )
}
