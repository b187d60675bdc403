/**
 * GET /api/v1/meta: which data the server runs on, so the site can show its "Demo data: NAV history is
 * simulated" notice. Not (yet) in src/api/schemas.ts: the schema lives here until the lead adds it there.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { API_PREFIX } from '../../src/api/endpoints.ts'
import { dmyDate } from '../../src/api/schemas.ts'
import { isoToDmy } from '../ingest/amfi-dates.ts'
import { versionKey, type RouteContext } from './context.ts'

export const META_PATH = `${API_PREFIX}/meta`

export const metaResponseSchema = z.object({
  data: z.object({
    source: z.enum(['demo', 'amfi']),
    /** Grows with every ingest that changed the data. */
    dataVersion: z.number().int().nonnegative(),
    /** dd-mm-yyyy, or null for an empty database. */
    latestNavDate: dmyDate.nullable(),
  }),
})

export type MetaResponse = z.infer<typeof metaResponseSchema>

export async function metaRoute(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  app.get(META_PATH, (request, reply) =>
    ctx.cache.send(request, reply, `${versionKey(ctx)}|meta`, (): MetaResponse => {
      const meta = ctx.state.current()
      return {
        data: {
          source: meta.source,
          dataVersion: meta.dataVersion,
          latestNavDate: meta.latestNavDate ? isoToDmy(meta.latestNavDate) : null,
        },
      }
    }),
  )
}
