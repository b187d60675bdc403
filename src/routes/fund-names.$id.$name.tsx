import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { isApiError } from '@/api/api-error'
import { fundHouseQueries } from '@/api/fund-houses'
import { fundQueries } from '@/api/funds'
import type { FundListItem } from '@common/contract/schemas'
import { EnquiryPopup } from '@/features/enquiry/EnquiryPopup'
import { FundNamesPage } from '@/features/fund/FundNamesPage'
import { headUnlessNotFound, pageHead } from '@/lib/page-head'
import { parseId, parseName } from './-params'
import { filterLabelOf, narrowFundList, validateFundFilterSearch, type FundFilterSearch } from './-fund-filter-search'

export const Route = createFileRoute('/fund-names/$id/$name')({
  params: {
    parse: (raw) => ({ id: parseId(raw.id), name: parseName(raw.name) }),
    stringify: (params) => ({ id: String(params.id), name: params.name }),
  },
  validateSearch: validateFundFilterSearch,
  loaderDeps: ({ search }) => ({ filtered: Boolean(search.category) }),
  // Keyed on the name param: another fund house in the address loads its own list.
  loader: async ({ context: { queryClient }, params: { id, name }, deps: { filtered } }) => {
    try {
      await Promise.all([
        // The id must be a fund house (the server answers 404 otherwise); arriving from the
        // company page, its details are already cached.
        queryClient.ensureQueryData(fundHouseQueries.details(id)),
        queryClient.ensureQueryData(fundQueries.listByAmc(name)),
        // Narrowing by category needs the categorised list the company page already cached.
        filtered ? queryClient.ensureQueryData(fundQueries.allByAmc(name)) : undefined,
      ])
    } catch (error) {
      if (isApiError(error) && error.isNotFound) throw notFound()
      throw error
    }
  },
  head: ({ params, match }) => headUnlessNotFound(match, () => pageHead(`${params.name} funds`, `Every fund offered by ${params.name}.`)),
  component: FundNamesRoute,
})

function FundNamesRoute() {
  const { name } = Route.useParams()
  const search = Route.useSearch()
  const { data: funds } = useSuspenseQuery(fundQueries.listByAmc(name))
  return (
    <>
      {search.category ? (
        <FilteredFundNames name={name} search={search} funds={funds} />
      ) : (
        <FundNamesPage funds={funds} amcName={name} />
      )}
      <EnquiryPopup />
    </>
  )
}

function FilteredFundNames({ name, search, funds }: { name: string; search: FundFilterSearch; funds: FundListItem[] }) {
  const { id } = Route.useParams()
  const { data: categorised } = useSuspenseQuery(fundQueries.allByAmc(name))
  return (
    <FundNamesPage
      funds={narrowFundList(funds, categorised, search)}
      amcName={name}
      filterLabel={filterLabelOf(search)}
      showAll={{ id }}
    />
  )
}
