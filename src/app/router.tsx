import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { routeTree } from '@/routeTree.gen'
import { prepareForPage, restoreFromPage } from '@/ssr/dehydrated-queries'
import { NotFound } from '@/components/NotFound'
import { PageLoader } from '@/components/PageLoader'
import { RouteError } from '@/components/RouteError'
import { navigateAfterPaint } from './navigate-after-paint'

/** `publicOrigin`: where the site is published, for the canonical links (src/lib/page-head.ts). */
export type RouterContext = { queryClient: QueryClient; publicOrigin?: string }

type AppRouterOptions = {
  history?: Parameters<typeof createRouter>[0]['history']
  /** The server render's per-response nonce, carried by the router's inline hydration scripts. */
  nonce?: string
  /** The server's PUBLIC_ORIGIN in a server render; in the browser, the one the server's page named. */
  publicOrigin?: string
}

export function createAppRouter(queryClient: QueryClient, options: AppRouterOptions = {}) {
  const router = createRouter({
    routeTree,
    history: options.history,
    context: { queryClient, publicOrigin: options.publicOrigin },
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
  // What the page carries of the cache, and back: errors as plain fields, each answer as one JSON
  // string, NAV histories packed (src/ssr/dehydrated-queries.ts says why).
  const dehydrateQueries = router.options.dehydrate
  if (dehydrateQueries) router.options.dehydrate = async () => prepareForPage(await dehydrateQueries())
  const hydrateQueries = router.options.hydrate
  if (hydrateQueries) router.options.hydrate = (dehydrated) => hydrateQueries(restoreFromPage(dehydrated, Date.now()))
  // The input that asks for a navigation paints first (navigate-after-paint.ts says why).
  if (typeof window !== 'undefined') navigateAfterPaint(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
