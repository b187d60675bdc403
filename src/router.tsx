import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import { NotFound } from '@/components/NotFound'
import { PageLoader } from '@/components/PageLoader'
import { RouteError } from '@/components/RouteError'

export type RouterContext = { queryClient: QueryClient }

export function createAppRouter(queryClient: QueryClient, options: { history?: Parameters<typeof createRouter>[0]['history'] } = {}) {
  return createRouter({
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
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
