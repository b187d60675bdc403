import { Button, Card, Center, Group, Loader, Text, Title } from '@mantine/core'
import { describeError } from '@/components/ErrorState'
import { ButtonLink } from '@/components/links'
import { MAX_COMPARE } from './compare-store'
import type { CompareEntry } from './compare-funds'

type RemoveProps = { schemeCode: number; onRemove: (schemeCode: number) => void }

function RemoveButton({ schemeCode, onRemove }: RemoveProps) {
  return (
    <Button variant="default" size="xs" onClick={() => onRemove(schemeCode)} aria-label={`Remove code ${schemeCode} from the comparison`}>
      Remove
    </Button>
  )
}

/** A code the API does not know (404): said plainly, with a way to take it out of the address. */
export function FundNotFoundCard({ schemeCode, onRemove }: RemoveProps) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={`Fund ${schemeCode} not found`} data-testid="compare-not-found">
      <Group justify="space-between" align="center" gap="sm">
        <Text>
          We could not find a fund with code {schemeCode}. The link may be mistyped or the fund may have closed.
        </Text>
        <RemoveButton schemeCode={schemeCode} onRemove={onRemove} />
      </Group>
    </Card>
  )
}

type ErrorProps = RemoveProps & { entry: Extract<CompareEntry, { kind: 'error' }> }

/** A fund whose data failed for now (network, server): Retry for it alone; the others still show. */
export function FundErrorCard({ entry, schemeCode, onRemove }: ErrorProps) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={`Fund ${schemeCode} could not be loaded`} role="alert">
      <Text fw={700}>We could not load the fund with code {schemeCode}</Text>
      <Text size="sm" c="dimmed">
        {describeError(entry.error)}
      </Text>
      <Group gap="xs" mt="xs">
        <Button color="green" variant="light" size="xs" loading={entry.retrying} onClick={entry.retry}>
          Retry
        </Button>
        <RemoveButton schemeCode={schemeCode} onRemove={onRemove} />
      </Group>
    </Card>
  )
}

export function FundLoadingCard({ schemeCode }: { schemeCode: number }) {
  return (
    <Center py="md" role="status">
      <Loader color="green" size="sm" aria-hidden />
      <span className="visually-hidden">Loading the fund with code {schemeCode}</span>
    </Center>
  )
}

const HOW_TO_PICK = 'Use the search in the header to find a fund, or press “Add to compare” on a fund page.'

/** No fund to show: how to pick some. */
export function CompareEmptyState() {
  return (
    <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="compare-empty-heading">
      <Title order={2} size="h3" id="compare-empty-heading">
        Pick up to {MAX_COMPARE} funds to compare
      </Title>
      <Text mt="xs">
        {HOW_TO_PICK} The funds you pick wait in a bar at the bottom of every page, with a link back here.
      </Text>
      <Group mt="md">
        <ButtonLink to="/amcs" color="green">
          Browse fund houses
        </ButtonLink>
      </Group>
    </Card>
  )
}

/** One fund shown: the page works, but says how to add a second. */
export function AddAnotherHint() {
  return (
    <Text size="sm" c="dimmed" data-testid="compare-add-another">
      Add another fund to compare it with: {HOW_TO_PICK}
    </Text>
  )
}
