import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { ApiError } from '@/api/api-error'
import { routeTree } from './routeTree.gen'
import { NotFound } from '@/components/NotFound'
import { PageLoader } from '@/components/PageLoader'
import { RouteError } from '@/components/RouteError'

export type RouterContext = { queryClient: QueryClient }

type AppRouterOptions = {
  history?: Parameters<typeof createRouter>[0]['history']
  /** The server render's per-response nonce, carried by the router's inline hydration scripts. */
  nonce?: string
}

export function createAppRouter(queryClient: QueryClient, options: AppRouterOptions = {}) {
  const router = createRouter({
    routeTree,
    history: options.history,
    context: { queryClient },
    // Hovering or focusing a link loads the next page's data into the query cache.
    defaultPreload: 'intent',
    // The query cache decides freshness, not the router's own loader cache.
    defaultPreloadStaleTime: 0,
    // Show the loader only if the data takes a moment, and then long enough not to flash.
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
    defaultPendingComponent: () => <PageLoader />,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    // In the browser the router keeps and restores scroll positions. On the server it would also
    // write its inline restore script into the page, which lays the whole page out mid-parse even
    // when there is nothing to restore; the server sends src/ssr/scroll-restore-script.ts instead.
    scrollRestoration: typeof window === 'undefined' ? () => false : true,
    ...(options.nonce ? { ssr: { nonce: options.nonce } } : {}),
  })
  // Server render: the query cache the loaders filled is sent with the page (dehydrated), and the
  // browser's cache is filled from it before hydration, so nothing sent is asked for again. In a
  // client-only render (dev, tests) it does nothing. App provides the QueryClient itself.
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false })
  // The serializer keeps an Error's message, not its class or fields: a query that failed on the
  // server travels with its ApiError as plain fields and is an ApiError again in the browser, so
  // the page tells "not found" from "could not load" as the server did, and hydration agrees.
  const dehydrateQueries = router.options.dehydrate
  if (dehydrateQueries) {
    router.options.dehydrate = async () => {
      const dehydrated = await dehydrateQueries()
      for (const query of queriesOf(dehydrated)) {
        // A copy: the state may be the live query's own, which the server render still reads.
        if (query.state.error instanceof ApiError) {
          const flat = flattenApiError(query.state.error)
          query.state = { ...query.state, error: flat, fetchFailureReason: flat }
        }
      }
      return dehydrated
    }
  }
  const hydrateQueries = router.options.hydrate
  if (hydrateQueries) {
    router.options.hydrate = (dehydrated) => {
      const now = Date.now()
      for (const { state } of queriesOf(dehydrated)) {
        const error = reviveApiError(state.error)
        if (error) state.error = state.fetchFailureReason = error
        // The page may come from the server's cache, rendered hours ago, but always for the data
        // version the server holds now (server/http/html-cache.ts): its answers are what asking
        // again would give. They count as fetched now, so no query the page's age made stale is
        // asked for again while the page hydrates, and no component re-renders for its fetch.
        if (state.status === 'success') state.dataUpdatedAt = now
      }
      return hydrateQueries(dehydrated)
    }
  }
  return router
}

type DehydratedQueries = {
  query?: { initial?: Array<{ state: { error?: unknown; fetchFailureReason?: unknown; status?: string; dataUpdatedAt?: number } }> }
}
const queriesOf = (dehydrated: unknown) => (dehydrated as DehydratedQueries | undefined)?.query?.initial ?? []

type FlatApiError = { apiError: { kind: ApiError['kind']; endpoint: string; message: string; status?: number; code?: string; serverMessage?: string } }

function flattenApiError(error: ApiError): FlatApiError {
  const { kind, endpoint, message, status, code, serverMessage } = error
  return { apiError: { kind, endpoint, message, status, code, serverMessage } }
}

function reviveApiError(value: unknown): ApiError | undefined {
  const flat = (value as Partial<FlatApiError> | null | undefined)?.apiError
  if (!flat) return undefined
  const { kind, endpoint, message, ...extra } = flat
  return new ApiError(kind, endpoint, message, extra)
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
