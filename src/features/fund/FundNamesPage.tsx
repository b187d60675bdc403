import { useMemo } from 'react'
import { Card, Container, Group, Stack, Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { SortingState } from '@tanstack/react-table'
import { AnchorLink } from '@/components/links'
import {
  filterListRows,
  FUND_NAMES_SORT_KEYS,
  type FundNamesSortKey,
  FundNamesTable,
  joinReturns,
  ListFilters,
  type ListFilterSearch,
  type ListSearch,
  ReturnsUnavailable,
  sortingOf,
  sortSearchOf,
} from '@/features/fund-list'
import { terFilterNote } from '@/lib/ter-text'
import type { ListReturn } from '@common/contract/analytics-schemas'
import type { FundListItem } from '@common/contract/schemas'
import classes from './fund.module.css'

export type FundNamesListSearch = ListSearch<FundNamesSortKey>

export type FundNamesPageProps = {
  funds: FundListItem[]
  /** The house's 1Y/3Y/5Y returns, plan and option: without them the list still shows every fund. */
  returns: UseQueryResult<ListReturn[]>
  /** The fund house's AMFI name, the `name` of the fund page address. */
  amcName: string
  /** The order and the plan, option and TER filters, from the address. */
  search: FundNamesListSearch
  /** The keys to change (undefined removes one); the rest of the address stays. */
  onSearchChange: (patch: Partial<FundNamesListSearch>) => void
  /** "Equity / Large Cap" when the list is narrowed by the company page's filter. */
  filterLabel?: string
  /** The unfiltered list, offered when the list is narrowed. */
  showAll?: { id: number }
  /** The category filter of the address, kept by the filter form without JavaScript. */
  category?: { category?: string; subcategory?: string }
}

/** /fund-names: every fund of a house with its returns and TER, sortable and filtered by plan, option and TER. */
export function FundNamesPage({ funds, returns, amcName, search, onSearchChange, filterLabel, showAll, category }: FundNamesPageProps) {
  const { sort, dir, plan, option, terMax } = search
  const filters = useMemo<ListFilterSearch>(() => ({ plan, option, terMax }), [plan, option, terMax])
  const sorting = useMemo(() => sortingOf({ sort, dir }), [sort, dir])
  // Plan, option and TER come with the returns; until they are there, those filters are off.
  const known = returns.data !== undefined
  const rows = useMemo(() => joinReturns(funds, returns.data), [funds, returns.data])
  const shown = useMemo(() => filterListRows(rows, filters, known), [rows, filters, known])
  const onSortingChange = (next: SortingState) => onSearchChange(sortSearchOf(next, FUND_NAMES_SORT_KEYS))
  // Only while it narrows the list: without the returns the filter is off, and the count says nothing of it.
  const terNote = known && terMax !== undefined ? terFilterNote(terMax) : undefined

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 34 }}>Fund Categories and Listings</Title>
          <Text c="dimmed">Explore diverse mutual fund types and their current offerings.</Text>
        </Stack>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>
            {amcName}
            {filterLabel && (
              <Text component="span" c="dimmed" fw={400}>
                {' '}
                · {filterLabel}
              </Text>
            )}
          </Text>
          <Group gap="md">
            <Text size="sm" c="dimmed" aria-live="polite">
              {shown.length === 1 ? '1 fund' : `${shown.length} funds`}
              {terNote && ` (${terNote})`}
            </Text>
            {filterLabel && showAll && (
              // Leaves the category; keeps the order and the plan, option and TER filters shown beside it.
              <AnchorLink to="/fund-names/$id/$name" params={{ id: showAll.id, name: amcName }} search={{ sort, dir, plan, option, terMax }} size="sm">
                Show all funds
              </AnchorLink>
            )}
          </Group>
        </Group>
        {funds.length > 0 && (
          <Stack gap="xs">
            <ListFilters value={filters} onChange={onSearchChange} disabled={!known} keep={{ ...category, sort, dir }} />
            <ReturnsUnavailable query={returns} note="The plan, option and TER filters are off until they load." />
          </Stack>
        )}
        <Card withBorder radius="md" padding={0}>
          {shown.length === 0 ? (
            <Text p="lg" ta="center" c="dimmed" role="status">
              {terNote && funds.length > 0 ? `No fund matches the filters (${terNote}).` : 'No mutual funds available'}
            </Text>
          ) : (
            <FundNamesTable funds={shown} amcName={amcName} sorting={sorting} onSortingChange={onSortingChange} rowClassName={classes.row} />
          )}
        </Card>
      </Stack>
    </Container>
  )
}
