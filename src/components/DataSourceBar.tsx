import { useEffect } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { contentQueries } from '@/api/content'
import { syncDataVersion } from '@/api/data-version'
import { formatDate } from '@/lib/dates'
import classes from './DataSourceBar.module.css'

/**
 * A slim strip above the header saying where the NAVs come from: "Demo data: NAV history is
 * simulated" while the server runs on its bundled demo dataset, else the date of the latest AMFI
 * NAV. Its height is reserved from the first paint, so the meta call's late answer shifts nothing,
 * and a failed call leaves it empty. It also marks cached answers stale when the server's data
 * version moved since this browser's last visit (see api/data-version.ts).
 */
export function DataSourceBar() {
  const queryClient = useQueryClient()
  const { data } = useQuery({ ...contentQueries.meta(), retry: false })
  const dataVersion = data?.dataVersion

  useEffect(() => {
    if (dataVersion !== undefined) syncDataVersion(queryClient, dataVersion)
  }, [queryClient, dataVersion])

  const demo = data?.source === 'demo'
  return (
    // A labelled landmark of its own: it sits above the header, outside every other landmark.
    <aside className={classes.bar} data-demo={demo || undefined} aria-label="Data source">
      {demo
        ? 'Demo data: NAV history is simulated'
        : data?.latestNavDate
          ? `NAVs from AMFI, latest ${formatDate(data.latestNavDate)}`
          : null}
    </aside>
  )
}
