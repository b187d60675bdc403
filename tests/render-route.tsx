import { render, screen } from '@testing-library/react'
import { createMemoryHistory } from '@tanstack/react-router'
import { createQueryClient } from '@/api/query-client'
import { createAppRouter } from '@/app/router'
import { App } from '@/app/App'
import { server } from '@mocks/node'

/**
 * Renders the whole app at `path` through a memory-history router, so the route's loader runs
 * exactly as in the browser, with a fresh QueryClient (no retries) per call.
 */
export async function renderRoute(path: string) {
  const queryClient = createQueryClient({ retry: false })
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createAppRouter(queryClient, { history })
  const view = render(<App queryClient={queryClient} router={router} />)
  await router.load()
  return { ...view, router, queryClient, history }
}

/** The page's main heading, once it is there. */
export function findMainHeading() {
  return screen.findByRole('heading', { level: 1 })
}

export type RecordedRequest = { method: string; path: string; body: string }

/** Records every request the app makes through msw, e.g. to prove a datum is fetched once. */
export function recordRequests() {
  const requests: RecordedRequest[] = []
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    const body = request.method === 'GET' ? '' : await request.clone().text()
    requests.push({ method: request.method, path: url.pathname, body })
  }
  server.events.on('request:start', listener)
  return {
    requests,
    count: (pathPart: string) => requests.filter((r) => r.path.includes(pathPart)).length,
    stop: () => server.events.removeListener('request:start', listener),
  }
}
