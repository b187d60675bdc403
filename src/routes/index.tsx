import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { contentQueries } from '@/api/content'
import { HomePage } from '@/features/home/HomePage'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/')({
  head: () => pageHead('MF Explorer', 'Explore Indian mutual funds: curated collections, fund houses, trending funds and insights.'),
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(contentQueries.blogs()),
      queryClient.ensureQueryData(contentQueries.homeFundHouses()),
      queryClient.ensureQueryData(contentQueries.trendings()),
    ]),
  component: HomeRoute,
})

function HomeRoute() {
  const { data: blogs } = useSuspenseQuery(contentQueries.blogs())
  const { data: fundHouses } = useSuspenseQuery(contentQueries.homeFundHouses())
  const { data: trendings } = useSuspenseQuery(contentQueries.trendings())
  return <HomePage blogs={blogs} fundHouses={fundHouses} trendings={trendings} />
}
