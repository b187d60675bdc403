import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@mantine/core/styles.css'
import './styles/global.css'
import { createQueryClient } from './api/query-client'
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

void enableMocking().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  )
})
