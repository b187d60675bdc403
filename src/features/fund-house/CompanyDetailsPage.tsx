import { useMemo } from 'react'
import { Box, Card, Container, Grid, Group, Image, Paper, Stack, Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { SortingState } from '@tanstack/react-table'
import { ButtonLink } from '@/components/links'
import { QueryState } from '@/components/QueryState'
import { SafeHtml } from '@/components/SafeHtml'
import {
  carryListSearch,
  COMPANY_SORT_KEYS,
  type CompanySortKey,
  filterListRows,
  FUND_NAMES_SORT_KEYS,
  joinReturns,
  ListFilters,
  type ListFilterSearch,
  type ListSearch,
  ReturnsUnavailable,
  sortingOf,
  sortSearchOf,
} from '@/features/fund-list'
import type { ListReturn } from '@common/contract/analytics-schemas'
import type { FundByAmc, FundHouse } from '@common/contract/schemas'
import { terFilterNote } from '@/lib/ter-text'
import { COMPANY_TABLE_ROWS, countByFilter, filterFunds, fundFilterReducer, type FundFilterAction, type FundFilterState } from './fund-filter'
import { CompanyFundTable } from './CompanyFundTable'
import { FundFilterPanel } from './FundFilterPanel'
import { KeyFeaturesTable } from './KeyFeaturesTable'
import classes from './fund-house.module.css'

/** The company page's address: the category filter, the table's order and the plan, option and TER filters. */
export type CompanySearch = FundFilterState & ListSearch<CompanySortKey>

type Props = {
  house: FundHouse
  /** The house's funds: a section of their own, which fails (with Retry) while the house still shows. */
  funds: UseQueryResult<FundByAmc[]>
  /** Their 1Y/3Y/5Y returns, plan and option: without them the table still lists the funds. */
  returns: UseQueryResult<ListReturn[]>
  /** The route keeps it in the address so Back returns to the same view. */
  search: CompanySearch
  /** The keys to change (undefined removes one); the rest of the address stays. */
  onSearchChange: (patch: Partial<CompanySearch>) => void
}

/** /company-details: the house, its key facts and its funds with the category filter. */
export function CompanyDetailsPage({ house, funds, returns, search, onSearchChange }: Props) {
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
            {(list) => <FundBrowser house={house} funds={list} returns={returns} search={search} onSearchChange={onSearchChange} />}
          </QueryState>
        </Stack>
      </Stack>
    </Container>
  )
}

/** The category filter beside the first matching funds (in the chosen order), and View More. */
function FundBrowser({ house, funds, returns, search, onSearchChange }: Omit<Props, 'funds'> & { funds: FundByAmc[] }) {
  const { category, subcategory, sort, dir, plan, option, terMax } = search
  const filter = useMemo<FundFilterState>(() => ({ category, subcategory }), [category, subcategory])
  const listFilter = useMemo<ListFilterSearch>(() => ({ plan, option, terMax }), [plan, option, terMax])
  const sorting = useMemo(() => sortingOf({ sort, dir }), [sort, dir])
  const counts = useMemo(() => countByFilter(funds), [funds])
  // Plan, option and TER come with the returns; until they are there, those filters are off.
  const known = returns.data !== undefined
  const rows = useMemo(() => joinReturns(funds, returns.data), [funds, returns.data])
  const matches = useMemo(() => filterListRows(filterFunds(rows, filter), listFilter, known), [rows, filter, listFilter, known])
  // Said beside the count and in the empty state while the filter narrows the list.
  const terNote = known && terMax !== undefined ? terFilterNote(terMax) : undefined

  const onAction = (action: FundFilterAction) => {
    const next = fundFilterReducer(filter, action)
    if (next !== filter) onSearchChange({ category: next.category, subcategory: next.subcategory })
  }
  const onSortingChange = (next: SortingState) => onSearchChange(sortSearchOf(next, COMPANY_SORT_KEYS))
  const shown = Math.min(matches.length, COMPANY_TABLE_ROWS)

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder radius="md" padding="sm">
          <FundFilterPanel filter={filter} counts={counts} onAction={onAction} />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="md" padding="sm">
          <Stack gap="xs" px="xs" mb="xs">
            <ListFilters value={listFilter} onChange={onSearchChange} disabled={!known} keep={{ category, subcategory, sort, dir }} />
            <ReturnsUnavailable query={returns} note="The plan, option and TER filters are off until they load." />
          </Stack>
          <Box aria-live="polite" className="visually-hidden">
            {matches.length === 1 ? '1 fund matches' : `${matches.length} funds match`}
            {terNote && ` (${terNote})`}
          </Box>
          <CompanyFundTable funds={matches} amcName={house.fund_house_name} sorting={sorting} onSortingChange={onSortingChange} terNote={terNote} />
          <Group justify="space-between" mt="sm" px="xs" gap="xs">
            <Text size="sm" c="dimmed">
              {matches.length > 0 ? `Showing ${shown} of ${matches.length}${terNote ? ` (${terNote})` : ''}` : ''}
            </Text>
            <ButtonLink
              to="/fund-names/$id/$name"
              params={{ id: house.id, name: house.fund_house_name }}
              // The fund list opens in the same order with the same filters (it has no Category column).
              search={{ ...filter, ...carryListSearch(search, FUND_NAMES_SORT_KEYS) }}
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
