import { createFileRoute } from '@tanstack/react-router'
import { contentQueries } from '@/api/content'
import { ensureSectionData, useSectionQuery } from '@/api/section-query'
import { AboutPage } from '@/features/about/AboutPage'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/about')({
  head: () => pageHead('About us', 'Who we are: founded in 2024, over 50 specialists helping Indian investors understand mutual funds.'),
  // The team is one section of an otherwise static page: if it fails, only that section says so.
  // Returns nothing: the query cache carries the data (see routes/index.tsx).
  loader: async ({ context: { queryClient } }) => {
    await ensureSectionData(queryClient, contentQueries.team())
  },
  component: AboutRoute,
})

function AboutRoute() {
  const team = useSectionQuery(contentQueries.team())
  return <AboutPage team={team} />
}
