import { http } from 'msw'
import { idParamSchema } from '../../common/contract/schemas'
import { fundHouseById, fundHouses } from '../fixtures'
import { anyOrigin, badRequest, notFound, ok } from './http-helpers'

/** The mutual-fund base's fund-house list and details. */
export const fundHouseHandlers = [
  http.get(anyOrigin('fundHouses'), () => ok('fundHouses', { data: [...fundHouses] })),

  http.get<{ id: string }>(anyOrigin('fundHouseDetails'), ({ params }) => {
    const id = idParamSchema.safeParse(params.id)
    if (!id.success) return badRequest(`Fund house id must be a positive integer, got "${params.id}"`)
    const house = fundHouseById(id.data)
    if (!house) return notFound(`No fund house with id ${id.data}`)
    return ok('fundHouseDetails', { data: house })
  }),
]
