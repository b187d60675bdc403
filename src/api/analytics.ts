import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { SEARCH_DEFAULT_LIMIT, type SipBody } from '../../common/contract/analytics-schemas'
import { responses } from '../../common/contract/schemas'
import { call } from './http'
import { staleTimes } from './query-client'

/**
 * The calls beyond the seed: a fund's performance figures, search, and the SIP calculator. Keys
 * name the endpoint and its parameters like every other factory, so the fund page and the compare
 * page share one performance entry per fund, and a calculator input changed back reuses its answer.
 */
export const analyticsQueries = {
  all: () => ['mutual_fund'] as const,

  /** Returns by period against the category, risk, rolling returns and the other plan. */
  performance: (schemeCode: number) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'performance', { schemeCode }] as const,
      queryFn: ({ signal }) => call('performance', responses.performance, { params: { schemeCode }, signal }).then((body) => body.data),
      staleTime: staleTimes.nav,
      meta: { errorMessage: 'Error fetching fund performance:' },
    }),

  /** Schemes and fund houses matching the typed words, best first. */
  search: (q: string, limit = SEARCH_DEFAULT_LIMIT) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'search', { q: q.trim().toLowerCase(), limit }] as const,
      queryFn: ({ signal }) => call('search', responses.search, { searchParams: { q: q.trim(), limit }, signal }).then((body) => body.data),
      staleTime: staleTimes.nav,
      enabled: q.trim().length > 0,
      // While the next keystroke's answer loads, the list keeps showing the previous one.
      placeholderData: keepPreviousData,
      meta: { errorMessage: 'Error searching funds:' },
    }),

  /** A SIP on real NAVs, keyed by its inputs. */
  sip: (body: SipBody) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'sip', body] as const,
      queryFn: ({ signal }) => call('sip', responses.sip, { body, signal }).then((result) => result.data),
      staleTime: staleTimes.nav,
      meta: { errorMessage: 'Error calculating SIP:' },
    }),
}
