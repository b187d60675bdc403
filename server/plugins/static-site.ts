import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_PREFIX } from '../../src/api/endpoints.ts'
import { envelope } from '../http/http-error.ts'

/**
 * The built site (dist/) from the same origin. Hashed assets are immutable; index.html must be
 * revalidated so a new build shows up. Unknown non-API GET paths get index.html (the client router
 * decides what is a page); unknown API paths and missing files get the JSON 404 envelope.
 */
export async function registerStaticSite(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  const root = staticDir && existsSync(join(staticDir, 'index.html')) ? staticDir : undefined
  if (root) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: ['index.html'],
      // The build writes .br and .gz beside each asset; the browser gets the best it accepts.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header(
          'Cache-Control',
          /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/'
    const isApi = path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || path.startsWith('/api/')
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path)
    if (root && !isApi && !looksLikeFile && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html')
    }
    return reply.code(404).send(envelope('NOT_FOUND', `No route for ${request.method} ${path}`))
  })
}
