import { queryOptions } from '@tanstack/react-query'
import { call } from './http'
import { staleTimes } from './query-client'
import type { Collection } from '../../common/contract/schemas'

/**
 * Fund lists and fund detail. Every key names the endpoint and its parameters, so two pages that
 * need, say, the funds of one AMC share a single cache entry and a single request.
 */
export const fundQueries = {
  all: () => ['mutual_fund'] as const,

  /** Every fund of a house with its category and subcategory (company page filter, fund list filter). */
  allByAmc: (amcName: string) =>
    queryOptions({
      queryKey: [...fundQueries.all(), 'all-funds-by-amc', { amcName }] as const,
      queryFn: ({ signal }) => call('allFundsByAmc', { body: { amc_name: amcName }, signal }),
      staleTime: staleTimes.nav,
      meta: { errorMessage: 'Error fetching mutual funds:' },
    }),

  /** A curated collection. */
  byCategory: (category: Collection) =>
    queryOptions({
      queryKey: [...fundQueries.all(), 'funds-by-category', { category }] as const,
      queryFn: ({ signal }) => call('fundsByCategory', { body: { category }, signal }),
      staleTime: staleTimes.nav,
      meta: { errorMessage: 'Error fetching mutual funds:' },
    }),

  /** The fund page: returns, NAV history and facts. */
  nav: (schemeCode: number, amcName: string) =>
    queryOptions({
      queryKey: [...fundQueries.all(), 'fund-nav', { schemeCode, amcName }] as const,
      queryFn: ({ signal }) =>
        call('fundNav', { body: { schemeCode, amc_name: amcName }, signal }),
      staleTime: staleTimes.nav,
      meta: { errorMessage: 'Error fetching chart data:' },
    }),

  /** The fund-names page list (logo and name). */
  listByAmc: (amcName: string) =>
    queryOptions({
      queryKey: [...fundQueries.all(), 'funds-by-amc', { amcName }] as const,
      queryFn: ({ signal }) => call('fundsByAmc', { body: { amc_name: amcName }, signal }),
      staleTime: staleTimes.nav,
      meta: { errorMessage: 'Error fetching mutual funds:' },
    }),
}
