import { Button, Stack, Text } from '@mantine/core'
import { isApiError } from '@/api/api-error'

/** What went wrong, in the visitor's words, from the data layer's ApiError kind. */
export function describeError(error: unknown): string {
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

type SectionErrorProps = {
  /** What the section shows, for "We could not load {what}". */
  what: string
  error: unknown
  onRetry: () => void
  /** A retry is under way: the button spins and cannot be pressed twice. */
  retrying?: boolean
}

/**
 * The error state of one section of a page whose other sections still work (see QueryState):
 * the same words and Retry as the page-wide RouteError, sized for a section.
 */
export function SectionError({ what, error, onRetry, retrying = false }: SectionErrorProps) {
  return (
    <Stack align="center" gap="xs" py="xl" role="alert">
      <Text fw={700} ta="center">
        We could not load {what}
      </Text>
      <Text c="dimmed" ta="center" size="sm">
        {describeError(error)}
      </Text>
      <Button color="green" variant="light" mt="xs" loading={retrying} onClick={onRetry}>
        Retry
      </Button>
    </Stack>
  )
}
