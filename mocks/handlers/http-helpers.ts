import { HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { endpointPath, type EndpointName } from '../../common/contract/endpoints'
import type { ErrorEnvelope, responses } from '../../common/contract/schemas'

/**
 * What every handler shares: the path of a call on any origin, typed success bodies, the contract's
 * error envelope and body validation with the shared request schemas.
 */

/**
 * The call's path on any origin: the client may talk to `VITE_API_ORIGIN` or to the page's own
 * origin, and tests fetch `http://localhost/...`.
 */
export function anyOrigin(name: EndpointName): string {
  return `*${endpointPath(name)}`
}

/** The 200 body of a call, typed from the shared response schema of the same name. */
export type ResponseBody<N extends EndpointName> = z.output<(typeof responses)[N]>

export function ok<N extends EndpointName>(_name: N, body: ResponseBody<N>) {
  return HttpResponse.json(body)
}

export type ErrorCode = 'BAD_REQUEST' | 'NOT_FOUND'

export function fail(status: 400 | 404, code: ErrorCode, message: string) {
  return HttpResponse.json<ErrorEnvelope>({ error: { code, message } }, { status })
}

export const notFound = (message: string) => fail(404, 'NOT_FOUND', message)
export const badRequest = (message: string) => fail(400, 'BAD_REQUEST', message)

type BodyResult<T> = { ok: true; data: T } | { ok: false; response: ReturnType<typeof fail> }

/**
 * Reads and validates a JSON body. Reads text first so malformed JSON and a body that breaks the
 * schema both become the contract's 400 envelope rather than an unhandled exception.
 */
export async function readBody<S extends z.core.$ZodType>(request: Request, schema: S): Promise<BodyResult<z.output<S>>> {
  let json: unknown
  try {
    json = JSON.parse(await request.text())
  } catch {
    return { ok: false, response: badRequest('The request body must be valid JSON') }
  }
  const parsed = z.safeParse(schema, json)
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
      .join('; ')
    return { ok: false, response: badRequest(`Invalid request body (${details})`) }
  }
  return { ok: true, data: parsed.data }
}
