import { Alert, Box, Card, Container, Stack, Text, Title } from '@mantine/core'
import { SEBI_WARNING } from '@/lib/disclaimers'
import { COMPARE_OVERFLOW_MESSAGE, describeIgnored, type ParsedCodes } from './compare-codes'
import type { CompareEntry } from './compare-funds'
import { CompareChart } from './CompareChart'
import { AddAnotherHint, CompareEmptyState, FundErrorCard, FundLoadingCard, FundNotFoundCard } from './CompareFundStates'
import { CompareTable, type TableFund } from './CompareTable'
import classes from './compare.module.css'

type Props = {
  entries: readonly CompareEntry[]
  /** What the address held beyond the funds shown: junk parts, codes past the limit. */
  parsed: Pick<ParsedCodes, 'ignored' | 'overflow'>
  onRemove: (schemeCode: number) => void
}

/** /compare: up to four funds' NAV growth on one chart and their figures side by side. */
export function ComparePage({ entries, parsed, onRemove }: Props) {
  // Colours and dashes follow the funds shown, so the chart and the table's columns match.
  const ready: TableFund[] = entries.flatMap((entry) => (entry.kind === 'ready' ? [entry] : [])).map((entry, styleIndex) => ({ ...entry, styleIndex }))
  const waiting = entries.some((entry) => entry.kind === 'loading')

  return (
    <>
      <Box className={classes.banner} py={{ base: 'lg', sm: 'xl' }}>
        <Container size="lg">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            Compare funds
          </Title>
          <Text mt={4} opacity={0.9}>
            NAV growth and figures of up to four funds, side by side
          </Text>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          {(parsed.ignored.length > 0 || parsed.overflow.length > 0) && (
            <Alert color="yellow" variant="light" data-testid="compare-notes">
              {parsed.overflow.length > 0 && <Text size="sm">{COMPARE_OVERFLOW_MESSAGE}</Text>}
              {parsed.ignored.length > 0 && <Text size="sm">{describeIgnored(parsed.ignored)}</Text>}
            </Alert>
          )}

          {entries.map((entry) => {
            if (entry.kind === 'not-found') return <FundNotFoundCard key={entry.schemeCode} schemeCode={entry.schemeCode} onRemove={onRemove} />
            if (entry.kind === 'error') return <FundErrorCard key={entry.schemeCode} entry={entry} schemeCode={entry.schemeCode} onRemove={onRemove} />
            if (entry.kind === 'loading') return <FundLoadingCard key={entry.schemeCode} schemeCode={entry.schemeCode} />
            return null
          })}

          {ready.length === 0 && !waiting && <CompareEmptyState />}
          {ready.length === 1 && <AddAnotherHint />}

          {ready.length > 0 && (
            <>
              <Card withBorder radius="md" padding="md" component="section" aria-labelledby="compare-chart-heading">
                <Title order={2} size="h4" mb="sm" id="compare-chart-heading">
                  Growth of 100
                </Title>
                <CompareChart
                  funds={ready.map((fund) => ({
                    schemeCode: fund.schemeCode,
                    name: fund.detail.schemeName,
                    styleIndex: fund.styleIndex,
                    history: fund.detail.navHistory,
                  }))}
                />
              </Card>
              <Card withBorder radius="md" padding="md" component="section" aria-labelledby="compare-figures-heading" className={classes.card}>
                <Title order={2} size="h4" mb="sm" id="compare-figures-heading">
                  Figures side by side
                </Title>
                <CompareTable funds={ready} onRemove={onRemove} />
              </Card>
            </>
          )}
          <Text size="sm" c="dimmed">
            {SEBI_WARNING} Past performance is not a guide to future returns.
          </Text>
        </Stack>
      </Container>
    </>
  )
}
