import { memo, startTransition, useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type ComponentProps, type ComponentType } from 'react'
import { Loader } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { fundHousePageLink, fundPageLink, SEARCH_FIELD_LABEL } from './search-hits'
import { cutSearchText } from './search-param'
import { isModalOpen, isSearchShortcut } from './search-shortcut'
import { useSuggestionField } from './use-suggestion-field'
import type { SearchDropdown as SearchDropdownComponent, SearchDropdownHandle } from './SearchDropdown'
import { SearchIcon } from '@/components/icons'
import { announcementOf, optionKey, SEE_ALL_VALUE, suggestionsState } from './suggestions-state'
import classes from './header-search.module.css'

const INPUT_ID = 'site-search-input'
const LABEL_ID = 'site-search-label'
const LIST_ID = 'site-search-listbox'

type DropdownComponent = ComponentType<ComponentProps<typeof SearchDropdownComponent>>

// The dropdown (Mantine's Combobox and Popover with floating-ui) is not part of every page's first
// load: it loads when the pointer comes near the field or the field gets focus. If it cannot load,
// the field still works as a plain search box (Enter opens the results page). Memoised: while a
// visitor types, its props stay the same between answers, so a key renders the field, not the list.
let dropdownModule: Promise<DropdownComponent | null> | undefined
const loadDropdown = () =>
  (dropdownModule ??= import('./SearchDropdown').then(
    (module) => memo(module.SearchDropdown),
    () => {
      dropdownModule = undefined
      return null
    },
  ))

type Props = {
  /** The id of the form: under md a popover, which the phone's search button (popovertarget) opens. */
  id: string
}

/**
 * The header's search, a WAI-ARIA combobox: the input controls a listbox of fund houses and funds.
 * Arrow keys move the highlight (aria-activedescendant; focus stays in the field), Enter opens the
 * highlighted result or, with none, /search?q=...; Escape closes the list. "/" and Ctrl+K (Cmd+K)
 * focus the field. It asks with the results page's limit (SEARCH_MAX_LIMIT) and shows the first
 * few: the same cache entry, so Enter or "See all results" opens /search with no second request.
 *
 * Before the code runs (or without it) the form is a plain GET of /search?q=..., the results page,
 * and under md the bar opens and closes as a native popover (see Header).
 */
export function HeaderSearch({ id }: Props) {
  const navigate = useNavigate()
  const form = useRef<HTMLFormElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const list = useRef<SearchDropdownHandle>(null)
  const [Dropdown, setDropdown] = useState<DropdownComponent | null>(null)
  const wake = () => {
    if (!Dropdown) void loadDropdown().then((component) => component && setDropdown(() => component))
  }
  // Enter with no highlighted option sends the form, whose submit opens the results page.
  const { setText, debounced, query, opened, close, busy, inputProps } = useSuggestionField({
    list,
    canOpen: Dropdown !== null,
    enterWithoutHighlight: 'form',
    onFocus: wake,
  })
  const debouncedQ = debounced.trim()
  // A new object only with a new answer (or text sent): the memoised dropdown skips the keys between.
  const { data, error, isError, isPlaceholderData } = query
  const state = useMemo(
    () => suggestionsState(query, debouncedQ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- suggestionsState reads these fields of the query only
    [data, error, isError, isPlaceholderData, debouncedQ],
  )
  const listShown = opened && state.kind === 'results'


  const onShortcut = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (!isSearchShortcut(event) || isModalOpen()) return
    event.preventDefault()
    // Under md the bar is a closed popover: show it (which closes the menu) so the field can take
    // focus. From md up the form shows in the header row and is never made a popover.
    const panel = form.current
    if (panel?.checkVisibility?.() === false) panel.showPopover?.()
    input.current?.focus()
  })
  useEffect(() => {
    document.addEventListener('keydown', onShortcut)
    return () => document.removeEventListener('keydown', onShortcut)
  }, [])

  // Leaving for a result: the progress bar shows on the key's frame (app/navigate-after-paint.ts);
  // closing the list and clearing the field re-render the dropdown, so they wait as a transition
  // instead of delaying that frame (issue #28: Enter took 140-180 ms at 4x CPU).
  const leave = useCallback(
    (go: () => Promise<void>) => {
      startTransition(() => {
        close()
        setText('')
      })
      void go()
    },
    [close, setText],
  )
  // Stable between answers (the dropdown is memoised): the text is read from the field itself.
  const submitText = useCallback(() => {
    const cut = cutSearchText(input.current?.value ?? '')
    if (!cut) return close()
    leave(() => navigate({ to: '/search', search: { q: cut } }))
  }, [close, leave, navigate])
  const onOptionSubmit = useCallback(
    (value: string) => {
      if (value === SEE_ALL_VALUE) return submitText()
      const hit = data?.find((h) => optionKey(h) === value)
      if (!hit) return
      leave(() => navigate(hit.kind === 'scheme' ? fundPageLink(hit) : fundHousePageLink(hit)))
    },
    [data, submitText, leave, navigate],
  )

  return (
    <form
      ref={form}
      role="search"
      aria-label="Site"
      id={id}
      // Without the code, Enter sends the field (name="q") to the results page.
      action="/search"
      method="get"
      popover="auto"
      className={classes.panel}
      onToggle={(event) => {
        // The phone's button opened the bar: the field takes the focus (Escape gives it back to the
        // button). Not the autofocus attribute: from md up, where the same form shows inline, the
        // browser would focus the field on every page load.
        if (event.newState === 'open') input.current?.focus()
      }}
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
          name="q"
          placeholder="Search funds"
          enterKeyHint="search"
          aria-keyshortcuts="/ Control+K Meta+K"
          {...inputProps(listShown, LIST_ID)}
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
            answer={data}
            // The text the answer is for: a key typed changes no prop of the list (its "See all
            // results" names the new text once it is sent; the list is aria-busy meanwhile).
            q={debouncedQ}
            busy={busy}
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
