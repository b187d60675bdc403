import { render, screen, within } from '@testing-library/react'
import { createMemoryHistory } from '@tanstack/react-router'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { App } from '@/app/App'
import { endpointPath } from '../../common/contract/endpoints'
import { fundHouseQueries } from '@/api/fund-houses'
import { createQueryClient, staleTimes } from '@/api/query-client'
import { persistQueryCache, PERSIST_KEY, type PersistOptions } from '@/api/query-persistence'
import { createAppRouter } from '@/app/router'
import { fundHouses } from '@mocks/fixtures'
import { server } from '@mocks/node'
import { recordRequests } from '../render-route'

/** A previous visit's saved cache, `age` ms old, holding the fund-house list. */
function savedVisit(age: number): NonNullable<PersistOptions['storage']> {
  const saved = JSON.stringify({
    buster: 'test',
    timestamp: Date.now() - 1000,
    clientState: {
      mutations: [],
      queries: [
        {
          queryKey: fundHouseQueries.list().queryKey,
          queryHash: JSON.stringify(fundHouseQueries.list().queryKey),
          state: {
            data: [{ ...fundHouses[0]!, name: 'Saved HDFC' }],
            dataUpdateCount: 1,
            dataUpdatedAt: Date.now() - age,
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    },
  })
  return { getItem: async (key) => (key === PERSIST_KEY ? saved : null), setItem: async () => {}, removeItem: async () => {} }
}

async function returnTo(path: string, storage: NonNullable<PersistOptions['storage']>) {
  const queryClient = createQueryClient({ retry: false })
  // As app/start-site.tsx does: restore first, then the router's first load.
  await persistQueryCache(queryClient, { storage, buster: 'test' })
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }) })
  render(<App queryClient={queryClient} router={router} />)
  await router.load()
}

describe('a returning visitor', () => {
  it('sees fresh saved data at once, with no request', async () => {
    const recorder = recordRequests()
    await returnTo('/amcs', savedVisit(60_000))
    expect(await within(screen.getByRole('main')).findByText('Saved HDFC')).toBeInTheDocument()
    expect(recorder.count(endpointPath('fundHouses'))).toBe(0)
    recorder.stop()
  })

  it('sees stale saved data at once, revalidated in the background', async () => {
    server.use(
      http.get(`*${endpointPath('fundHouses')}`, async () => {
        await delay(300)
        return HttpResponse.json({ data: [...fundHouses] })
      }),
    )
    const recorder = recordRequests()
    await returnTo('/amcs', savedVisit(staleTimes.fundHouse + 60_000))
    // Shown before the slow answer arrives...
    expect(await within(screen.getByRole('main')).findByText('Saved HDFC')).toBeInTheDocument()
    expect(recorder.count(endpointPath('fundHouses'))).toBe(1)
    // ...and replaced by it.
    expect(await within(screen.getByRole('main')).findByText(fundHouses[0]!.name)).toBeInTheDocument()
    expect(screen.queryByText('Saved HDFC')).not.toBeInTheDocument()
    recorder.stop()
  })
})
