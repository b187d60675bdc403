import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { Button, SimpleGrid, Stack, Text } from '@mantine/core'
import { TerAsOfNote } from '@/components/TerAsOfNote'
import { listTerAsOf, terDatesDiffer, terFilterNote } from '@/lib/ter-text'
import { CollectionCard } from './CollectionCard'
import { COLLECTION_PAGE_SIZE, type CollectionRow } from './collection-sort'

type Props = {
  /** Every fund, in the chosen order. */
  funds: CollectionRow[]
  extra?: 'return3Y' | 'return5Y'
  /** The "TER at most" filter in force, which the count names (the funds are already filtered). */
  terMax?: number
  classes: { card?: string; cardLink?: string; plainList?: string }
}

/**
 * The cards, 30 at a time. "Show more" adds the next 30 and moves focus to the first card it
 * added, so a keyboard or screen-reader visitor continues where the new cards begin instead of
 * at a button that has moved (or gone). The count is announced as it changes.
 */
export function CollectionCards({ funds, extra, terMax, classes }: Props) {
  const [count, setCount] = useState(COLLECTION_PAGE_SIZE)
  // SimpleGrid types its ref as a div whatever its component; it is the <ul>.
  const listRef = useRef<HTMLDivElement>(null)
  const focusIndex = useRef<number | null>(null)
  const shown = useMemo(() => funds.slice(0, count), [funds, count])
  // The date of the cards' TERs, of the cards shown (a new order remounts this list, see CollectionPage).
  const asOf = useMemo(() => listTerAsOf(shown), [shown])
  const sayTerAsOf = terDatesDiffer(asOf)
  const noteId = useId()

  useEffect(() => {
    if (focusIndex.current === null) return
    const card = listRef.current?.children[focusIndex.current]
    focusIndex.current = null
    card?.querySelector<HTMLAnchorElement>('a[href]')?.focus()
  }, [count])

  const showMore = () => {
    focusIndex.current = shown.length
    setCount((current) => current + COLLECTION_PAGE_SIZE)
  }

  return (
    <Stack gap="md">
      {/* Over the cards, not in the count's live region below: it is not news each time more are shown. */}
      <TerAsOfNote asOf={asOf} id={noteId} />
      <SimpleGrid
        ref={listRef}
        component="ul"
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="md"
        className={classes.plainList}
        aria-describedby={asOf ? noteId : undefined}
      >
        {shown.map((fund) => (
          <CollectionCard key={fund.schemeCode} fund={fund} extra={extra} classes={classes} sayTerAsOf={sayTerAsOf} />
        ))}
      </SimpleGrid>
      <Stack align="center" gap="xs">
        <Text size="sm" c="dimmed" role="status">
          Showing {shown.length} of {funds.length} {funds.length === 1 ? 'fund' : 'funds'}
          {terMax !== undefined && ` (${terFilterNote(terMax)})`}
        </Text>
        {shown.length < funds.length && (
          <Button variant="light" onClick={showMore}>
            Show more
          </Button>
        )}
      </Stack>
    </Stack>
  )
}
