// First: zod must not probe for eval under the CSP (see the module).
import './lib/zod-config'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './styles/mantine.css'
import './styles/global.css'
import { createQueryClient } from './api/query-client'
import { persistenceEnabled, persistQueryCache } from './lib/query-persistence'
import { createAppRouter } from './router'
import { App } from './App'

async function enableMocking() {
  // `npm run dev:mock` (Vite mode "mock"): msw answers every API call in the browser. Other modes
  // compile this branch away, so msw never ships in a production build.
  if (import.meta.env.MODE !== 'mock') return
  const { worker } = await import('@mocks/browser')
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
}

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

// A returning visitor's cache is restored before the router's first load, so the loaders find
// fresh data and make no request. (Only here: App, which the tests render, never persists.)
const restoreCache = persistenceEnabled() ? persistQueryCache(queryClient).catch(() => undefined) : undefined

void Promise.all([enableMocking(), restoreCache]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  )
})
