import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { collections } from '../../common/contract/categories'
import { endpointPath } from '../../common/contract/endpoints'
import { server } from '@mocks/node'
import { env } from '@/lib/env'
import { blogs, fundHouses, trendingFunds } from '@mocks/fixtures'
import { findMainHeading, renderRoute } from '../render-route'
import { fakeMediaQueryList } from '../media-query'

async function renderHome() {
  const view = await renderRoute('/')
  await findMainHeading()
  return view
}

const section = (name: string) => screen.getByRole('region', { name })
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('home', () => {
  it('shows the hero with both links to the external login site', async () => {
    await renderHome()
    expect(await findMainHeading()).toHaveTextContent(/invest in mutual funds/i)
    for (const name of [/^Invest Now/, /^Invest in mutual Funds/]) {
      const link = screen.getByRole('link', { name })
      expect(link).toHaveAttribute('href', env.VITE_LOGIN_URL)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('has the Invest On the Go block with store badges sized against layout shift', async () => {
    await renderHome()
    const block = section('Invest On the Go')
    // Inline SVG (no image request, no SVG document to build), named for the link around each.
    const badges = within(block).getAllByRole('img')
    expect(badges.map((badge) => badge.tagName.toLowerCase())).toEqual(['svg', 'svg'])
    for (const name of ['Get it on Google Play (coming soon)', 'Download on the App Store (coming soon)']) {
      expect(within(block).getByRole('link', { name })).toContainElement(within(block).getByRole('img', { name }))
    }
    for (const badge of badges) {
      expect(badge).toHaveAttribute('width')
      expect(badge).toHaveAttribute('height')
    }
  })

  it('draws its illustrations inline; every image is lazy, decoded off the main thread and sized', async () => {
    await renderHome()
    for (const [heading, viewBox] of [
      ['Invest in mutual funds with clarity', '0 0 560 440'],
      ['Invest On the Go', '0 0 280 300'],
    ] as const) {
      const picture = section(heading).querySelector(`svg[viewBox="${viewBox}"]`)
      expect(picture, heading).not.toBeNull()
      expect(picture).toHaveAttribute('aria-hidden', 'true')
      expect(Number(picture!.getAttribute('width'))).toBeGreaterThan(0)
      expect(Number(picture!.getAttribute('height'))).toBeGreaterThan(0)
    }
    const images = [...document.querySelectorAll('main img')]
    // Fund-house tiles and slides, trending logos, blog pictures and authors.
    expect(images.length).toBeGreaterThan(20)
    for (const img of images) {
      expect(img, img.outerHTML).toHaveAttribute('loading', 'lazy')
      expect(img, img.outerHTML).toHaveAttribute('decoding', 'async')
      expect(Number(img.getAttribute('width')), img.outerHTML).toBeGreaterThan(0)
      expect(Number(img.getAttribute('height')), img.outerHTML).toBeGreaterThan(0)
    }
  })

  it('links the 5 curated collections to their fund lists', async () => {
    await renderHome()
    const tiles = within(section('Curated Collections')).getAllByRole('link')
    expect(tiles).toHaveLength(5)
    expect(collections.map((c) => c.label)).toEqual(['High Return', 'Large Cap', 'Mid Cap', 'Small Cap', 'Tax Saving'])
    collections.forEach((collection, index) => {
      expect(tiles[index]).toHaveAccessibleName(new RegExp(`^${collection.label}`))
      expect(tiles[index]).toHaveAttribute('href', `/investment-products/${collection.value}`)
    })
  })

  it('shows the first 3 fund houses in one row and the next 2 in a second, plus a carousel of all', async () => {
    await renderHome()
    const amcs = section('Asset Management Companies')
    const rows = within(amcs).getAllByRole('list')
    expect(rows).toHaveLength(2)
    const names = (row: HTMLElement) => within(row).getAllByRole('listitem').map((item) => item.textContent)
    expect(names(rows[0]!)).toEqual(fundHouses.slice(0, 3).map((house) => house.fund_house_name))
    expect(names(rows[1]!)).toEqual(fundHouses.slice(3, 5).map((house) => house.fund_house_name))
    const first = within(rows[0]!).getByRole('link', { name: fundHouses[0]!.fund_house_name })
    expect(first).toHaveAttribute('href', `/company-details/${fundHouses[0]!.id}/${encodeURIComponent(fundHouses[0]!.fund_house_name)}`)

    const carousel = within(amcs).getByRole('region', { name: 'All fund houses' })
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    expect(carousel).toHaveAttribute('data-autoplay-delay', '3000')
    expect(within(carousel).getAllByRole('group')).toHaveLength(fundHouses.length)
  })

  it('shows trending fund cards that link to the fund page', async () => {
    await renderHome()
    const trending = section('Trending Mutual Funds')
    const funds = trendingFunds()
    expect(within(trending).getAllByRole('listitem')).toHaveLength(funds.length)
    for (const fund of funds) {
      const card = within(trending).getByRole('link', { name: new RegExp(escape(fund.scheme_name)) })
      expect(card).toHaveAttribute('href', `/fundchart/${fund.scheme_code}/${encodeURIComponent(fund.fund_house_name!)}`)
      expect(card).toHaveTextContent(fund.category)
      expect(card).toHaveTextContent(/YTD return/)
      expect(card.querySelector('img')).toHaveAttribute('src', fund.logo)
    }
  })

  it('shows a trending card without a link when the server sends no scheme code', async () => {
    const [first, ...rest] = trendingFunds()
    const { scheme_code: _code, fund_house_name: _house, ...bare } = first!
    server.use(http.get(`*${endpointPath('trendings')}`, () => HttpResponse.json({ data: [bare, ...rest] })))
    await renderHome()
    const trending = section('Trending Mutual Funds')
    expect(within(trending).getAllByRole('listitem')).toHaveLength(rest.length + 1)
    expect(within(trending).getAllByRole('link')).toHaveLength(rest.length)
    expect(within(trending).getByText(bare.scheme_name).closest('a')).toBeNull()
  })

  it('orders the blog carousel by created date, oldest first', async () => {
    await renderHome()
    const insights = section('Investment Insights')
    const titles = within(insights).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    const expected = [...blogs].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at)).map((b) => b.title)
    expect(titles).toEqual(expected)
    // The fixtures are not served in that order, so the client really sorts.
    expect(blogs.map((b) => b.title)).not.toEqual(expected)
    expect(within(insights).getByRole('region', { name: 'Blog posts' })).toHaveAttribute('data-autoplay-delay', '2000')
  })

  it('opens a blog summary in a dialog from its Read more button', async () => {
    await renderHome()
    const oldest = [...blogs].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))[0]!
    await userEvent.click(screen.getByRole('button', { name: `Read more: ${oldest.title}` }))
    const dialog = await screen.findByRole('dialog', { name: oldest.title })
    expect(dialog).toHaveTextContent(oldest.published_by)
  })
})

describe('home carousels (WCAG 2.2.2)', () => {
  const carousel = (name: string) => screen.getByRole('region', { name })
  /**
   * jsdom's page has loaded and has no IntersectionObserver (always "in view") nor
   * requestIdleCallback: autoplay starts after the carousel's short idle fallback timeout.
   * (tests/unit/autoplay-carousel.test.tsx checks the gating itself.)
   */
  const started = (region: HTMLElement) => waitFor(() => expect(region).toHaveAttribute('data-autoplay', 'running'))

  it('autoplay stops and starts with the visible Pause/Play control', async () => {
    await renderHome()
    for (const name of ['All fund houses', 'Blog posts']) {
      const region = carousel(name)
      await started(region)
      await userEvent.click(within(region).getByRole('button', { name: `Pause ${name}` }))
      expect(region).toHaveAttribute('data-autoplay', 'stopped')
      await userEvent.click(within(region).getByRole('button', { name: `Play ${name}` }))
      expect(region).toHaveAttribute('data-autoplay', 'running')
    }
  })

  it('pauses while the pointer is over the slides', async () => {
    await renderHome()
    const region = carousel('All fund houses')
    await started(region)
    const slides = within(region).getAllByRole('group')[0]!
    await userEvent.hover(slides)
    expect(region).toHaveAttribute('data-autoplay', 'stopped')
    // The control still says Pause: hovering is not the visitor's choice to stop.
    expect(within(region).getByRole('button', { name: /^Pause/ })).toBeInTheDocument()
    await userEvent.unhover(slides)
    expect(region).toHaveAttribute('data-autoplay', 'running')
  })

  it('pauses while keyboard focus is inside the slides', async () => {
    await renderHome()
    const region = carousel('All fund houses')
    await started(region)
    const link = within(within(region).getAllByRole('group')[0]!).getByRole('link')
    fireEvent.focus(link)
    expect(region).toHaveAttribute('data-autoplay', 'stopped')
    fireEvent.blur(link, { relatedTarget: document.body })
    expect(region).toHaveAttribute('data-autoplay', 'running')
  })

  it('does not autoplay when the visitor prefers reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      fakeMediaQueryList(query, query.includes('prefers-reduced-motion: reduce')),
    )
    await renderHome()
    // Past the moment autoplay would have started (the Swiper instances are there).
    await waitFor(() => expect(document.querySelectorAll('.swiper-initialized')).toHaveLength(2))
    for (const name of ['All fund houses', 'Blog posts']) {
      const region = carousel(name)
      expect(region).toHaveAttribute('data-autoplay', 'stopped')
      // Play is still offered: the visitor may start it on purpose.
      expect(within(region).getByRole('button', { name: `Play ${name}` })).toBeInTheDocument()
    }
  })
})
