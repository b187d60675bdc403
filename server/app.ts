/**
 * The whole reference API as one Fastify instance: buildApp(options) -> app (not listening).
 * Tests call app.inject(); server.ts listens.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { API_PREFIX } from '../common/contract/endpoints.ts'
import { loadContent, type Content } from './content/load-content.ts'
import { openDatabase, readSnapshot, type Db } from './db/open-database.ts'
import { capConnections, connectionLimits, connectionServerFactory, type ConnectionLimits } from './http/connection-limits.ts'
import { createDataState } from './http/data-state.ts'
import { installErrorHandler } from './http/error-handler.ts'
import { registerJsonBodyParser } from './http/json-body.ts'
import { clientErrorHandler, frameworkErrors } from './http/framework-errors.ts'
import { registerRequestGuard } from './http/request-guard.ts'
import { createLimiter, DEFAULT_RATE_LIMIT, registerRateLimit, type RateLimit } from './http/rate-limit.ts'
import { createResponseCache } from './http/response-cache.ts'
import { API_SECURITY_HEADERS, registerSecurityHeaders } from './http/security-headers.ts'
import { createCostsRepository } from './repositories/costs-repository.ts'
import { createFundHouseRepository } from './repositories/fund-house-repository.ts'
import { createListReturnsRepository } from './repositories/list-returns-repository.ts'
import { createNavRepository } from './repositories/nav-repository.ts'
import { createSchemeRepository } from './repositories/scheme-repository.ts'
import { pageKey, SYNC_OFF, type RouteContext } from './routes/context.ts'
import { healthRoutes } from './routes/health-routes.ts'
import { indexRoutes } from './routes/index-routes.ts'
import { logoRoute } from './routes/logo-route.ts'
import { metaRoute } from './routes/meta-route.ts'
import { mutualFundRoutes } from './routes/mutual-fund-routes.ts'
import { analyticsRoutes } from './routes/analytics-routes.ts'
import { listReturnsRoutes } from './routes/list-returns-routes.ts'
import { costsRoutes } from './routes/costs-routes.ts'
import { isinRoutes } from './routes/isin-routes.ts'
import { createPerformanceRepository } from './repositories/performance-repository.ts'
import { createSearchRepository } from './search/search-index.ts'
import { openApiRoutes, registerOpenApi } from './openapi/openapi.ts'
import { resolvePage, type PageLookups } from './site/site-pages.ts'
import { registerStaticSite } from './site/static-site.ts'
import { createSyncScheduler, type SyncClock, type SyncScheduler } from './ingest/sync-scheduler.ts'
import type { SyncSettings } from './ingest/sync-schedule.ts'
import type { SyncRunner } from './ingest/sync-worker-runner.ts'

export type AppOptions = {
  /** An open database (the app does not close it), or a path to open (':memory:' for a throwaway one). */
  db?: Db
  dbPath?: string
  /** content/ with blogs.json etc.; undefined serves empty lists. Or already-loaded content. */
  contentDir?: string
  content?: Content
  /** The built site (dist/); without an index.html in it, only the API and logos are served. */
  staticDir?: string
  /** The server render's bundle (dist-server/); without one, pages are the client-rendered shell. */
  ssrDir?: string
  /** Where the site is published (config.ts PUBLIC_ORIGIN): the pages' canonical links start with it. */
  publicOrigin?: string
  logger?: FastifyServerOptions['logger']
  /** The API's token bucket per client address (http/rate-limit.ts); false turns it off (benchmarks). */
  rateLimit?: RateLimit | false
  /** Largest request body in bytes (413 above it). */
  bodyLimit?: number
  /** Trust X-Forwarded-For (only behind a proxy you run): the rate limit then keys on the real client. */
  trustProxy?: boolean
  /** Timeouts and caps of the connections (http/connection-limits.ts); tests shorten them. */
  connections?: Partial<ConnectionLimits>
  responseCacheEntries?: number
  /** Bytes of answers the response cache keeps at most (http/response-cache.ts RESPONSE_CACHE_BYTES). */
  responseCacheBytes?: number
  /**
   * Keeping the data current (config.ts readSyncSettings): with mode 'auto' the app runs the sync
   * scheduler from ready to close (ingest/sync-scheduler.ts); without it, or 'off', no sync runs.
   * Tests give a clock, a runner and a short backoff.
   */
  sync?: { settings: SyncSettings; clock?: SyncClock; runner?: SyncRunner; backoffMs?: number }
}

export const DEFAULT_BODY_LIMIT = 16 * 1024

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const connections = connectionLimits(options.connections)
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    serverFactory: connectionServerFactory(connections),
    // Errors raised before our hooks run (a URL Fastify cannot route, a request Node cannot parse)
    // answer our envelope with the security headers, not Fastify's own shape.
    // (Fastify types this reply with an empty route generic that admits no status code, hence the widening.)
    frameworkErrors: (error, request, reply) => frameworkErrors(error, request, reply as FastifyReply),
    clientErrorHandler,
  })

  capConnections(app.server, connections, options.trustProxy ?? false)

  const ownsDb = !options.db
  const db = options.db ?? openDatabase(options.dbPath ?? ':memory:')
  if (ownsDb) app.addHook('onClose', async () => db.close())

  const state = createDataState(db)
  let scheduler: SyncScheduler | null = null
  if (options.sync?.settings.mode === 'auto') {
    // The sync thread opens the same file: an in-memory database has none.
    if (!db.name || db.name === ':memory:') throw new Error('SYNC=auto needs a database file, not an in-memory database')
    scheduler = createSyncScheduler({ db, log: app.log, ...options.sync })
    const running = scheduler
    app.addHook('onReady', async () => running.start())
    app.addHook('onClose', async () => running.stop())
  }
  const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT
  const limiter = limit ? createLimiter(limit) : undefined
  const ctx: RouteContext = {
    fundHouses: createFundHouseRepository(db),
    schemes: createSchemeRepository(db),
    navs: createNavRepository(db),
    performance: createPerformanceRepository(db),
    listReturns: createListReturnsRepository(db),
    costs: createCostsRepository(db),
    search: createSearchRepository(db),
    content: options.content ?? loadContent(options.contentDir),
    state,
    cache: createResponseCache(options.responseCacheEntries, {
      maxBytes: options.responseCacheBytes,
      beforeCompute: limiter?.chargeAnswer,
      snapshot: readSnapshot(db),
    }),
    sync: scheduler ?? SYNC_OFF,
  }
  app.decorate('dataState', state)
  app.decorate('syncScheduler', scheduler)

  app.setValidatorCompiler(validatorCompiler)
  // Routes declare their answers' zod schemas for the OpenAPI document (openapi/api-schema.ts), not to
  // check each answer: the serializer ignores them (tests/server/contract-check.ts checks the tests'
  // answers instead), so an answer costs what it did without them. Swagger first: it records routes.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data))
  await registerOpenApi(app)
  // Request bodies are JSON only: anything else is 415, not a string for the schemas to reject.
  app.removeContentTypeParser('text/plain')
  registerJsonBodyParser(app)
  installErrorHandler(app)
  // Every API answer says which data answers (X-Data-Source: the site shows a notice while it is the
  // simulated demo universe), set with the security headers as the request arrives (so a 429 says it
  // too): one frozen object per source, no onSend hook (that made Fastify run its onSend chain for
  // every answer).
  const apiHeaders = new Map<string, Readonly<Record<string, string>>>()
  await registerSecurityHeaders(app, () => {
    const { source } = state.current()
    let headers = apiHeaders.get(source)
    if (!headers) apiHeaders.set(source, (headers = Object.freeze({ ...API_SECURITY_HEADERS, 'x-data-source': source })))
    return headers
  })
  // No compression middleware: cached JSON answers are compressed once per data version
  // (http/response-cache.ts) and the build ships .br/.gz beside its assets (vite.config.ts).
  registerRequestGuard(app)
  if (limiter) registerRateLimit(app, limiter)

  // Pages are cached per data version, sync state and India's day: a page embeds meta (the layout's call).
  const pageLookups: PageLookups = {
    fundHouseName: (id) => ctx.fundHouses.byId(id)?.fund_house_name,
    fundHouseExists: (name) => ctx.fundHouses.byName(name) !== undefined,
    fundPageHouse: (schemeCode) => {
      const row = ctx.schemes.detail(schemeCode)
      return row && ctx.schemes.fundPage(schemeCode, row.fund_house_name) ? row.fund_house_name : undefined
    },
  }
  await registerStaticSite(app, options.staticDir, (path) => resolvePage(path, pageLookups), {
    ssrDir: options.ssrDir,
    publicOrigin: options.publicOrigin,
    versionKey: () => pageKey(ctx),
    admitPage: limiter?.admitPage,
  })
  await app.register(async (scope) => {
    await indexRoutes(scope, ctx)
    await mutualFundRoutes(scope, ctx)
    await analyticsRoutes(scope, ctx)
    await listReturnsRoutes(scope, ctx)
    await costsRoutes(scope, ctx)
    await isinRoutes(scope, ctx)
    await metaRoute(scope, ctx)
    await healthRoutes(scope, ctx, () => db.open)
    await logoRoute(scope, ctx)
    await openApiRoutes(scope, ctx.cache)
  })
  app.log.debug({ prefix: API_PREFIX }, 'routes registered')
  return app
}

declare module 'fastify' {
  interface FastifyInstance {
    dataState: ReturnType<typeof createDataState>
    /** The sync scheduler when the app runs one (options.sync, mode 'auto'), else null. */
    syncScheduler: SyncScheduler | null
  }
}
