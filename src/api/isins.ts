import { queryOptions } from '@tanstack/react-query'
import { ISIN_LOOKUP_MAX } from '../../common/contract/isin-schemas'
import { call } from './http'
import { staleTimes } from './query-client'

/**
 * Which schemes ISINs name (GET mutual_fund/schemes-by-isin?isin=A,B,...), for a statement import
 * that names a scheme by ISIN only, or by an AMFI code the site does not know. Public data: the
 * request carries ISINs, never amounts, units or folios.
 */
export const isinQueries = {
  all: () => ['mutual_fund'] as const,

  /**
   * One request for up to ISIN_LOOKUP_MAX ISINs (callers batch longer lists). The key holds them
   * distinct, upper case and sorted, as the server reads them, so one set is one entry whatever
   * its order. An ISIN that names no scheme is absent from the answer.
   */
  schemesByIsin: (isins: readonly string[]) => {
    const list = [...new Set(isins.map((isin) => isin.trim().toUpperCase()))].sort()
    if (list.length === 0 || list.length > ISIN_LOOKUP_MAX) {
      throw new RangeError(`schemesByIsin takes 1 to ${ISIN_LOOKUP_MAX} ISINs, got ${list.length}`)
    }
    return queryOptions({
      queryKey: [...isinQueries.all(), 'schemes-by-isin', { isins: list }] as const,
      queryFn: ({ signal }) => call('schemesByIsin', { searchParams: { isin: list.join(',') }, signal }).then((body) => body.data),
      staleTime: staleTimes.nav,
      meta: { errorMessage: 'Error looking up ISINs:' },
    })
  },
}
