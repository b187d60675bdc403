import { useEffect } from 'react'
import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { describeError } from './ErrorState'

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
          {describeError(error)}
        </Text>
        <Button color="green" onClick={() => void router.invalidate()}>
          Retry
        </Button>
      </Stack>
    </Container>
  )
}
