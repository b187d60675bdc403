import { memo, useCallback, useDeferredValue, useMemo } from 'react'
import { Container, Group, Stack, Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import {
  COLLECTION_PAGE_SIZE,
  CollectionCards,
  collectionColumns,
  type CollectionRow,
  type CollectionSortKey,
  CollectionSortSelect,
  collectionSubtitle,
  defaultCollectionSorting,
  extraReturnOf,
  FilterForm,
  filterListRows,
  joinReturns,
  nextShowOf,
  ReturnsUnavailable,
  type ShowSearch,
  shownCountOf,
  sortingOf,
  type SortSearch,
  type TerSearch,
  useListView,
} from '@/features/fund-list'
import { RemoveTerFilter, useTerRefocus } from '@/components/RemoveTerFilter'
import { TerMaxSelect } from '@/components/TerMaxSelect'
import { terFilterNote } from '@/lib/ter-text'
import type { ListReturn } from '@common/contract/analytics-schemas'
import type { Collection, FundByCategory } from '@common/contract/schemas'
import classes from './fund.module.css'

export type CollectionSearch = SortSearch<CollectionSortKey> & TerSearch & ShowSearch

type Props = {
  title: string
  collection: Collection
  funds: FundByCategory[]
  /** The funds' 1Y/3Y/5Y returns: without them the cards still show, with "–" for 1Y. */
  returns: UseQueryResult<ListReturn[]>
  /** ?sort (and ?dir) from the address, none being the collection's default order; ?terMax; ?show. */
  search: CollectionSearch
  /** The keys to change; the rest of the address stays. */
  onSearchChange: (next: CollectionSearch) => void
}

/** /investment-products: a curated collection as cards, in a chosen order; a card opens the fund page. */
export function CollectionPage({ title, collection, funds, returns, search, onSearchChange }: Props) {
  const { sort, terMax } = search
  // The selects show the address as it is now; the cards follow it in a render React can interrupt.
  const view = useDeferredValue(search)
  // The TER comes with the returns; until they are there, the filter is off (as on the fund tables).
  const known = returns.data !== undefined
  const rows = useMemo(() => joinReturns(funds, returns.data), [funds, returns.data])
  const sorting = useMemo(() => sortingOf({ sort: view.sort, dir: view.dir }, defaultCollectionSorting(collection)), [view.sort, view.dir, collection])
  const narrow = useMemo(() => {
    const filter = { terMax: view.terMax }
    return (ordered: readonly CollectionRow[]) => filterListRows(ordered, filter, known)
  }, [view.terMax, known])
  const { shown, total } = useListView({ rows, columns: collectionColumns, sorting, narrow, limit: shownCountOf(view.show, COLLECTION_PAGE_SIZE) })
  const terNote = known && view.terMax !== undefined ? terFilterNote(view.terMax) : undefined
  // A new order or filter starts again from the top: the first page of it.
  const onSortChange = useCallback((next: CollectionSortKey | undefined) => onSearchChange({ sort: next, dir: undefined, show: undefined }), [onSearchChange])
  const onTerChange = useCallback((next: number | undefined) => onSearchChange({ terMax: next, show: undefined }), [onSearchChange])

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
              <CollectionFilters collection={collection} sort={sort} terMax={terMax} disabled={!known} onSortChange={onSortChange} onTerChange={onTerChange} />
              <ReturnsUnavailable
                query={returns}
                note={
                  collection === 'equity' && !sort
                    ? 'Until they load, the funds are in YTD order and the TER filter is off.'
                    : 'The TER filter is off until they load.'
                }
              />
            </Group>
            {total === 0 && terNote ? (
              <Text role="status" c="dimmed" py="lg">
                No fund of this collection matches ({terNote}).
              </Text>
            ) : (
              <CollectionCards
                shown={shown}
                total={total}
                nextShow={nextShowOf(shown.length, total, COLLECTION_PAGE_SIZE)}
                extra={extraReturnOf(view.sort)}
                terMax={terNote ? view.terMax : undefined}
                classes={classes}
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  )
}

type FiltersProps = {
  collection: Collection
  sort: CollectionSortKey | undefined
  terMax: number | undefined
  /** The TER comes with the returns. */
  disabled: boolean
  onSortChange: (sort: CollectionSortKey | undefined) => void
  onTerChange: (terMax: number | undefined) => void
}

/** The form keeps nothing else of the address: a new order or filter drops ?show. */
const NOTHING_KEPT = {}

/** "Sort by" and "TER at most". Memoised: "Show more" does not render the selects again. */
const CollectionFilters = memo(function CollectionFilters({ collection, sort, terMax, disabled, onSortChange, onTerChange }: FiltersProps) {
  const { selectRef, onRemove } = useTerRefocus(terMax)
  return (
    // The whole width on a phone, as the Sort by select had on its own.
    <Stack gap={4} w={{ base: '100%', xs: 'auto' }}>
      {/* Both selects in one GET form: without JavaScript, Apply writes ?sort and ?terMax (and drops ?show). */}
      <FilterForm keep={NOTHING_KEPT} size="sm">
        <CollectionSortSelect collection={collection} value={sort} onChange={onSortChange} />
        <TerMaxSelect ref={selectRef} size="sm" value={terMax} disabled={disabled} onChange={onTerChange} />
      </FilterForm>
      {terMax !== undefined && (
        <div>
          <RemoveTerFilter onRemove={onRemove} />
        </div>
      )}
    </Stack>
  )
})
