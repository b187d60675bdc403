import { memo, useId, useMemo } from 'react'
import { SimpleGrid, Stack, Text } from '@mantine/core'
import { TerAsOfNote } from '@/components/TerAsOfNote'
import { listTerAsOf, terDatesDiffer, terFilterNote } from '@/lib/ter-text'
import { CollectionCard } from './CollectionCard'
import type { CollectionRow } from './collection-sort'
import { ShowMoreLink, useShowMoreFocus } from './ShowMore'

type Props = {
  /** The cards shown, in the chosen order (useListView). */
  shown: readonly CollectionRow[]
  /** How many funds match: the count says "Showing 30 of {total}". */
  total: number
  /** The ?show of "Show more", or undefined when every card is shown (list-search nextShowOf). */
  nextShow: number | undefined
  extra?: 'return3Y' | 'return5Y'
  /** The "TER at most" filter in force, which the count names (the funds are already filtered). */
  terMax?: number
  classes: { card?: string; cardLink?: string; plainList?: string }
}

/**
 * The cards, a page at a time (?show, COLLECTION_PAGE_SIZE each). "Show more" is a link to the
 * address with the next page, so the server renders it too; after the page's code has loaded it
 * adds the cards without a page load and moves focus to the first card it added, so a keyboard or
 * screen-reader visitor continues where the new cards begin instead of at a link that has moved (or
 * gone). The count is announced as it changes. Memoised: a choice in the selects renders them at once,
 * and the cards when they follow (the page derives them from the deferred address).
 */
export const CollectionCards = memo(function CollectionCards({ shown, total, nextShow, extra, terMax, classes }: Props) {
  // SimpleGrid types its ref as a div whatever its component; it is the <ul>.
  const { listRef, onShowMore } = useShowMoreFocus<HTMLDivElement>(shown.length)
  // The date of the cards' TERs, of the cards shown.
  const asOf = useMemo(() => listTerAsOf(shown), [shown])
  const sayTerAsOf = terDatesDiffer(asOf)
  const noteId = useId()

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
          Showing {shown.length} of {total} {total === 1 ? 'fund' : 'funds'}
          {terMax !== undefined && ` (${terFilterNote(terMax)})`}
        </Text>
        {nextShow !== undefined && <ShowMoreLink show={nextShow} onClick={onShowMore} />}
      </Stack>
    </Stack>
  )
})
