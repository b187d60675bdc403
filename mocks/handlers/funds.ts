import { http } from 'msw'
import { amcBodySchema, categoryBodySchema, fundNavBodySchema } from '../../common/contract/schemas'
import { allFundsByAmc, amcByName, collectionFunds, fundDetailOf, fundListByAmc, schemeByCode } from '../fixtures'
import { anyOrigin, notFound, ok, readBody } from './http-helpers'

/** The four POST calls of the mutual-fund base. Bodies are checked with the shared request schemas. */
export const fundHandlers = [
  // Contract: an unknown or fund-less amc_name is an empty list, not an error.
  http.post(anyOrigin('allFundsByAmc'), async ({ request }) => {
    const body = await readBody(request, amcBodySchema)
    if (!body.ok) return body.response
    return ok('allFundsByAmc', allFundsByAmc(body.data.amc_name))
  }),

  http.post(anyOrigin('fundsByCategory'), async ({ request }) => {
    const body = await readBody(request, categoryBodySchema)
    if (!body.ok) return body.response
    return ok('fundsByCategory', collectionFunds(body.data.category))
  }),

  http.post(anyOrigin('fundNav'), async ({ request }) => {
    const body = await readBody(request, fundNavBodySchema)
    if (!body.ok) return body.response
    const { schemeCode, amc_name: amcName } = body.data
    const scheme = schemeByCode(schemeCode)
    if (!scheme) return notFound(`No scheme with code ${schemeCode}`)
    if (!amcByName(amcName)) return notFound(`No fund house named "${amcName}"`)
    // The route carries both; a mismatch is a stale or hand-edited link, answered like an unknown fund.
    if (scheme.house.fundHouseName !== amcName) {
      return notFound(`Scheme ${schemeCode} is not offered by ${amcName}`)
    }
    return ok('fundNav', fundDetailOf(scheme))
  }),

  // Contract: "empty list if none".
  http.post(anyOrigin('fundsByAmc'), async ({ request }) => {
    const body = await readBody(request, amcBodySchema)
    if (!body.ok) return body.response
    return ok('fundsByAmc', fundListByAmc(body.data.amc_name))
  }),
]
