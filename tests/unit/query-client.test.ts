import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/api-error'
import { createQueryClient, staleTimes } from '@/api/query-client'

describe('createQueryClient', () => {
  it('logs a failed fetch with the message of the query', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const client = createQueryClient({ retry: false })
    const error = new ApiError('network', 'fundNav', 'down')
    await expect(
      client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(error), meta: { errorMessage: 'Error fetching chart data:' } }),
    ).rejects.toBe(error)
    expect(log).toHaveBeenCalledWith('Error fetching chart data:', error)
  })

  it('retries transient failures once and never a schema failure', () => {
    const client = createQueryClient()
    const retry = client.getDefaultOptions().queries?.retry as (n: number, e: unknown) => boolean
    expect(retry(0, new ApiError('network', 'x', 'down'))).toBe(true)
    expect(retry(1, new ApiError('network', 'x', 'down'))).toBe(false)
    expect(retry(0, new ApiError('http', 'x', 'oops', { status: 502 }))).toBe(true)
    expect(retry(0, new ApiError('http', 'x', 'nope', { status: 404 }))).toBe(false)
    expect(retry(0, new ApiError('schema', 'x', 'bad'))).toBe(false)
  })

  it('keeps NAV data fresh for hours and content for longer', () => {
    expect(staleTimes.nav).toBeGreaterThanOrEqual(60 * 60_000)
    expect(staleTimes.content).toBeGreaterThan(staleTimes.nav)
  })
})
