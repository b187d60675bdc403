import { http } from 'msw'
import { SEARCH_DEFAULT_LIMIT, searchQuerySchema, sipBodySchema } from '../../common/contract/analytics-schemas'
import { isinLookupQuerySchema } from '../../common/contract/isin-schemas'
import { idParamSchema } from '../../common/contract/schemas'
import { answerSip } from '../../common/figures/sip-answer'
import { costsOf, navHistoryOf, performanceOf, schemeByCode, schemeReference, schemesByIsinFixture, searchFixtures } from '../fixtures'
import { anyOrigin, badRequest, notFound, ok, readBody } from './http-helpers'

/**
 * The calls beyond the seed: performance, search, SIP and costs, and ours, a scheme's reference and
 * the schemes that ISINs name; answered like the reference server.
 */
export const analyticsHandlers = [
  http.get<{ schemeCode: string }>(anyOrigin('performance'), ({ params }) => {
    const code = idParamSchema.safeParse(params.schemeCode)
    if (!code.success) return badRequest(`Scheme code must be digits, got "${params.schemeCode}"`)
    const body = performanceOf(code.data)
    return body ? ok('performance', { data: body }) : notFound(`No scheme ${params.schemeCode} with NAVs`)
  }),

  http.get<{ schemeCode: string }>(anyOrigin('scheme'), ({ params }) => {
    const code = idParamSchema.safeParse(params.schemeCode)
    if (!code.success) return badRequest(`Scheme code must be digits, got "${params.schemeCode}"`)
    const hit = schemeReference(code.data)
    return hit ? ok('scheme', { data: hit }) : notFound(`No scheme ${params.schemeCode}`)
  }),

  http.get<{ schemeCode: string }>(anyOrigin('costs'), ({ params }) => {
    const code = idParamSchema.safeParse(params.schemeCode)
    if (!code.success) return badRequest(`Scheme code must be digits, got "${params.schemeCode}"`)
    const costs = costsOf(code.data)
    return costs === undefined ? notFound(`No scheme ${params.schemeCode}`) : ok('costs', { data: costs })
  }),

  http.get(anyOrigin('schemesByIsin'), ({ request }) => {
    const parsed = isinLookupQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    if (!parsed.success) {
      // Worded as the server words a query that breaks its schema.
      const issue = parsed.error.issues[0]
      return badRequest(`Invalid querystring: ${issue?.path.length ? `${issue.path.join('.')}: ` : ''}${issue?.message ?? 'invalid value'}`)
    }
    return ok('schemesByIsin', { data: schemesByIsinFixture(parsed.data.isin) })
  }),

  http.get(anyOrigin('search'), ({ request }) => {
    const parsed = searchQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    if (!parsed.success) return badRequest('Search needs `q` of 1 to 100 characters and an optional `limit` of 1 to 50')
    return ok('search', { data: searchFixtures(parsed.data.q, parsed.data.limit ?? SEARCH_DEFAULT_LIMIT) })
  }),

  http.post(anyOrigin('sip'), async ({ request }) => {
    const body = await readBody(request, sipBodySchema)
    if (!body.ok) return body.response
    const history = schemeByCode(body.data.schemeCode) ? navHistoryOf(body.data.schemeCode) : []
    if (history.length === 0) return notFound(`No scheme ${body.data.schemeCode} with NAVs`)
    const answer = answerSip(history, body.data)
    return answer.ok ? ok('sip', { data: answer.data }) : badRequest(answer.message)
  }),
]
