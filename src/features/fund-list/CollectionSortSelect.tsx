import { AddressSelect } from '@/components/AddressSelect'
import type { Collection } from '@common/contract/schemas'
import { COLLECTION_SORT_OPTIONS, defaultSortLabel } from './collection-sort'
import { COLLECTION_SORT_KEYS, type CollectionSortKey } from './list-search'

type Props = {
  collection: Collection
  value: CollectionSortKey | undefined
  onChange: (sort: CollectionSortKey | undefined) => void
}

const DEFAULT = ''

/**
 * "Sort by": a native select, one Tab stop with the platform's own keyboard and phone pickers.
 * Named `sort`, so the page's filter form (FilterForm) writes it to the address without JavaScript.
 */
export function CollectionSortSelect({ collection, value, onChange }: Props) {
  return (
    <AddressSelect
      label="Sort by"
      name="sort"
      size="sm"
      w={{ base: '100%', xs: 260 }}
      data={[{ value: DEFAULT, label: defaultSortLabel(collection) }, ...COLLECTION_SORT_OPTIONS]}
      value={value ?? DEFAULT}
      onValueChange={(next) => onChange(COLLECTION_SORT_KEYS.find((key) => key === next))}
    />
  )
}
