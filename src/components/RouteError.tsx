import { useEffect } from 'react'
import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { isApiError } from '@/api/api-error'

function describe(error: unknown): string {
  if (isApiError(error)) {
    switch (error.kind) {
      case 'network':
        return 'We could not reach the server. Check your connection and try again.'
      case 'timeout':
        return 'The server took too long to answer. Please try again.'
      case 'malformed':
      case 'schema':
        return 'The server sent data we could not read. Please try again in a moment.'
      case 'http':
        return (error.status ?? 500) === 429
          ? 'Too many requests right now. Please wait a moment and try again.'
          : 'The server could not answer this request. Please try again.'
    }
  }
  return 'Something unexpected happened while loading this page.'
}

/**
 * The default error state of every route. The failure was already logged with the spec's console
 * message (see query-client.ts); here the visitor gets a way out: Retry clears the query error
 * boundary and re-runs the route's loader, which fetches again.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrorResetBoundary = useQueryErrorResetBoundary()

  useEffect(() => {
    queryErrorResetBoundary.reset()
  }, [queryErrorResetBoundary])

  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md" mih="50vh" justify="center" role="alert">
        <Title order={1} size="h2">
          We could not load this page
        </Title>
        <Text c="dimmed" ta="center">
          {describe(error)}
        </Text>
        <Button color="green" onClick={() => void router.invalidate()}>
          Retry
        </Button>
      </Stack>
    </Container>
  )
}
