import { useMemo } from 'react'
import { Card, Container, Group, Stack, Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { SortingState } from '@tanstack/react-table'
import { AnchorLink } from '@/components/links'
import {
  filterPlanOption,
  FUND_NAMES_SORT_KEYS,
  type FundNamesSortKey,
  FundNamesTable,
  joinReturns,
  type ListSearch,
  PlanOptionFilters,
  type PlanOptionSearch,
  ReturnsUnavailable,
  sortingOf,
  sortSearchOf,
} from '@/features/fund-list'
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
  /** The order and the plan/option filters, from the address. */
  search: FundNamesListSearch
  /** The keys to change (undefined removes one); the rest of the address stays. */
  onSearchChange: (patch: Partial<FundNamesListSearch>) => void
  /** "Equity / Large Cap" when the list is narrowed by the company page's filter. */
  filterLabel?: string
  /** The unfiltered list, offered when the list is narrowed. */
  showAll?: { id: number }
}

/** /fund-names: every fund of a house with its returns, sortable and filtered by plan and option. */
export function FundNamesPage({ funds, returns, amcName, search, onSearchChange, filterLabel, showAll }: FundNamesPageProps) {
  const { sort, dir, plan, option } = search
  const planOption = useMemo<PlanOptionSearch>(() => ({ plan, option }), [plan, option])
  const sorting = useMemo(() => sortingOf({ sort, dir }), [sort, dir])
  // Plan and option come with the returns; until they are there, those filters are off.
  const known = returns.data !== undefined
  const rows = useMemo(() => joinReturns(funds, returns.data), [funds, returns.data])
  const shown = useMemo(() => filterPlanOption(rows, planOption, known), [rows, planOption, known])
  const onSortingChange = (next: SortingState) => onSearchChange(sortSearchOf(next, FUND_NAMES_SORT_KEYS))

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
            </Text>
            {filterLabel && showAll && (
              // Leaves the category; keeps the order and the plan/option filters shown beside it.
              <AnchorLink to="/fund-names/$id/$name" params={{ id: showAll.id, name: amcName }} search={{ sort, dir, plan, option }} size="sm">
                Show all funds
              </AnchorLink>
            )}
          </Group>
        </Group>
        {funds.length > 0 && (
          <Stack gap="xs">
            <PlanOptionFilters value={planOption} onChange={onSearchChange} disabled={!known} />
            <ReturnsUnavailable query={returns} note="The plan and option filters are off until they load." />
          </Stack>
        )}
        <Card withBorder radius="md" padding={0}>
          {shown.length === 0 ? (
            <Text p="lg" ta="center" c="dimmed" role="status">
              No mutual funds available
            </Text>
          ) : (
            <FundNamesTable funds={shown} amcName={amcName} sorting={sorting} onSortingChange={onSortingChange} rowClassName={classes.row} />
          )}
        </Card>
      </Stack>
    </Container>
  )
}
