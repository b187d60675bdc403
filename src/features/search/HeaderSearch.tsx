import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react'
import { flushSync } from 'react-dom'
import { Loader } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { SEARCH_MAX_LENGTH, SEARCH_MAX_LIMIT } from '@common/contract/limits'
import { fundHousePageLink, fundPageLink, SEARCH_FIELD_LABEL } from './search-hits'
import { cutSearchText } from './search-param'
import { analyticsQueries } from '@/api/analytics'
import { isModalOpen, isSearchShortcut } from './search-shortcut'
import type { SearchDropdown as SearchDropdownComponent, SearchDropdownHandle } from './SearchDropdown'
import { SearchIcon } from '@/components/icons'
import { announcementOf, optionKey, SEE_ALL_VALUE, suggestionsState } from './suggestions-state'
import classes from './header-search.module.css'

const INPUT_ID = 'site-search-input'
const LABEL_ID = 'site-search-label'
const LIST_ID = 'site-search-listbox'
/** Fast typists send one request per pause, not one per key. */
const DEBOUNCE_MS = 150

// The dropdown (Mantine's Combobox and Popover with floating-ui) is not part of every page's first
// load: it loads when the pointer comes near the field or the field gets focus. If it cannot load,
// the field still works as a plain search box (Enter opens the results page).
let dropdownModule: Promise<typeof SearchDropdownComponent | null> | undefined
const loadDropdown = () =>
  (dropdownModule ??= import('./SearchDropdown').then(
    (module) => module.SearchDropdown,
    () => {
      dropdownModule = undefined
      return null
    },
  ))

export type HeaderSearchHandle = { focus: () => void }

type Props = {
  /** The id of the form, which the phone's search button controls. */
  id: string
  /** Under md: the bar under the header is open. From md up the field always shows. */
  opened: boolean
  /** The keyboard shortcut asks the header to open the bar before the field takes focus. */
  onOpen: () => void
  ref?: Ref<HeaderSearchHandle>
}

/**
 * The header's search, a WAI-ARIA combobox: the input controls a listbox of fund houses and funds.
 * Arrow keys move the highlight (aria-activedescendant; focus stays in the field), Enter opens the
 * highlighted result or, with none, /search?q=...; Escape closes the list. "/" and Ctrl+K (Cmd+K)
 * focus the field. It asks with the results page's limit (SEARCH_MAX_LIMIT) and shows the first
 * few: the same cache entry, so Enter or "See all results" opens /search with no second request.
 */
export function HeaderSearch({ id, opened: barOpened, onOpen, ref }: Props) {
  const navigate = useNavigate()
  const input = useRef<HTMLInputElement>(null)
  const list = useRef<SearchDropdownHandle>(null)
  const [Dropdown, setDropdown] = useState<typeof SearchDropdownComponent | null>(null)
  const [text, setText] = useState('')
  const [listOpened, setListOpened] = useState(false)
  const [debounced] = useDebouncedValue(text, DEBOUNCE_MS)
  const query = useQuery(analyticsQueries.search(debounced, SEARCH_MAX_LIMIT))
  // The highlighted option's id with the answer it was picked from: new results forget it.
  const [active, setActive] = useState<{ id: string; of: unknown } | null>(null)

  const q = text.trim()
  const state = suggestionsState(query, debounced.trim())
  const opened = listOpened && q !== '' && Dropdown !== null
  const listShown = opened && state.kind === 'results'
  const activeId = listShown && active && active.of === query.data ? active.id : undefined

  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }), [])

  const wake = () => {
    if (!Dropdown) void loadDropdown().then((component) => component && setDropdown(() => component))
  }

  const onShortcut = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (!isSearchShortcut(event) || isModalOpen()) return
    event.preventDefault()
    // The phone's bar must be displayed before its field can take focus.
    flushSync(onOpen)
    input.current?.focus()
  })
  useEffect(() => {
    document.addEventListener('keydown', onShortcut)
    return () => document.removeEventListener('keydown', onShortcut)
  }, [])

  const clearHighlight = () => {
    list.current?.clearHighlight()
    setActive(null)
  }
  const close = () => {
    setListOpened(false)
    setActive(null)
  }
  const submitText = () => {
    close()
    const cut = cutSearchText(text)
    if (!cut) return
    setText('')
    void navigate({ to: '/search', search: { q: cut } })
  }
  const onOptionSubmit = (value: string) => {
    if (value === SEE_ALL_VALUE) return submitText()
    const hit = query.data?.find((h) => optionKey(h) === value)
    if (!hit) return
    close()
    setText('')
    void navigate(hit.kind === 'scheme' ? fundPageLink(hit) : fundHousePageLink(hit))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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
        event.preventDefault()
        if (listShown && list.current?.hasHighlight()) list.current.openHighlighted()
        else submitText()
        return
      case 'Escape':
        // An open list closes first; with none, Escape is the header's (it closes the phone's bar).
        if (opened) {
          event.preventDefault()
          event.stopPropagation()
          close()
        }
        return
    }
  }

  return (
    <form
      role="search"
      aria-label="Site"
      id={id}
      className={classes.panel}
      data-open={barOpened || undefined}
      onPointerEnter={() => void loadDropdown()}
      onSubmit={(event) => {
        event.preventDefault()
        submitText()
      }}
    >
      <label id={LABEL_ID} htmlFor={INPUT_ID} className="visually-hidden">
        {SEARCH_FIELD_LABEL}
      </label>
      <div className={classes.field}>
        <span className={classes.icon}>
          <SearchIcon size={18} />
        </span>
        <input
          ref={input}
          id={INPUT_ID}
          className={classes.input}
          type="text"
          name="q"
          placeholder="Search funds"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          aria-keyshortcuts="/ Control+K Meta+K"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listShown ? LIST_ID : undefined}
          aria-activedescendant={activeId}
          value={text}
          onChange={(event) => {
            const next = event.currentTarget.value
            setText(next)
            clearHighlight()
            setListOpened(next.trim() !== '')
          }}
          onFocus={() => {
            wake()
            if (q) setListOpened(true)
          }}
          onClick={() => q && setListOpened(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        {query.isFetching && (
          <span className={classes.busy}>
            <Loader size={16} color="gray" aria-hidden />
          </span>
        )}
        {Dropdown && (
          <Dropdown
            ref={list}
            opened={opened}
            state={state}
            answer={query.data}
            q={q}
            busy={query.isFetching || debounced !== text}
            listId={LIST_ID}
            labelId={LABEL_ID}
            onOptionSubmit={onOptionSubmit}
          />
        )}
      </div>
      <div role="status" className="visually-hidden">
        {opened ? announcementOf(state) : ''}
      </div>
    </form>
  )
}
