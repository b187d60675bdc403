import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { contentQueries } from '@/api/content'
import { AboutPage } from '@/features/about/AboutPage'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/about')({
  head: () => pageHead('About us', 'Who we are: founded in 2024, over 50 specialists helping Indian investors understand mutual funds.'),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentQueries.team()),
  component: AboutRoute,
})

function AboutRoute() {
  const { data: team } = useSuspenseQuery(contentQueries.team())
  return <AboutPage team={team} />
}
