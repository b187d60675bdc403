import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { CODE_BY_STATUS, envelope, HttpError } from './http-error.ts'

/**
 * Every failure answers the contract's envelope. 4xx messages are ours or Fastify's (safe to show);
 * on 5xx the client learns nothing about internals, the log gets everything.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]
      const where = first?.instancePath ? `${first.instancePath.slice(1).replaceAll('/', '.')}: ` : ''
      return reply
        .code(400)
        .send(envelope('BAD_REQUEST', `Invalid ${error.validationContext ?? 'request'}: ${where}${first?.message ?? 'invalid value'}`))
    }
    if (error instanceof HttpError) {
      if (error.delayMs === 0) return reply.code(error.statusCode).send(envelope(error.code, error.message))
      setTimeout(() => reply.code(error.statusCode).send(envelope(error.code, error.message)), error.delayMs)
      return reply
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.code(500).send(envelope('INTERNAL_ERROR', 'The server could not answer this request.'))
    }
    return reply.code(status).send(envelope(CODE_BY_STATUS[status] ?? 'BAD_REQUEST', error.message))
  })
}
