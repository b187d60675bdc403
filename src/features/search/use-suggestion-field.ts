import { useCallback, useEffect, useImperativeHandle, useState, type ChangeEvent, type KeyboardEvent, type Ref, type RefObject } from 'react'
import { useCombobox, type ComboboxStore } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { SEARCH_MAX_LENGTH, SEARCH_MAX_LIMIT } from '@common/contract/limits'
import { analyticsQueries } from '@/api/analytics'

/** Fast typists send one request per pause, not one per key. */
const DEBOUNCE_MS = 150

/** The listbox as the field drives it (the header's dropdown; Mantine's combobox store in the fund picker). */
export type SuggestionList = {
  /** Highlights the next (1) or previous (-1) option and returns its id, or null for none. */
  move: (step: 1 | -1) => string | null
  hasHighlight: () => boolean
  /** Chooses the highlighted option, as a click on it would. */
  openHighlighted: () => void
  clearHighlight: () => void
}

export type SuggestionFieldOptions = {
  /** The list, once there is one (read in event handlers only). */
  list: RefObject<SuggestionList | null>
  /** The owner can show a list (the header's dropdown code has loaded); true when left out. */
  canOpen?: boolean
  /**
   * Enter with no option highlighted: 'form' lets the browser send the field's form (the header's
   * search goes to the results page); 'list' spends the key while the list shows (the fund picker's
   * form is not sent from the search).
   */
  enterWithoutHighlight: 'form' | 'list'
  /** Besides opening the list again: the header search loads its dropdown's code. */
  onFocus?: () => void
}

/**
 * A search field that suggests as one types, as a WAI-ARIA combobox: the field keeps the focus, the
 * arrow keys move a highlight shown through aria-activedescendant, Escape closes the list. One for
 * the header search and the portfolio's fund picker, which ask the same call with the same key (so
 * the same words share one cache entry) and differ in what the list holds and what Enter does.
 */
export function useSuggestionField({ list, canOpen = true, enterWithoutHighlight, onFocus }: SuggestionFieldOptions) {
  const [text, setText] = useState('')
  const [listOpened, setListOpened] = useState(false)
  const [debounced] = useDebouncedValue(text, DEBOUNCE_MS)
  const query = useQuery(analyticsQueries.search(debounced, SEARCH_MAX_LIMIT))
  // The highlighted option's id with the answer it was picked from: new results forget it.
  const [active, setActive] = useState<{ id: string; of: unknown } | null>(null)
  // Stable, for memoised lists and callbacks.
  const close = useCallback(() => {
    setListOpened(false)
    setActive(null)
  }, [])
  const q = text.trim()
  const opened = listOpened && q !== '' && canOpen

  /** The combobox input's attributes and handlers (spread on the input); `listShown`: options are on screen. */
  const inputProps = (listShown: boolean, listId: string) => ({
    type: 'text',
    autoComplete: 'off',
    spellCheck: false,
    maxLength: SEARCH_MAX_LENGTH,
    role: 'combobox',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': listShown,
    'aria-controls': listShown ? listId : undefined,
    'aria-activedescendant': listShown && active && active.of === query.data ? active.id : undefined,
    value: text,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = event.currentTarget.value
      setText(next)
      list.current?.clearHighlight()
      setActive(null)
      setListOpened(next.trim() !== '')
    },
    onFocus: () => {
      onFocus?.()
      if (q) setListOpened(true)
    },
    onClick: () => q && setListOpened(true),
    onBlur: close,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.nativeEvent.isComposing) return
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          event.preventDefault()
          if (!q) return
          if (!listOpened) return setListOpened(true)
          const next = list.current?.move(event.key === 'ArrowDown' ? 1 : -1) ?? null
          setActive(next === null ? null : { id: next, of: query.data })
          return
        }
        case 'Enter':
          if (listShown && list.current?.hasHighlight()) {
            event.preventDefault()
            list.current.openHighlighted()
          } else if (listShown && enterWithoutHighlight === 'list') event.preventDefault()
          return
        case 'Escape':
          // An open list closes first and the key is spent (the phone's search bar, a popover, stays).
          if (opened) {
            event.preventDefault()
            event.stopPropagation()
            close()
          }
          return
      }
    },
  })

  return {
    text,
    setText,
    /** The text the latest request was sent for. */
    debounced,
    query,
    /** The list is wanted open: there is text, the visitor did not close it, and the owner can show one. */
    opened,
    close,
    q,
    /** The list shows a previous text's answer, or a request is under way. */
    busy: query.isFetching || debounced !== text,
    inputProps,
  }
}

/**
 * The store of a Mantine Combobox that the field drives: opened and closed by the field alone
 * (typing, Escape, blur; Popover's own click-outside would take a click on the field for one and
 * flicker the list), exposed to the field as its SuggestionList. The store keeps the highlight by
 * index: with a new answer (or the list closed) it would point at another option, so it is reset,
 * as the field forgets its aria-activedescendant.
 */
export function useSuggestionCombobox(ref: Ref<SuggestionList>, opened: boolean, answer: unknown): ComboboxStore {
  const combobox = useCombobox({ opened, onOpenedChange: () => {} })
  useImperativeHandle(
    ref,
    () => ({
      move: (step) => (step === 1 ? combobox.selectNextOption() : combobox.selectPreviousOption()),
      hasHighlight: () => combobox.getSelectedOptionIndex() !== -1,
      openHighlighted: () => combobox.clickSelectedOption(),
      clearHighlight: () => combobox.resetSelectedOption(),
    }),
    [combobox],
  )
  useEffect(() => {
    combobox.resetSelectedOption()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the store's functions are stable
  }, [answer, opened])
  return combobox
}
