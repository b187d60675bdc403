import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import { isApiError } from '@/api/api-error'
import { fundQueries } from '@/api/funds'
import { describeError } from '@/components/ErrorState'
import { useSchemeHit } from '../fund-picker/use-scheme-hit'
import { schemeSeries } from '../scheme-series'
import type { NavSeriesState } from './transaction-form'

export type ChosenFund = {
  hit: SchemeHit | undefined
  /** null while no fund is chosen. */
  navs: NavSeriesState | null
  retry: () => void
}

const errorText = (error: unknown) =>
  isApiError(error) && error.isNotFound ? 'This site has no NAV history for it.' : describeError(error)

/**
 * A chosen fund's reference and its NAVs, through the fund page's own queries (the keys
 * schemeNavSeries uses): the house from `schemes` or the scheme's reference, then the fund-nav call.
 */
export function useChosenFund(schemeCode: number | null, schemes: ReadonlyMap<number, SchemeHit>): ChosenFund {
  const { hit, failed, retry: retryHit } = useSchemeHit(schemeCode, schemes)
  const house = hit?.fundHouseName
  const query = useQuery({ ...fundQueries.nav(schemeCode ?? 0, house ?? ''), enabled: schemeCode !== null && house !== undefined })
  const detail = query.data
  const series = useMemo(() => (detail ? schemeSeries(detail) : undefined), [detail])

  let navs: NavSeriesState | null
  if (schemeCode === null) navs = null
  else if (failed) navs = { status: 'error', message: 'The fund could not be looked up.' }
  else if (series) navs = { status: 'ready', series }
  else if (query.isError) navs = { status: 'error', message: errorText(query.error) }
  else navs = { status: 'loading' }
  return { hit, navs, retry: failed ? retryHit : () => void query.refetch() }
}
