import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { SearchHit, SipBody } from '../../common/contract/analytics-schemas'
import { SEARCH_DEFAULT_LIMIT } from '../../common/contract/limits'
import type { Collection } from '../../common/contract/schemas'
import { call } from './http'
import { staleTimes } from './query-client'

type SearchKey = readonly ['mutual_fund', 'search', { readonly q: string; readonly limit: number }]

/**
 * The calls beyond the seed: a fund's performance figures, search, the SIP calculator and costs. Keys
 * name the endpoint and its parameters like every other factory, so the fund page and the compare
 * page share one performance entry per fund, and a calculator input changed back reuses its answer.
 */
export const analyticsQueries = {
  all: () => ['mutual_fund'] as const,

  /** Returns by period against the category, risk, rolling returns and the other plan. */
  performance: (schemeCode: number) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'performance', { schemeCode }] as const,
      queryFn: ({ signal }) => call('performance', { params: { schemeCode }, signal }).then((body) => body.data),
      staleTime: staleTimes.nav,
      meta: { errorMessage: 'Error fetching fund performance:' },
    }),

  /** Schemes and fund houses matching the typed words, best first. */
  search: (q: string, limit = SEARCH_DEFAULT_LIMIT) =>
    // Type arguments written out: inferred, placeholderData's function type leaks into the data type.
    queryOptions<SearchHit[], Error, SearchHit[], SearchKey>({
      queryKey: [...analyticsQueries.all(), 'search', { q: q.trim().toLowerCase(), limit }] as const,
      queryFn: ({ signal }) =>
        call('search', { searchParams: { q: q.trim(), limit }, signal }).then((body) => body.data),
      staleTime: staleTimes.nav,
      enabled: q.trim().length > 0,
      // While the next keystroke's answer loads, the list keeps showing the previous one.
      placeholderData: keepPreviousData<SearchHit[]>,
      meta: { errorMessage: 'Error searching funds:' },
    }),

  /** What a fund costs: its TER, the other plan's, its peers' and its history (null when none is known). */
  costs: (schemeCode: number) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'costs', { schemeCode }] as const,
      queryFn: ({ signal }) => call('costs', { params: { schemeCode }, signal }).then((body) => body.data),
      staleTime: staleTimes.nav,
      meta: { errorMessage: 'Error fetching fund costs:' },
    }),

  /** A SIP on real NAVs, keyed by its inputs. */
  sip: (body: SipBody) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'sip', body] as const,
      queryFn: ({ signal }) => call('sip', { body, signal }).then((result) => result.data),
      staleTime: staleTimes.nav,
      meta: { errorMessage: 'Error calculating SIP:' },
    }),

  /** 1Y/3Y/5Y returns, plan and option of every scheme of a house (company page, fund-names). */
  fundHouseReturns: (id: number) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'fund-house-returns', { id }] as const,
      queryFn: ({ signal }) => call('fundHouseReturns', { params: { id }, signal }).then((body) => body.data),
      staleTime: staleTimes.nav,
      meta: { errorMessage: 'Error fetching fund returns:' },
    }),

  /** 1Y/3Y/5Y returns of a curated collection's funds (its sort control, High Return's order). */
  collectionReturns: (category: Collection) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'collection-returns', { category }] as const,
      queryFn: ({ signal }) =>
        call('collectionReturns', { params: { category }, signal }).then((body) => body.data),
      staleTime: staleTimes.nav,
      meta: { errorMessage: 'Error fetching fund returns:' },
    }),

  /**
   * A scheme's name, house, plan and option. The compare page needs the house to ask for the NAV
   * history under the fund page's own key; a search hit or a fund page primes this entry with
   * what it already holds (primeScheme), so only a shared link's unknown codes cost a request.
   */
  scheme: (schemeCode: number) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'scheme', { schemeCode }] as const,
      queryFn: ({ signal }) => call('scheme', { params: { schemeCode }, signal }).then((body) => body.data),
      staleTime: staleTimes.nav,
      meta: { errorMessage: 'Error fetching fund:' },
    }),
}
