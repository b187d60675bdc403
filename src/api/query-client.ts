import { QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query'
import { isApiError } from './api-error'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * How long each kind of data stays fresh. AMFI publishes NAVs once a day (late evening IST), so
 * anything derived from NAVs is good for hours; fund-house profiles change rarely; editorial
 * content (blogs, FAQ, team, testimonials) even less. Fresh data is served from the cache with
 * no request at all, which is what makes moving between AMC and fund pages instant.
 */
export const staleTimes = {
  nav: 4 * HOUR,
  fundHouse: 12 * HOUR,
  content: 24 * HOUR,
} as const

/** Keep unused entries for a day, so a visitor coming back to a page later reuses them. */
export const GC_TIME = 24 * HOUR

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The console message of the spec's error catalogue (section 8) for this data. */
      errorMessage?: string
      /** false: not saved with the query cache (query-persistence.ts, NO_PERSIST). */
      persist?: false
    }
  }
}

/** Tries after a 429, waiting 1, 2, 4, 8 s (plus jitter, so a page's many refused calls do not come back together). */
const RATE_LIMIT_RETRIES = 4
const rateLimitDelay = (failureCount: number) => 1000 * 2 ** failureCount * (1 + Math.random() / 2)

export const DEFAULT_ERROR_MESSAGE = 'Error fetching data:'

/** The app's QueryClient; tests pass `{ retry: false }` so a failure shows at once. */
export function createQueryClient(overrides: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // Failures are logged once per failed fetch, wherever it was started (loader or component).
      onError: (error, query) => {
        console.error(query.meta?.errorMessage ?? DEFAULT_ERROR_MESSAGE, error)
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: staleTimes.nav,
        gcTime: GC_TIME,
        // One more try for transient faults (network, timeout, 5xx); a 4xx or a body that breaks
        // the contract will not get better by asking again, except a 429: the server's work budget
        // (server/http/rate-limit.ts) refills within seconds, and a page that needs many answers at
        // once (My investments: two calls per fund held) waits for it rather than failing.
        retry: (failureCount, error) =>
          isApiError(error) && (error.isRateLimited ? failureCount < RATE_LIMIT_RETRIES : failureCount < 1 && error.isTransient),
        retryDelay: (failureCount, error) => (isApiError(error) && error.isRateLimited ? rateLimitDelay(failureCount) : 1000),
        // The loader and Retry button refetch explicitly; focus refetches would surprise a reader.
        refetchOnWindowFocus: false,
        ...overrides,
      },
    },
  })
}
