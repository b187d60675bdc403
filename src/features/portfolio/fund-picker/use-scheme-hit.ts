import { useQuery, type QueryClient } from '@tanstack/react-query'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import { analyticsQueries } from '@/api/analytics'

export type SchemeHitState = { hit: SchemeHit | undefined; loading: boolean; failed: boolean; retry: () => void }

/**
 * A scheme's name, house, plan and option: from `schemes` (what the page knows of the held schemes)
 * without a request, else the scheme's reference call (primed by a pick in the fund picker, so a
 * fund just chosen costs none either).
 */
export function useSchemeHit(schemeCode: number | null, schemes: ReadonlyMap<number, SchemeHit>): SchemeHitState {
  const known = schemeCode === null ? undefined : schemes.get(schemeCode)
  const query = useQuery({ ...analyticsQueries.scheme(schemeCode ?? 0), enabled: schemeCode !== null && known === undefined })
  const retry = () => void query.refetch()
  if (schemeCode === null) return { hit: undefined, loading: false, failed: false, retry }
  if (known) return { hit: known, loading: false, failed: false, retry }
  return { hit: query.data, loading: query.isPending, failed: query.isError, retry }
}

/** What a pick from the search answer already says about the scheme: the scheme call's entry, so no request follows. */
export function primeScheme(queryClient: QueryClient, hit: SchemeHit): void {
  queryClient.setQueryData(analyticsQueries.scheme(hit.schemeCode).queryKey, hit)
}
