import { useEffect, useRef, type RefObject } from 'react'
import { Button, Combobox, Input, Loader, Text, TextInput } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import { FundFactsLine, NO_MATCH_HINT, searchErrorMessage, useSuggestionCombobox, useSuggestionField, type SuggestionList } from '@/features/search'
import { chosenFacts, schemeFallbackName } from './scheme-facts'
import { primeScheme, useSchemeHit } from './use-scheme-hit'
import classes from './fund-picker.module.css'

/** Funds listed at once; the answer holds up to SEARCH_MAX_LIMIT hits, fund houses among them. */
const LISTED_FUNDS = 8

export type FundPickerProps = {
  /** The field's label: "Fund", "Switch into". */
  label: string
  /** The chosen scheme's code, null for none. */
  value: number | null
  onChange: (hit: SchemeHit | null) => void
  /** What the page knows of the held schemes: a chosen one found here shows without a request. */
  schemes: ReadonlyMap<number, SchemeHit>
  /** The search field's id (the form focuses it when the field has a message). */
  id: string
  error?: string
  description?: string
}

/**
 * A fund chosen with the header search's combobox: the same search call with the same key (and so
 * the same cache entry as the header's for the same words), schemes only, since a fund house is not
 * something one holds units of. A WAI-ARIA combobox as the header's is (the field keeps the focus,
 * arrow keys move the highlight through aria-activedescendant, Enter chooses, Escape closes). Once a
 * fund is chosen it shows with its house, plan and option, and Clear brings the search back.
 */
export function FundPicker({ label, value, onChange, schemes, id, error, description }: FundPickerProps) {
  const queryClient = useQueryClient()
  const chosen = useSchemeHit(value, schemes)
  // Where the focus goes after a pick or a clear: the element it was on goes away.
  const focusAfter = useRef<'clear' | 'input' | null>(null)
  const clearButton = useRef<HTMLButtonElement>(null)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const target = focusAfter.current === 'clear' ? clearButton.current : focusAfter.current === 'input' ? input.current : null
    focusAfter.current = null
    target?.focus()
  }, [value])

  if (value !== null) {
    const { hit, loading } = chosen
    return (
      <Input.Wrapper id={id} label={label} labelElement="div" error={error} description={description}>
        <div
          role="group"
          aria-labelledby={`${id}-label`}
          aria-describedby={[error && `${id}-error`, description && `${id}-description`].filter(Boolean).join(' ') || undefined}
          className={classes.chosen}
        >
          <div className={classes.chosenText}>
            <span className={classes.name}>{hit?.schemeName ?? (loading ? `Loading fund ${value}…` : schemeFallbackName(value))}</span>
            {hit && (
              <Text component="span" size="sm" c="dimmed" display="block">
                {chosenFacts(hit)}
              </Text>
            )}
          </div>
          <Button
            ref={clearButton}
            variant="default"
            size="xs"
            aria-label={`Clear ${label}`}
            onClick={() => {
              focusAfter.current = 'input'
              onChange(null)
            }}
          >
            Clear
          </Button>
        </div>
      </Input.Wrapper>
    )
  }

  return (
    <FundSearch
      id={id}
      label={label}
      error={error}
      description={description}
      inputRef={input}
      onPick={(hit) => {
        primeScheme(queryClient, hit)
        focusAfter.current = 'clear'
        onChange(hit)
      }}
    />
  )
}

type FundSearchProps = {
  id: string
  label: string
  error?: string
  description?: string
  inputRef: RefObject<HTMLInputElement | null>
  onPick: (hit: SchemeHit) => void
}

function FundSearch({ id, label, error, description, inputRef, onPick }: FundSearchProps) {
  const list = useRef<SuggestionList>(null)
  const { setText, debounced, query, opened, close, busy, inputProps } = useSuggestionField({ list, enterWithoutHighlight: 'list' })
  const listId = `${id}-listbox`
  const labelId = `${id}-label`

  const { data } = query
  const funds = (data ?? []).filter((hit): hit is SchemeHit => hit.kind === 'scheme').slice(0, LISTED_FUNDS)
  // A previous text's answer is kept while the next loads (placeholderData): it is shown, busy.
  const answered = data !== undefined && !(query.isPlaceholderData && data.length === 0)
  const listShown = opened && answered && !query.isError && funds.length > 0

  const combobox = useSuggestionCombobox(list, opened, data)

  const pick = (value: string) => {
    const hit = funds.find((fund) => String(fund.schemeCode) === value)
    if (!hit) return
    close()
    setText('')
    onPick(hit)
  }

  let state: string
  if (!opened) state = ''
  else if (query.isError) state = searchErrorMessage(query.error)
  else if (!answered) state = 'Searching…'
  // "No funds", not the header's "No funds or fund houses": a house is never listed here.
  else if (funds.length === 0) state = `No funds match "${debounced.trim()}". ${NO_MATCH_HINT}`
  else state = `${funds.length} ${funds.length === 1 ? 'fund' : 'funds'}. Use the arrow keys to choose.`

  return (
    // keepMounted={false}: a closed dropdown kept mounted is positioned by floating-ui after every
    // render, each time forcing a style recalculation of the whole page (SearchDropdown says more).
    <Combobox store={combobox} onOptionSubmit={pick} keepMounted={false} hideDetached={false} position="bottom-start" offset={4} shadow="md">
      <Combobox.Target withKeyboardNavigation={false} withAriaAttributes={false}>
        <TextInput
          ref={inputRef}
          id={id}
          label={label}
          error={error}
          description={description ?? 'Type a few words of its name, such as "hdfc large cap direct"'}
          placeholder="Search funds"
          {...inputProps(listShown, listId)}
          rightSection={query.isFetching ? <Loader size={16} color="gray" aria-hidden /> : undefined}
        />
      </Combobox.Target>
      <Combobox.Dropdown className={classes.dropdown} hidden={!opened}>
        {listShown ? (
          <Combobox.Options id={listId} labelledBy={labelId} aria-busy={busy || undefined}>
            {funds.map((fund) => (
              <Combobox.Option key={fund.schemeCode} value={String(fund.schemeCode)} id={`${listId}-${fund.schemeCode}`} className={classes.option}>
                <span className={classes.name}>{fund.schemeName}</span>
                <span className="visually-hidden">, </span>
                <FundFactsLine hit={fund} />
              </Combobox.Option>
            ))}
          </Combobox.Options>
        ) : (
          <Text size="sm" className={classes.state} c={query.isError ? 'red.8' : undefined}>
            {state}
          </Text>
        )}
      </Combobox.Dropdown>
      {/* "Searching…" is not read out at every key: the answer is. */}
      <div role="status" className="visually-hidden">
        {answered || query.isError ? state : ''}
      </div>
    </Combobox>
  )
}
