import { StrictMode, startTransition, useEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createQueryClient } from '@/api/query-client'
import { persistenceEnabled, persistQueryCache } from '@/api/query-persistence'
import { createAppRouter } from './router'
import { App } from './App'
import { markHydratedWhenContentIs } from './hydration-mark'

async function enableMocking() {
  // `npm run dev:mock` (Vite mode "mock"): msw answers every API call in the browser. Other modes
  // compile this branch away, so msw never ships in a production build.
  if (import.meta.env.MODE !== 'mock') return
  const { worker } = await import('@mocks/browser')
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
}

/** Marks <html data-hydrated> once the page has hydrated: the shell has committed (this effect) and then its content (hydration-mark.ts). */
function HydrationMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    markHydratedWhenContentIs()
  }, [])
  return children
}

/**
 * The origin the server's page wrote its canonical link with (its PUBLIC_ORIGIN): the links the
 * browser writes on later pages keep it. None in the dev server's shell: the links are paths there.
 */
function publishedOrigin(): string | undefined {
  const href = document.querySelector('link[rel="canonical"]')?.getAttribute('href')
  if (!href || !/^https?:\/\//.test(href)) return undefined
  return new URL(href).origin
}

/**
 * Starts the site: hydrates the server's HTML, or renders into the empty shell (the dev server).
 * main.tsx calls it in a task of its own, once this module and its imports have been evaluated.
 */
export async function startSite(nextTask: () => Promise<void>): Promise<void> {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, { publicOrigin: publishedOrigin() })
  await nextTask()
  const rootElement = document.getElementById('root')!

  // The server rendered this page (its router data script defines $_TSR): hydrate it. The router
  // takes its state and the query cache from what the server sent, so nothing is asked for again.
  const serverRendered = '$_TSR' in window

  if (serverRendered) {
    // A returning visitor's saved cache, once the server's queries are in (the router hydrates them
    // before its first render), and only for queries the server did not send: restoring them first
    // could change the first render against the server's HTML. They serve the next pages.
    if (persistenceEnabled()) {
      const hydrateQueries = router.options.hydrate
      router.options.hydrate = async (dehydrated) => {
        await hydrateQueries?.(dehydrated)
        void persistQueryCache(queryClient, { keepExisting: true }).catch(() => undefined)
      }
    }
    // The page is already readable and painted (this code starts after the first paint: see
    // ssr/load-after-paint.ts). Hydration runs as a transition, which React time-slices: it yields to
    // the browser every few ms instead of holding the main thread for the whole tree. A click or key
    // press on a part not hydrated yet makes React hydrate it at once and then replays the event.
    startTransition(() => {
      hydrateRoot(
        rootElement,
        <StrictMode>
          <HydrationMark>
            <App queryClient={queryClient} router={router} routerElement={<RouterClient router={router} />} />
          </HydrationMark>
        </StrictMode>,
      )
    })
  } else {
    // Client-only (the dev server): a returning visitor's cache is restored before the router's
    // first load, so the loaders find fresh data and make no request. (Only here: App, which the
    // tests render, never persists.)
    const restoreCache = persistenceEnabled() ? persistQueryCache(queryClient).catch(() => undefined) : undefined
    void Promise.all([enableMocking(), restoreCache]).then(() => {
      createRoot(rootElement).render(
        <StrictMode>
          <App queryClient={queryClient} router={router} />
        </StrictMode>,
      )
    })
  }
}
