import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { findMainHeading, renderRoute } from '../render-route'

async function footer() {
  await renderRoute('/contact')
  await findMainHeading()
  return screen.getByRole('contentinfo')
}

describe('footer', () => {
  it('links the company and help pages', async () => {
    const f = await footer()
    const hrefOf = (name: string) => within(f).getByRole('link', { name }).getAttribute('href')
    expect(hrefOf('About Us')).toBe('/about')
    expect(hrefOf('Our Team')).toBe('/about#team')
    expect(hrefOf('Career')).toBe('/coming-soon')
    expect(hrefOf('Products')).toBe('/amcs')
    expect(hrefOf('Learn')).toBe('/faq')
    expect(hrefOf('Help Center')).toBe('/contact')
  })

  it('gives the support email and phone as mailto: and tel: links', async () => {
    const f = await footer()
    expect(within(f).getByRole('link', { name: env.VITE_SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${env.VITE_SUPPORT_EMAIL}`,
    )
    const phone = within(f).getByRole('link', { name: env.VITE_SUPPORT_PHONE })
    expect(phone.getAttribute('href')).toBe(`tel:${env.VITE_SUPPORT_PHONE.replace(/[\s-]/g, '')}`)
    expect(phone.getAttribute('href')).toMatch(/^tel:\+?\d+$/)
  })

  it('opens the privacy and terms pages on their external sites safely', async () => {
    const f = await footer()
    for (const [name, href] of [
      [/^Privacy Policy/, env.VITE_PRIVACY_URL],
      [/^Terms of Use/, env.VITE_TERMS_URL],
    ] as const) {
      const link = within(f).getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('has labelled social icons that open safely', async () => {
    const f = await footer()
    const social = within(f).getByRole('list', { name: 'Follow us' })
    const links = within(social).getAllByRole('link')
    expect(links.length).toBeGreaterThanOrEqual(3)
    for (const link of links) {
      expect(link).toHaveAccessibleName(/\S/)
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link).toHaveAttribute('target', '_blank')
    }
  })

  it('says copyright 2025', async () => {
    const f = await footer()
    expect(within(f).getByText(/copyright 2025/)).toBeInTheDocument()
  })
})
