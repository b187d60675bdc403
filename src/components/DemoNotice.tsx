import { Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { contentQueries } from '@/api/content'
import classes from './DemoNotice.module.css'

/**
 * "Demo data" strip shown while the server runs on its bundled demo dataset, whose NAV
 * history is simulated. It never blocks a page: a failed or slow meta call shows nothing.
 */
export function DemoNotice() {
  const { data } = useQuery({ ...contentQueries.meta(), retry: false })
  if (data?.source !== 'demo') return null
  return (
    <div className={classes.notice} role="note">
      <Text size="xs" ta="center">
        Demo data: NAV history is simulated
      </Text>
    </div>
  )
}
