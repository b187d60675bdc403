import type { ReactNode } from 'react'
import { Container, Stack, Text, Title } from '@mantine/core'
import { SearchPageForm } from './SearchPageForm'
import type { SearchPageSearch } from './search-param'

type Props = Pick<SearchPageSearch, 'sort' | 'terMax'> & {
  /** The validated ?q= ('' when there is none). */
  q: string
  /** The results section (the route composes it with the query's loading and error states). */
  results: ReactNode
}

/** /search: the heading, a form to search again (with the results' order and TER filter), and the results or a prompt to type. */
export function SearchResultsPage({ q, sort, terMax, results }: Props) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
          {q ? `Results for "${q}"` : 'Search funds and fund houses'}
        </Title>
        {/* A new q is a new form: the field shows what the page shows results for. */}
        <SearchPageForm key={q} q={q} sort={sort} terMax={terMax} />
        {q ? (
          results
        ) : (
          <Text c="dimmed" data-testid="search-prompt">
            Type a fund or fund house name above, for example "Axis" or "HDFC large cap".
          </Text>
        )}
      </Stack>
    </Container>
  )
}
