/**
 * GET /healthz and GET /readyz, for a process manager or load balancer: outside /api/ (no rate limit,
 * no response cache, no page render), answered from memory and one cheap database check.
 * /healthz: the process serves. /readyz: the database is open and holds NAVs, else 503 with why.
 */
import type { FastifyInstance } from 'fastify'
import type { Health, Readiness } from '../../common/contract/schemas.ts'
import { isoToDmy } from '../../common/figures/dates.ts'
import type { RouteContext } from './context.ts'

export const HEALTH_PATH = '/healthz'
export const READY_PATH = '/readyz'

export async function healthRoutes(app: FastifyInstance, ctx: RouteContext, isOpen: () => boolean): Promise<void> {
  app.get(HEALTH_PATH, (_request, reply) => reply.header('cache-control', 'no-store').send({ ok: true } satisfies Health))
  app.get(READY_PATH, (_request, reply) => {
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
