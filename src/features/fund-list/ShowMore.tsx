import { useEffect, useRef, type MouseEvent } from 'react'
import { ButtonLink } from '@/components/links'

const EXACT = { exact: true } as const

/**
 * "Show more" of a long list: a link to the same address with the next ?show (list-search
 * nextShowOf). Before the page's JavaScript runs, or without it, the server renders the longer list;
 * after, the router adds the rows without a page load. It replaces the history entry and keeps the
 * scroll, like the lists' other controls.
 */
export function ShowMoreLink({ show, onClick }: { show: number; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <ButtonLink
      to="."
      search={(prev: Record<string, unknown>) => ({ ...prev, show })}
      replace
      resetScroll={false}
      // The same page with its data already loaded: nothing to preload on hover.
      preload={false}
      // The router marks a link to a subset of the address as the current page: only the exact address is.
      activeOptions={EXACT}
      variant="light"
      onClick={onClick}
    >
      Show more
    </ButtonLink>
  )
}

/** A click the router turns into a navigation here (a modified click opens a new tab instead). */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)

/**
 * Moves focus to the first item "Show more" added (its first link), so a keyboard or screen-reader
 * visitor goes on where the new items begin instead of at a link that has moved (or gone). `count`
 * is the number of items shown; `listRef` goes on their parent (the cards' list, the table's body).
 */
export function useShowMoreFocus<E extends HTMLElement>(count: number) {
  const listRef = useRef<E>(null)
  const focusIndex = useRef<number | null>(null)

  useEffect(() => {
    const index = focusIndex.current
    // Still the old count (the new rows render after the address changes), or another change.
    if (index === null || count <= index) return
    focusIndex.current = null
    listRef.current?.children[index]?.querySelector<HTMLAnchorElement>('a[href]')?.focus()
  }, [count])

  const onShowMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isPlainClick(event)) focusIndex.current = count
  }
  return { listRef, onShowMore }
}
