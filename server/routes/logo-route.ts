/** GET /logos/<slug>.svg: a monogram per fund house (no trademarked images). */
import type { FastifyInstance } from 'fastify'
import { monogramSvg, slugOf } from '../../common/lib/monogram-svg.ts'
import { notFound } from '../http/http-error.ts'
import type { RouteContext } from './context.ts'

export async function logoRoute(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  let names = new Map<string, string>()
  let builtFor = -1
  const nameOf = (slug: string) => {
    const version = ctx.state.current().dataVersion
    if (version !== builtFor) {
      names = new Map(ctx.fundHouses.allNames().map((name) => [slugOf(name), name]))
      builtFor = version
    }
    return names.get(slug)
  }

  app.get<{ Params: { file: string } }>('/logos/:file', (request, reply) => {
    const m = /^([a-z0-9-]{1,120})\.svg$/.exec(request.params.file)
    const name = m ? nameOf(m[1]!) : undefined
    if (!name) throw notFound('No such logo')
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
      .send(monogramSvg(name))
  })
}
