import { useRef, useState, type KeyboardEvent } from 'react'
import { Burger, Container } from '@mantine/core'
import { ExternalButton } from './links'
import { useClickOutside } from '@mantine/hooks'
import { Link, useRouterState } from '@tanstack/react-router'
import { env } from '@/lib/env'
import { SITE_NAME } from '@common/lib/page-titles'
import { BrandMark } from './BrandMark'
import classes from './Header.module.css'

const navLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'Faq' },
  { to: '/amcs', label: 'AMCS' },
  { to: '/contact', label: 'Contact' },
] as const

const MENU_ID = 'site-menu'

/**
 * The navbar: brand, the five routes (the current one carries aria-current="page"), and the
 * external Sign Up and Login links. Under 992 px the links fold into a menu behind a burger
 * button; the menu closes on navigation, on Escape, and on a click outside it.
 */
export function Header() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // The menu is open only on the page it was opened on, so any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  const opened = openedOn === pathname
  const burgerRef = useRef<HTMLButtonElement>(null)
  const close = () => setOpenedOn(null)
  const headerRef = useClickOutside<HTMLElement>(() => {
    if (opened) close()
  })

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && opened) {
      close()
      burgerRef.current?.focus()
    }
  }

  return (
    <header ref={headerRef} className={classes.header} onKeyDown={onKeyDown}>
      <Container size="lg" className={classes.inner}>
        <Link to="/" activeOptions={{ exact: true }} className={classes.brand} onClick={close}>
          <BrandMark size={32} />
          <span>{SITE_NAME}</span>
        </Link>
        <Burger
          ref={burgerRef}
          hiddenFrom="md"
          size="sm"
          opened={opened}
          onClick={() => setOpenedOn(opened ? null : pathname)}
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
