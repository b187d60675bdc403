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

  it('waits out a 429 with growing delays, four times at most', () => {
    const client = createQueryClient()
    const { retry, retryDelay } = client.getDefaultOptions().queries as {
      retry: (n: number, e: unknown) => boolean
      retryDelay: (n: number, e: unknown) => number
    }
    const limited = new ApiError('http', 'x', 'slow down', { status: 429 })
    expect(limited.isRateLimited).toBe(true)
    expect(limited.isTransient).toBe(false)
    expect([0, 1, 2, 3, 4].map((n) => retry(n, limited))).toEqual([true, true, true, true, false])
    // 1, 2, 4, 8 s, each with up to half again of jitter.
    for (const [n, base] of [[0, 1000], [1, 2000], [2, 4000], [3, 8000]] as const) {
      const delay = retryDelay(n, limited)
      expect(delay).toBeGreaterThanOrEqual(base)
      expect(delay).toBeLessThanOrEqual(base * 1.5)
    }
    expect(retryDelay(0, new ApiError('network', 'x', 'down'))).toBe(1000)
  })

  it('keeps NAV data fresh for hours and content for longer', () => {
    expect(staleTimes.nav).toBeGreaterThanOrEqual(60 * 60_000)
    expect(staleTimes.content).toBeGreaterThan(staleTimes.nav)
  })
})
