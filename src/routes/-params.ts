import { notFound } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { idParamSchema, MAX_TEXT_LENGTH } from '@common/contract/schemas'

/**
 * Path-parameter parsers shared by the route files. A parameter that does not parse is the
 * not-found state, decided before any loader runs, so a malformed URL never reaches the API.
 */
function parseOrNotFound<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value)
  if (!result.success) throw notFound()
  return result.data
}

/** A fund-house name in a path (for funds-by-amc and fund-nav it is the AMFI name, used as amc_name). */
export const nameParamSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_TEXT_LENGTH))

export const parseId = (value: unknown) => parseOrNotFound(idParamSchema, value)
export const parseName = (value: unknown) => parseOrNotFound(nameParamSchema, value)
export const parseWith = parseOrNotFound
