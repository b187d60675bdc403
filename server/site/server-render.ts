/**
 * Server rendering of the site's pages with the bundle `npm run build` writes beside the client
 * build (dist-server/entry-server.js, from src/entry-server.tsx). Nothing here imports src/: the
 * bundle is loaded at start when present; without it the site is served as the app shell, rendered
 * in the browser.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Readable, Transform, type Duplex } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { pathToFileURL } from 'node:url'
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { contentSecurityPolicy } from '../http/security-headers.ts'
import { createHtmlCache } from './html-cache.ts'
import { headAssetsOf, pageAssets, routeCssOf, routeModulesOf, type HeadAssets, type Manifest } from './head-assets.ts'
import { canonicalPageUrl } from './page-address.ts'
import { INTERNAL_REQUEST_HEADER, INTERNAL_REQUEST_TOKEN, type AdmitPage } from '../http/rate-limit.ts'

/** What src/entry-server.tsx exports. */
type ServerBundle = {
  render(options: { request: Request; head: (routeIds: readonly string[]) => HeadAssets; nonce: string }): Promise<Response>
  setApiFetch(fetchImpl: typeof fetch | undefined): void
}

export type ServerRenderer = {
  /** Renders `request`'s page and answers it; `notFound` forces 404 (a page the data does not have). */
  answer(request: FastifyRequest, reply: FastifyReply, options: { notFound: boolean; versionKey: string }): Promise<FastifyReply>
}

// The visitor a render is for: the loaders' API calls count against their address, as if the
// browser had made them (it does not: it gets their answers with the page).
const renderFor = new AsyncLocalStorage<{ ip: string }>()

/**
 * The loaders' fetch: each call goes to the API in-process through `app.inject` (same routes,
 * validation, rate limit and response cache), never over the network.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    const headers: Record<string, string> = { [INTERNAL_REQUEST_HEADER]: INTERNAL_REQUEST_TOKEN }
    request.headers.forEach((value, name) => {
      // Uncompressed: it is read right here.
      if (name !== 'accept-encoding') headers[name] = value
    })
    const payload = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer())
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(payload ? { payload } : {}),
      remoteAddress: renderFor.getStore()?.ip ?? '127.0.0.1',
    })
    const responseHeaders = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item))
    }
    const nullBody = answer.statusCode === 204 || answer.statusCode === 304
    return new Response(nullBody ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders })
  }
}

/**
 * A fresh render's compression, as it streams: brotli at a fast level (a cached answer gets its own
 * compression once, see html-cache.ts), else gzip, else none.
 */
function compressorFor(request: FastifyRequest): { encoding: string; stream: Duplex } | undefined {
  const accept = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accept)) return { encoding: 'br', stream: createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }) }
  if (/\bgzip\b/.test(accept)) return { encoding: 'gzip', stream: createGzip({ level: 6 }) }
  return undefined
}

/**
 * The origin pages are rendered for when none is configured (PUBLIC_ORIGIN, config.ts). Never the
 * request's Host header: that is the visitor's text (empty, malformed or hostile), and the page is
 * cached for every visitor. The canonical links start with it.
 */
const DEFAULT_RENDER_ORIGIN = 'http://localhost'

/** A path no route matches: what a page the data lacks is rendered as when its own address redirects. */
const NOT_FOUND_PATH = '/404'

/** Loads the server bundle in `ssrDir` for the client build in `staticDir`; undefined without one. */
export async function loadServerRenderer(
  app: FastifyInstance,
  staticDir: string,
  ssrDir: string | undefined,
  admit: AdmitPage = () => true,
  publicOrigin = DEFAULT_RENDER_ORIGIN,
): Promise<ServerRenderer | undefined> {
  const bundlePath = ssrDir && join(ssrDir, 'entry-server.js')
  const manifestPath = join(staticDir, '.vite', 'manifest.json')
  if (!bundlePath || !existsSync(bundlePath) || !existsSync(manifestPath)) return undefined
  // React and the router read NODE_ENV when first loaded: the render is a production one unless
  // the environment says otherwise (their development builds are several times slower).
  process.env.NODE_ENV ??= 'production'
  const bundle = (await import(pathToFileURL(bundlePath).href)) as ServerBundle
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  const entryAssets = headAssetsOf(manifest)
  const routeCss = routeCssOf(manifest)
  const routeModules = routeModulesOf(manifest)
  const head = (routeIds: readonly string[]) => pageAssets(entryAssets, routeCss, routeIds, routeModules)
  bundle.setApiFetch(injectFetch(app))
  const cache = createHtmlCache()
  /** Renders under way, by cache key, each settled when its response has closed. */
  const rendering = new Map<string, Promise<void>>()

  return {
    async answer(request, reply, { notFound, versionKey }) {
      if (!admit(request, reply, 'request')) return reply
      reply.header('Cache-Control', 'no-cache')
      // Rendered for, and kept under, the address without the parameters no route reads.
      const url = canonicalPageUrl(request.url)
      const key = `${versionKey}|${url}`
      let hit = notFound ? undefined : cache.get(key)
      // Visitors arriving while the same page renders wait for that render, not start their own.
      const pending = hit || notFound ? undefined : rendering.get(key)
      if (pending) {
        await pending
        hit = cache.get(key)
      }
      if (hit) {
        reply.header('content-security-policy', contentSecurityPolicy(hit.scriptHashes))
        return cache.send(request, reply, hit)
      }

      if (!admit(request, reply, 'render')) return reply
      let settle = () => {}
      if (!notFound && !pending) rendering.set(key, new Promise<void>((resolve) => (settle = resolve)))
      const nonce = randomBytes(16).toString('base64')
      const abort = new AbortController()
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort(new Error('the client went away'))
        // By now a 200 render has been kept (its stream flushed before the response finished).
        if (!pending) rendering.delete(key)
        settle()
      })
      const renderAt = (path: string) => {
        const webRequest = new Request(`${publicOrigin}${path}`, {
          headers: { 'user-agent': String(request.headers['user-agent'] ?? '') },
          signal: abort.signal,
        })
        return renderFor.run({ ip: request.ip }, () => bundle.render({ request: webRequest, head, nonce }))
      }
      let response: Response
      try {
        response = await renderAt(url)
        // The router tidies some addresses with a redirect (`/company-details/3/%20` to a path that
        // is no page either): a page the data lacks answers the not-found page itself, with a body.
        if (notFound && response.status >= 300 && response.status < 400) {
          await response.body?.cancel()
          response = await renderAt(NOT_FOUND_PATH)
        }
      } catch (error) {
        // A render that fails outright (not a loader's failure: that renders the error state)
        // leaves the page to the browser: the client build's shell renders it there.
        if (abort.signal.aborted) throw error
        request.log.error({ err: error }, 'server render failed: answering the app shell')
        return reply.code(notFound ? 404 : 200).sendFile('index.html')
      }
      const status = notFound ? 404 : response.status
      reply
        .code(status)
        .header('content-security-policy', contentSecurityPolicy([`'nonce-${nonce}'`]))
        .type('text/html; charset=utf-8')
      for (const [name, value] of response.headers) if (name.toLowerCase() !== 'content-type') reply.header(name, value)
      if (!response.body) return reply.send('')
      const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>)
      const compressor = compressorFor(request)
      reply.header('Vary', 'Accept-Encoding')
      if (compressor) reply.header('Content-Encoding', compressor.encoding)
      const encoded = (stream: Readable): Readable => {
        if (!compressor) return stream
        stream.on('error', (error) => compressor.stream.destroy(error))
        return stream.pipe(compressor.stream) as unknown as Readable
      }
      if (status !== 200) return reply.send(encoded(body))
      // The first answer streams; its bytes are kept for the next ones (see html-cache.ts).
      const chunks: Buffer[] = []
      const keep = new Transform({
        transform(chunk: Uint8Array, _encoding, done) {
          chunks.push(Buffer.from(chunk))
          done(null, chunk)
        },
        flush(done) {
          if (!abort.signal.aborted) cache.set(key, Buffer.concat(chunks), nonce)
          done()
        },
      })
      body.on('error', (error) => keep.destroy(error))
      return reply.send(encoded(body.pipe(keep)))
    },
  }
}
