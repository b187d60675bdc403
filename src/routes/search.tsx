import { createFileRoute } from '@tanstack/react-router'
import { ensureSectionData, useSectionQuery } from '@/api/section-query'
import { QueryState } from '@/components/QueryState'
import { validateSearchPageSearch, type SearchSort } from '@/features/search/search-param'
import { analyticsQueries } from '@/api/analytics'
import { SearchResults } from '@/features/search/SearchResults'
import { SearchResultsPage } from '@/features/search/SearchResultsPage'
import { pageHead } from '@/lib/page-head'
import { SEARCH_MAX_LIMIT } from '@common/contract/limits'

export const Route = createFileRoute('/search')({
  // ?q, and the funds' order (?sort=ter) and TER filter (?terMax), which only rearrange the answer.
  validateSearch: validateSearchPageSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: async ({ context: { queryClient }, deps: { q } }) => {
    // The header's dropdown asks with the same limit, so a search typed there opens from the cache.
    // A failure is the results section's (with Retry); the heading and the form still show.
    if (q) await ensureSectionData(queryClient, analyticsQueries.search(q, SEARCH_MAX_LIMIT))
    return { q }
  },
  head: ({ loaderData }) =>
    loaderData?.q
      ? pageHead(`Results for "${loaderData.q}"`, `Funds and fund houses matching "${loaderData.q}".`)
      : pageHead('Search', 'Search Indian mutual funds and fund houses by name.'),
  component: SearchRoute,
})

function SearchRoute() {
  const q = Route.useSearch({ select: (search) => search.q ?? '' })
  const sort = Route.useSearch({ select: (search) => search.sort })
  const terMax = Route.useSearch({ select: (search) => search.terMax })
  return <SearchResultsPage q={q} sort={sort} terMax={terMax} results={q ? <Results q={q} sort={sort} terMax={terMax} /> : null} />
}

function Results({ q, sort, terMax }: { q: string; sort: SearchSort | undefined; terMax: number | undefined }) {
  const results = useSectionQuery(analyticsQueries.search(q, SEARCH_MAX_LIMIT))
  return (
    <QueryState query={results} what="the search results">
      {(hits) => <SearchResults q={q} hits={hits} sort={sort} terMax={terMax} />}
    </QueryState>
  )
}
