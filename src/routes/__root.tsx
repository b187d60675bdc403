import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router'
import { DataSourceBar } from '@/components/DataSourceBar'
import { Footer } from '@/components/Footer'
import { Header } from '@/components/Header'
import { RouteProgress } from '@/components/RouteProgress'
import { CompareTray } from '@/features/compare/CompareTray'
import { notFoundHead } from '@/lib/page-head'
import type { RouterContext } from '@/router'

export const Route = createRootRouteWithContext<RouterContext>()({
  // A path that matches no route ends in not-found at the root; the tab says so.
  head: ({ match }) => (match._notFound ? notFoundHead() : {}),
  component: RootLayout,
})

function RootLayout() {
  return (
    <>
      <HeadContent />
      <RouteProgress />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <DataSourceBar />
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {/* Fixed at the bottom of every page while funds are picked; last, after the page's own content. */}
      <CompareTray />
    </>
  )
}
