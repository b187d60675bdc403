/**
 * GET mutual_fund/scheme/{code}/costs: what a fund costs (repositories/costs-repository.ts), from
 * the response cache like every answer, so it is computed once per data version.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { endpointPath } from '../../common/contract/endpoints.ts'
import { idParamSchema } from '../../common/contract/schemas.ts'
import { notFound } from '../http/http-error.ts'
import { apiSchema } from '../openapi/api-schema.ts'
import { versionKey, type RouteContext } from './context.ts'

export async function costsRoutes(fastify: FastifyInstance, ctx: RouteContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get(endpointPath('costs'), { schema: apiSchema('costs', { params: z.object({ schemeCode: idParamSchema }) }) }, (request, reply) => {
    const { schemeCode } = request.params
    return ctx.cache.send(request, reply, `${versionKey(ctx)}|costs|${schemeCode}`, () => {
      const costs = ctx.costs.of(schemeCode)
      if (costs === undefined) throw notFound(`No scheme ${schemeCode}`)
      return { data: costs }
    })
  })
}
