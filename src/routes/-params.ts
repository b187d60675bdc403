import { notFound } from '@tanstack/react-router'
import { collectionValues, ID_PARAM_PATTERN, MAX_TEXT_LENGTH } from '@common/contract/limits'
import type { Collection } from '@common/contract/schemas'

/**
 * Path-parameter parsers shared by the route files. A parameter that does not parse is the
 * not-found state, decided before any loader runs, so a malformed URL never reaches the API.
 * They check what the contract's request schemas check (idParamSchema, amc_name, the collection
 * enum), from the same constants (common/contract/limits.ts), without building a zod schema: they
 * run on the first render, before the schemas are loaded (see src/api/http.ts).
 */

/** A fund-house id or scheme code: a positive integer written in digits. */
export function parseId(value: unknown): number {
  if (typeof value !== 'string' || !ID_PARAM_PATTERN.test(value)) throw notFound()
  return Number(value)
}

/** A fund-house name (for funds-by-amc and fund-nav it is the AMFI name, used as amc_name), trimmed. */
export function parseName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : ''
  if (name.length < 1 || name.length > MAX_TEXT_LENGTH) throw notFound()
  return name
}

/** A curated collection's URL value. */
export function parseCollection(value: unknown): Collection {
  const collection = collectionValues.find((known) => known === value)
  if (!collection) throw notFound()
  return collection
}
