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
  FilterForm,
  filterListRows,
  joinReturns,
  ReturnsUnavailable,
  sortingOf,
  type SortSearch,
  sortSearchOf,
  type TerSearch,
  useSortedList,
} from '@/features/fund-list'
import { RemoveTerFilter, useTerRefocus } from '@/components/RemoveTerFilter'
import { TerMaxSelect } from '@/components/TerMaxSelect'
import { terFilterNote } from '@/lib/ter-text'
import type { ListReturn } from '@common/contract/analytics-schemas'
import type { Collection, FundByCategory } from '@common/contract/schemas'
import classes from './fund.module.css'

export type CollectionSearch = SortSearch<CollectionSortKey> & TerSearch

type Props = {
  title: string
  collection: Collection
  funds: FundByCategory[]
  /** The funds' 1Y/3Y/5Y returns: without them the cards still show, with "–" for 1Y. */
  returns: UseQueryResult<ListReturn[]>
  /** ?sort (and ?dir) from the address, none being the collection's default order; ?terMax. */
  search: CollectionSearch
  /** The keys to change; the rest of the address stays. */
  onSearchChange: (next: CollectionSearch) => void
}

/** /investment-products: a curated collection as cards, in a chosen order; a card opens the fund page. */
export function CollectionPage({ title, collection, funds, returns, search, onSearchChange }: Props) {
  const { sort, dir, terMax } = search
  // The TER comes with the returns; until they are there, the filter is off (as on the fund tables).
  const known = returns.data !== undefined
  const joined = useMemo(() => joinReturns(funds, returns.data), [funds, returns.data])
  const rows = useMemo(() => filterListRows(joined, { terMax }, known), [joined, terMax, known])
  const sorting = useMemo(() => sortingOf({ sort, dir }, defaultCollectionSorting(collection)), [sort, dir, collection])
  const onSortingChange = (next: SortingState) => onSearchChange(sortSearchOf(next, COLLECTION_SORT_KEYS))
  const table = useSortedList({ columns: collectionColumns, rows, sorting, onSortingChange })
  const sorted = table.getRowModel().rows.map((row) => row.original)
  const terNote = known && terMax !== undefined ? terFilterNote(terMax) : undefined

  const { selectRef, onRemove } = useTerRefocus(terMax)

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
              {/* The whole width on a phone, as the Sort by select had on its own. */}
              <Stack gap={4} w={{ base: '100%', xs: 'auto' }}>
                {/* Both selects in one GET form: without JavaScript, Apply writes ?sort and ?terMax. */}
                <FilterForm keep={{}} size="sm">
                  {/* A new order starts again from the top: the first 30 of it. */}
                  <CollectionSortSelect collection={collection} value={sort} onChange={(next) => onSearchChange({ sort: next, dir: undefined })} />
                  <TerMaxSelect ref={selectRef} size="sm" value={terMax} disabled={!known} onChange={(next) => onSearchChange({ terMax: next })} />
                </FilterForm>
                {terMax !== undefined && (
                  <div>
                    <RemoveTerFilter onRemove={onRemove} />
                  </div>
                )}
              </Stack>
              <ReturnsUnavailable
                query={returns}
                note={
                  collection === 'equity' && !sort
                    ? 'Until they load, the funds are in YTD order and the TER filter is off.'
                    : 'The TER filter is off until they load.'
                }
              />
            </Group>
            {sorted.length === 0 && terNote ? (
              <Text role="status" c="dimmed" py="lg">
                No fund of this collection matches ({terNote}).
              </Text>
            ) : (
              // A new order or filter starts again from its first 30.
              <CollectionCards key={`${sort}-${dir}-${terMax}`} funds={sorted} extra={extraReturnOf(sort)} terMax={terNote ? terMax : undefined} classes={classes} />
            )}
          </>
        )}
      </Stack>
    </Container>
  )
}
