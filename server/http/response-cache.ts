/**
 * Serialise and compress each answer once per data version. Entries are keyed by
 * `data version | content hash | route | canonical request`, so a new import or content edit simply
 * makes new keys and the old ones age out of the cache. The ETag is a hash of the body.
 */
import { createHash } from 'node:crypto'
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { cacheControl } from './cache-policy.ts'
import { createSegmentedLru } from './segmented-lru.ts'

/** `bytes` counts identity, br and gzip; `key` is the one it is kept under. */
type Entry = { key: string; etag: string; identity: Buffer; br?: Buffer; gzip?: Buffer; createdAt: number; brBest?: boolean; bytes: number }

// Below this a compressed body saves less than its headers cost.
const COMPRESS_MIN_BYTES = 1024

const brotliParams = (quality: number, size: number) => ({
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size },
})

/**
 * Brotli 11 costs many times quality 5's CPU, and imports back to back make data versions that live a
 * second or two: an answer is upgraded only when asked for again at least this long after it was made,
 * one upgrade at a time (docs/decisions/006-answer-cache.md).
 */
export const BROTLI_UPGRADE_AFTER_MS = 2000

/**
 * Answers' bytes kept at most (identity + br + gzip): callers choose keys (POST bodies), so an entry
 * count alone would not bound memory.
 */
export const RESPONSE_CACHE_BYTES = 64 * 1024 * 1024

export type ResponseCacheOptions = {
  upgradeAfterMs?: number
  now?: () => number
  maxBytes?: number
  /** Called on a miss before the answer is computed (the client's work budget); may throw an HttpError. */
  beforeCompute?: (request: FastifyRequest, reply: FastifyReply) => void
  /**
   * Runs a computation on one snapshot of the data (app.ts: a read transaction). The sync worker
   * commits from another thread; without it, an answer built from several queries could mix rows from
   * before and after a commit (the back-fill's switch from demo to real data above all).
   */
  snapshot?: <T>(read: () => T) => T
}
export type SendOptions = { cacheControl?: string }

export function createResponseCache(maxEntries = 2000, options: ResponseCacheOptions = {}) {
  const { upgradeAfterMs = BROTLI_UPGRADE_AFTER_MS, now = () => performance.now(), beforeCompute, maxBytes = RESPONSE_CACHE_BYTES, snapshot = (read) => read() } = options
  /**
   * Scan-resistant (segmented-lru.ts): a flood of requests made once each (distinct POST bodies)
   * evicts only other answers asked for once, never the answers in everyday use. One answer may not
   * take over the cache: one over a quarter of maxBytes is sent, and computed again next time.
   */
  const entries = createSegmentedLru<Entry>({ maxEntries, maxBytes, maxEntryBytes: maxBytes / 4 })
  let upgrading = false

  /** Counts `delta` more bytes for `entry` (a new encoding of it) and evicts down to the limits. */
  function grow(entry: Entry, delta: number): void {
    entry.bytes += delta
    entries.resized(entry.key, entry)
  }

  function lookup(key: string, compute: () => unknown, request: FastifyRequest, reply: FastifyReply): Entry {
    const hit = entries.get(key)
    if (hit) return hit
    beforeCompute?.(request, reply)
    const identity = Buffer.from(JSON.stringify(snapshot(compute)))
    const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`
    const entry: Entry = { key, etag, identity, createdAt: now(), bytes: identity.length }
    entries.set(key, entry)
    return entry
  }

  // Browsers send the same Accept-Encoding on every request: the last one's answer is kept.
  let lastAccept: string | undefined
  let lastEncoding: 'br' | 'gzip' | null = null
  function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
    const accept = String(request.headers['accept-encoding'] ?? '')
    if (accept !== lastAccept) {
      lastAccept = accept
      lastEncoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null
    }
    return lastEncoding
  }

  // The policy's max-age counts down in whole seconds: computed once a second, not per answer.
  let policySecond = -1
  let policy = ''
  function currentCacheControl(): string {
    const second = Math.floor(Date.now() / 1000)
    if (second !== policySecond) {
      policySecond = second
      policy = cacheControl(new Date(second * 1000))
    }
    return policy
  }

  function matches(request: FastifyRequest, etag: string): boolean {
    const header = request.headers['if-none-match']
    if (!header) return false
    return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  }

  /** The answer of `entry`: validators and caching headers, then 304 or the best body the client accepts. */
  function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry, options: SendOptions): FastifyReply {
    reply.header('ETag', entry.etag).header('Cache-Control', options.cacheControl ?? currentCacheControl()).header('Vary', 'Accept-Encoding')
    if (matches(request, entry.etag)) return reply.code(304).send()
    reply.type('application/json; charset=utf-8')
    const encoding = entry.identity.length >= COMPRESS_MIN_BYTES ? encodingFor(request) : null
    if (encoding === 'br') {
      // Quality 5 now, so the first visitor does not wait; quality 11 (smaller, far slower) is
      // computed off the event loop once the answer has proved to live on (BROTLI_UPGRADE_AFTER_MS).
      if (!entry.br) {
        entry.br = brotliCompressSync(entry.identity, brotliParams(5, entry.identity.length))
        grow(entry, entry.br.length)
      } else if (!entry.brBest && !upgrading && now() - entry.createdAt >= upgradeAfterMs) {
        upgrading = true
        entry.brBest = true
        brotliCompress(entry.identity, brotliParams(11, entry.identity.length), (error, best) => {
          upgrading = false
          if (error || best.length >= entry.br!.length) return
          grow(entry, best.length - entry.br!.length)
          entry.br = best
        })
      }
      return reply.header('Content-Encoding', 'br').send(entry.br)
    }
    if (encoding === 'gzip') {
      if (!entry.gzip) {
        entry.gzip = gzipSync(entry.identity, { level: 6 })
        grow(entry, entry.gzip.length)
      }
      return reply.header('Content-Encoding', 'gzip').send(entry.gzip)
    }
    return reply.send(entry.identity)
  }

  return {
    /** Sends `compute()`'s JSON (computed at most once per key), with validators and caching headers. */
    send(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => unknown, options: SendOptions = {}): FastifyReply {
      return answer(request, reply, lookup(key, compute, request, reply), options)
    },
    /**
     * Sends the answer cached under `key` exactly as `send` would, and true; false (nothing sent)
     * when there is none, for a fast path that must not compute (http/cached-post.ts).
     */
    sendCached(request: FastifyRequest, reply: FastifyReply, key: string, options: SendOptions = {}): boolean {
      const hit = entries.get(key)
      if (!hit) return false
      answer(request, reply, hit, options)
      return true
    },
    get size() {
      return entries.size
    },
    /** The bytes kept: identity, br and gzip of every entry. */
    get bytes() {
      return entries.bytes
    },
    /** True while a brotli 11 upgrade runs (at most one at a time). */
    get upgrading() {
      return upgrading
    },
    clear: () => entries.clear(),
  }
}

export type ResponseCache = ReturnType<typeof createResponseCache>
