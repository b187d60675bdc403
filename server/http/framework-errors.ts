/**
 * Errors raised before any route or hook of ours runs still answer the contract's envelope with the
 * security headers: Fastify's routing errors (a URL it cannot decode) and Node's client errors (a
 * request line or headers too large, a request that timed out, bytes that are no HTTP at all).
 */
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { API_SECURITY_HEADERS, isApiUrl, SECURITY_HEADERS } from './security-headers.ts'
import { CODE_BY_STATUS, envelope } from './http-error.ts'

export const securityHeadersFor = (url: string) => (isApiUrl(url) ? API_SECURITY_HEADERS : SECURITY_HEADERS)

/** Fastify's `frameworkErrors` option: our onRequest hooks have not run, so the headers are set here. */
export function frameworkErrors(error: { statusCode?: number; code?: string }, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid: it has malformed %-encoding.' : 'The request is not valid.'
  void reply
    .headers(securityHeadersFor(request.url ?? '/'))
    .code(status)
    .send(envelope(CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message))
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The address or the request headers are too large.' },
}

const rawHeaders = Object.entries(API_SECURITY_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('')

/**
 * Fastify's `clientErrorHandler`: Node calls it with the socket only (no request was parsed), so
 * the answer is written raw, then the connection closed, as Node's own handler does.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, message: 'The request is not valid HTTP.' }
  const body = JSON.stringify(envelope(CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message))
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
        `${rawHeaders}connection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}
