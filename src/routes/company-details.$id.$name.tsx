import { useCallback } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { isApiError } from '@/api/api-error'
import { analyticsQueries } from '@/api/analytics'
import { fundHouseQueries } from '@/api/fund-houses'
import { fundQueries } from '@/api/funds'
import { ensureSectionData, useSectionQuery } from '@/api/section-query'
import { EnquiryPopup } from '@/features/enquiry/EnquiryPopup'
import { CompanyDetailsPage, type CompanySearch } from '@/features/fund-house/CompanyDetailsPage'
import { headUnlessNotFound, pageHead } from '@/lib/page-head'
import { validateCompanySearch } from './-fund-filter-search'
import { parseId, parseName } from './-params'

export const Route = createFileRoute('/company-details/$id/$name')({
  params: {
    parse: (raw) => ({ id: parseId(raw.id), name: parseName(raw.name) }),
    stringify: (params) => ({ id: String(params.id), name: params.name }),
  },
  // The category filter, the table's order and the plan/option filters live in the address: Back
  // from a fund page returns to the same view, the View More link carries them on, and the server
  // renders the view an address names (the headers and the filter's categories are links).
  validateSearch: validateCompanySearch,
  loader: async ({ context: { queryClient }, params: { id } }) => {
    try {
      const house = await queryClient.ensureQueryData(fundHouseQueries.details(id))
      // The POST bodies name the house by its AMFI name, which only the details know. The funds
      // are a section of their own: if they fail, the house still shows, with Retry on the funds.
      // So are their returns (asked for once the house is known to exist): if they fail, the
      // table still lists the funds, with "–" and a retry for the figures.
      await Promise.all([
        ensureSectionData(queryClient, fundQueries.allByAmc(house.fund_house_name)),
        ensureSectionData(queryClient, analyticsQueries.fundHouseReturns(id)),
      ])
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
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: house } = useSuspenseQuery(fundHouseQueries.details(id))
  const funds = useSectionQuery(fundQueries.allByAmc(house.fund_house_name))
  const returns = useSectionQuery(analyticsQueries.fundHouseReturns(id))
  // Stable, so the memoised filter panel and selects are not rendered again for an order or a filter
  // they do not show. Replace, not push: filter choices are not pages Back should step through; keep the scroll.
  const onSearchChange = useCallback(
    (patch: Partial<CompanySearch>) => void navigate({ to: '.', search: (prev) => ({ ...prev, ...patch }), replace: true, resetScroll: false }),
    [navigate],
  )
  return (
    <>
      <CompanyDetailsPage house={house} funds={funds} returns={returns} search={search} onSearchChange={onSearchChange} />
      <EnquiryPopup />
    </>
  )
}
