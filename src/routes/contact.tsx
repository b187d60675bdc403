import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '@/features/contact/ContactPage'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/contact')({
  head: () => pageHead('Contact', 'Get in touch with us on WhatsApp about mutual funds and investing.'),
  component: ContactPage,
})
