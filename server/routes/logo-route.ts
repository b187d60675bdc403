/**
 * GET /logos/<slug>.png (what the API's `logo` fields name) and /logos/<slug>.svg: a monogram per
 * fund house (no trademarked images). The PNG is the SVG drawn at 2x (server/images/svg-to-png.ts
 * says why pages get PNGs), once per house and data version.
 */
import type { FastifyInstance } from 'fastify'
import { monogramSvg, slugOf } from '../../common/lib/monogram-svg.ts'
import { svgToPng } from '../images/svg-to-png.ts'
import { notFound } from '../http/http-error.ts'
import type { RouteContext } from './context.ts'

const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

export async function logoRoute(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  let names = new Map<string, string>()
  let pngs = new Map<string, Promise<Buffer>>()
  let builtFor = -1
  const nameOf = (slug: string) => {
    const version = ctx.state.current().dataVersion
    if (version !== builtFor) {
      names = new Map(ctx.fundHouses.allNames().map((name) => [slugOf(name), name]))
      pngs = new Map()
      builtFor = version
    }
    return names.get(slug)
  }

  app.get<{ Params: { file: string } }>('/logos/:file', async (request, reply) => {
    const [, slug, format] = /^([a-z0-9-]{1,120})\.(svg|png)$/.exec(request.params.file) ?? []
    const name = slug ? nameOf(slug) : undefined
    if (!slug || !name) throw notFound('No such logo')
    reply.header('Cache-Control', CACHE_CONTROL)
    if (format === 'svg') return reply.type('image/svg+xml').send(monogramSvg(name))
    let png = pngs.get(slug)
    if (!png) {
      png = svgToPng(monogramSvg(name))
      pngs.set(slug, png)
    }
    return reply.type('image/png').send(await png)
  })
}
