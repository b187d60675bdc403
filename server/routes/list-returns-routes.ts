/**
 * Ours, beyond the contract's additions: the 1Y/3Y/5Y return columns of the fund lists, one request
 * per list instead of one performance request per row. Same schemes, same order as all-funds-by-amc
 * (a fund house, by id) and funds-by-category (a collection); values copied from the stored
 * performance figures at import (repositories/list-returns-repository.ts). Cached per data version
 * like every other answer.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { endpointPath } from '../../common/contract/endpoints.ts'
import { collectionSchema, idParamSchema } from '../../common/contract/schemas.ts'
import { notFound } from '../http/http-error.ts'
import { versionKey, type RouteContext } from './context.ts'

export async function listReturnsRoutes(fastify: FastifyInstance, ctx: RouteContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const key = (...parts: unknown[]) => `${versionKey(ctx)}|${JSON.stringify(parts)}`

  app.get(endpointPath('fundHouseReturns'), { schema: { params: z.object({ id: idParamSchema }) } }, (request, reply) => {
    const { id } = request.params
    return ctx.cache.send(request, reply, key('fundHouseReturns', id), () => {
      if (!ctx.fundHouses.byId(id)) throw notFound(`No fund house with id ${id}`)
      return { data: ctx.listReturns.ofHouse(id) }
    })
  })

  app.get(endpointPath('collectionReturns'), { schema: { params: z.object({ category: collectionSchema }) } }, (request, reply) => {
    const { category } = request.params
    return ctx.cache.send(request, reply, key('collectionReturns', category), () => ({ data: ctx.listReturns.ofCollection(category) }))
  })
}
