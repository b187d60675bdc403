// First: zod must not probe for eval (see the module), as in src/api/contract-schemas.ts.
import './lib/zod-config'
import { StrictMode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { RouterContextProvider, Scripts } from '@tanstack/react-router'
import {
  RouterServer,
  createRequestHandler,
  createSsrStreamResponse,
  getSsrStatus,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server'
import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import { createQueryClient } from './api/query-client'
import { setHtmlPurifier } from './lib/sanitize-html'
import { setApiFetch } from './api/http'
import { createAppRouter } from './app/router'
import { App } from './app/App'
import { loadAfterPaintScript } from './ssr/load-after-paint'
import { ROUTE_MODULES_ID } from './ssr/route-modules'
import { jsonForScript } from './ssr/json-for-script'
import { SCROLL_RESTORE_SCRIPT } from './ssr/scroll-restore-script'

/**
 * The server render (built by `vite build --ssr`, loaded by server/site/server-render.ts). One
 * QueryClient and one router per request; the route's loaders fill the query cache through the
 * API in-process (`apiFetch`, never the network), and the page is rendered with its data, the
 * router's state and the query cache sent along for hydration (src/app/main.tsx).
 */

/** The client build's tags for <head>, from dist/.vite/manifest.json (server/site/head-assets.ts). */
export type HeadAssets = { entry: string; css: readonly string[]; waitForStyles: string; modules: readonly string[] }

export type RenderOptions = {
  request: Request
  /** The tags of a page whose matched routes are `routeIds`: the entry, its CSS and each route's own CSS. */
  head: (routeIds: readonly string[]) => HeadAssets
  /** Carried by every inline script of the page (the router's and React's). */
  nonce: string
}

export { setApiFetch }

// API HTML (blogs, FAQ answers) is cleaned by the same rules as in the browser, over jsdom's window.
setHtmlPurifier(createDOMPurify(new JSDOM('<!doctype html>').window as unknown as Parameters<typeof createDOMPurify>[0]))

const PAGE_END_ID = 'page-end'

type AppRouter = ReturnType<typeof createAppRouter>

function Document({ head, router, nonce, children }: { head: HeadAssets; router: AppRouter; nonce: string; children: React.ReactNode }) {
  return (
    // Mantine's colour variables are scoped to this attribute, which MantineProvider sets only in an
    // effect: without it here the page's buttons and colours would wait for JavaScript.
    <html lang="en" data-mantine-color-scheme="light">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#2b8a3e" />
        {/* A PNG: an SVG favicon is a document of its own on the main thread (docs/decisions/004). */}
        <link rel="icon" type="image/png" sizes="32x32" href="/favicon.png" />
        {head.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/*
          One layout of the whole page, with its styles, before the first paint: the script file after
          the stylesheets waits for them, and the expect link holds the first paint until the parser
          reaches #page-end. A file, not inline, so Lighthouse's estimate of the first paint includes
          the parse (docs/decisions/001-start-in-steps.md).
        */}
        <script src={head.waitForStyles} />
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
      </head>
      <body>
        {/* The browser hydrates #root only (app/start-site.tsx); the document around it is the server's. */}
        <div id="root">{children}</div>
        <div id={PAGE_END_ID} hidden />
        {/* The matched routes' script files, for the start to import one per task (ssr/route-modules.ts). */}
        <script type="application/json" id={ROUTE_MODULES_ID} dangerouslySetInnerHTML={{ __html: jsonForScript(head.modules) }} />
        {/* A reloaded page back where it was scrolled, before any of the site's code runs. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCROLL_RESTORE_SCRIPT }} />
        {/* The router's hydration data: inline scripts with the response's nonce, outside #root. */}
        <RouterContextProvider router={router}>
          <Scripts />
        </RouterContextProvider>
        {/* The site's code, once the page has been painted. */}
        <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: loadAfterPaintScript(head.entry) }} />
      </body>
    </html>
  )
}

/** Renders the page at `request.url`; the Response's body streams the HTML. */
export async function render({ request, head, nonce }: RenderOptions): Promise<Response> {
  const handler = createRequestHandler({
    request,
    // The request's origin is the configured public one (server/site/server-render.ts): the canonical links start with it.
    createRouter: () => createAppRouter(createQueryClient(), { nonce, publicOrigin: new URL(request.url).origin }),
  })
  return handler(async ({ router, responseHeaders }) => {
    const { queryClient } = router.options.context
    // The matched routes' CSS is linked up front: the page is styled before any script runs.
    const pageHead = head(router.state.matches.map((match) => match.routeId))
    const stream = await renderToReadableStream(
      <Document head={pageHead} router={router} nonce={nonce}>
        <StrictMode>
          <App queryClient={queryClient} router={router} routerElement={<RouterServer router={router} />} />
        </StrictMode>
      </Document>,
      {
        signal: request.signal,
        nonce,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          if (!request.signal.aborted) console.error('Server render:', error)
        },
      },
    )
    // The whole page before the first byte: the loaders' data is in by now (router.load waited for
    // it), so this only waits for code-split sections, and a reader without JavaScript then gets
    // every section in place instead of a fallback that only a script would replace.
    await stream.allReady
    const body = transformReadableStreamWithRouter(router, stream, { rendererSafePoint: 'script-close', signal: request.signal })
    return createSsrStreamResponse(router, new Response(body, { status: getSsrStatus(router), headers: responseHeaders }))
  })
}
