import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { contentQueries } from '@/api/content'
import { FaqPage } from '@/features/faq/FaqPage'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/faq')({
  head: () => pageHead('FAQ', 'Answers to the questions first-time mutual fund investors ask, and what our investors say.'),
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(contentQueries.faq()),
      queryClient.ensureQueryData(contentQueries.testimonials()),
    ]),
  component: FaqRoute,
})

function FaqRoute() {
  const { data: faqs } = useSuspenseQuery(contentQueries.faq())
  const { data: testimonials } = useSuspenseQuery(contentQueries.testimonials())
  return <FaqPage faqs={faqs} testimonials={testimonials} />
}
