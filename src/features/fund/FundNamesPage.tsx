import { useCallback, useDeferredValue, useMemo } from 'react'
import { Card, Container, Group, Stack, Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { AnchorLink } from '@/components/links'
import {
  filterListRows,
  fundNamesColumns,
  type FundNamesRow,
  type FundNamesSortKey,
  FundNamesTable,
  joinReturns,
  LIST_PAGE_SIZE,
  ListFilters,
  type ListFilterSearch,
  listHeads,
  type ListSearch,
  nextShowOf,
  ReturnsUnavailable,
  type ShowSearch,
  ShowMoreLink,
  shownCountOf,
  sortingOf,
  useListView,
  useShowMoreFocus,
} from '@/features/fund-list'
import { terFilterNote } from '@/lib/ter-text'
import type { ListReturn } from '@common/contract/analytics-schemas'
import type { FundListItem } from '@common/contract/schemas'
import classes from './fund.module.css'

export type FundNamesListSearch = ListSearch<FundNamesSortKey> & ShowSearch

export type FundNamesPageProps = {
  funds: FundListItem[]
  /** The house's 1Y/3Y/5Y returns, plan and option: without them the list still shows every fund. */
  returns: UseQueryResult<ListReturn[]>
  /** The fund house's AMFI name, the `name` of the fund page address. */
  amcName: string
  /** The order, the plan, option and TER filters and how many rows to show, from the address. */
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

/**
 * /fund-names: every fund of a house with its returns and TER, sortable and filtered by plan, option
 * and TER, a page of rows at a time (?show, "Show more"): a big house has hundreds of funds.
 */
export function FundNamesPage({ funds, returns, amcName, search, onSearchChange, filterLabel, showAll, category }: FundNamesPageProps) {
  const { sort, dir, plan, option, terMax } = search
  // The address as it is now: the headers and the selects show the click or choice at once...
  const heads = useMemo(() => listHeads(fundNamesColumns, sortingOf({ sort, dir })), [sort, dir])
  const filters = useMemo<ListFilterSearch>(() => ({ plan, option, terMax }), [plan, option, terMax])
  // ...and the rows, the count and the TER note follow it in a render React can interrupt.
  const view = useDeferredValue(search)
  const sorting = useMemo(() => sortingOf({ sort: view.sort, dir: view.dir }), [view.sort, view.dir])
  // Plan, option and TER come with the returns; until they are there, those filters are off.
  const known = returns.data !== undefined
  const rows = useMemo(() => joinReturns(funds, returns.data), [funds, returns.data])
  const narrow = useMemo(() => {
    const filter = { plan: view.plan, option: view.option, terMax: view.terMax }
    return (ordered: readonly FundNamesRow[]) => filterListRows(ordered, filter, known)
  }, [view.plan, view.option, view.terMax, known])
  const { shown, total } = useListView({ rows, columns: fundNamesColumns, sorting, narrow, limit: shownCountOf(view.show, LIST_PAGE_SIZE) })
  const nextShow = nextShowOf(shown.length, total, LIST_PAGE_SIZE)
  const { listRef, onShowMore } = useShowMoreFocus<HTMLTableSectionElement>(shown.length)
  // A new filter is a new list: it starts again from its first page.
  const onFilterChange = useCallback((patch: ListFilterSearch) => onSearchChange({ ...patch, show: undefined }), [onSearchChange])
  // What the filter form keeps of the address without JavaScript (memoised, as the selects are).
  const keep = useMemo(() => ({ category: category?.category, subcategory: category?.subcategory, sort, dir }), [category?.category, category?.subcategory, sort, dir])
  // Only while it narrows the list: without the returns the filter is off, and the count says nothing of it.
  const terNote = known && view.terMax !== undefined ? terFilterNote(view.terMax) : undefined

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
              {shown.length < total ? `Showing ${shown.length} of ${total} funds` : total === 1 ? '1 fund' : `${total} funds`}
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
            <ListFilters value={filters} onChange={onFilterChange} disabled={!known} keep={keep} />
            <ReturnsUnavailable query={returns} note="The plan, option and TER filters are off until they load." />
          </Stack>
        )}
        <Card withBorder radius="md" padding={0}>
          {total === 0 ? (
            <Text p="lg" ta="center" c="dimmed" role="status">
              {terNote && funds.length > 0 ? `No fund matches the filters (${terNote}).` : 'No mutual funds available'}
            </Text>
          ) : (
            <FundNamesTable rows={shown} heads={heads} amcName={amcName} rowClassName={classes.row} bodyRef={listRef} />
          )}
        </Card>
        {nextShow !== undefined && (
          <Group justify="center">
            <ShowMoreLink show={nextShow} onClick={onShowMore} />
          </Group>
        )}
      </Stack>
    </Container>
  )
}
