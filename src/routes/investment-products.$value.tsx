import { useCallback } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { collections } from '@common/contract/categories'
import { analyticsQueries } from '@/api/analytics'
import { fundQueries } from '@/api/funds'
import { ensureSectionData, useSectionQuery } from '@/api/section-query'
import { EnquiryPopup } from '@/features/enquiry/EnquiryPopup'
import { CollectionPage, type CollectionSearch } from '@/features/fund/CollectionPage'
import { COLLECTION_PAGE_SIZE, COLLECTION_SORT_KEYS, validateShowSearch, validateSortSearch, validateTerSearch } from '@/features/fund-list/list-search'
import { headUnlessNotFound, pageHead } from '@/lib/page-head'
import { parseCollection } from './-params'

const labelOf = (value: string) => collections.find((c) => c.value === value)?.label ?? value

export const Route = createFileRoute('/investment-products/$value')({
  params: {
    parse: (raw) => ({ value: parseCollection(raw.value) }),
    stringify: (params) => ({ value: params.value }),
  },
  // ?sort (and ?dir) order the cards, ?terMax filters them, ?show says how many to show; an unknown
  // value is dropped (the default order, no filter, the first page).
  validateSearch: (search: Record<string, unknown>): CollectionSearch => ({
    ...validateSortSearch(search, COLLECTION_SORT_KEYS),
    ...validateTerSearch(search),
    ...validateShowSearch(search, COLLECTION_PAGE_SIZE),
  }),
  // Returns nothing: the query cache carries the data (see routes/index.tsx).
  loader: async ({ context: { queryClient }, params: { value } }) => {
    await Promise.all([
      queryClient.ensureQueryData(fundQueries.byCategory(value)),
      // The returns are a section: if they fail the cards still show, with "–" and a retry.
      ensureSectionData(queryClient, analyticsQueries.collectionReturns(value)),
    ])
  },
  head: ({ params, match }) =>
    headUnlessNotFound(match, () => pageHead(`${labelOf(params.value)} funds`, `${labelOf(params.value)} mutual funds with YTD return and latest NAV.`)),
  component: CollectionRoute,
})

function CollectionRoute() {
  const { value } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: funds } = useSuspenseQuery(fundQueries.byCategory(value))
  const returns = useSectionQuery(analyticsQueries.collectionReturns(value))
  // Replace, not push: choosing an order or a filter is not a page Back should step through; keep the scroll.
  const onSearchChange = useCallback(
    (next: CollectionSearch) => void navigate({ to: '.', search: (prev) => ({ ...prev, ...next }), replace: true, resetScroll: false }),
    [navigate],
  )
  return (
    <>
      <CollectionPage title={`${labelOf(value)} funds`} collection={value} funds={funds} returns={returns} search={search} onSearchChange={onSearchChange} />
      <EnquiryPopup />
    </>
  )
}
