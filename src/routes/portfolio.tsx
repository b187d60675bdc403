import { createFileRoute } from '@tanstack/react-router'
import { PortfolioPage } from '@/features/portfolio/PortfolioPage'
import { pageHead } from '@/lib/page-head'

// No loader and no search parameters: the portfolio lives only in this browser, so the server has
// nothing to load for this page and the address never carries any of it.
export const Route = createFileRoute('/portfolio')({
  head: () =>
    pageHead(
      'My investments',
      'Your mutual-fund investments kept only in this browser: value at the latest NAVs, XIRR, what Regular plans cost you, and capital gains by financial year.',
    ),
  component: PortfolioPage,
})
