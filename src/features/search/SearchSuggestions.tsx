import { Combobox, Loader, Text } from '@mantine/core'
import type { SearchHit } from '@common/contract/analytics-schemas'
import { FundFactsLine } from './FundFacts'
import { NO_MATCH_HINT, noMatchMessage, schemeCountLabel } from './search-hits'
import { optionKey, SEE_ALL_VALUE, type SuggestionsState } from './suggestions-state'
import classes from './header-search.module.css'

type Props = {
  state: SuggestionsState
  /** The text the answer is for (for "See all results for ..."): it lags the field by the debounce while the list is busy. */
  q: string
  listId: string
  /** The field's label: the listbox is named by it. */
  labelId: string
  /** The answer for newer text is on its way: the options shown are the previous text's. */
  busy: boolean
}

/**
 * The dropdown's body. Loading, error and no-match are plain text beside the listbox, not inside
 * it: a listbox holds options (and groups of them) only.
 */
export function SearchSuggestions({ state, q, listId, labelId, busy }: Props) {
  switch (state.kind) {
    case 'loading':
      return (
        <div className={classes.state}>
          <Loader size={14} color="gray" aria-hidden /> <Text span size="sm">Searching…</Text>
        </div>
      )
    case 'error':
      return (
        <Text className={classes.state} c="red.8">
          {state.message}
        </Text>
      )
    case 'empty':
      return (
        <div className={classes.state}>
          <Text size="sm" fw={600}>
            {noMatchMessage(state.q)}
          </Text>
          <Text size="sm" c="dimmed">
            {NO_MATCH_HINT}
          </Text>
        </div>
      )
    case 'results': {
      const { houses, funds } = state.hits
      const id = (hit: SearchHit) => `${listId}-${optionKey(hit)}`
      return (
        <Combobox.Options id={listId} labelledBy={labelId} aria-busy={busy || undefined}>
          {houses.length > 0 && (
            <Combobox.Group label="Fund houses">
              {houses.map((house) => (
                <Combobox.Option key={house.id} value={optionKey(house)} id={id(house)} className={classes.option}>
                  <span className={classes.optionName}>{house.fund_house_name}</span>
                  <span className="visually-hidden">, </span>
                  <Text component="span" size="xs" c="dimmed" display="block">
                    Fund house · {schemeCountLabel(house.schemes)}
                  </Text>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
          {funds.length > 0 && (
            <Combobox.Group label="Funds">
              {funds.map((fund) => (
                <Combobox.Option key={fund.schemeCode} value={optionKey(fund)} id={id(fund)} className={classes.option}>
                  <span className={classes.optionName}>{fund.schemeName}</span>
                  <span className="visually-hidden">, </span>
                  <FundFactsLine hit={fund} />
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
          <Combobox.Option value={SEE_ALL_VALUE} id={`${listId}-${SEE_ALL_VALUE}`} className={classes.seeAll}>
            See all results for "{q}"
          </Combobox.Option>
        </Combobox.Options>
      )
    }
  }
}
