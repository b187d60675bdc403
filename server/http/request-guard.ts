/**
 * Addresses no page or file of ours can have, refused before any work: an over-long URL (414), and
 * paths with a repeated slash or a backslash, which the static files' plugin would answer 403 and
 * the router would read as another host's address. Those get the not-found answer of any unknown
 * address: the envelope under /api/, the site's not-found page elsewhere.
 */
import type { FastifyInstance } from 'fastify'
import { HttpError } from './http-error.ts'

/** Far above any address of the site (the longest are a fund page's, a few hundred characters). */
export const MAX_URL_LENGTH = 4096

const ODD_PATH = /\/\/|\\/

export function registerRequestGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request
    // HTTP/1.1 requires a Host; Node's own refusal would carry neither our envelope nor our headers.
    if (!request.headers.host && request.raw.httpVersion === '1.1') return done(new HttpError(400, 'BAD_REQUEST', 'The request has no Host header.'))
    if (url.length > MAX_URL_LENGTH) return done(new HttpError(414, 'URI_TOO_LONG', `The address is longer than ${MAX_URL_LENGTH} characters.`))
    const mark = url.indexOf('?')
    // A request no route matched is on its way to the not-found handler already.
    if (request.is404 || !ODD_PATH.test(mark < 0 ? url : url.slice(0, mark))) return done()
    // Answered by the not-found handler; the hook's chain ends here.
    reply.callNotFound()
  })
}
