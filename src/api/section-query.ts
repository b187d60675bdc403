import { useQuery, type EnsureQueryDataOptions, type QueryClient, type UseQueryOptions } from '@tanstack/react-query'

/**
 * Sections of a page that fail on their own (home's fund houses, trending funds and blogs; the
 * about page's team; the FAQ page's testimonials; the company page's funds). The route's loader
 * waits for their data but does not fail with it, and the section renders QueryState.
 */

/** For a loader: the query's data as ensureQueryData gives it, and a failure left in the cache for the section. */
export function ensureSectionData<TData, TKey extends readonly unknown[]>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
): Promise<TData | undefined> {
  // The QueryCache has logged the failure with the spec's message already.
  return queryClient.ensureQueryData(options).catch(() => undefined)
}

/**
 * For the route component: the section's query. A failure the loader left in the cache is shown
 * as it is, not fetched again on mount (which would log it twice and keep the spinner up for
 * another timeout); the section's Retry refetches.
 */
export function useSectionQuery<TData, TKey extends readonly unknown[]>(options: UseQueryOptions<TData, Error, TData, TKey>) {
  return useQuery({ ...options, retryOnMount: false })
}
