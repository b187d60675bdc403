import { useCallback, useMemo } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { analyticsQueries } from '@/api/analytics'
import { isApiError } from '@/api/api-error'
import { fundHouseQueries } from '@/api/fund-houses'
import { fundQueries } from '@/api/funds'
import { ensureSectionData, useSectionQuery } from '@/api/section-query'
import { EnquiryPopup } from '@/features/enquiry/EnquiryPopup'
import { FundNamesPage, type FundNamesListSearch, type FundNamesPageProps } from '@/features/fund/FundNamesPage'
import { headUnlessNotFound, pageHead } from '@/lib/page-head'
import { parseId, parseName } from './-params'
import { filterLabelOf, narrowFundList, validateFundNamesSearch, type FundNamesSearch } from './-fund-filter-search'

export const Route = createFileRoute('/fund-names/$id/$name')({
  params: {
    parse: (raw) => ({ id: parseId(raw.id), name: parseName(raw.name) }),
    stringify: (params) => ({ id: String(params.id), name: params.name }),
  },
  // ?category narrows the list; ?sort, ?dir, ?plan, ?option and ?terMax order and filter it in the
  // page, and ?show says how many of its rows to show.
  validateSearch: validateFundNamesSearch,
  // Only the category changes what to load: a sort, filter or Show more click runs no loader.
  loaderDeps: ({ search }) => ({ filtered: Boolean(search.category) }),
  // Keyed on the name param: another fund house in the address loads its own list.
  loader: async ({ context: { queryClient }, params: { id, name }, deps: { filtered } }) => {
    try {
      // The id must be a fund house (the server answers 404 otherwise); arriving from the
      // company page, its details are already cached.
      const details = queryClient.ensureQueryData(fundHouseQueries.details(id))
      await Promise.all([
        details,
        // The returns are a section: if they fail the list still shows, with "–" and a retry.
        // Asked for once the house is known to exist, so an unknown id costs no second 404.
        details.then(() => ensureSectionData(queryClient, analyticsQueries.fundHouseReturns(id))),
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
  const { id, name } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: funds } = useSuspenseQuery(fundQueries.listByAmc(name))
  const returns = useSectionQuery(analyticsQueries.fundHouseReturns(id))
  // Stable, so the memoised selects are not rendered again for an order they do not show. Replace, not
  // push: filter choices are not pages Back should step through; keep the scroll.
  const onSearchChange = useCallback(
    (patch: Partial<FundNamesListSearch>) => void navigate({ to: '.', search: (prev) => ({ ...prev, ...patch }), replace: true, resetScroll: false }),
    [navigate],
  )
  const list = { funds, returns, amcName: name, search, onSearchChange }
  return (
    <>
      {search.category ? <FilteredFundNames {...list} search={search} /> : <FundNamesPage {...list} />}
      <EnquiryPopup />
    </>
  )
}

// A type of its own, not ComponentProps<typeof FundNamesPage>: the router's code splitter would
// count that as a use of the page outside the component and keep the page in the main bundle.
type ListProps = FundNamesPageProps

function FilteredFundNames({ search, funds, ...list }: ListProps & { search: FundNamesSearch }) {
  const { id } = Route.useParams()
  const { data: categorised } = useSuspenseQuery(fundQueries.allByAmc(list.amcName))
  const { category, subcategory } = search
  // Memoised: the table keeps its sorted rows until the list itself changes.
  const narrowed = useMemo(() => narrowFundList(funds, categorised, { category, subcategory }), [funds, categorised, category, subcategory])
  return (
    <FundNamesPage {...list} search={search} funds={narrowed} filterLabel={filterLabelOf(search)} showAll={{ id }} category={{ category, subcategory }} />
  )
}
