import { AnchorLink } from '@/components/links'
import { Anchor, Container, Group } from '@mantine/core'
import { env } from '@/lib/env'
import { SITE_NAME } from '@/lib/page-head'
import classes from './Header.module.css'

const links = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'Faq' },
  { to: '/amcs', label: 'AMCS' },
  { to: '/contact', label: 'Contact' },
] as const

/** Site header (placeholder of the foundation: the full navbar with its mobile menu comes later). */
export function Header() {
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <AnchorLink to="/" fw={700} c="green.8" underline="never">
          {SITE_NAME}
        </AnchorLink>
        <nav aria-label="Main">
          <Group gap="md" wrap="wrap">
            {links.map((link) => (
              <AnchorLink key={link.to} to={link.to} c="dark" activeProps={{ 'aria-current': 'page' }}>
                {link.label}
              </AnchorLink>
            ))}
            <Anchor href={env.VITE_SIGNUP_URL} target="_blank" rel="noopener noreferrer" c="dark">
              Sign Up
            </Anchor>
            <Anchor href={env.VITE_LOGIN_URL} target="_blank" rel="noopener noreferrer" c="dark">
              Login
            </Anchor>
          </Group>
        </nav>
      </Container>
    </header>
  )
}
