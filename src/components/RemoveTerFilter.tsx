import { useEffect, useRef } from 'react'
import { AnchorLink } from './links'

/**
 * "Remove the TER filter": a real link to the same page without ?terMax (it works without
 * JavaScript too), replacing the entry like the filters do. `onRemove` is useTerRefocus's.
 */
export function RemoveTerFilter({ onRemove }: { onRemove?: () => void }) {
  return (
    <AnchorLink
      to="."
      search={(prev: Record<string, unknown>) => ({ ...prev, terMax: undefined })}
      replace
      resetScroll={false}
      // Its address is a part of the current one: only an exact match would be "the current page".
      activeOptions={{ exact: true }}
      size="sm"
      onClick={onRemove}
    >
      Remove the TER filter
    </AnchorLink>
  )
}

/**
 * The remove link goes away with the filter, which would drop keyboard focus to the page's start:
 * once the address has no ?terMax after a click on it, focus moves to the TER select instead.
 */
export function useTerRefocus(terMax: number | undefined) {
  const selectRef = useRef<HTMLSelectElement>(null)
  const removing = useRef(false)
  useEffect(() => {
    if (!removing.current || terMax !== undefined) return
    removing.current = false
    selectRef.current?.focus()
  }, [terMax])
  return { selectRef, onRemove: () => void (removing.current = true) }
}
