/**
 * The contract's additions beyond the seed: a scheme's performance figures (stored at import),
 * search over schemes and fund houses, and the SIP calculator (computed per request from the
 * stored NAVs; every answer goes through the same per-data-version response cache). Ours beyond
 * them: a scheme's reference (scheme/{code}), the values a search hit carries.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SEARCH_DEFAULT_LIMIT, searchQuerySchema, sipBodySchema } from '../../common/contract/analytics-schemas.ts'
import { endpointPath } from '../../common/contract/endpoints.ts'
import { idParamSchema } from '../../common/contract/schemas.ts'
import { dmyToIso } from '../../common/figures/dates.ts'
import { answerSip } from '../../common/figures/sip-answer.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { apiSchema } from '../openapi/api-schema.ts'
import { queryWords } from '../search/search-text.ts'
import { versionKey, type RouteContext } from './context.ts'


export async function analyticsRoutes(fastify: FastifyInstance, ctx: RouteContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const key = (...parts: unknown[]) => `${versionKey(ctx)}|${JSON.stringify(parts)}`

  app.get(endpointPath('performance'), { schema: apiSchema('performance', { params: z.object({ schemeCode: idParamSchema }) }) }, (request, reply) => {
    const { schemeCode } = request.params
    return ctx.cache.send(request, reply, key('performance', schemeCode), () => {
      const body = ctx.performance.body(schemeCode)
      if (body === undefined) throw notFound(`No scheme ${schemeCode} with NAVs`)
      return { data: JSON.parse(body) as unknown }
    })
  })

  // Ours: a scheme's reference as search gives it, for a compare link that names only codes.
  app.get(endpointPath('scheme'), { schema: apiSchema('scheme', { params: z.object({ schemeCode: idParamSchema }) }) }, (request, reply) => {
    const { schemeCode } = request.params
    return ctx.cache.send(request, reply, key('scheme', schemeCode), () => {
      const hit = ctx.search.scheme(schemeCode)
      if (!hit) throw notFound(`No scheme ${schemeCode}`)
      return { data: hit }
    })
  })

  app.get(endpointPath('search'), { schema: apiSchema('search', { querystring: searchQuerySchema }) }, (request, reply) => {
    const { q, limit = SEARCH_DEFAULT_LIMIT } = request.query
    // Keyed by the words searched, not the text typed: "M", " m " and "m m" are one answer.
    return ctx.cache.send(request, reply, key('search', queryWords(q), limit), () => ({ data: ctx.search.search(q, limit) }))
  })

  app.post(endpointPath('sip'), { schema: apiSchema('sip', { body: sipBodySchema }) }, (request, reply) => {
    const { schemeCode, amount, from, to, day } = request.body
    return ctx.cache.send(request, reply, key('sip', schemeCode, amount, from, to, day), () => {
      const scheme = ctx.schemes.detail(schemeCode)
      if (!scheme || scheme.latest_date === null || scheme.first_date === null) throw notFound(`No scheme ${schemeCode} with NAVs`)
      // Only the NAVs the SIP reads: from `from` to `to`, not the whole history.
      const span = { first: scheme.first_date, latest: scheme.latest_date }
      const fromIso = dmyToIso(from) ?? span.first
      const toIso = (to === undefined ? undefined : dmyToIso(to)) ?? span.latest
      const answer = answerSip(ctx.navs.range(schemeCode, fromIso, toIso), request.body, span)
      if (!answer.ok) throw new HttpError(400, 'BAD_REQUEST', answer.message)
      return { data: answer.data }
    })
  })
}
