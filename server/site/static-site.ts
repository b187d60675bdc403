import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_PREFIX } from '../../common/contract/endpoints.ts'
import { NOT_FOUND_TITLE, pageTitle } from '../../common/lib/page-titles.ts'
import { envelope } from '../http/http-error.ts'
import type { AdmitPage } from '../http/rate-limit.ts'
import { canonicalPageUrl } from './page-address.ts'
import { loadServerRenderer } from './server-render.ts'
import type { PageAnswer } from './site-pages.ts'

/**
 * The built site (dist/) from the same origin. With the server bundle (dist-server/) pages are rendered
 * on the server with their data; without it a page of the site (`pageOf`, site-pages.ts) gets
 * index.html, and any other non-API path index.html titled as not found, with status 404. A page's
 * non-canonical address (a wrong or missing name segment) answers 301 to its own. Hashed assets
 * are immutable; index.html is revalidated so a new build shows up. Unknown API paths and missing
 * files get the JSON 404 envelope.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  staticDir: string | undefined,
  pageOf: (path: string) => PageAnswer = () => ({ kind: 'page' }),
  serverRender: { ssrDir?: string; publicOrigin?: string; versionKey?: () => string; admitPage?: AdmitPage } = {},
): Promise<void> {
  const root = staticDir && existsSync(join(staticDir, 'index.html')) ? staticDir : undefined
  // With the server bundle, every page is rendered on the server (server-render.ts), `/` too.
  const renderer = root ? await loadServerRenderer(app, root, serverRender.ssrDir, serverRender.admitPage, serverRender.publicOrigin) : undefined
  if (renderer) app.log.info({ ssrDir: serverRender.ssrDir }, 'pages are rendered on the server')
  if (root) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: renderer ? false : ['index.html'],
      // The build writes .br and .gz beside each asset; the browser gets the best it accepts.
      preCompressed: true,
      // One route per built file, found once at start: a page's address then goes straight to the
      // renderer instead of being looked up on disk first (a stat and a directory read per page).
      wildcard: false,
      cacheControl: false,
      // The build's own files (.vite/manifest.json) and any dotfile are not the site's: not found.
      dotfiles: 'ignore',
      allowedPath: (path) => !path.split('/').some((segment) => segment.startsWith('.')),
      setHeaders(reply, path) {
        reply.header(
          'Cache-Control',
          /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  }

  // `/` is a page like the others (the static plugin would answer it as a directory).
  if (renderer) app.get('/', (request, reply) => renderer.answer(request, reply, { notFound: false, versionKey: serverRender.versionKey?.() ?? '' }))

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/'
    const isApi = path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || path.startsWith('/api/')
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path)
    if (root && !isApi && !looksLikeFile && (request.method === 'GET' || request.method === 'HEAD')) {
      const page = pageOf(path)
      if (page.kind === 'moved') {
        // The query goes along, without the parameters no page reads (as the render would read it).
        const query = request.url.slice(path.length)
        return reply.header('Cache-Control', 'no-cache').redirect(canonicalPageUrl(page.path + query), 301)
      }
      const notFound = page.kind === 'missing'
      if (renderer) return renderer.answer(request, reply, { notFound, versionKey: serverRender.versionKey?.() ?? '' })
      if (!notFound) return reply.header('Cache-Control', 'no-cache').sendFile('index.html')
      return reply.code(404).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(notFoundShell(root))
    }
    return reply.code(404).send(envelope('NOT_FOUND', `No route for ${request.method} ${path}`))
  })
}

let shell: { file: string; mtimeMs: number; html: string } | undefined

/** index.html titled as the not-found page, read again only when the build changes. */
function notFoundShell(root: string): string {
  const file = join(root, 'index.html')
  const { mtimeMs } = statSync(file)
  if (shell?.file !== file || shell.mtimeMs !== mtimeMs) {
    const html = readFileSync(file, 'utf8').replace(/<title>[^<]*<\/title>/, `<title>${pageTitle(NOT_FOUND_TITLE)}</title>`)
    shell = { file, mtimeMs, html }
  }
  return shell.html
}
