/**
 * Ours, beyond the contract's additions: the fund lists' 1Y/3Y/5Y return columns, one request per list
 * instead of one performance request per row. Same schemes and order as all-funds-by-amc and
 * funds-by-category; values copied from the performance figures at import
 * (repositories/list-returns-repository.ts); cached per data version like every answer.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { endpointPath } from '../../common/contract/endpoints.ts'
import { collectionSchema, idParamSchema } from '../../common/contract/schemas.ts'
import { notFound } from '../http/http-error.ts'
import { apiSchema } from '../openapi/api-schema.ts'
import { versionKey, type RouteContext } from './context.ts'

export async function listReturnsRoutes(fastify: FastifyInstance, ctx: RouteContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const key = (...parts: unknown[]) => `${versionKey(ctx)}|${JSON.stringify(parts)}`

  app.get(endpointPath('fundHouseReturns'), { schema: apiSchema('fundHouseReturns', { params: z.object({ id: idParamSchema }) }) }, (request, reply) => {
    const { id } = request.params
    return ctx.cache.send(request, reply, key('fundHouseReturns', id), () => {
      if (!ctx.fundHouses.byId(id)) throw notFound(`No fund house with id ${id}`)
      return { data: ctx.listReturns.ofHouse(id) }
    })
  })

  app.get(endpointPath('collectionReturns'), { schema: apiSchema('collectionReturns', { params: z.object({ category: collectionSchema }) }) }, (request, reply) => {
    const { category } = request.params
    return ctx.cache.send(request, reply, key('collectionReturns', category), () => ({ data: ctx.listReturns.ofCollection(category) }))
  })
}
