import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { endpointPath, type EndpointName } from '../../common/contract/endpoints'
import { blogs, fundHouses, team, testimonials, trendingFunds } from '@mocks/fixtures'
import { server } from '@mocks/node'
import { findMainHeading, recordRequests, renderRoute } from '../render-route'

/**
 * Pages with independent sections (home's fund houses, trending funds and blogs; the about page's
 * team; the FAQ page's testimonials; the company page's funds): a failed call shows that section's
 * error state with Retry, logs the catalogue message once, and leaves the rest of the page working.
 */
const hdfc = fundHouses[0]!
const fail = (name: EndpointName, status = 500) => {
  const path = `*${endpointPath(name)}`
  const reply = () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status })
  server.use(name === 'allFundsByAmc' ? http.post(path, reply, { once: true }) : http.get(path, reply, { once: true }))
}
const region = (name: string) => screen.getByRole('region', { name })

describe('a section whose call fails', () => {
  it('home: the trending funds fail alone, the other sections show, Retry brings them', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const requests = recordRequests()
    fail('trendings')
    await renderRoute('/')
    expect(await findMainHeading()).toHaveTextContent(/invest in mutual funds/i)

    const trending = region('Trending Mutual Funds')
    const alert = within(trending).getByRole('alert')
    expect(alert).toHaveTextContent('We could not load the trending funds')
    expect(alert).toHaveTextContent('The server could not answer this request')
    // The rest of the page is there.
    expect(within(region('Asset Management Companies')).getAllByRole('link', { name: hdfc.fund_house_name }).length).toBeGreaterThan(0)
    expect(within(region('Investment Insights')).getAllByRole('heading', { level: 3 })).toHaveLength(blogs.length)
    // Logged once, and not fetched again when the section mounted.
    expect(log.mock.calls.filter(([message]) => message === 'Error fetching trending funds:')).toHaveLength(1)
    expect(requests.count(endpointPath('trendings'))).toBe(1)

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await within(trending).findAllByRole('listitem')).toHaveLength(trendingFunds().length)
    expect(within(trending).queryByRole('alert')).not.toBeInTheDocument()
    requests.stop()
  })

  it('home: the fund houses and the blogs fail on their own too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fail('homeFundHouses')
    fail('blogs')
    await renderRoute('/')
    await findMainHeading()
    expect(within(region('Asset Management Companies')).getByRole('alert')).toHaveTextContent('We could not load the fund houses')
    expect(within(region('Investment Insights')).getByRole('alert')).toHaveTextContent('We could not load the blog posts')
    expect(within(region('Trending Mutual Funds')).getAllByRole('listitem')).toHaveLength(trendingFunds().length)

    await userEvent.click(within(region('Investment Insights')).getByRole('button', { name: 'Retry' }))
    expect(await within(region('Investment Insights')).findAllByRole('heading', { level: 3 })).toHaveLength(blogs.length)
    // The other section keeps its own error until its own Retry.
    expect(within(region('Asset Management Companies')).getByRole('alert')).toBeInTheDocument()
  })

  it('about: the team fails, the story and values still show', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    fail('team')
    await renderRoute('/about')
    expect(await findMainHeading()).toHaveTextContent('About us')
    expect(within(region('Our values')).getAllByRole('heading', { level: 3 })).toHaveLength(4)
    const section = region('Leadership team')
    expect(within(section).getByRole('alert')).toHaveTextContent('We could not load the leadership team')
    expect(log).toHaveBeenCalledWith('Error fetching team:', expect.objectContaining({ status: 500 }))

    await userEvent.click(within(section).getByRole('button', { name: 'Retry' }))
    expect(await within(section).findAllByRole('listitem')).toHaveLength(team.length)
  })

  it('faq: the testimonials fail, the questions still show', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fail('testimonials')
    await renderRoute('/faq')
    expect(await findMainHeading()).toHaveTextContent('Frequently asked questions')
    expect(within(region('Questions and answers')).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0)
    const section = region('What our investors say')
    expect(within(section).getByRole('alert')).toHaveTextContent('We could not load the testimonials')

    await userEvent.click(within(section).getByRole('button', { name: 'Retry' }))
    expect(await within(section).findAllByRole('listitem')).toHaveLength(testimonials.length)
  })

  it('company: the funds fail, the house and its key facts still show', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    fail('allFundsByAmc')
    await renderRoute(`/company-details/${hdfc.id}/${encodeURIComponent(hdfc.fund_house_name)}`)
    expect(await findMainHeading()).toHaveTextContent(hdfc.name)
    expect(screen.getByRole('heading', { name: 'Key Information' })).toBeInTheDocument()
    const section = region('Funds')
    expect(within(section).getByRole('alert')).toHaveTextContent('We could not load the funds of this fund house')
    expect(log.mock.calls.filter(([message]) => message === 'Error fetching mutual funds:')).toHaveLength(1)

    await userEvent.click(within(section).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('table', { name: 'Funds of this fund house' })).toBeInTheDocument()
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument()
  })
})
