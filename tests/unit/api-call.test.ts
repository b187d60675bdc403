import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/api-error'
import { endpointPath } from '../../common/contract/endpoints'
import { call } from '@/api/http'
import { server } from '@mocks/node'

const fundHousesUrl = `*${endpointPath('fundHouses')}`
const validHouse = {
  id: 1,
  name: 'Test AMC',
  logo: '/logos/test.svg',
  fund_house_name: 'Test Mutual Fund',
  description: '<p>x</p>',
  key_features: 'Schemes: 1',
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('call()', () => {
  it('returns the validated body and ignores extra envelope fields', async () => {
    server.use(http.get(fundHousesUrl, () => HttpResponse.json({ data: [validHouse], page: 1 })))
    const body = await call('fundHouses')
    expect(body.data).toEqual([validHouse])
  })

  it('turns a body that breaks the contract into a schema error', async () => {
    server.use(http.get(fundHousesUrl, () => HttpResponse.json({ data: [{ ...validHouse, id: 'one' }] })))
    const error = await failureOf(call('fundHouses'))
    expect(error.kind).toBe('schema')
    expect(error.isTransient).toBe(false)
    expect(error.issues?.[0]?.path).toEqual(['data', 0, 'id'])
  })

  it('refuses javascript: URLs in image fields', async () => {
    server.use(http.get(fundHousesUrl, () => HttpResponse.json({ data: [{ ...validHouse, logo: 'javascript:alert(1)' }] })))
    expect((await failureOf(call('fundHouses'))).kind).toBe('schema')
  })

  it('keeps the status and the error envelope of an HTTP failure', async () => {
    server.use(
      http.get(fundHousesUrl, () =>
        HttpResponse.json({ error: { code: 'INTERNAL', message: 'Something broke' } }, { status: 503 }),
      ),
    )
    const error = await failureOf(call('fundHouses'))
    expect(error).toMatchObject({ kind: 'http', status: 503, code: 'INTERNAL' })
    expect(error.message).toContain('Something broke')
    expect(error.isTransient).toBe(true)
  })

  it('marks a 404 as not found and not worth retrying', async () => {
    server.use(http.get(fundHousesUrl, () => new HttpResponse('gone', { status: 404 })))
    const error = await failureOf(call('fundHouses'))
    expect(error.isNotFound).toBe(true)
    expect(error.isTransient).toBe(false)
  })

  it('reports malformed JSON', async () => {
    server.use(
      http.get(fundHousesUrl, () => new HttpResponse('{"data": [', { headers: { 'content-type': 'application/json' } })),
    )
    expect((await failureOf(call('fundHouses'))).kind).toBe('malformed')
  })

  it('reports a network failure', async () => {
    server.use(http.get(fundHousesUrl, () => HttpResponse.error()))
    const error = await failureOf(call('fundHouses'))
    expect(error.kind).toBe('network')
    expect(error.isTransient).toBe(true)
  })

  it('fills path parameters, encoded', async () => {
    let seen = ''
    server.use(
      http.get(`*${endpointPath('fundHouseDetails')}`, ({ request }) => {
        seen = new URL(request.url).pathname
        return HttpResponse.json({ data: validHouse })
      }),
    )
    await call('fundHouseDetails', { params: { id: 7 } })
    expect(seen).toBe('/api/v1/mutual_fund/fund_house/7/details')
  })

  it('sends POST bodies as JSON', async () => {
    let body: unknown
    server.use(
      http.post(`*${endpointPath('fundsByAmc')}`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json([])
      }),
    )
    await call('fundsByAmc', { body: { amc_name: 'A & B "Fund"' } })
    expect(body).toEqual({ amc_name: 'A & B "Fund"' })
  })
})
