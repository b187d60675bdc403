/**
 * An error that becomes the contract's envelope `{ error: { code, message } }` with its status. An
 * expected answer, not a fault: it is never logged, so it captures no stack (a flood of 429s or 404s
 * would otherwise pay for one each).
 */
export class HttpError extends Error {
  readonly statusCode: number
  readonly code: string
  /** Answer only after this long (a refusal of a flood: see http/rate-limit.ts). */
  readonly delayMs: number
  constructor(statusCode: number, code: string, message: string, { delayMs = 0 }: { delayMs?: number } = {}) {
    const limit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
    super(message)
    Error.stackTraceLimit = limit
    this.name = 'HttpError'
    this.statusCode = statusCode
    this.code = code
    this.delayMs = delayMs
  }
}

export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message)

/** Slugs for the statuses Fastify and its plugins raise. */
export const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  403: 'FORBIDDEN',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
}

export function envelope(code: string, message: string) {
  return { error: { code, message } }
}
