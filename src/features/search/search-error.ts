import { isApiError } from '@/api/api-error'
import { describeError } from '@/components/ErrorState'

/**
 * A search failure in a sentence. A 4xx says what was wrong with the text in the server's own
 * words (the contract's error envelope); anything else gets the site's usual wording.
 */
export function searchErrorMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'http' && error.serverMessage && (error.status ?? 0) < 500 && error.status !== 429) {
    return `Search failed: ${error.serverMessage}`
  }
  return `Search failed. ${describeError(error)}`
}
