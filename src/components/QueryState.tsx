import type { ReactNode } from 'react'
import { Center, Loader } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { SectionError } from './ErrorState'

type Props<T> = {
  /** The section's query, from useSectionQuery in the route. */
  query: UseQueryResult<T>
  /** What the section shows, for its error message ("the trending funds"). */
  what: string
  children: (data: T) => ReactNode
}

/**
 * The body of a page section with data of its own: the data, or the section's error state with
 * Retry (refetches just this query; the failure was already logged by the QueryCache), or, if the
 * route did not wait for the data, a spinner. The rest of the page works either way.
 */
export function QueryState<T>({ query, what, children }: Props<T>) {
  // Data wins over a later failed refetch: keep showing what the visitor already has.
  if (query.data !== undefined) return children(query.data)
  if (query.isError) {
    return <SectionError what={what} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
  }
  return (
    <Center py="xl" role="status">
      <Loader color="green" aria-hidden />
      <span className="visually-hidden">Loading {what}</span>
    </Center>
  )
}
