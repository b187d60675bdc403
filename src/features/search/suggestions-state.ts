import type { UseQueryResult } from '@tanstack/react-query'
import type { SearchHit } from '@common/contract/analytics-schemas'
import { searchErrorMessage } from './search-error'
import { dropdownHits, NO_MATCH_HINT, noMatchMessage, type SplitHits } from './search-hits'

/** What the header's dropdown shows. */
export type SuggestionsState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'empty'; q: string }
  | { kind: 'results'; hits: SplitHits }

/** The dropdown's state from the search query; `q` is the (debounced) text the query is for. */
export function suggestionsState(query: UseQueryResult<SearchHit[]>, q: string): SuggestionsState {
  if (query.isError) return { kind: 'error', message: searchErrorMessage(query.error) }
  // A previous text's empty answer (kept while the next one loads) says nothing about this text.
  if (query.data === undefined || (query.isPlaceholderData && query.data.length === 0)) return { kind: 'loading' }
  if (query.data.length === 0) return { kind: 'empty', q }
  return { kind: 'results', hits: dropdownHits(query.data) }
}

/** What the status region reads out when the dropdown's content changes. */
export function announcementOf(state: SuggestionsState): string {
  switch (state.kind) {
    case 'loading':
      return ''
    case 'error':
      return state.message
    case 'empty':
      return `${noMatchMessage(state.q)}. ${NO_MATCH_HINT}`
    case 'results': {
      const { houses, funds } = state.hits
      const parts = [
        houses.length > 0 && `${houses.length} ${houses.length === 1 ? 'fund house' : 'fund houses'}`,
        funds.length > 0 && `${funds.length} ${funds.length === 1 ? 'fund' : 'funds'}`,
      ]
      return `${parts.filter(Boolean).join(' and ')}. Use the arrow keys to choose.`
    }
  }
}

/** An option's value: unique across both groups. */
export const optionKey = (hit: SearchHit) => (hit.kind === 'scheme' ? `fund-${hit.schemeCode}` : `house-${hit.id}`)

/** The value of the dropdown's last option, which opens the results page. */
export const SEE_ALL_VALUE = 'see-all'
