/**
 * The loader of a portfolio's public data (src/features/portfolio/scheme-data.ts) against the msw
 * mocks: at most IN_FLIGHT calls of a kind at once, each call once, a render only when something the
 * page reads changed, a call cancelled by the page going away asked again when it comes back, a fresh
 * answer in the cache used as it is and a failure kept until retry.
 */
import type { QueryClient } from '@tanstack/react-query'
import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { analyticsQueries } from '@/api/analytics'
import { createQueryClient } from '@/api/query-client'
import { IN_FLIGHT, SchemeDataLoader, type SchemeDataSnapshot } from '@/features/portfolio/scheme-data'
import { NULL_NAME_SCHEME_CODE, schemeHitOf, schemes } from '@mocks/fixtures'
import { recordRequests } from '../render-route'

/** Twelve schemes, some Regular plans among them. */
const HELD = schemes
  .filter((s) => s.code !== NULL_NAME_SCHEME_CODE && s.hasHistory)
  .slice(0, 12)
  .map((s) => s.code)
  .sort((a, b) => a - b)

/** The most calls of each kind in flight at once, seen on every change of the cache. */
function watchConcurrency(queryClient: QueryClient) {
  const most: Record<string, number> = {}
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    const now: Record<string, number> = {}
    for (const query of queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' })) {
      const kind = String(query.queryKey[1])
      now[kind] = (now[kind] ?? 0) + 1
    }
    for (const [kind, count] of Object.entries(now)) most[kind] = Math.max(most[kind] ?? 0, count)
  })
  return { most, unsubscribe }
}

const done = (snapshot: SchemeDataSnapshot) =>
  !snapshot.schemes.status.includes('pending') &&
  !snapshot.navs.status.includes('pending') &&
  !snapshot.performances.status.includes('pending') &&
  snapshot.directCodes.every((code, j) => code === null || snapshot.directNavs.status[j] !== 'pending')

describe('SchemeDataLoader', () => {
  it('asks IN_FLIGHT calls of a kind at a time, each once, and renders only on what the page reads', async () => {
    const queryClient = createQueryClient({ retry: false })
    const recorder = recordRequests()
    const watch = watchConcurrency(queryClient)
    const loader = new SchemeDataLoader(queryClient, HELD)
    const first = loader.getSnapshot()
    expect(first.held).toEqual(HELD)
    expect(first.schemes.status).toEqual(HELD.map(() => 'pending'))
    const renders = vi.fn()
    const stop = loader.subscribe(renders)
    await waitFor(() => expect(done(loader.getSnapshot())).toBe(true), { timeout: 10_000 })
    watch.unsubscribe()
    recorder.stop()

    const snapshot = loader.getSnapshot()
    expect(snapshot.regular.length).toBeGreaterThan(0)
    expect(snapshot.schemes.data.map((hit) => hit?.schemeCode)).toEqual(HELD)
    expect(snapshot.navs.status).toEqual(HELD.map(() => 'success'))
    expect(watch.most['scheme']).toBeLessThanOrEqual(IN_FLIGHT)
    expect(watch.most['scheme']).toBeGreaterThan(1)
    expect(watch.most['fund-nav']).toBeLessThanOrEqual(2 * IN_FLIGHT) // held histories and Direct plans' histories
    // One call per scheme reference, one history per held scheme and per Regular plan's Direct plan.
    const schemeCalls = recorder.requests.filter((r) => /\/scheme\/\d+$/.test(r.path))
    expect(schemeCalls).toHaveLength(HELD.length)
    const navCalls = recorder.requests.filter((r) => r.path.endsWith('/fund-nav/'))
    expect(navCalls).toHaveLength(new Set([...HELD, ...snapshot.directCodes.filter((c) => c !== null)]).size)

    expect(renders).toHaveBeenCalled()

    // A refetch that brings the same answer (structurally shared by the cache) changes nothing the page
    // reads: the same snapshot, so useSyncExternalStore renders nothing for it.
    await queryClient.refetchQueries({ queryKey: analyticsQueries.scheme(HELD[0]!).queryKey, exact: true })
    expect(loader.getSnapshot()).toBe(snapshot)
    stop()
  })

  it('uses a fresh answer in the cache as it is, and asks again for a call the page stopped mid-way', async () => {
    const queryClient = createQueryClient({ retry: false })
    const code = HELD[0]!
    queryClient.setQueryData(analyticsQueries.scheme(code).queryKey, schemeHitOf(schemes.find((s) => s.code === code)!))
    const recorder = recordRequests()
    const loader = new SchemeDataLoader(queryClient, [code])
    // The page goes away while the history is being asked for, and comes back.
    const historyStarted = new Promise<void>((resolve) => {
      const off = queryClient.getQueryCache().subscribe(({ query }) => {
        if (query.queryKey[1] === 'fund-nav' && query.state.fetchStatus === 'fetching') {
          off()
          resolve()
        }
      })
    })
    let stop = loader.subscribe(() => {})
    await historyStarted
    stop()
    // Cancelled with the last observer gone, and back to pending: only asking again can answer it now.
    const history = queryClient.getQueryCache().findAll({ queryKey: ['mutual_fund', 'fund-nav'] })
    expect(history.map((query) => [query.state.status, query.state.fetchStatus])).toEqual([['pending', 'idle']])
    expect(loader.getSnapshot().navs.status).toEqual(['pending'])
    stop = loader.subscribe(() => {})
    await waitFor(() => expect(loader.getSnapshot().navs.status).toEqual(['success']))
    stop()
    recorder.stop()
    expect(recorder.requests.filter((r) => /\/scheme\/\d+$/.test(r.path))).toHaveLength(0)
    expect(loader.getSnapshot().schemes.status).toEqual(['success'])
  })

  it('keeps a failure until retry, then asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const queryClient = createQueryClient({ retry: false })
    const recorder = recordRequests()
    const loader = new SchemeDataLoader(queryClient, [999_999])
    const stop = loader.subscribe(() => {})
    await waitFor(() => expect(loader.getSnapshot().schemes.status).toEqual(['error']))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const asked = () => recorder.requests.filter((r) => r.path.endsWith('/scheme/999999')).length
    expect(asked()).toBe(1)
    loader.retry()
    await waitFor(() => expect(asked()).toBe(2))
    stop()
    recorder.stop()
  })
})
