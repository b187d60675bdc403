/**
 * GET /api/v1/meta: which data the server runs on (so the site can show its "Demo data: NAV history is
 * simulated" notice), and how it keeps it current (`sync`).
 */
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { endpointPath } from '../../common/contract/endpoints.ts'
import { responses } from '../../common/contract/schemas.ts'
import { isoToDmy } from '../../common/figures/dates.ts'
import { apiSchema } from '../openapi/api-schema.ts'
import { syncKey, versionKey, type RouteContext } from './context.ts'

export const META_PATH = endpointPath('meta')

export const metaResponseSchema = responses.meta

export type MetaResponse = z.infer<typeof metaResponseSchema>

/**
 * Unlike the data answers, meta is never fresh from a browser cache: it is how a returning visitor
 * learns that an import changed the data (src/api/data-version.ts), which can happen at any hour.
 * `no-cache` with the ETag makes that check a small 304.
 */
const META_CACHE_CONTROL = 'public, no-cache'

export async function metaRoute(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  app.get(META_PATH, { schema: apiSchema('meta') }, (request, reply) => {
    const meta = ctx.state.current()
    const sync = ctx.state.sync()
    // A sync's attempt or failure changes no NAV (nor the data version) but must show at once.
    const key = `${versionKey(ctx)}|meta|${syncKey(ctx)}`
    return ctx.cache.send(request, reply, key, (): MetaResponse => ({
      data: {
        source: meta.source,
        dataVersion: meta.dataVersion,
        latestNavDate: meta.latestNavDate ? isoToDmy(meta.latestNavDate) : null,
        sync: {
          mode: ctx.sync.mode,
          state: sync.state,
          lastSuccessAt: sync.lastSuccessAt,
          lastAttemptAt: sync.lastAttemptAt,
          lastError: sync.lastError,
          nextRunAt: ctx.sync.nextRunAt(),
          backfill: sync.backfill,
        },
      },
    }), { cacheControl: META_CACHE_CONTROL })
  })
}
