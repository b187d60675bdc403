import { http } from 'msw'
import { collectionSchema, idParamSchema } from '../../common/contract/schemas'
import { collectionReturns, fundHouseReturns } from '../fixtures'
import { anyOrigin, badRequest, notFound, ok } from './http-helpers'

/** Ours: the fund lists' 1Y/3Y/5Y columns, one request per list; 400 and 404 like the reference server. */
export const listReturnsHandlers = [
  http.get<{ id: string }>(anyOrigin('fundHouseReturns'), ({ params }) => {
    const id = idParamSchema.safeParse(params.id)
    if (!id.success) return badRequest(`Fund house id must be a positive integer, got "${params.id}"`)
    const rows = fundHouseReturns(id.data)
    return rows ? ok('fundHouseReturns', { data: rows }) : notFound(`No fund house with id ${id.data}`)
  }),

  http.get<{ category: string }>(anyOrigin('collectionReturns'), ({ params }) => {
    const category = collectionSchema.safeParse(params.category)
    if (!category.success) return badRequest(`Unknown collection "${params.category}"`)
    return ok('collectionReturns', { data: collectionReturns(category.data) })
  }),
]
