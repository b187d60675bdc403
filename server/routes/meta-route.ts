/**
 * GET /api/v1/meta: which data the server runs on, so the site can show its "Demo data: NAV history is
 * simulated" notice.
 */
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { endpointPath } from '../../common/contract/endpoints.ts'
import { responses } from '../../common/contract/schemas.ts'
import { isoToDmy } from '../../common/figures/dates.ts'
import { apiSchema } from '../openapi/api-schema.ts'
import { versionKey, type RouteContext } from './context.ts'

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
  app.get(META_PATH, { schema: apiSchema('meta') }, (request, reply) =>
    ctx.cache.send(request, reply, `${versionKey(ctx)}|meta`, (): MetaResponse => {
      const meta = ctx.state.current()
      return {
        data: {
          source: meta.source,
          dataVersion: meta.dataVersion,
          latestNavDate: meta.latestNavDate ? isoToDmy(meta.latestNavDate) : null,
        },
      }
    }, { cacheControl: META_CACHE_CONTROL }),
  )
}
