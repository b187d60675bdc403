import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { contentQueries } from '@/api/content'
import { ensureSectionData, useSectionQuery } from '@/api/section-query'
import { FaqPage } from '@/features/faq/FaqPage'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/faq')({
  head: () => pageHead('FAQ', 'Answers to the questions first-time mutual fund investors ask, and what our investors say.'),
  // Returns nothing: the query cache carries the data (see routes/index.tsx).
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.ensureQueryData(contentQueries.faq()),
      // A section below the questions: if it fails, the questions still show.
      ensureSectionData(queryClient, contentQueries.testimonials()),
    ])
  },
  component: FaqRoute,
})

function FaqRoute() {
  const { data: faqs } = useSuspenseQuery(contentQueries.faq())
  const testimonials = useSectionQuery(contentQueries.testimonials())
  return <FaqPage faqs={faqs} testimonials={testimonials} />
}
