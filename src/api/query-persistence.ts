import type { Query, QueryClient } from '@tanstack/react-query'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistedClient } from '@tanstack/react-query-persist-client'
import { createStore, del, get, set } from 'idb-keyval'
import { GC_TIME } from './query-client'

/**
 * Returning visitors: the query cache is saved to IndexedDB and restored before the first render
 * (after hydration, for what the server did not send, on a server-rendered page: app/start-site.tsx),
 * so a page whose data is still fresh (see staleTimes) shows at once with no request, and stale
 * entries are shown and revalidated in the background (useSuspenseQuery refetches stale data on
 * mount). Production builds only; tests and the dev servers never persist.
 */

/** Bump when the shape of cached data changes (zod schemas, query keys): old caches are dropped. */
export const DATA_VERSION = 1

/**
 * Identifies the build. VITE_BUILD_ID if the deploy sets one; otherwise the content-hashed file
 * name of the entry chunk this module is bundled into, which changes with any code change.
 */
export function buildId(): string {
  const configured: unknown = import.meta.env.VITE_BUILD_ID
  if (typeof configured === 'string' && configured) return configured
  return new URL(import.meta.url).pathname.split('/').pop() ?? 'dev'
}

export function cacheBuster(build = buildId()): string {
  return `${build}:v${DATA_VERSION}`
}

/**
 * Only data worth showing again: successful queries, never errors or pending fetches, nor queries
 * whose latest options say `meta: { persist: false }` (NO_PERSIST: "My investments" asks for a NAV
 * history per holding; a fund page that asks for one of them later makes it saved again).
 */
export function shouldPersistQuery(query: Query): boolean {
  return query.state.status === 'success' && !query.state.isInvalidated && query.meta?.persist !== false
}

/** Query options' `meta` for answers not worth saving (see shouldPersistQuery). */
export const NO_PERSIST = { persist: false } as const

/**
 * Answers too large to save many of, by their key's second element: only the most recently updated
 * few are saved. A NAV history is 100-200 KB of JSON; "My investments" loads one per holding (a
 * hundred for 50 holdings and their Direct plans), and saving them all, as one JSON string once a
 * second while they arrive, was a main-thread task of 200-600 ms at 4x CPU. The few kept are the
 * fund pages a returning visitor most likely opens again.
 */
export const PERSISTED_AT_MOST: Readonly<Record<string, number>> = { 'fund-nav': 6 }

/**
 * The saved cache with PERSISTED_AT_MOST applied. Applied when a save is written (throttled, at most
 * once a second), not in the dehydrate filter, which runs on every cache event.
 */
export function capped(client: PersistedClient): PersistedClient {
  const byKind = new Map<string, number[]>()
  const { queries } = client.clientState
  queries.forEach((query, index) => {
    const kind = query.queryKey[1]
    if (typeof kind !== 'string' || !(kind in PERSISTED_AT_MOST)) return
    const list = byKind.get(kind)
    if (list) list.push(index)
    else byKind.set(kind, [index])
  })
  const dropped = new Set<number>()
  for (const [kind, indexes] of byKind) {
    indexes.sort((a, b) => queries[b]!.state.dataUpdatedAt - queries[a]!.state.dataUpdatedAt)
    for (const index of indexes.slice(PERSISTED_AT_MOST[kind])) dropped.add(index)
  }
  if (dropped.size === 0) return client
  return { ...client, clientState: { ...client.clientState, queries: queries.filter((_, index) => !dropped.has(index)) } }
}

export type PersistOptions = {
  /** The store; tests pass an in-memory one. */
  storage?: { getItem: (key: string) => Promise<string | null | undefined>; setItem: (key: string, value: string) => Promise<unknown>; removeItem: (key: string) => Promise<unknown> }
  buster?: string
  /** How long the first render waits for the restore (IndexedDB answers in milliseconds). */
  restoreTimeoutMs?: number
  /**
   * Restore only queries the cache does not hold yet. A server-rendered page (app/start-site.tsx) restores
   * after the server's queries are in: everything its first render reads (data, or a pending
   * query such as the layout's meta call) came from the server and must stay as the HTML shows it,
   * or hydration would find other text than the server rendered.
   */
  keepExisting?: boolean
}

function indexedDbStorage(): PersistOptions['storage'] {
  const store = createStore('mf-explorer', 'query-cache')
  return {
    getItem: async (key) => (await get<string>(key, store)) ?? null,
    setItem: (key, value) => set(key, value, store),
    removeItem: (key) => del(key, store),
  }
}

export const PERSIST_KEY = 'query-cache'

/**
 * Restores the saved cache into `queryClient` (waiting at most `restoreTimeoutMs`), then keeps
 * saving it (throttled to once a second). Resolves with a function that stops saving.
 */
export async function persistQueryCache(queryClient: QueryClient, options: PersistOptions = {}): Promise<() => void> {
  const storage = options.storage ?? indexedDbStorage()
  const stored = createAsyncStoragePersister({
    storage: storage as NonNullable<Parameters<typeof createAsyncStoragePersister>[0]['storage']>,
    key: PERSIST_KEY,
    throttleTime: 1000,
    serialize: (client) => JSON.stringify(capped(client)),
  })
  const cache = queryClient.getQueryCache()
  const persister: typeof stored = options.keepExisting
    ? {
        ...stored,
        restoreClient: async () => {
          const saved = await stored.restoreClient()
          if (!saved) return saved
          const queries = saved.clientState.queries.filter((query) => !cache.get(query.queryHash))
          return { ...saved, clientState: { ...saved.clientState, queries } }
        },
      }
    : stored
  const common = { queryClient, persister, buster: options.buster ?? cacheBuster() }
  const restore = persistQueryClientRestore({ ...common, maxAge: GC_TIME }).catch(() => {
    // A broken or unreadable cache was discarded by the restore; start empty.
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, options.restoreTimeoutMs ?? 1000)
  })
  await Promise.race([restore, timeout])
  clearTimeout(timer)

  let unsubscribe: (() => void) | undefined
  let stopped = false
  // Subscribe once the restore is done, so the restore itself is not saved back half-way.
  void restore.then(() => {
    if (!stopped) unsubscribe = persistQueryClientSubscribe({ ...common, dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery } })
  })
  return () => {
    stopped = true
    unsubscribe?.()
  }
}

/** Whether this build persists: production in a browser with IndexedDB. */
export function persistenceEnabled(): boolean {
  return import.meta.env.PROD && typeof indexedDB !== 'undefined'
}

export type { PersistedClient }
