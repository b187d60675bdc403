import { queryOptions } from '@tanstack/react-query'
import { call, type ResponseOf } from './http'
import { staleTimes } from './query-client'

/**
 * One index call whose body is `{ data: [...] }`: the key names the endpoint, the cache holds
 * the payload. `what` completes the console message of a failed fetch.
 */
type IndexEndpoint = 'blogs' | 'homeFundHouses' | 'trendings' | 'team' | 'faq' | 'testimonials'

function indexQuery<E extends IndexEndpoint, K extends string>(
  endpoint: E,
  key: K,
  staleTime: number,
  what: string,
) {
  return queryOptions({
    queryKey: ['index', key] as const,
    queryFn: async ({ signal }): Promise<ResponseOf<E>['data']> => (await call(endpoint, { signal })).data,
    staleTime,
    meta: { errorMessage: `Error fetching ${what}:` },
  })
}

/** The meta answer, with the time it was fetched (ms). */
export type MetaAnswer = ResponseOf<'meta'>['data'] & { fetchedAt: number }

/** The index calls: home page data and editorial content. */
export const contentQueries = {
  all: () => ['index'] as const,
  blogs: () => indexQuery('blogs', 'blogs', staleTimes.content, 'blogs'),
  homeFundHouses: () => indexQuery('homeFundHouses', 'fund_house', staleTimes.fundHouse, 'fund houses'),
  trendings: () => indexQuery('trendings', 'trendings', staleTimes.nav, 'trending funds'),
  team: () => indexQuery('team', 'team', staleTimes.content, 'team'),
  faq: () => indexQuery('faq', 'faq', staleTimes.content, 'FAQs'),
  testimonials: () => indexQuery('testimonials', 'testimonials', staleTimes.content, 'testimonials'),

  /**
   * Which data the server runs on (demo or AMFI) and its version, read by the layout; never blocks
   * a page. A server-rendered page brings it, current for the data the page shows. Stale after a
   * minute, so a cache restored from a past visit (client-only rendering) cannot hide a new import,
   * and a long-open tab checks again when it regains focus. `fetchedAt` is when it was asked: how
   * current the NAVs are is judged against that day, the same in the server render and the hydration.
   */
  meta: () =>
    queryOptions({
      queryKey: ['meta'] as const,
      queryFn: async ({ signal }): Promise<MetaAnswer> => ({ ...(await call('meta', { signal })).data, fetchedAt: Date.now() }),
      staleTime: 60_000,
      meta: { errorMessage: 'Error fetching data source:' },
    }),
}
