/** The index base: content-store lists and the home page's fund houses and trending funds. */
import type { FastifyInstance } from 'fastify'
import { endpointPath } from '../../common/contract/endpoints.ts'
import { apiSchema } from '../openapi/api-schema.ts'
import { presentFundHouse, presentTrending } from './present.ts'
import { versionKey, type RouteContext } from './context.ts'

const HOME_FUND_HOUSES = 12
const TRENDING_COUNT = 10

export async function indexRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  const contentList = (name: 'blogs' | 'team' | 'faq' | 'testimonials') =>
    app.get(endpointPath(name), { schema: apiSchema(name) }, (request, reply) =>
      ctx.cache.send(request, reply, `${versionKey(ctx)}|${name}`, () => ({ data: ctx.content[name] })),
    )
  contentList('blogs')
  contentList('team')
  contentList('faq')
  contentList('testimonials')

  app.get(endpointPath('homeFundHouses'), { schema: apiSchema('homeFundHouses') }, (request, reply) =>
    ctx.cache.send(request, reply, `${versionKey(ctx)}|homeFundHouses`, () => ({
      data: ctx.fundHouses
        .largest(HOME_FUND_HOUSES)
        .map((row) => presentFundHouse(row, ctx.content.fundHouses.get(row.fund_house_name))),
    })),
  )

  app.get(endpointPath('trendings'), { schema: apiSchema('trendings') }, (request, reply) =>
    ctx.cache.send(request, reply, `${versionKey(ctx)}|trendings`, () => {
      if (ctx.content.trending) return { data: ctx.schemes.byCodes(ctx.content.trending).map(presentTrending) }
      // The best year-to-date equity funds, one per fund house so the strip is not one AMC's range.
      const seen = new Set<string>()
      const picks = ctx.schemes.collection('equity').filter((row) => {
        if (row.ytd === null || seen.has(row.fund_house_name)) return false
        seen.add(row.fund_house_name)
        return true
      })
      return { data: picks.slice(0, TRENDING_COUNT).map(presentTrending) }
    }),
  )
}
