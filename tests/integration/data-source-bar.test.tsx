import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints'
import { metaFixture } from '@mocks/fixtures'
import { server } from '@mocks/node'
import { findMainHeading, renderRoute } from '../render-route'

describe('the data source bar', () => {
  it('says so when the server runs on demo data', async () => {
    await renderRoute('/coming-soon')
    expect(await screen.findByText('Demo data: NAV history is simulated')).toBeInTheDocument()
  })

  it('names the latest AMFI NAV date on live data', async () => {
    server.use(
      http.get(`*${endpointPath('meta')}`, () =>
        HttpResponse.json({ data: metaFixture({ source: 'amfi', dataVersion: 7, latestNavDate: '20-11-2026' }) }),
      ),
    )
    await renderRoute('/coming-soon')
    expect(await screen.findByText('NAVs from AMFI, latest 20 Nov 2026')).toBeInTheDocument()
    expect(screen.queryByText(/Demo data/)).not.toBeInTheDocument()
  })

  it('stays empty, and the page works, when the meta call fails', async () => {
    server.use(http.get(`*${endpointPath('meta')}`, () => HttpResponse.error()))
    await renderRoute('/coming-soon')
    expect(await findMainHeading()).toHaveTextContent('Coming soon')
    expect(screen.queryByText(/Demo data|NAVs from AMFI/)).not.toBeInTheDocument()
  })
})
