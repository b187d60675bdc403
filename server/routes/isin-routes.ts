/**
 * Ours: GET mutual_fund/schemes-by-isin?isin=INF…,INF…, the schemes that up to 50 ISINs name (growth
 * or payout ISIN, or reinvestment ISIN), for a statement import that knows a scheme only by its ISIN.
 * One indexed query (repositories/scheme-repository.ts `byIsins`, migration 009), from the response
 * cache like every answer, keyed by the distinct ISINs in order, so their order in the request does not matter.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { endpointPath } from '../../common/contract/endpoints.ts'
import { isinLookupQuerySchema, type IsinMatch } from '../../common/contract/isin-schemas.ts'
import { apiSchema } from '../openapi/api-schema.ts'
import type { IsinMatchRow } from '../repositories/scheme-repository.ts'
import { versionKey, type RouteContext } from './context.ts'

/** A Bonus option is null on the wire, as in a search hit. */
const presentIsinMatch = (row: IsinMatchRow): IsinMatch => ({
  isin: row.isin,
  schemeCode: row.scheme_code,
  schemeName: row.scheme_name,
  plan: row.plan,
  option: row.option === 'Bonus' ? null : row.option,
})

export async function isinRoutes(fastify: FastifyInstance, ctx: RouteContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get(endpointPath('schemesByIsin'), { schema: apiSchema('schemesByIsin', { querystring: isinLookupQuerySchema }) }, (request, reply) => {
    // Distinct, upper case and sorted by the schema.
    const isins = request.query.isin
    return ctx.cache.send(request, reply, `${versionKey(ctx)}|schemesByIsin|${isins.join(',')}`, () => ({
      data: ctx.schemes.byIsins(isins).map(presentIsinMatch),
    }))
  })
}
