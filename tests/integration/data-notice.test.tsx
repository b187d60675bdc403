/**
 * The footer's "NAVs as of" line and the layout's data notice: stale NAVs (more than two business days
 * behind India's today, which tests/setup.ts pins to the fixtures' 20 Nov 2026) or a failed update.
 */
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints'
import type { Meta } from '../../common/contract/schemas'
import { metaFixture, SYNC_STATES } from '@mocks/fixtures'
import { ok } from '@mocks/handlers/http-helpers'
import { server } from '@mocks/node'
import { findMainHeading, renderRoute } from '../render-route'

const metaSays = (meta: Meta) => server.use(http.get(`*${endpointPath('meta')}`, () => ok('meta', { data: meta })))

async function page() {
  await renderRoute('/contact')
  await findMainHeading()
  // The footer's line shows once the meta answer is in.
  await screen.findByText(/^NAVs as of /)
}

const notice = () => screen.queryByRole('complementary', { name: 'Data notice' })

describe('the footer', () => {
  it('says how current the NAVs are, and links the data page', async () => {
    await page()
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByText('NAVs as of 20 Nov 2026')).toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: 'About the data' })).toHaveAttribute('href', '/data')
  })

  it('leaves the line out when the meta call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(http.get(`*${endpointPath('meta')}`, () => HttpResponse.error()))
    await renderRoute('/contact')
    await findMainHeading()
    expect(within(screen.getByRole('contentinfo')).queryByText(/NAVs as of/)).not.toBeInTheDocument()
    expect(notice()).not.toBeInTheDocument()
  })
})

describe('the data notice', () => {
  it('is absent while the newest NAV is today', async () => {
    await page()
    expect(notice()).not.toBeInTheDocument()
  })

  it('is absent two business days behind (Wednesday to Friday)', async () => {
    metaSays(metaFixture({ latestNavDate: '18-11-2026' }))
    await page()
    expect(screen.getByText('NAVs as of 18 Nov 2026')).toBeInTheDocument()
    expect(notice()).not.toBeInTheDocument()
  })

  it('says the NAVs are old three business days behind, and why, with a link to the data page', async () => {
    metaSays(metaFixture({ latestNavDate: '17-11-2026' }))
    await page()
    const aside = await screen.findByRole('complementary', { name: 'Data notice' })
    expect(aside).toHaveTextContent('NAVs are from 17 Nov 2026: this is demo data, and updates from AMFI are off. About the data')
    expect(within(aside).getByRole('link', { name: 'About the data' })).toHaveAttribute('href', '/data')
  })

  it('counts business days, not calendar days: last Friday is old by this Friday', async () => {
    metaSays(metaFixture({ source: 'amfi', latestNavDate: '13-11-2026', sync: SYNC_STATES.idle }))
    await page()
    expect(await screen.findByRole('complementary', { name: 'Data notice' })).toHaveTextContent(
      'NAVs are from 13 Nov 2026: no newer NAVs have come from AMFI since.',
    )
  })

  it('says the last update failed, and why, even when the NAVs are current', async () => {
    metaSays(metaFixture({ source: 'amfi', sync: SYNC_STATES.failed }))
    await renderRoute('/contact')
    expect(await screen.findByRole('complementary', { name: 'Data notice' })).toHaveTextContent(
      'NAVs are from 20 Nov 2026: the last update from AMFI failed: AMFI did not answer within 60 seconds (3 tries). About the data',
    )
  })

  it('keeps a long, multi-line error to one short line', async () => {
    const lastError = `connect ECONNREFUSED\n    at ${'x'.repeat(400)}`
    metaSays(metaFixture({ source: 'amfi', latestNavDate: '10-11-2026', sync: { ...SYNC_STATES.failed, lastError } }))
    await renderRoute('/contact')
    const text = (await screen.findByRole('complementary', { name: 'Data notice' })).textContent ?? ''
    expect(text).toMatch(/^NAVs are from 10 Nov 2026: the last update from AMFI failed: connect ECONNREFUSED at x+…/)
    expect(text.length).toBeLessThan(300)
  })

  it("names the server that failed, not the address's query string", async () => {
    const lastError = 'giving up on https://portal.amfiindia.com/DownloadNAVHistoryReport_Po.aspx?frmdt=30-Aug-2026&todt=27-Nov-2026 after 2 attempts: fetch failed'
    metaSays(metaFixture({ source: 'amfi', sync: { ...SYNC_STATES.failed, lastError } }))
    await renderRoute('/contact')
    expect(await screen.findByRole('complementary', { name: 'Data notice' })).toHaveTextContent(
      'NAVs are from 20 Nov 2026: the last update from AMFI failed: giving up on portal.amfiindia.com after 2 attempts: fetch failed. About the data',
    )
  })
})
