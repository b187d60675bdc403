/**
 * The whole reference API as one Fastify instance: buildApp(options) -> app (not listening).
 * Tests call app.inject(); server.ts listens.
 */
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { API_PREFIX } from '../src/api/endpoints.ts'
import { loadContent, type Content } from './content/load-content.ts'
import { openDatabase, type Db } from './db/open-database.ts'
import { createDataState } from './http/data-state.ts'
import { installErrorHandler } from './http/error-handler.ts'
import { HttpError } from './http/http-error.ts'
import { createResponseCache } from './http/response-cache.ts'
import { registerSecurityHeaders } from './plugins/security-headers.ts'
import { registerStaticSite } from './plugins/static-site.ts'
import { createFundHouseRepository } from './repositories/fund-house-repository.ts'
import { createNavRepository } from './repositories/nav-repository.ts'
import { createSchemeRepository } from './repositories/scheme-repository.ts'
import type { RouteContext } from './routes/context.ts'
import { indexRoutes } from './routes/index-routes.ts'
import { logoRoute } from './routes/logo-route.ts'
import { metaRoute } from './routes/meta-route.ts'
import { mutualFundRoutes } from './routes/mutual-fund-routes.ts'

export type AppOptions = {
  /** An open database (the app does not close it), or a path to open (':memory:' for a throwaway one). */
  db?: Db
  dbPath?: string
  /** content/ with blogs.json etc.; undefined serves empty lists. Or already-loaded content. */
  contentDir?: string
  content?: Content
  /** The built site (dist/); without an index.html in it, only the API and logos are served. */
  staticDir?: string
  logger?: FastifyServerOptions['logger']
  /** Requests per client per window; false turns the limit off (benchmarks). */
  rateLimit?: { max: number; timeWindowMs: number } | false
  /** Largest request body in bytes (413 above it). */
  bodyLimit?: number
  /** Trust X-Forwarded-For (only behind a proxy you run): the rate limit then keys on the real client. */
  trustProxy?: boolean
  responseCacheEntries?: number
}

export const DEFAULT_RATE_LIMIT = { max: 600, timeWindowMs: 60_000 }
export const DEFAULT_BODY_LIMIT = 16 * 1024

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
  })

  const ownsDb = !options.db
  const db = options.db ?? openDatabase(options.dbPath ?? ':memory:')
  if (ownsDb) app.addHook('onClose', async () => db.close())

  const state = createDataState(db)
  const ctx: RouteContext = {
    fundHouses: createFundHouseRepository(db),
    schemes: createSchemeRepository(db),
    navs: createNavRepository(db),
    content: options.content ?? loadContent(options.contentDir),
    state,
    cache: createResponseCache(options.responseCacheEntries),
  }
  app.decorate('dataState', state)

  app.setValidatorCompiler(validatorCompiler)
  // Request bodies are JSON only: anything else is 415, not a string for the schemas to reject.
  app.removeContentTypeParser('text/plain')
  installErrorHandler(app)
  await registerSecurityHeaders(app)
  // No compression middleware: cached JSON answers are compressed once per data version
  // (http/response-cache.ts) and the build ships .br/.gz beside its assets (vite.config.ts).
  const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT
  if (limit) {
    await app.register(rateLimit, {
      global: true,
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'RATE_LIMITED', `Too many requests; retry in ${context.after}.`),
    })
  }

  // Which data answered: the site shows a notice while it is the simulated demo universe.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('X-Data-Source', state.current().source)
  })

  await registerStaticSite(app, options.staticDir)
  await app.register(async (scope) => {
    await indexRoutes(scope, ctx)
    await mutualFundRoutes(scope, ctx)
    await metaRoute(scope, ctx)
    await logoRoute(scope, ctx)
  })
  app.log.debug({ prefix: API_PREFIX }, 'routes registered')
  return app
}

declare module 'fastify' {
  interface FastifyInstance {
    dataState: ReturnType<typeof createDataState>
  }
}
