import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { contentQueries } from '@/api/content'
import { DataPage } from '@/features/about-data/DataPage'
import { syncInProgress } from '@/features/about-data/data-status'
import { pageHead } from '@/lib/page-head'

const PROGRESS_REFRESH_MS = 30_000

export const Route = createFileRoute('/data')({
  head: () => pageHead('About the data', 'Where the NAVs come from, how current they are, how updates from AMFI run, and how the figures are computed.'),
  // Returns nothing: the query cache carries the data (see routes/index.tsx).
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(contentQueries.meta())
  },
  component: DataRoute,
})

function DataRoute() {
  // While an update or back-fill runs, the page follows it.
  const { data } = useSuspenseQuery({
    ...contentQueries.meta(),
    refetchInterval: (query) => (query.state.data && syncInProgress(query.state.data.sync) ? PROGRESS_REFRESH_MS : false),
  })
  return <DataPage meta={data} />
}
