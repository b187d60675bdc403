/**
 * GET /healthz and GET /readyz, for a process manager or load balancer: outside /api/ (no rate limit,
 * no response cache, no page render), answered from memory and one cheap database check.
 * /healthz: the process serves. /readyz: the database is open and holds NAVs, else 503 with why.
 */
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { healthSchema, notReadySchema, readySchema, type Health, type Readiness } from '../../common/contract/schemas.ts'
import { isoToDmy } from '../../common/figures/dates.ts'
import { HEALTH_PATH, READY_PATH } from '../http/health-paths.ts'
import type { RouteContext } from './context.ts'


const json = (description: string, schema: z.core.$ZodType) => ({ description, content: { 'application/json': { schema } } })
const NOT_CACHED = 'Never cached (Cache-Control: no-store), never rate limited.'

/** Their entries in the OpenAPI document (openapi.ts documents these two beside the API). */
const healthDoc = {
  operationId: 'healthz',
  summary: 'Liveness: the process serves',
  description: `For a process manager: restart the server when this does not answer. ${NOT_CACHED}`,
  tags: ['Service'],
  response: { 200: json('The process serves', healthSchema) },
}
const readyDoc = {
  operationId: 'readyz',
  summary: 'Readiness: the database is open and holds NAVs',
  description: `For a load balancer: send visitors only while this answers 200. ${NOT_CACHED}`,
  tags: ['Service'],
  response: {
    200: json('Ready, with the newest NAV date held', readySchema),
    503: json('Not ready, and why', notReadySchema),
  },
}

export async function healthRoutes(app: FastifyInstance, ctx: RouteContext, isOpen: () => boolean): Promise<void> {
  app.get(HEALTH_PATH, { schema: healthDoc }, (_request, reply) => reply.header('cache-control', 'no-store').send({ ok: true } satisfies Health))
  app.get(READY_PATH, { schema: readyDoc }, (_request, reply) => {
    reply.header('cache-control', 'no-store')
    const notReady = (reason: string) => reply.code(503).send({ ok: false, reason } satisfies Readiness)
    if (!isOpen()) return notReady('the database is closed')
    let latest: string | null
    try {
      latest = ctx.state.current().latestNavDate
    } catch {
      return notReady('the database cannot be read')
    }
    if (!latest) return notReady('the database holds no NAVs yet')
    return reply.send({ ok: true, latestNavDate: isoToDmy(latest) } satisfies Readiness)
  })
}
