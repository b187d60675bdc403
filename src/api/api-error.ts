import { HTTPError, TimeoutError } from 'ky'
import type { z } from 'zod/mini'
import { loadContract } from './contract'

/** How a call failed; the UI and the retry policy both decide on this. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'malformed' | 'schema'

/**
 * The one error type the data layer throws. A body that breaks the contract is an error exactly
 * like a network failure, and the HTTP status (when there was one) survives for the retry policy.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  readonly code: string | undefined
  readonly endpoint: string
  readonly issues: z.core.$ZodIssue[] | undefined
  /** The message of the contract's error envelope, as the server wrote it (a 400's reason, say). */
  readonly serverMessage: string | undefined

  constructor(
    kind: ApiErrorKind,
    endpoint: string,
    message: string,
    extra: { status?: number; code?: string; serverMessage?: string; issues?: z.core.$ZodIssue[]; cause?: unknown } = {},
  ) {
    super(message, { cause: extra.cause })
    this.kind = kind
    this.endpoint = endpoint
    this.status = extra.status
    this.code = extra.code
    this.issues = extra.issues
    this.serverMessage = extra.serverMessage
  }

  /** Worth another try: the network, a timeout, or the server's own fault. Never a 4xx or a bad body. */
  get isTransient(): boolean {
    return (
      this.kind === 'network' ||
      this.kind === 'timeout' ||
      (this.kind === 'http' && (this.status ?? 0) >= 500)
    )
  }

  /** The server's rate limit (429): worth another try once its budget has refilled. */
  get isRateLimited(): boolean {
    return this.kind === 'http' && this.status === 429
  }

  get isNotFound(): boolean {
    return this.kind === 'http' && this.status === 404
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Turns whatever ky or fetch threw into an ApiError, reading the contract's error envelope if present. */
export async function toApiError(error: unknown, endpoint: string): Promise<ApiError> {
  if (error instanceof ApiError) return error
  if (error instanceof HTTPError) {
    const status = error.response.status
    let code: string | undefined
    let serverMessage: string | undefined
    let message = `${endpoint} answered ${status}`
    try {
      const [{ errorEnvelopeSchema }, json] = await Promise.all([loadContract(), error.response.clone().json()])
      const envelope = errorEnvelopeSchema.safeParse(json)
      if (envelope.success) {
        code = envelope.data.error.code
        serverMessage = envelope.data.error.message
        message = `${endpoint} answered ${status}: ${envelope.data.error.message}`
      }
    } catch {
      // Not JSON: keep the status line.
    }
    return new ApiError('http', endpoint, message, { status, code, serverMessage, cause: error })
  }
  if (error instanceof TimeoutError) {
    return new ApiError('timeout', endpoint, `${endpoint} did not answer in time`, { cause: error })
  }
  if (error instanceof SyntaxError) {
    return new ApiError('malformed', endpoint, `${endpoint} answered with malformed JSON`, { cause: error })
  }
  return new ApiError('network', endpoint, `${endpoint} could not be reached`, { cause: error })
}
