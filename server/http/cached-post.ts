/**
 * A POST call answered from the response cache (docs/decisions/006-answer-cache.md). The route
 * validates and answers through `cache.send` as any other; first, its preValidation hook looks the
 * parsed body's JSON text up among bodies that passed the schema, and when that key's answer is cached
 * for the current version, sends it as `cache.send` would, without the schema or the handler. Anything
 * else (an unseen or invalid body, an answer not cached, an error) goes the ordinary way; the header
 * and rate-limit hooks run before for every request alike. Sound because a parsed body's JSON text is
 * the body: the same text passes or fails the schema alike, to the same validated value and key.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, HookHandlerDoneFunction } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod/mini'
import type { ResponseCache, SendOptions } from './response-cache.ts'

/** Remembered valid bodies per route; the oldest is forgotten first. */
export const VALID_BODIES = 1000

export type CachedPost<S extends z.core.$ZodType> = {
  path: string
  /** The route's schema: its body, and its answers and words for the OpenAPI document (openapi/api-schema.ts). */
  schema: Omit<FastifySchema, 'body'> & { body: S }
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
  const { path, schema: routeSchema, version, key, compute, options } = route
  const schema = routeSchema.body
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

  fastify.withTypeProvider<ZodTypeProvider>().post(path, { schema: routeSchema, preValidation: fastPath }, (request, reply) => {
    const body = request.body as z.output<S>
    return cache.send(request, reply, `${version()}|${key(body)}`, () => compute(body), options)
  })
}
