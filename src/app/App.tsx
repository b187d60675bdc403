import { lazy, Suspense, type ReactNode } from 'react'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { createAppRouter } from './router'
import { ModalsHost } from '@/components/modals-host'
import { theme } from './theme'

// Dead code in production builds: the devtools never reach dist/.
const Devtools = import.meta.env.DEV ? lazy(() => import('./devtools')) : (_: { router: unknown }) => null

type Props = {
  queryClient: QueryClient
  router: ReturnType<typeof createAppRouter>
  /** The router's element: RouterServer on the server, RouterClient when hydrating; RouterProvider otherwise. */
  routerElement?: ReactNode
}

/** The providers every page needs, shared by start-site.tsx, entry-server.tsx and the integration tests. */
export function App({ queryClient, router, routerElement }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* The theme's CSS variables are a static stylesheet (src/styles/theme-variables.css), not a
          <style> Mantine computes in every visitor's browser on every page load. */}
      <MantineProvider theme={theme} withCssVariables={false}>
        {routerElement ?? <RouterProvider router={router} />}
        <ModalsHost />
      </MantineProvider>
      <Suspense>
        <Devtools router={router} />
      </Suspense>
    </QueryClientProvider>
  )
}
