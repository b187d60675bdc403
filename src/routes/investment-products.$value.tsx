import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { collections } from '@common/contract/categories'
import { fundQueries } from '@/api/funds'
import { collectionSchema } from '@common/contract/schemas'
import { EnquiryPopup } from '@/features/enquiry/EnquiryPopup'
import { CollectionPage } from '@/features/fund/CollectionPage'
import { headUnlessNotFound, pageHead } from '@/lib/page-head'
import { parseWith } from './-params'

const labelOf = (value: string) => collections.find((c) => c.value === value)?.label ?? value

export const Route = createFileRoute('/investment-products/$value')({
  params: {
    parse: (raw) => ({ value: parseWith(collectionSchema, raw.value) }),
    stringify: (params) => ({ value: params.value }),
  },
  loader: ({ context: { queryClient }, params: { value } }) => queryClient.ensureQueryData(fundQueries.byCategory(value)),
  head: ({ params, match }) =>
    headUnlessNotFound(match, () => pageHead(`${labelOf(params.value)} funds`, `${labelOf(params.value)} mutual funds with YTD return and latest NAV.`)),
  component: CollectionRoute,
})

function CollectionRoute() {
  const { value } = Route.useParams()
  const { data: funds } = useSuspenseQuery(fundQueries.byCategory(value))
  return (
    <>
      <CollectionPage title={`${labelOf(value)} funds`} funds={funds} />
      <EnquiryPopup />
    </>
  )
}
