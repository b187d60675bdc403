import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router'
import { DataSourceBar } from '@/components/DataSourceBar'
import { Footer } from '@/components/Footer'
import { Header } from '@/components/Header'
import { RouteProgress } from '@/components/RouteProgress'
import type { RouterContext } from '@/router'

export const Route = createRootRouteWithContext<RouterContext>()({
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
    </>
  )
}
