import { fileURLToPath, URL } from 'node:url'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { parseEnv } from './src/lib/env-schema'

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

/**
 * Writes .br and .gz beside every text asset of the build, at the highest levels (it happens once),
 * so the server sends them as they are instead of compressing on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    // The client build only: the server bundle (dist-server/) is read from disk, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name)
          return statSync(path).isDirectory() ? walk(path) : [path]
        })
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file) || statSync(file).size < 1024) continue
        const body = readFileSync(file)
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }))
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
      }
    },
  }
}

/**
 * Emits src/ssr/wait-for-styles.js as a hashed asset of the client build (immutable, like the rest
 * of dist/assets) under its source path in the manifest, where server/site/head-assets.ts finds it.
 * It is a classic script with nothing in it: the server-rendered page loads it after its
 * stylesheets, so the parser waits for them there (src/entry-server.tsx says why).
 */
function waitForStylesScript(): Plugin {
  const source = 'src/ssr/wait-for-styles.js'
  return {
    name: 'wait-for-styles-script',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildStart() {
      this.emitFile({ type: 'asset', name: 'wait-for-styles.js', originalFileName: source, source: readFileSync(source) })
    },
  }
}

/**
 * Two of Mantine's modules swapped for the site's own in the client build (the server render uses
 * Mantine's, which give the same HTML):
 * - useId (@mantine/hooks) by src/lib/mantine-use-id.ts: the same ids, without a re-render after
 *   hydration;
 * - MantineCssVariables by nothing: App renders MantineProvider withCssVariables={false} and the
 *   theme's variables are src/styles/theme-variables.css, so the component never renders, but its
 *   module would still compute Mantine's whole default variable set when it loads (a few ms of a
 *   phone's main thread in the start's longest step).
 */
function mantinePatches(): Plugin {
  const useId = fileURLToPath(new URL('./src/lib/mantine-use-id.ts', import.meta.url))
  return {
    name: 'mantine-patches',
    enforce: 'pre',
    apply: (_config, env) => !env.isSsrBuild,
    load(id) {
      if (/[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/.test(id)) return `export { useId } from ${JSON.stringify(useId)}`
      if (/[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]MantineCssVariables\.mjs$/.test(id)) {
        return 'export function MantineCssVariables() { return null }'
      }
      return null
    },
  }
}

/**
 * Each feature's index.ts only re-exports (eslint-rules/feature-boundaries.js checks): marked free of
 * side effects, a chunk that imports one name from it takes in only the module that name comes
 * from, not every module the index lists, so the chunks stay as they would be with deep imports.
 */
function featureIndexes(): Plugin {
  return {
    name: 'feature-indexes',
    transform(code, id) {
      return /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id) ? { code, map: null, moduleSideEffects: false } : null
    },
  }
}

/**
 * The chunk name of every module that only start-site.tsx's step of the start needs (src/app/main.tsx):
 * its whole static import graph, less what the earlier steps (the entry, the router library,
 * TanStack Query, Mantine's core via theme.ts) bring. Left to itself the bundler would split out each
 * module a route chunk shares with it, and each module script a page requests costs main-thread time
 * (docs/decisions/001-start-in-steps.md). Route chunks import what they share from this one chunk.
 *
 * Its dependencies are not pulled in with it (includeDependenciesRecursively: false, below): they
 * include Mantine's core and Vite's preload helper, which belong to earlier steps and the entry.
 * Mantine's components stay in the chunks the bundler makes for them: the package's barrel
 * module imports every component, so a static graph cannot tell which ones the start uses.
 */
function startSiteChunk(): (id: string, ctx: Rolldown.ChunkingContext) => string | null {
  const src = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url))
  let members: Set<string> | undefined
  const staticGraph = (from: string, ctx: Rolldown.ChunkingContext) => {
    const seen = new Set<string>([from])
    for (const id of seen) for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) seen.add(next)
    return seen
  }
  return (id, ctx) => {
    if (!members) {
      members = staticGraph(src('app/start-site.tsx'), ctx)
      for (const earlier of ['app/main.tsx', 'app/start-router-library.ts', 'app/start-query-library.ts', 'app/theme.ts', 'app/start-ui-library.ts']) {
        for (const taken of staticGraph(src(earlier), ctx)) members.delete(taken)
      }
    }
    return members.has(id) ? 'start-site' : null
  }
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    // The router plugin must run before react(): it generates src/routeTree.gen.ts and splits
    // every route's component and loader into its own chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    mantinePatches(),
    featureIndexes(),
    mode === 'mock' && mockServiceWorker(),
    waitForStylesScript(),
    precompress(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  define: {
    // The VITE_* configuration, checked here (a malformed value fails the build with its name)
    // and handed to the code as one constant: src/lib/env.ts.
    __SITE_ENV__: JSON.stringify(parseEnv(loadEnv(mode, process.cwd(), 'VITE_'))),
    // React DOM probes for the DevTools extension hook; production ships no devtools of any kind,
    // so the probe is compiled out (and `grep -ri devtools dist/` stays empty).
    ...(mode === 'production' ? { __REACT_DEVTOOLS_GLOBAL_HOOK__: 'undefined' } : {}),
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  // `vite build --ssr src/entry-server.tsx --outDir dist-server` (npm run build's second step): the
  // server render, with its dependencies external (node_modules at run time).
  build: isSsrBuild ? { target: 'node20', sourcemap: false, emptyOutDir: true } : {
    target: 'es2022',
    manifest: true,
    // No <link rel="modulepreload"> added by script for a lazy chunk's imports (its CSS is still
    // loaded): each link a script appends costs main-thread time on a phone (see
    // src/ssr/load-after-paint.ts), and the browser finds those imports when the chunk loads.
    modulePreload: false,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // React and the router, which every page needs and which change only on upgrades, in chunks
        // of their own: the entry stays under the 100 KB gzip chunk budget (tests/e2e/budgets.spec.ts)
        // and a deploy that changes only our code leaves them cached.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: 'router',
              test: /[\\/]node_modules[\\/]@tanstack[\\/](react-router|router-core|history|store|react-store)[\\/]/,
              priority: 1,
            },
            // TanStack Query, ky and the cache persister: a step of the start of their own (src/app/main.tsx).
            {
              name: 'query',
              test: /[\\/]node_modules[\\/](@tanstack[\\/](query-core|react-query|query-persist-client-core|query-async-storage-persister|react-router-ssr-query|router-ssr-query-core)|ky|idb-keyval)[\\/]/,
              priority: 1,
            },
            { name: startSiteChunk(), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}))
