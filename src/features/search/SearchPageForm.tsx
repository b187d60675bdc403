import { useState, type FormEvent } from 'react'
import { Button, Group, Stack, TextInput } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { SEARCH_MAX_LENGTH } from '@common/contract/limits'
import { RemoveTerFilter, useTerRefocus } from '@/components/RemoveTerFilter'
import { AddressSelect } from '@/components/AddressSelect'
import { TerMaxSelect } from '@/components/TerMaxSelect'
import { cutSearchText, SEARCH_SORTS, type SearchPageSearch, type SearchSort } from './search-param'
import { SEARCH_FIELD_LABEL } from './search-hits'
import classes from './search-page.module.css'
import { useReplayedSelectChanges } from '@/lib/use-replayed-select-changes'

type Props = SearchPageSearch & { q: string }

const RELEVANCE = ''
const sortData = [
  { value: RELEVANCE, label: 'Best match' },
  { value: 'ter', label: 'TER, lowest first' },
]

/**
 * The results page's own form: the page works as a page, without the header's typeahead. Its
 * fields are named as the address's keys (q, sort, terMax), so without JavaScript the browser's
 * GET writes the same address the form navigates to with it. The order and the TER filter apply as
 * soon as they change, with whatever text the field holds, like pressing Search.
 */
export function SearchPageForm({ q, sort, terMax }: Props) {
  const [text, setText] = useState(q)
  const navigate = useNavigate()
  const { selectRef, onRemove } = useTerRefocus(terMax)
  // An order or TER ceiling chosen before the page's code ran applies once it has.
  const formRef = useReplayedSelectChanges()
  const go = (next: Pick<SearchPageSearch, 'sort' | 'terMax'>) => {
    const nextQ = cutSearchText(text) || undefined
    // A new text is a new page Back returns from; a new order or filter of the same results is not.
    void navigate({ to: '/search', search: { q: nextQ, ...next }, replace: nextQ === (q || undefined), resetScroll: nextQ !== (q || undefined) })
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    go({ sort, terMax })
  }
  return (
    <form ref={formRef} role="search" aria-label="Search again" onSubmit={onSubmit}>
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <TextInput
            label={SEARCH_FIELD_LABEL}
            name="q"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={SEARCH_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            style={{ flex: 1, maxWidth: 480 }}
          />
          <Button type="submit" color="green">
            Search
          </Button>
        </Group>
        {/* Only over results: with no text there is nothing to order. */}
        {q && (
          <Group gap="sm" align="flex-end">
            <AddressSelect
              label="Order funds by"
              name="sort"
              size="sm"
              className={classes.option}
              data={sortData}
              value={sort ?? RELEVANCE}
              onValueChange={(next) => go({ sort: SEARCH_SORTS.find((key): key is SearchSort => key === next), terMax })}
            />
            <TerMaxSelect ref={selectRef} size="sm" className={classes.option} value={terMax} onChange={(next) => go({ sort, terMax: next })} />
            {terMax !== undefined && <RemoveTerFilter onRemove={onRemove} />}
          </Group>
        )}
      </Stack>
    </form>
  )
}
