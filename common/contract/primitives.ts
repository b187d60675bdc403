/**
 * The contract's building blocks (dates, NAVs, percentages, envelopes), shared by the seed's shapes
 * (schemas.ts) and the analytics additions (analytics-schemas.ts). zod only.
 */
import { z } from 'zod/mini'
import { MAX_TEXT_LENGTH } from './limits.ts'

export { MAX_TEXT_LENGTH }

/**
 * An image or link address from the API: absolute http(s) or root-relative ("/logos/x.png").
 * Anything else (javascript:, data:, protocol-relative) is refused, so an edited content store
 * can never smuggle a script URL into an <img> or <a>.
 */
export const assetUrl = z.string().check(
  z.minLength(1),
  z.maxLength(2048),
  z.refine((value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value), {
    message: 'Expected an http(s) or root-relative URL',
  }),
)

/** `dd-mm-yyyy`, the NAV date format of the contract. */
export const dmyDate = z.string().check(
  z.regex(/^(0[1-9]|[12]\d|3[01])-(0[1-9]|1[0-2])-\d{4}$/, {
    message: 'Expected a dd-mm-yyyy date',
  }),
)

/** A NAV as the API writes it in histories: a positive decimal number as text. */
export const navString = z.string().check(z.regex(/^\d+(\.\d+)?$/, { message: 'Expected a decimal NAV' }))

/** A percentage that may be unknown (too little history): the client shows "–" for null. */
export const percent = z.nullable(z.number())

export const schemeCode = z.int().check(z.positive())

/** "data.data" in the spec: the JSON body is `{ data: payload }`; extra fields are ignored. */
export const dataEnvelope = <T extends z.ZodMiniType>(payload: T) => z.object({ data: payload })

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
})
