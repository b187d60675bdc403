import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router'
import { contentQueries } from '@/api/content'
import { ensureSectionData } from '@/api/section-query'
import { DataSourceBar } from '@/components/DataSourceBar'
import { Footer } from '@/app/Footer'
import { Header } from '@/app/Header'
import { RouteProgress } from '@/components/RouteProgress'
import { CompareTray } from '@/features/compare/CompareTray'
import { DataNotice } from '@/features/about-data/DataNotice'
import { canonicalLink, notFoundHead } from '@/lib/page-head'
import type { RouterContext } from '@/app/router'

export const Route = createRootRouteWithContext<RouterContext>()({
  // A path that matches no route ends in not-found at the root; the tab says so. Every other page
  // names its canonical address (the deepest match is the page).
  head: ({ match, matches }) => {
    if (match._notFound) return notFoundHead()
    const leaf = matches.at(-1)
    return leaf && !leaf._notFound && leaf.status !== 'notFound' ? { links: [canonicalLink(leaf, match.context.publicOrigin)] } : {}
  },
  // The server render sends the data-source strip's meta answer with the page (the strip is then in
  // the HTML, and the browser neither asks for it nor finds other text than the server rendered
  // when a saved cache is restored). In the browser the strip asks on its own, as before.
  loader: async ({ context }) => {
    if (import.meta.env.SSR) await ensureSectionData(context.queryClient, contentQueries.meta())
  },
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
      <DataNotice />
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
