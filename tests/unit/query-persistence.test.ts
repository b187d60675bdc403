import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient, GC_TIME } from '@/api/query-client'
import { cacheBuster, NO_PERSIST, persistQueryCache, PERSIST_KEY, PERSISTED_AT_MOST, type PersistOptions } from '@/api/query-persistence'

function memoryStorage() {
  const map = new Map<string, string>()
  const storage: NonNullable<PersistOptions['storage']> = {
    getItem: async (key) => map.get(key) ?? null,
    setItem: async (key, value) => void map.set(key, value),
    removeItem: async (key) => void map.delete(key),
  }
  return { map, storage }
}

type Saved = { buster: string; timestamp: number; clientState: { queries: Array<{ queryKey: unknown }> } }

/** The saved cache once it holds `count` queries (saving is throttled to once a second). */
async function saved(map: Map<string, string>, count = 1) {
  const read = () => (map.has(PERSIST_KEY) ? (JSON.parse(map.get(PERSIST_KEY)!) as Saved) : undefined)
  await vi.waitFor(() => expect(read()?.clientState.queries.length).toBe(count), { timeout: 4000, interval: 50 })
  // No further save is pending that could change it.
  await new Promise((resolve) => setTimeout(resolve, 1100))
  return read()!
}

afterEach(() => vi.useRealTimers())

describe('query cache persistence', () => {
  it('saves successful queries only, and a new visit restores them as they were', async () => {
    const { map, storage } = memoryStorage()
    const first = createQueryClient({ retry: false })
    const stop = await persistQueryCache(first, { storage, buster: 'build-a:v1' })
    await first.fetchQuery({ queryKey: ['mutual_fund', 'fund_house'], queryFn: async () => [{ id: 1 }] })
    await first.fetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('down')) }).catch(() => {})

    const state = await saved(map)
    expect(state.buster).toBe('build-a:v1')
    expect(state.clientState.queries.map((q) => q.queryKey)).toEqual([['mutual_fund', 'fund_house']])
    stop()

    const second = createQueryClient({ retry: false })
    await persistQueryCache(second, { storage, buster: 'build-a:v1' })
    const restored = second.getQueryState(['mutual_fund', 'fund_house'])
    expect(second.getQueryData(['mutual_fund', 'fund_house'])).toEqual([{ id: 1 }])
    // Freshness survives: data fetched moments ago is served with no request.
    expect(restored?.dataUpdatedAt).toBe(first.getQueryState(['mutual_fund', 'fund_house'])?.dataUpdatedAt)
    expect(second.getQueryData(['broken'])).toBeUndefined()
  })

  it('saves only the most recently updated NAV histories, and every other query', async () => {
    const { map, storage } = memoryStorage()
    const client = createQueryClient({ retry: false })
    const stop = await persistQueryCache(client, { storage, buster: 'b' })
    const atMost = PERSISTED_AT_MOST['fund-nav']!
    const navKey = (schemeCode: number) => ['mutual_fund', 'fund-nav', { schemeCode, amcName: 'House' }]
    // One more than the limit, each updated a moment after the one before; the first is the oldest.
    for (let code = 1; code <= atMost + 1; code++) {
      client.setQueryData(navKey(code), { navHistory: [] }, { updatedAt: Date.now() - 60_000 + code })
    }
    client.setQueryData(['mutual_fund', 'fund_house'], [{ id: 1 }])
    // Asked with NO_PERSIST ("My investments"), the newest of all: not saved, and it takes no place.
    await client.fetchQuery({ queryKey: navKey(999), queryFn: async () => ({ navHistory: [] }), meta: NO_PERSIST })
    const state = await saved(map, atMost + 1)
    const keys = state.clientState.queries.map((q) => q.queryKey)
    expect(keys).toContainEqual(['mutual_fund', 'fund_house'])
    expect(keys).not.toContainEqual(navKey(1))
    expect(keys).not.toContainEqual(navKey(999))
    for (let code = 2; code <= atMost + 1; code++) expect(keys).toContainEqual(navKey(code))
    stop()
  })

  it('drops a cache of another build or data version', async () => {
    const { map, storage } = memoryStorage()
    const first = createQueryClient()
    await persistQueryCache(first, { storage, buster: 'build-a:v1' })
    first.setQueryData(['x'], 1)
    await saved(map)

    const next = createQueryClient()
    await persistQueryCache(next, { storage, buster: 'build-b:v1' })
    expect(next.getQueryData(['x'])).toBeUndefined()
  })

  it('drops a cache older than the GC time', async () => {
    const { map, storage } = memoryStorage()
    map.set(
      PERSIST_KEY,
      JSON.stringify({ buster: 'b', timestamp: Date.now() - GC_TIME - 1000, clientState: { mutations: [], queries: [] } }),
    )
    await persistQueryCache(createQueryClient(), { storage, buster: 'b' })
    expect(map.has(PERSIST_KEY)).toBe(false)
  })

  it('does not hold up the first render when storage hangs', async () => {
    const storage: NonNullable<PersistOptions['storage']> = {
      getItem: () => new Promise(() => {}),
      setItem: async () => {},
      removeItem: async () => {},
    }
    const started = Date.now()
    await persistQueryCache(createQueryClient(), { storage, buster: 'b', restoreTimeoutMs: 50 })
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('versions the cache by build and data version', () => {
    expect(cacheBuster('index-abc.js')).toBe('index-abc.js:v1')
  })
})
