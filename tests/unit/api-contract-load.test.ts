import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/api-error'
import type * as contract from '@/api/contract'
import { endpointPath } from '../../common/contract/endpoints'
import { call } from '@/api/http'
import { server } from '@mocks/node'

// The contract's schemas arrive as a chunk of their own (src/api/contract.ts). When that chunk
// cannot be fetched (a dropped connection, a deployment that replaced it), a call fails like a
// network fault, which the pages show with their Retry, and the next call asks for the chunk again.
let attempts = 0
vi.mock('@/api/contract', async (importOriginal) => {
  const original = await importOriginal<typeof contract>()
  return {
    loadContract: () => (++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : original.loadContract()),
  }
})

describe('call() when the contract chunk does not load', () => {
  it('fails as a transient network error, and a later call loads it and succeeds', async () => {
    server.use(http.get(`*${endpointPath('fundHouses')}`, () => HttpResponse.json({ data: [] })))
    const error = await call('fundHouses').then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('network')
    expect((error as ApiError).isTransient).toBe(true)
    expect((error as ApiError).message).toMatch(/did not load/)
    await expect(call('fundHouses')).resolves.toEqual({ data: [] })
  })
})
