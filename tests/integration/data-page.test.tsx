/**
 * /data, "About the data": the sources, what the server holds, the state of its updates from AMFI in
 * each state (off, idle, running, back-filling with progress, failed), and the figures' conventions.
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

async function dataPage() {
  await renderRoute('/data')
  expect(await findMainHeading()).toHaveTextContent('About the data')
}

/** The table's rows as [header, cell] text pairs. */
function rowsOf(caption: string): Array<[string, string]> {
  const table = screen.getByRole('table', { name: caption })
  return within(table)
    .getAllByRole('row')
    .map((row) => [within(row).getByRole('rowheader').textContent ?? '', within(row).getByRole('cell').textContent ?? ''])
}

const syncRows = () => Object.fromEntries(rowsOf('Updates from AMFI'))

describe('the data page', () => {
  it('names the sources and how the figures are computed, under its own headings', async () => {
    await dataPage()
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(headings).toEqual(expect.arrayContaining(['Where the numbers come from', 'How current it is', 'Figures and their conventions']))
    expect(screen.getByRole('link', { name: 'NAVAll.txt' })).toHaveAttribute('href', 'https://www.amfiindia.com/spages/NAVAll.txt')
    expect(screen.getByText(/NAV history reports/)).toBeInTheDocument()
    // The README's conventions, formulas intact.
    expect(screen.getByText(/quartile = ⌊\(rank − 1\) × 4 \/ of⌋ \+ 1/)).toBeInTheDocument()
    expect(screen.getByText(/volatility = sample standard deviation × √252/)).toBeInTheDocument()
    expect(screen.getByText(/Absolute return below one year, CAGR from one year/)).toBeInTheDocument()
  })

  it('shows what the server holds: demo data, updates off', async () => {
    await dataPage()
    expect(rowsOf('The data held')).toEqual([
      ['Latest NAV date', '20 Nov 2026'],
      ['Data version', '1'],
      ['Source', 'Demo data: NAV history is simulated'],
    ])
    expect(syncRows()).toEqual({
      Updates: 'Off',
      State: 'Idle',
      'Last success': 'None yet',
      'Last attempt': 'None yet',
      'Next run': 'None: updates are off',
      'Last error': 'None',
      'History back-fill': 'None running',
    })
  })

  it('shows an idle server keeping current, with times in India time', async () => {
    metaSays(metaFixture({ source: 'amfi', dataVersion: 42, sync: SYNC_STATES.idle }))
    await dataPage()
    expect(rowsOf('The data held')).toContainEqual(['Source', 'AMFI'])
    expect(rowsOf('The data held')).toContainEqual(['Data version', '42'])
    expect(syncRows()).toMatchObject({
      Updates: 'On: daily from AMFI',
      State: 'Idle',
      'Last success': '20 Nov 2026, 23:15 IST',
      'Next run': '21 Nov 2026, 23:00 IST',
      'Last error': 'None',
    })
  })

  it('shows an update running', async () => {
    metaSays(metaFixture({ source: 'amfi', sync: SYNC_STATES.running }))
    await dataPage()
    expect(syncRows()).toMatchObject({ State: 'Updating now', 'Last attempt': '20 Nov 2026, 23:00 IST', 'Next run': 'Not scheduled' })
  })

  it("shows the history back-fill's progress", async () => {
    metaSays(metaFixture({ source: 'amfi', sync: SYNC_STATES.backfilling }))
    await dataPage()
    expect(syncRows()).toMatchObject({
      State: 'Loading NAV history',
      'History back-fill': '6 of 15 windows done, 22 May 2023 to 20 Nov 2026',
    })
    const progress = screen.getByRole('progressbar', { name: 'History back-fill progress' })
    expect(progress).toHaveAttribute('value', '6')
    expect(progress).toHaveAttribute('max', '15')
  })

  it('shows a failed update and its error, and the notice says so too', async () => {
    metaSays(metaFixture({ source: 'amfi', sync: SYNC_STATES.failed }))
    await dataPage()
    expect(syncRows()).toMatchObject({
      State: 'Failed',
      'Last success': '19 Nov 2026, 23:10 IST',
      'Last attempt': '20 Nov 2026, 23:00 IST',
      'Last error': 'AMFI did not answer within 60 seconds (3 tries).',
    })
    expect(screen.getByRole('complementary', { name: 'Data notice' })).toHaveTextContent(/the last update from AMFI failed/)
  })

  it('shows the error state with Retry when the meta call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(http.get(`*${endpointPath('meta')}`, () => HttpResponse.error()))
    await renderRoute('/data')
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument()
  })
})
