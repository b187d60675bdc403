import { createFileRoute } from '@tanstack/react-router'
import { PoppupPage } from '@/features/enquiry/PoppupPage'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/poppup')({
  head: () => pageHead('Need More Details', 'Send us an enquiry on WhatsApp.'),
  component: PoppupPage,
})
