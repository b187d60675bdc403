/**
 * A route's schema for Fastify and for the OpenAPI document at once: the request's zod schemas as the
 * route gives them (validated by fastify-type-provider-zod), and the answers the contract declares
 * (common/contract/schemas.ts `responses`, the error envelope), with the words of endpoint-docs.ts.
 * The answers are documentation and the server tests' yardstick (tests/server/contract-check.ts); the
 * server does not validate what it sends (app.ts sets a serializer that ignores them).
 */
import { z } from 'zod'
import type { EndpointName } from '../../common/contract/endpoints.ts'
import { errorEnvelopeSchema, responses } from '../../common/contract/schemas.ts'
import { described } from './components.ts'
import { ENDPOINT_DOCS, type Tag } from './endpoint-docs.ts'

type RequestSchemas = {
  params?: z.core.$ZodType
  querystring?: z.core.$ZodType
  body?: z.core.$ZodType
}

const json = <S extends z.core.$ZodType>(description: string, schema: S) => ({ description, content: { 'application/json': { schema } } })

const NOT_MODIFIED = described(z.undefined(), 'Not Modified: the If-None-Match ETag names the current answer; no body.')

/** The statuses beside 200 every API answer may have, with the envelope's codes. */
export function errorResponses(notes: { invalid?: string; notFound?: string; post?: boolean } = {}) {
  const lines = [
    notes.invalid && `400 BAD_REQUEST: ${notes.invalid}.`,
    notes.notFound && `404 NOT_FOUND: ${notes.notFound}.`,
    notes.post && '413 PAYLOAD_TOO_LARGE: a body over 16 KiB; 415 UNSUPPORTED_MEDIA_TYPE: a body that is not application/json.',
    '429 RATE_LIMITED: too many requests or too much uncached work from one address; Retry-After says when to retry.',
  ].filter(Boolean)
  return {
    304: NOT_MODIFIED,
    '4xx': json(`The error envelope. ${lines.join(' ')}`, errorEnvelopeSchema),
    '5xx': json('The error envelope (INTERNAL_ERROR): the server could not answer; it says nothing about why.', errorEnvelopeSchema),
  }
}

export function describedSchema<R extends RequestSchemas, S extends z.core.$ZodType>(
  doc: { operationId: string; summary: string; description?: string; tag: Tag; notFound?: string; ok: string },
  request: R,
  answer: S,
) {
  const invalid = request.body ? 'the body does not match its schema' : request.params || request.querystring ? 'a parameter does not match its schema' : undefined
  return {
    ...request,
    operationId: doc.operationId,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [doc.tag],
    response: {
      200: json(doc.ok, answer),
      ...errorResponses({ invalid, notFound: doc.notFound, post: Boolean(request.body) }),
    },
  }
}

/** The schema of a call of the contract (common/contract/endpoints.ts), answering `responses[name]`. */
export function apiSchema<N extends EndpointName, R extends RequestSchemas = Record<never, never>>(name: N, request: R = {} as R) {
  return describedSchema({ operationId: name, ok: 'OK', ...ENDPOINT_DOCS[name] }, request, responses[name])
}
