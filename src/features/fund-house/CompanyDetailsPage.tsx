import { useMemo } from 'react'
import { Box, Card, Container, Grid, Group, Image, Paper, Stack, Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { ButtonLink } from '@/components/links'
import { QueryState } from '@/components/QueryState'
import { SafeHtml } from '@/components/SafeHtml'
import type { FundByAmc, FundHouse } from '@common/contract/schemas'
import { COMPANY_TABLE_ROWS, countByFilter, filterFunds, fundFilterReducer, type FundFilterAction, type FundFilterState } from './fund-filter'
import { CompanyFundTable } from './CompanyFundTable'
import { FundFilterPanel } from './FundFilterPanel'
import { KeyFeaturesTable } from './KeyFeaturesTable'
import classes from './fund-house.module.css'

type Props = {
  house: FundHouse
  /** The house's funds: a section of their own, which fails (with Retry) while the house still shows. */
  funds: UseQueryResult<FundByAmc[]>
  /** The category filter; the route keeps it in the address so Back returns to the same view. */
  filter: FundFilterState
  onFilterChange: (next: FundFilterState) => void
}

/** /company-details: the house, its key facts and its funds with the category filter. */
export function CompanyDetailsPage({ house, funds, filter, onFilterChange }: Props) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" className={classes.header}>
          <Image src={house.logo} alt={`${house.name} logo`} w={80} h={80} radius="md" />
          <Stack gap={2} miw={0}>
            <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
              {house.name}
            </Title>
            {house.fund_house_name !== house.name && <Text c="dimmed">{house.fund_house_name}</Text>}
          </Stack>
        </Paper>

        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm">
              <Title order={2} size="h3">
                About {house.fund_house_name}
              </Title>
              <SafeHtml html={house.description} className={classes.description} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="md" padding="md">
              <Title order={2} size="h3" mb="xs">
                Key Information
              </Title>
              <KeyFeaturesTable keyFeatures={house.key_features} />
            </Card>
          </Grid.Col>
        </Grid>

        <Stack gap="md" component="section" aria-labelledby="funds-title">
          <Title order={2} size="h3" id="funds-title">
            Funds
          </Title>
          <QueryState query={funds} what="the funds of this fund house">
            {(list) => <FundBrowser house={house} funds={list} filter={filter} onFilterChange={onFilterChange} />}
          </QueryState>
        </Stack>
      </Stack>
    </Container>
  )
}

/** The category filter beside the first matching funds, and View More. */
function FundBrowser({ house, funds, filter, onFilterChange }: Omit<Props, 'funds'> & { funds: FundByAmc[] }) {
  const counts = useMemo(() => countByFilter(funds), [funds])
  const matches = useMemo(() => filterFunds(funds, filter), [funds, filter])
  const onAction = (action: FundFilterAction) => {
    const next = fundFilterReducer(filter, action)
    if (next !== filter) onFilterChange(next)
  }
  const shown = matches.slice(0, COMPANY_TABLE_ROWS)

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder radius="md" padding="sm">
          <FundFilterPanel filter={filter} counts={counts} onAction={onAction} />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="md" padding="sm">
          <Box aria-live="polite" className="visually-hidden">
            {matches.length === 1 ? '1 fund matches' : `${matches.length} funds match`}
          </Box>
          <CompanyFundTable funds={shown} amcName={house.fund_house_name} />
          <Group justify="space-between" mt="sm" px="xs" gap="xs">
            <Text size="sm" c="dimmed">
              {matches.length > 0 ? `Showing ${shown.length} of ${matches.length}` : ''}
            </Text>
            <ButtonLink
              to="/fund-names/$id/$name"
              params={{ id: house.id, name: house.fund_house_name }}
              search={filter}
              variant="light"
            >
              View More
            </ButtonLink>
          </Group>
        </Card>
      </Grid.Col>
    </Grid>
  )
}
