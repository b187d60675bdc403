/**
 * A POST call answered from the response cache (http/response-cache.ts), with a fast path for a
 * request body seen before.
 *
 * The route validates its body with its zod schema as any other (a malformed body is the 400
 * envelope) and answers through `cache.send`. Before that, in the route's preValidation hook (the
 * JSON body is parsed, the schema has not run), the body's JSON text is looked up among the bodies
 * that passed the schema before; when it is one of them and the answer for its validated value is
 * cached for the current data version, that answer is sent there and then: the same entry, headers,
 * encodings and 304 as `cache.send`, without the schema, the handler or their ticks. Anything else
 * goes the ordinary way: a body not seen before or one that fails the schema, an answer not cached
 * (yet: a new data version or content is a new cache key), an answer that is an error (errors are
 * never cached). The hooks before (security headers, X-Data-Source, the rate limit) run for every
 * request alike, so a fast answer is counted by the limit like any other.
 *
 * Sound because the JSON text of a parsed body is the body: two bodies with the same text are the
 * same JSON value, so they pass or fail the schema alike and give the same validated value (and so
 * the same key, which is what is remembered).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod/mini'
import type { ResponseCache, SendOptions } from './response-cache.ts'

/** Remembered valid bodies per route; the oldest is forgotten first. */
export const VALID_BODIES = 1000

export type CachedPost<S extends z.core.$ZodType> = {
  path: string
  body: S
  /**
   * The data version and content, the first part of every cache key (routes/context.ts versionKey:
   * the same string until the data changes).
   */
  version: () => string
  /** The rest of the cache key: what in a validated body makes the answer. */
  key: (body: z.output<S>) => string
  /** The answer's JSON value; throw an HttpError for an error answer (not cached). */
  compute: (body: z.output<S>) => unknown
  options?: SendOptions
}

export function cachedPost<S extends z.core.$ZodType>(fastify: FastifyInstance, cache: ResponseCache, route: CachedPost<S>): void {
  const { path, body: schema, version, key, compute, options } = route
  /**
   * A valid body's JSON text -> its key (the part after the version), and the whole cache key as last
   * built, for the version it was built for (a new string, and its hash, per request cost more than
   * the lookup).
   */
  const valid = new Map<string, { key: string; version?: string; cacheKey?: string }>()

  function fastPath(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    let text: string | undefined
    try {
      text = JSON.stringify(request.body)
    } catch {
      // A body that cannot be written back (nested past the stack; json-body.ts refuses those first):
      // the ordinary way, where the schema answers it.
      return done()
    }
    if (typeof text !== 'string') return done()
    const known = valid.get(text)
    if (known === undefined) {
      // First sight: remember it if it passes (Fastify's validation runs next all the same, and
      // answers a failure with the usual 400).
      const checked = z.safeParse(schema, request.body)
      if (checked.success) {
        valid.set(text, { key: key(checked.data) })
        if (valid.size > VALID_BODIES) valid.delete(valid.keys().next().value!)
      }
      return done()
    }
    // Answered here, `done` is not called: Fastify stops the request's chain (its documented way to
    // answer from a hook).
    const current = version()
    if (known.version !== current) {
      known.version = current
      known.cacheKey = `${current}|${known.key}`
    }
    if (!cache.sendCached(request, reply, known.cacheKey!, options)) done()
  }

  fastify.withTypeProvider<ZodTypeProvider>().post(path, { schema: { body: schema }, preValidation: fastPath }, (request, reply) => {
    const body = request.body as z.output<S>
    return cache.send(request, reply, `${version()}|${key(body)}`, () => compute(body), options)
  })
}
