import { fileURLToPath, URL } from 'node:url'
import { readFileSync } from 'node:fs'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

// The API server (server/, `npm start`) listens here; `npm run dev` proxies /api to it.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000'

/**
 * `npm run dev:mock` needs msw's service worker at the site root. It is served straight from the
 * installed msw package (always the matching version) and never lands in public/ or dist/.
 */
function mockServiceWorker(): Plugin {
  return {
    name: 'mock-service-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('content-type', 'text/javascript')
        res.end(readFileSync(fileURLToPath(import.meta.resolve('msw/mockServiceWorker.js'))))
      })
    },
  }
}

export default defineConfig(({ mode }) => ({
  plugins: [
    // The router plugin must run before react(): it generates src/routeTree.gen.ts and splits
    // every route's component and loader into its own chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    mode === 'mock' && mockServiceWorker(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  define: {
    // React DOM probes for the DevTools extension hook; production ships no devtools of any kind,
    // so the probe is compiled out (and `grep -ri devtools dist/` stays empty).
    ...(mode === 'production' ? { __REACT_DEVTOOLS_GLOBAL_HOOK__: 'undefined' } : {}),
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
  },
}))
