/**
 * The parser of JSON request bodies: Fastify's own (secure-json-parse, refusing `__proto__` and
 * `constructor.prototype` keys), after a scan of the raw text that refuses deep nesting. JSON.parse
 * takes any depth, but what walks the value afterwards (cached-post's JSON.stringify, the schema, an
 * error's serialisation) overflows the stack at a few thousand levels: a 500 for a body that is simply
 * not one of ours. No request body of the contract nests more than two levels.
 */
import type { FastifyInstance } from 'fastify'
import { HttpError } from './http-error.ts'

export const MAX_JSON_DEPTH = 32

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_BRACE = 0x7b
const OPEN_BRACKET = 0x5b
const CLOSE_BRACE = 0x7d
const CLOSE_BRACKET = 0x5d

/**
 * True when `text` opens more than `max` objects or arrays inside one another, brackets inside string
 * literals aside. Reads the text only as far as it must; malformed JSON is JSON.parse's to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
    } else if (c === QUOTE) inString = true
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--
  }
  return false
}

/** Replaces the application/json parser (the instance's body limit still applies). */
export function registerJsonBodyParser(app: FastifyInstance): void {
  // 'error' for both, as Fastify's default: a poisoned key is a 400, not silently dropped.
  const parse = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new HttpError(400, 'BAD_REQUEST', `The JSON body nests objects or arrays more than ${MAX_JSON_DEPTH} levels deep.`), undefined)
      return
    }
    parse(request, body as string, done)
  })
}
