import { useEffect } from 'react'
import { Text } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { contentQueries } from '@/api/content'
import { syncDataVersion } from '@/api/data-version'
import classes from './DemoNotice.module.css'

/**
 * Reads the server's meta once per visit: shows the "Demo data" badge while the server runs on
 * its bundled demo dataset (simulated NAV history), and marks cached answers stale when the data
 * version moved since this browser's last visit. It never blocks a page: a failed or slow meta
 * call shows nothing.
 */
export function DemoNotice() {
  const queryClient = useQueryClient()
  const { data } = useQuery({ ...contentQueries.meta(), retry: false })
  const dataVersion = data?.dataVersion

  useEffect(() => {
    if (dataVersion !== undefined) syncDataVersion(queryClient, dataVersion)
  }, [queryClient, dataVersion])

  if (data?.source !== 'demo') return null
  return (
    <div className={classes.notice} role="note">
      <Text size="xs" fw={600}>
        Demo data: NAV history is simulated
      </Text>
    </div>
  )
}
