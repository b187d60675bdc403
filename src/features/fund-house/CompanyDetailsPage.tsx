import { memo, useCallback, useDeferredValue, useMemo } from 'react'
import { Box, Card, Container, Grid, Group, Image, Paper, Stack, Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { ButtonLink } from '@/components/links'
import { QueryState } from '@/components/QueryState'
import { SafeHtml } from '@/components/SafeHtml'
import {
  carryListSearch,
  type CompanySortKey,
  filterListRows,
  FUND_NAMES_SORT_KEYS,
  joinReturns,
  ListFilters,
  type ListFilterSearch,
  listHeads,
  type ListSearch,
  ReturnsUnavailable,
  sortingOf,
  useListView,
} from '@/features/fund-list'
import type { ListReturn } from '@common/contract/analytics-schemas'
import type { FundByAmc, FundHouse } from '@common/contract/schemas'
import { terFilterNote } from '@/lib/ter-text'
import { COMPANY_TABLE_ROWS, countByFilter, filterFunds, type FundFilterState } from './fund-filter'
import { companyColumns, CompanyFundTable, type CompanyFundRow } from './CompanyFundTable'
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
  /** The keys to change (undefined removes one); the rest of the address stays. Stable (the route's useCallback). */
  onSearchChange: (patch: Partial<CompanySearch>) => void
}

/** /company-details: the house, its key facts and its funds with the category filter. */
export function CompanyDetailsPage({ house, funds, returns, search, onSearchChange }: Props) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <HouseIntro house={house} />
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

/** The house: logo, name, description and key facts. Memoised: a filter or an order leaves it as it is. */
const HouseIntro = memo(function HouseIntro({ house }: { house: FundHouse }) {
  return (
    <>
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
    </>
  )
})

/**
 * The category filter beside the first matching funds (in the chosen order), and View More. The
 * controls (the filter panel, the headers, the selects) show the address as it is now; the table's
 * rows and the counts follow the deferred address, in a render React can interrupt, so a click
 * paints its control at once.
 */
function FundBrowser({ house, funds, returns, search, onSearchChange }: Omit<Props, 'funds'> & { funds: FundByAmc[] }) {
  const { category, subcategory, sort, dir, plan, option, terMax } = search
  const filter = useMemo<FundFilterState>(() => ({ category, subcategory }), [category, subcategory])
  const listFilter = useMemo<ListFilterSearch>(() => ({ plan, option, terMax }), [plan, option, terMax])
  const heads = useMemo(() => listHeads(companyColumns, sortingOf({ sort, dir })), [sort, dir])
  const counts = useMemo(() => countByFilter(funds), [funds])

  const view = useDeferredValue(search)
  // Plan, option and TER come with the returns; until they are there, those filters are off.
  const known = returns.data !== undefined
  const rows = useMemo(() => joinReturns(funds, returns.data), [funds, returns.data])
  const sorting = useMemo(() => sortingOf({ sort: view.sort, dir: view.dir }), [view.sort, view.dir])
  // The whole house in the chosen order, then narrowed: "sort by 1Y" shows its best five, not the first five reordered.
  const narrow = useMemo(() => {
    const byCategory = { category: view.category, subcategory: view.subcategory }
    const byList = { plan: view.plan, option: view.option, terMax: view.terMax }
    return (ordered: readonly CompanyFundRow[]) => filterListRows(filterFunds(ordered, byCategory), byList, known)
  }, [view.category, view.subcategory, view.plan, view.option, view.terMax, known])
  const { shown, total } = useListView({ rows, columns: companyColumns, sorting, narrow, limit: COMPANY_TABLE_ROWS })
  // Said beside the count and in the empty state while the filter narrows the list.
  const terNote = known && view.terMax !== undefined ? terFilterNote(view.terMax) : undefined

  const onFilterChange = useCallback((next: FundFilterState) => onSearchChange({ category: next.category, subcategory: next.subcategory }), [onSearchChange])
  // What the filter form keeps of the address without JavaScript (memoised, as the selects are).
  const keep = useMemo(() => ({ category, subcategory, sort, dir }), [category, subcategory, sort, dir])

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder radius="md" padding="sm">
          <FundFilterPanel filter={filter} counts={counts} onChange={onFilterChange} />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="md" padding="sm">
          <Stack gap="xs" px="xs" mb="xs">
            <ListFilters value={listFilter} onChange={onSearchChange} disabled={!known} keep={keep} />
            <ReturnsUnavailable query={returns} note="The plan, option and TER filters are off until they load." />
          </Stack>
          <Box aria-live="polite" className="visually-hidden">
            {total === 1 ? '1 fund matches' : `${total} funds match`}
            {terNote && ` (${terNote})`}
          </Box>
          <CompanyFundTable rows={shown} heads={heads} amcName={house.fund_house_name} terNote={terNote} />
          <Group justify="space-between" mt="sm" px="xs" gap="xs">
            <Text size="sm" c="dimmed">
              {total > 0 ? `Showing ${shown.length} of ${total}${terNote ? ` (${terNote})` : ''}` : ''}
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
