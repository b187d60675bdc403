import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod/mini'
import type { EndpointName } from '../../common/contract/endpoints'
import { call } from './http'
import { staleTimes } from './query-client'
import { responses } from '../../common/contract/schemas'

/**
 * One index call whose body is `{ data: [...] }`: the key names the endpoint, the cache holds
 * the payload. `what` completes the console message of a failed fetch.
 */
function indexQuery<S extends z.core.$ZodType<{ data: unknown }>, K extends string>(
  endpoint: EndpointName,
  schema: S,
  key: K,
  staleTime: number,
  what: string,
) {
  return queryOptions({
    queryKey: ['index', key] as const,
    queryFn: async ({ signal }): Promise<z.output<S>['data']> => (await call(endpoint, schema, { signal })).data,
    staleTime,
    meta: { errorMessage: `Error fetching ${what}:` },
  })
}

/** The index calls: home page data and editorial content. */
export const contentQueries = {
  all: () => ['index'] as const,
  blogs: () => indexQuery('blogs', responses.blogs, 'blogs', staleTimes.content, 'blogs'),
  homeFundHouses: () => indexQuery('homeFundHouses', responses.homeFundHouses, 'fund_house', staleTimes.fundHouse, 'fund houses'),
  trendings: () => indexQuery('trendings', responses.trendings, 'trendings', staleTimes.nav, 'trending funds'),
  team: () => indexQuery('team', responses.team, 'team', staleTimes.content, 'team'),
  faq: () => indexQuery('faq', responses.faq, 'faq', staleTimes.content, 'FAQs'),
  testimonials: () => indexQuery('testimonials', responses.testimonials, 'testimonials', staleTimes.content, 'testimonials'),

  /**
   * Which data the server runs on (demo or AMFI) and its version, read by the layout; never blocks
   * a page. A server-rendered page brings it, current for the data the page shows. Stale after a
   * minute, so a cache restored from a past visit (client-only rendering) cannot hide a new import,
   * and a long-open tab checks again when it regains focus.
   */
  meta: () =>
    queryOptions({
      queryKey: ['meta'] as const,
      queryFn: async ({ signal }) => (await call('meta', responses.meta, { signal })).data,
      staleTime: 60_000,
      meta: { errorMessage: 'Error fetching data source:' },
    }),
}
