/** The mutual-fund base: fund houses, their schemes, collections and a fund's NAV history. */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { endpointPath } from '../../common/contract/endpoints.ts'
import { amcBodySchema, categoryBodySchema, fundNavBodySchema, idParamSchema } from '../../common/contract/schemas.ts'
import { cachedPost } from '../http/cached-post.ts'
import { notFound } from '../http/http-error.ts'
import { apiSchema } from '../openapi/api-schema.ts'
import { versionKey, type RouteContext } from './context.ts'
import {
  presentFundByAmc,
  presentFundByCategory,
  presentFundDetail,
  presentFundHouse,
  presentFundListItem,
} from './present.ts'

export async function mutualFundRoutes(fastify: FastifyInstance, ctx: RouteContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const version = () => versionKey(ctx)
  const key = (...parts: unknown[]) => `${version()}|${JSON.stringify(parts)}`
  const present = (row: Parameters<typeof presentFundHouse>[0]) =>
    presentFundHouse(row, ctx.content.fundHouses.get(row.fund_house_name))

  app.get(endpointPath('fundHouses'), { schema: apiSchema('fundHouses') }, (request, reply) =>
    ctx.cache.send(request, reply, key('fundHouses'), () => ({ data: ctx.fundHouses.list().map(present) })),
  )

  app.get(
    endpointPath('fundHouseDetails'),
    { schema: apiSchema('fundHouseDetails', { params: z.object({ id: idParamSchema }) }) },
    (request, reply) =>
      ctx.cache.send(request, reply, key('fundHouseDetails', request.params.id), () => {
        const row = ctx.fundHouses.byId(request.params.id)
        if (!row) throw notFound(`No fund house with id ${request.params.id}`)
        return { data: present(row) }
      }),
  )

  // The POST calls answer from the cache before validating a body seen before (http/cached-post.ts):
  // fund-nav's long histories are the heaviest answers the site asks for (docs/decisions/006-answer-cache.md).
  cachedPost(fastify, ctx.cache, {
    path: endpointPath('allFundsByAmc'),
    schema: apiSchema('allFundsByAmc', { body: amcBodySchema }),
    version,
    key: (body) => JSON.stringify(['allFundsByAmc', body.amc_name]),
    compute: (body) => {
      const house = ctx.fundHouses.byName(body.amc_name)
      if (!house) throw notFound('No fund house with that name')
      return ctx.schemes.activeByHouse(house.id).map(presentFundByAmc)
    },
  })

  cachedPost(fastify, ctx.cache, {
    path: endpointPath('fundsByCategory'),
    schema: apiSchema('fundsByCategory', { body: categoryBodySchema }),
    version,
    key: (body) => JSON.stringify(['fundsByCategory', body.category]),
    compute: (body) => ctx.schemes.collection(body.category).map(presentFundByCategory),
  })

  cachedPost(fastify, ctx.cache, {
    path: endpointPath('fundNav'),
    schema: apiSchema('fundNav', { body: fundNavBodySchema }),
    version,
    key: ({ schemeCode, amc_name }) => JSON.stringify(['fundNav', schemeCode, amc_name]),
    compute: ({ schemeCode, amc_name }) => {
      // The amc_name must match: a fund page URL names both, and a mismatched pair is not a page.
      const row = ctx.schemes.fundPage(schemeCode, amc_name)
      if (!row) throw notFound(`No scheme ${schemeCode} with NAVs at that fund house`)
      return presentFundDetail(row, ctx.navs.history(schemeCode))
    },
  })

  cachedPost(fastify, ctx.cache, {
    path: endpointPath('fundsByAmc'),
    schema: apiSchema('fundsByAmc', { body: amcBodySchema }),
    version,
    key: (body) => JSON.stringify(['fundsByAmc', body.amc_name]),
    compute: (body) => {
      const house = ctx.fundHouses.byName(body.amc_name)
      // The contract answers an empty list (not 404) for an unknown fund house here.
      if (!house) return []
      return ctx.schemes.activeByHouse(house.id).map((row) => presentFundListItem(row, house.fund_house_name))
    },
  })
}
