import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { isApiError } from '@/api/api-error'
import { fundHouseQueries } from '@/api/fund-houses'
import { fundQueries } from '@/api/funds'
import { CompanyDetailsPage } from '@/features/fund-house/CompanyDetailsPage'
import { pageHead } from '@/lib/page-head'
import { parseId, parseName } from './-params'

export const Route = createFileRoute('/company-details/$id/$name')({
  params: {
    parse: (raw) => ({ id: parseId(raw.id), name: parseName(raw.name) }),
    stringify: (params) => ({ id: String(params.id), name: params.name }),
  },
  loader: async ({ context: { queryClient }, params: { id } }) => {
    try {
      const house = await queryClient.ensureQueryData(fundHouseQueries.details(id))
      // The POST bodies name the house by its AMFI name, which only the details know.
      await queryClient.ensureQueryData(fundQueries.allByAmc(house.fund_house_name))
      return { title: house.name }
    } catch (error) {
      if (isApiError(error) && error.isNotFound) throw notFound()
      throw error
    }
  },
  head: ({ loaderData, params }) =>
    pageHead(loaderData?.title ?? params.name, `Funds, categories and key facts of ${loaderData?.title ?? params.name}.`),
  component: CompanyDetailsRoute,
})

function CompanyDetailsRoute() {
  const { id } = Route.useParams()
  const { data: house } = useSuspenseQuery(fundHouseQueries.details(id))
  const { data: funds } = useSuspenseQuery(fundQueries.allByAmc(house.fund_house_name))
  return <CompanyDetailsPage house={house} funds={funds} />
}
