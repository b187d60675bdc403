import { SEARCH_MAX_LENGTH } from '@common/contract/limits'

export type SearchPageSearch = { q?: string }

/**
 * The ?q= of /search: trimmed, and cut to the contract's 100 characters rather than refused (a
 * pasted paragraph still searches its start). Empty is undefined: /search then asks for a text.
 */
export function validateSearchPageSearch(search: Record<string, unknown>): SearchPageSearch {
  // The router parses JSON-looking values: ?q=123 arrives as a number, ?q=true as a boolean.
  const raw = typeof search.q === 'string' || typeof search.q === 'number' || typeof search.q === 'boolean' ? String(search.q) : ''
  const q = cutSearchText(raw)
  // The key always, undefined when empty: the router merges the raw search under the validated one.
  return { q: q || undefined }
}

/** What is sent: trimmed, at most SEARCH_MAX_LENGTH characters. */
export const cutSearchText = (text: string) => text.trim().slice(0, SEARCH_MAX_LENGTH).trim()
