import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { isApiError } from '@/api/api-error'
import { fundHouseQueries } from '@/api/fund-houses'
import { fundQueries } from '@/api/funds'
import { ensureSectionData, useSectionQuery } from '@/api/section-query'
import { EnquiryPopup } from '@/features/enquiry/EnquiryPopup'
import { CompanyDetailsPage } from '@/features/fund-house/CompanyDetailsPage'
import type { FundFilterState } from '@/features/fund-house/fund-filter'
import { headUnlessNotFound, pageHead } from '@/lib/page-head'
import { validateFundFilterSearch } from './-fund-filter-search'
import { parseId, parseName } from './-params'

export const Route = createFileRoute('/company-details/$id/$name')({
  params: {
    parse: (raw) => ({ id: parseId(raw.id), name: parseName(raw.name) }),
    stringify: (params) => ({ id: String(params.id), name: params.name }),
  },
  // The category filter lives in the address: Back from a fund page returns to the same view,
  // and the View More link carries the same ?category=..&subcategory=...
  validateSearch: validateFundFilterSearch,
  loader: async ({ context: { queryClient }, params: { id } }) => {
    try {
      const house = await queryClient.ensureQueryData(fundHouseQueries.details(id))
      // The POST bodies name the house by its AMFI name, which only the details know. The funds
      // are a section of their own: if they fail, the house still shows, with Retry on the funds.
      await ensureSectionData(queryClient, fundQueries.allByAmc(house.fund_house_name))
      return { title: house.name }
    } catch (error) {
      if (isApiError(error) && error.isNotFound) throw notFound()
      throw error
    }
  },
  head: ({ loaderData, params, match }) =>
    headUnlessNotFound(match, () =>
      pageHead(loaderData?.title ?? params.name, `Funds, categories and key facts of ${loaderData?.title ?? params.name}.`),
    ),
  component: CompanyDetailsRoute,
})

function CompanyDetailsRoute() {
  const { id } = Route.useParams()
  const filter = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: house } = useSuspenseQuery(fundHouseQueries.details(id))
  const funds = useSectionQuery(fundQueries.allByAmc(house.fund_house_name))
  const onFilterChange = (next: FundFilterState) =>
    // Replace, not push: filter clicks are not pages Back should step through; keep the scroll.
    void navigate({ to: '.', search: next, replace: true, resetScroll: false })
  return (
    <>
      <CompanyDetailsPage house={house} funds={funds} filter={filter} onFilterChange={onFilterChange} />
      <EnquiryPopup />
    </>
  )
}
