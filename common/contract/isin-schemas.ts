/**
 * Ours, beyond the contract's additions: which scheme an ISIN names, for a statement import (a
 * CAMS/KFintech statement names a scheme by AMFI code and/or ISIN; common/portfolio/match-schemes.ts).
 * Same rules as schemas.ts: zod only, shared by the site, the msw handlers and the reference server.
 */
import { z } from 'zod/mini'
import { optionSchema, planSchema } from './analytics-schemas.ts'
import { ISIN_LOOKUP_MAX, ISIN_PATTERN } from './limits.ts'
import { dataEnvelope, schemeCode } from './primitives.ts'

export { ISIN_LOOKUP_MAX, ISIN_PATTERN }

const LIST_MESSAGE = `expected 1 to ${ISIN_LOOKUP_MAX} ISINs separated by commas`

/** At most this much of a value that is not an ISIN is quoted back in the error. */
const QUOTE_MAX = 24

const quote = (value: string) => JSON.stringify(value.length > QUOTE_MAX ? `${value.slice(0, QUOTE_MAX)}…` : value)

/**
 * The query string: `isin`, 1 to ISIN_LOOKUP_MAX ISINs separated by commas (spaces around each and
 * case ignored). Parses to the distinct ISINs in upper case, sorted, so one set of ISINs is one
 * answer whatever its order; a value that is not an ISIN is named in the error.
 */
export const isinLookupQuerySchema = z.strictObject({
  isin: z.pipe(
    z.string({ error: LIST_MESSAGE }),
    z.transform((text, ctx) => {
      const given = text.split(',')
      if (text.trim() === '' || given.length > ISIN_LOOKUP_MAX) {
        ctx.issues.push({ code: 'custom', message: `${LIST_MESSAGE} (got ${text.trim() === '' ? 'none' : given.length})`, input: text })
        return z.NEVER
      }
      const isins = given.map((value) => value.trim().toUpperCase())
      const bad = isins.findIndex((isin) => !ISIN_PATTERN.test(isin))
      if (bad >= 0) {
        const where = given.length > 1 ? ` (ISIN ${bad + 1} of ${given.length})` : ''
        ctx.issues.push({
          code: 'custom',
          message: `${quote(given[bad]!.trim())}${where} is not an ISIN: expected IN, nine letters or digits and a check digit, e.g. INF179K01BE2`,
          input: text,
        })
        return z.NEVER
      }
      return [...new Set(isins)].sort()
    }),
  ),
})

/** One ISIN of the request that names a scheme: as its growth (or payout) ISIN or its reinvestment ISIN. */
export const isinMatchSchema = z.object({
  /** As asked (upper case). */
  isin: z.string().check(z.regex(ISIN_PATTERN)),
  schemeCode,
  schemeName: z.string(),
  plan: z.nullable(planSchema),
  /** A Bonus option is null here, as in a search hit. */
  option: z.nullable(optionSchema),
})

export const isinResponses = {
  /** One entry per ISIN asked that names a scheme, in ISIN order; an ISIN that names none is left out. */
  schemesByIsin: dataEnvelope(z.array(isinMatchSchema)),
} as const

export type IsinLookupQuery = z.input<typeof isinLookupQuerySchema>
export type IsinMatch = z.infer<typeof isinMatchSchema>
