import { SEARCH_MAX_LENGTH } from '@common/contract/limits'
import { parseTerMax } from '@common/lib/ter-max'

/** The one order offered beside relevance: the funds with the lowest TER first. */
export const SEARCH_SORTS = ['ter'] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]

/** ?q=, and how the funds among the results are ordered (?sort=ter) and filtered (?terMax=). */
export type SearchPageSearch = { q?: string; sort?: SearchSort; terMax?: number }

/**
 * The ?q= of /search: trimmed, and cut to the contract's 100 characters rather than refused (a
 * pasted paragraph still searches its start). Empty is undefined: /search then asks for a text.
 * ?sort and ?terMax: a value the page does not know is dropped, like the fund lists' (no error page).
 */
export function validateSearchPageSearch(search: Record<string, unknown>): SearchPageSearch {
  // The router parses JSON-looking values: ?q=123 arrives as a number, ?q=true as a boolean.
  const raw = typeof search.q === 'string' || typeof search.q === 'number' || typeof search.q === 'boolean' ? String(search.q) : ''
  const q = cutSearchText(raw)
  const sort = SEARCH_SORTS.find((key) => key === search.sort)
  // Every key, undefined when empty or dropped: the router merges the raw search under the validated one.
  return { q: q || undefined, sort, terMax: parseTerMax(search.terMax) }
}

/** What is sent: trimmed, at most SEARCH_MAX_LENGTH characters. */
export const cutSearchText = (text: string) => text.trim().slice(0, SEARCH_MAX_LENGTH).trim()
