import { useMemo } from 'react'
import { Container, Group, Stack, Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { SortingState } from '@tanstack/react-table'
import {
  COLLECTION_SORT_KEYS,
  CollectionCards,
  collectionColumns,
  type CollectionSortKey,
  CollectionSortSelect,
  collectionSubtitle,
  defaultCollectionSorting,
  extraReturnOf,
  joinReturns,
  ReturnsUnavailable,
  sortingOf,
  type SortSearch,
  sortSearchOf,
  useSortedList,
} from '@/features/fund-list'
import type { ListReturn } from '@common/contract/analytics-schemas'
import type { Collection, FundByCategory } from '@common/contract/schemas'
import classes from './fund.module.css'

export type CollectionSearch = SortSearch<CollectionSortKey>

type Props = {
  title: string
  collection: Collection
  funds: FundByCategory[]
  /** The funds' 1Y/3Y/5Y returns: without them the cards still show, with "–" for 1Y. */
  returns: UseQueryResult<ListReturn[]>
  /** ?sort (and ?dir) from the address; none is the collection's default order. */
  search: CollectionSearch
  onSearchChange: (next: CollectionSearch) => void
}

/** /investment-products: a curated collection as cards, in a chosen order; a card opens the fund page. */
export function CollectionPage({ title, collection, funds, returns, search, onSearchChange }: Props) {
  const { sort, dir } = search
  const rows = useMemo(() => joinReturns(funds, returns.data), [funds, returns.data])
  const sorting = useMemo(() => sortingOf({ sort, dir }, defaultCollectionSorting(collection)), [sort, dir, collection])
  const onSortingChange = (next: SortingState) => onSearchChange(sortSearchOf(next, COLLECTION_SORT_KEYS))
  const table = useSortedList({ columns: collectionColumns, rows, sorting, onSortingChange })
  const sorted = table.getRowModel().rows.map((row) => row.original)

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 34 }}>{title}</Title>
          <Text c="dimmed">{collectionSubtitle(collection)}</Text>
        </Stack>
        {funds.length === 0 ? (
          <Text role="status" c="dimmed" py="lg">
            No mutual funds available
          </Text>
        ) : (
          <>
            <Group justify="space-between" align="flex-end" gap="sm">
              {/* A new order starts again from the top: the first 30 of it. */}
              <CollectionSortSelect collection={collection} value={sort} onChange={(next) => onSearchChange({ sort: next, dir: undefined })} />
              <ReturnsUnavailable
                query={returns}
                note={collection === 'equity' && !sort ? 'Until they load, the funds are in YTD order.' : undefined}
              />
            </Group>
            <CollectionCards key={`${sort}-${dir}`} funds={sorted} extra={extraReturnOf(sort)} classes={classes} />
          </>
        )}
      </Stack>
    </Container>
  )
}
