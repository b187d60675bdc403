import { Button, Group, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'

/**
 * The list-returns call failed: the list still shows every fund (with "–" for the figures); this
 * line says why and offers a retry of that call alone. Nothing while the returns are there or
 * still loading.
 */
export function ReturnsUnavailable({ query, note }: { query: UseQueryResult<unknown>; note?: string }) {
  if (query.data !== undefined || !query.isError) return null
  return (
    <Group gap="xs" role="status" wrap="wrap">
      <Text size="sm" c="dimmed">
        Returns could not be loaded.{note ? ` ${note}` : ''}
      </Text>
      <Button size="compact-sm" variant="subtle" color="green" loading={query.isFetching} onClick={() => void query.refetch()} aria-label="Retry loading returns">
        Retry
      </Button>
    </Group>
  )
}
