import type { QueryClient } from '@tanstack/react-query'

const STORAGE_KEY = 'mf-explorer:data-version'

type VersionStore = Pick<Storage, 'getItem' | 'setItem'>

function defaultStore(): VersionStore | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined // storage blocked (privacy settings): nothing to compare against
  }
}

/**
 * The persisted query cache (api/query-persistence.ts) may hold answers from before the server
 * imported new NAVs. When the meta call reports a data version other than the one this browser
 * last saw, every cached answer is marked stale: pages still show at once, then refetch in the
 * background. Returns whether it invalidated.
 */
export function syncDataVersion(queryClient: QueryClient, dataVersion: number, store = defaultStore()): boolean {
  if (!store) return false
  const seen = store.getItem(STORAGE_KEY)
  store.setItem(STORAGE_KEY, String(dataVersion))
  if (seen === null || Number(seen) === dataVersion) return false
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'meta' })
  return true
}
