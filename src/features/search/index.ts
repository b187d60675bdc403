// What other features use of the search (the portfolio's fund picker, which asks the header's
// search call and words its list the same way); routes import its modules directly.
export { FundFactsLine } from './FundFacts'
export { searchErrorMessage } from './search-error'
export { NO_MATCH_HINT } from './search-hits'
export { useSuggestionCombobox, useSuggestionField, type SuggestionList } from './use-suggestion-field'
