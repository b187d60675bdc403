/**
 * Rendered pages, kept like the JSON answers (http/response-cache.ts): per data version and request
 * URL, with an ETag, compressed once (docs/decisions/010-page-cache-under-csp.md). A nonce cannot be
 * cached, so the first render streams with a fresh nonce and is kept with the SHA-256 of each inline
 * script it wrote; every later answer allows exactly those scripts by hash, with no nonce at all.
 */
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { createSegmentedLru } from '../http/segmented-lru.ts'

export type HtmlEntry = {
  etag: string
  identity: Buffer
  /** 'sha256-...' sources of the page's inline scripts, for its policy. */
  scriptHashes: string[]
  br?: Buffer
  gzip?: Buffer
}

// An inline script: a <script> without src, up to its end tag (raw text, no entities inside).
const INLINE_SCRIPT = /<script\b((?![^>]*\ssrc=)[^>]*)>([\s\S]*?)<\/script>/g

/**
 * The CSP hash sources of the inline scripts in `html` that carry the render's own `nonce`: the
 * ones the render wrote. A script that reached the page any other way (content that slipped past
 * the sanitiser) cannot know the nonce, so it is never hashed into the cached page's policy: the
 * cached answer blocks it exactly as the fresh one did.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>()
  const own = `nonce="${nonce}"`
  for (const [, attributes = '', source = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!attributes.includes(own)) continue
    hashes.add(`'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * Pages' bytes kept at most (identity + br + gzip): an entry count alone would not bound memory, as a
 * fund's page carries its whole NAV history as hydration data and every distinct URL is a page.
 */
export const HTML_CACHE_BYTES = 32 * 1024 * 1024

/** `bytes` counts identity, br and gzip; `key` is the one it is kept under. */
type KeptPage = HtmlEntry & { key: string; bytes: number }

export function createHtmlCache(maxEntries = 500, maxBytes = HTML_CACHE_BYTES) {
  /**
   * Scan-resistant (http/segmented-lru.ts): a flood of addresses asked for once each (`/search?q=` with
   * random words, each its own page) evicts only other pages asked for once, never the pages
   * visitors keep coming back to. One page may not take over the cache: one over a quarter of
   * maxBytes is answered, and rendered again next time.
   */
  const entries = createSegmentedLru<KeptPage>({ maxEntries, maxBytes, maxEntryBytes: maxBytes / 4 })

  function grow(entry: KeptPage, delta: number): void {
    entry.bytes += delta
    entries.resized(entry.key, entry)
  }

  /** send() adds br and gzip to a page on first use: accessors count them as they are set. */
  function keptPage(key: string, etag: string, identity: Buffer, scriptHashes: string[]): KeptPage {
    let br: Buffer | undefined
    let gzip: Buffer | undefined
    const entry: KeptPage = {
      key,
      etag,
      identity,
      scriptHashes,
      bytes: identity.length,
      get br() {
        return br
      },
      set br(value) {
        grow(entry, (value?.length ?? 0) - (br?.length ?? 0))
        br = value
      },
      get gzip() {
        return gzip
      },
      set gzip(value) {
        grow(entry, (value?.length ?? 0) - (gzip?.length ?? 0))
        gzip = value
      },
    }
    return entry
  }

  return {
    get(key: string): HtmlEntry | undefined {
      return entries.get(key)
    },
    /** Keeps a fresh render's bytes; `nonce` is the one its response carried. */
    set(key: string, identity: Buffer, nonce: string): HtmlEntry {
      const entry = keptPage(
        key,
        `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`,
        identity,
        inlineScriptHashes(identity.toString('utf8'), nonce),
      )
      // Two renders of one URL at once: the later replaces the earlier.
      entries.set(key, entry)
      return entry
    },
    /** Sends a cached page (headers other than the policy are the caller's). */
    send(request: FastifyRequest, reply: FastifyReply, entry: HtmlEntry): FastifyReply {
      reply.header('ETag', entry.etag).header('Vary', 'Accept-Encoding')
      const header = request.headers['if-none-match']
      if (header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) return reply.code(304).send()
      reply.type('text/html; charset=utf-8')
      const accept = String(request.headers['accept-encoding'] ?? '')
      if (/\bbr\b/.test(accept)) {
        // Quality 6, on the event loop once per page and data version: quality 11 would hold every
        // other request many times longer (docs/decisions/010-page-cache-under-csp.md).
        entry.br ??= brotliCompressSync(entry.identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.identity.length } })
        return reply.header('Content-Encoding', 'br').send(entry.br)
      }
      if (/\bgzip\b/.test(accept)) {
        entry.gzip ??= gzipSync(entry.identity, { level: 9 })
        return reply.header('Content-Encoding', 'gzip').send(entry.gzip)
      }
      return reply.send(entry.identity)
    },
    get size() {
      return entries.size
    },
    /** The bytes kept: identity, br and gzip of every page. */
    get bytes() {
      return entries.bytes
    },
    clear: () => entries.clear(),
  }
}

export type HtmlCache = ReturnType<typeof createHtmlCache>
