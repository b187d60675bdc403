import type { ComponentType } from 'react'
import { Anchor, Container, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { contentQueries } from '@/api/content'
import { formatDate } from '@/lib/dates'
import { env } from '@/lib/env'
import { SITE_NAME } from '@common/lib/page-titles'
import { BrandMark } from '@/components/BrandMark'
import { telHref } from '@/components/tel-href'
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  PhoneIcon,
  XIcon,
  YouTubeIcon,
} from '@/components/icons'
import classes from './Footer.module.css'

/**
 * Social profiles. The business has not published its handles yet, so these point at the
 * networks themselves; replace them (or move them to configuration) once the profiles exist.
 */
const socialLinks: Array<{ label: string; href: string; Icon: ComponentType<{ size?: number }> }> = [
  { label: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: 'X (Twitter)', href: 'https://x.com/', Icon: XIcon },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', Icon: LinkedInIcon },
  { label: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'YouTube', href: 'https://www.youtube.com/', Icon: YouTubeIcon },
]

/** The site's own link columns; the spec's footer names, with the pages that answer them. */
const linkColumns: Array<{ id: string; title: string; links: Array<{ label: string; to: '/about' | '/coming-soon' | '/amcs' | '/faq' | '/contact' | '/data'; hash?: string }> }> = [
  {
    id: 'footer-company',
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Our Team', to: '/about', hash: 'team' },
      { label: 'Career', to: '/coming-soon' },
    ],
  },
  {
    id: 'footer-resources',
    title: 'Resources',
    links: [
      { label: 'Products', to: '/amcs' },
      { label: 'Learn', to: '/faq' },
      { label: 'Help Center', to: '/contact' },
      { label: 'About the data', to: '/data' },
    ],
  },
]

const NEW_TAB = <span className="visually-hidden"> (opens in a new tab)</span>

/** Site footer: company and help links, contact details from configuration, legal links. */
export function Footer() {
  const { data: meta } = useQuery({ ...contentQueries.meta(), retry: false })
  return (
    <footer className={classes.footer}>
      <Container size="lg" py={48}>
        <div className={classes.grid}>
          <Stack gap="sm" className={classes.wide}>
            <Link to="/" activeOptions={{ exact: true }} className={classes.brand}>
              <BrandMark size={28} />
              <span>{SITE_NAME}</span>
            </Link>
            <Text size="sm" className={classes.muted}>
              Plain information about Indian mutual funds: fund houses, their schemes and daily NAVs.
            </Text>
            <ul className={classes.social} aria-label="Follow us">
              {socialLinks.map(({ label, href, Icon }) => (
                <li key={label}>
                  <a href={href} target="_blank" rel="noopener noreferrer" className={classes.socialLink} aria-label={`${label} (opens in a new tab)`}>
                    <Icon size={18} />
                  </a>
                </li>
              ))}
            </ul>
          </Stack>

          {linkColumns.map((column) => (
            <nav key={column.id} aria-labelledby={column.id}>
              <h2 id={column.id} className={classes.heading}>
                {column.title}
              </h2>
              <ul className={classes.list}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} hash={link.hash} className={classes.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}

          <div className={classes.wide}>
            <h2 className={classes.heading}>Support</h2>
            <ul className={classes.list}>
              <li>
                <Anchor href={`mailto:${env.VITE_SUPPORT_EMAIL}`} className={classes.contact}>
                  <MailIcon size={16} />
                  {env.VITE_SUPPORT_EMAIL}
                </Anchor>
              </li>
              <li>
                <Anchor href={telHref(env.VITE_SUPPORT_PHONE)} className={classes.contact}>
                  <PhoneIcon size={16} />
                  {env.VITE_SUPPORT_PHONE}
                </Anchor>
              </li>
            </ul>
          </div>
        </div>

        <div className={classes.bottom}>
          {/* The server render brings the meta answer; the line's height is kept either way. */}
          <Text size="sm" className={classes.asOf}>
            {meta?.latestNavDate ? `NAVs as of ${formatDate(meta.latestNavDate)}` : null}
          </Text>
          <Text size="xs" className={classes.muted}>
            Mutual fund investments are subject to market risks. Read all scheme related documents carefully. Past
            performance does not guarantee future returns.
          </Text>
          <div className={classes.legal}>
            <Text size="sm" className={classes.muted}>
              copyright 2025 {SITE_NAME}
            </Text>
            <ul className={classes.legalLinks}>
              <li>
                <a href={env.VITE_PRIVACY_URL} target="_blank" rel="noopener noreferrer" className={classes.link}>
                  Privacy Policy{NEW_TAB}
                </a>
              </li>
              <li>
                <a href={env.VITE_TERMS_URL} target="_blank" rel="noopener noreferrer" className={classes.link}>
                  Terms of Use{NEW_TAB}
                </a>
              </li>
            </ul>
          </div>
        </div>
      </Container>
    </footer>
  )
}
