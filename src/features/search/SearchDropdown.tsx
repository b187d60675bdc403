import type { Ref } from 'react'
import { Combobox } from '@mantine/core'
import type { SuggestionsState } from './suggestions-state'
import { useSuggestionCombobox, type SuggestionList } from './use-suggestion-field'
import { SearchSuggestions } from './SearchSuggestions'
import classes from './header-search.module.css'

/** What the header's field asks of the list: the keys it does not handle itself (useSuggestionField). */
export type SearchDropdownHandle = SuggestionList

type Props = {
  opened: boolean
  state: SuggestionsState
  /** The query's data the options are made from: when it changes, so do the options. */
  answer: unknown
  q: string
  busy: boolean
  listId: string
  labelId: string
  onOptionSubmit: (value: string) => void
  ref?: Ref<SearchDropdownHandle>
}

/**
 * The header search's dropdown: Mantine's Combobox (Popover, floating-ui) holding the listbox. Its
 * code loads when the field is first approached (see HeaderSearch), so it is not part of every
 * page's first load; the field itself, its ARIA state and its keys stay with HeaderSearch, so the
 * input is one element from the first paint on (focus and caret never move when this arrives).
 */
export function SearchDropdown({ opened, state, answer, q, busy, listId, labelId, onOptionSubmit, ref }: Props) {
  const combobox = useSuggestionCombobox(ref ?? null, opened, answer)

  return (
    // In the header, not a portal: a click on an option is not a click outside the header (which
    // closes the phone's bar). The sticky header never scrolls away, so floating-ui's "reference
    // hidden" check has nothing to do (and in jsdom, with no layout, it would hide everything).
    // Not kept mounted while closed (Combobox's default): a mounted dropdown has floating-ui
    // position it after every render, and each time it reads the computed style (a forced style
    // recalculation of the whole page, 5-100 ms at 4x CPU) even with the list hidden.
    <Combobox
      store={combobox}
      onOptionSubmit={onOptionSubmit}
      keepMounted={false}
      withinPortal={false}
      hideDetached={false}
      position="bottom-start"
      offset={4}
      shadow="md"
    >
      <Combobox.Target withKeyboardNavigation={false} withAriaAttributes={false}>
        {/* Where the list hangs from: the field's box (the input is HeaderSearch's). */}
        <span className={classes.anchor} aria-hidden />
      </Combobox.Target>
      <Combobox.Dropdown className={classes.dropdown}>
        <SearchSuggestions state={state} q={q} listId={listId} labelId={labelId} busy={busy} />
      </Combobox.Dropdown>
    </Combobox>
  )
}
