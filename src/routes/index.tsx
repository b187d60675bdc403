import { createFileRoute } from '@tanstack/react-router'
import { contentQueries } from '@/api/content'
import { ensureSectionData, useSectionQuery } from '@/api/section-query'
import { HomePage } from '@/features/home/HomePage'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/')({
  head: () => pageHead('MF Explorer', 'Explore Indian mutual funds: curated collections, fund houses, trending funds and insights.'),
  // Three independent sections: the page waits for all three, and one that fails shows its own
  // error state with Retry while the others work.
  // The loader returns nothing: the data lives in the query cache, which the page carries once
  // (a loader's return value would be written into the page a second time, as script).
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      ensureSectionData(queryClient, contentQueries.blogs()),
      ensureSectionData(queryClient, contentQueries.homeFundHouses()),
      ensureSectionData(queryClient, contentQueries.trendings()),
    ])
  },
  component: HomeRoute,
})

function HomeRoute() {
  const blogs = useSectionQuery(contentQueries.blogs())
  const fundHouses = useSectionQuery(contentQueries.homeFundHouses())
  const trendings = useSectionQuery(contentQueries.trendings())
  return <HomePage blogs={blogs} fundHouses={fundHouses} trendings={trendings} />
}
