import { ReactQueryDevtools } from '@tanstack/react-query-devtools'
import { TanStackRouterDevtools } from '@tanstack/react-router-devtools'
import type { AnyRouter } from '@tanstack/react-router'

/** Development-only inspectors; App.tsx loads this module only when import.meta.env.DEV is true. */
export default function Devtools({ router }: { router: AnyRouter }) {
  return (
    <>
      <ReactQueryDevtools buttonPosition="bottom-left" />
      {/* Rendered beside RouterProvider, so it is handed the router explicitly. */}
      <TanStackRouterDevtools router={router} position="bottom-right" />
    </>
  )
}
