import { createFileRoute } from '@tanstack/react-router'
import { EnquiryPreview } from '@/features/enquiry/EnquiryPreview'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/poppup')({
  head: () => pageHead('Need More Details', 'Send us an enquiry on WhatsApp.'),
  component: EnquiryPreview,
})
