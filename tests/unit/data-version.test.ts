import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { syncDataVersion } from '@/api/data-version'

function memoryStore() {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) }
}

describe('syncDataVersion', () => {
  it('marks cached answers stale only when the server data moved on', () => {
    const client = new QueryClient()
    client.setQueryData(['mutual_fund', 'fund-nav', { schemeCode: 1, amcName: 'A' }], { nav: 1 })
    client.setQueryData(['meta'], { dataVersion: 2 })
    const store = memoryStore()

    expect(syncDataVersion(client, 1, store)).toBe(false) // first visit: nothing to compare
    expect(syncDataVersion(client, 1, store)).toBe(false) // same data
    expect(client.getQueryState(['mutual_fund', 'fund-nav', { schemeCode: 1, amcName: 'A' }])?.isInvalidated).toBe(false)

    expect(syncDataVersion(client, 2, store)).toBe(true) // a new import
    expect(client.getQueryState(['mutual_fund', 'fund-nav', { schemeCode: 1, amcName: 'A' }])?.isInvalidated).toBe(true)
    expect(client.getQueryState(['meta'])?.isInvalidated).toBe(false)
  })
})
