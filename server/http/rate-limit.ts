/**
 * Per-address token buckets for the API.
 *
 * Only /api/ answers are limited: the site's files (hashed, immutable, pre-compressed) and the
 * generated logos are cheap and cacheable, and one page load asks for dozens of them. Many Indian
 * visitors share one public address (carrier NAT, offices, colleges), so the budget is sized for a
 * crowd: a bucket refills at `ratePerSecond` and holds up to `burst`, which lets a whole office
 * arrive at once, and refuses only a sustained flood. IPv6 clients are keyed by their /64, the block
 * one subscriber is given, so one abuser cannot dodge the limit by walking their own addresses.
 *
 * A refused request gets the contract's 429 envelope with Retry-After (whole seconds until a token
 * is back). Memory is bounded: full buckets are forgotten (a full bucket is the same as none).
 */
import { randomBytes } from 'node:crypto'
import { isIPv6 } from 'node:net'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_PREFIX } from '../../common/contract/endpoints.ts'
import { HttpError } from './http-error.ts'

export type RateLimit = { ratePerSecond: number; burst: number }

/**
 * 200 people behind one address, each opening a page every 5 s with at most 4 API calls (a cold
 * cache; the fund journey averages under 2), ask for 160 a second; 200 a second sustained with
 * 4,000 at once (20 pages each for the whole crowd) refuses none of them. One client's flood is
 * still capped at a small share of what the server answers (bench:api).
 */
export const DEFAULT_RATE_LIMIT: RateLimit = { ratePerSecond: 200, burst: 4_000 }

const SWEEP_EVERY_MS = 60_000

type Bucket = { tokens: number; at: number }

/** The key of a client address: IPv4 as it is (also when IPv4-mapped), IPv6 by its /64. */
export function clientKey(ip: string): string {
  // No colon: IPv4 (checked first: isIPv6's pattern costs more than the rest of this on every request).
  if (!ip.includes(':')) return ip
  if (ip.startsWith('::ffff:') && ip.includes('.')) return ip.slice(7)
  if (!isIPv6(ip)) return ip
  const [head = '', tail = ''] = ip.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const groups = ip.includes('::') ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`
}

export const isRateLimited = (url: string) => url === API_PREFIX || url.startsWith('/api/')

/**
 * The server render's own API calls (app.inject) carry this header with a secret made at start: the
 * page they render was counted once, as the visitor's request, and its loaders must not fail it
 * halfway. Nobody outside the process knows the value, so a visitor cannot claim it.
 */
export const INTERNAL_REQUEST_HEADER = 'x-internal-render'
export const INTERNAL_REQUEST_TOKEN = randomBytes(18).toString('base64url')
const isInternal = (request: FastifyRequest) => request.headers[INTERNAL_REQUEST_HEADER] === INTERNAL_REQUEST_TOKEN

/** Takes a page request's token: true when granted; else answers 429 itself and returns false. */
export type AdmitPage = (request: FastifyRequest, reply: FastifyReply) => boolean

export function createTokenBuckets({ ratePerSecond, burst }: RateLimit, now: () => number = Date.now) {
  const buckets = new Map<string, Bucket>()
  const perMs = ratePerSecond / 1000
  return {
    /** Takes one token for `key`: 0 when granted, else the whole seconds until one is back. */
    take(key: string): number {
      const t = now()
      let bucket = buckets.get(key)
      const tokens = bucket ? Math.min(burst, bucket.tokens + (t - bucket.at) * perMs) : burst
      // Updated in place: no new object and no Map write per request for a known address.
      if (!bucket) buckets.set(key, (bucket = { tokens, at: t }))
      bucket.at = t
      if (tokens >= 1) {
        bucket.tokens = tokens - 1
        return 0
      }
      bucket.tokens = tokens
      return Math.max(1, Math.ceil((1 - tokens) / perMs / 1000))
    },
    /** Forgets the buckets that have refilled: they are the same as a new one. */
    sweep(): void {
      const t = now()
      for (const [key, bucket] of buckets) if (bucket.tokens + (t - bucket.at) * perMs >= burst) buckets.delete(key)
    },
    get size() {
      return buckets.size
    },
  }
}

/**
 * Installs the API's limit and returns the pages' (rendered pages are counted in the same bucket:
 * each costs more than an API answer when it is not cached).
 */
export function registerRateLimit(app: FastifyInstance, limit: RateLimit): AdmitPage {
  const buckets = createTokenBuckets(limit)
  const sweeper = setInterval(() => buckets.sweep(), SWEEP_EVERY_MS)
  sweeper.unref()
  app.addHook('onClose', async () => clearInterval(sweeper))
  // A callback hook, not an async one: no promise and no extra tick on every API request.
  app.addHook('onRequest', (request, reply, done) => {
    const wait = isRateLimited(request.url) && !isInternal(request) ? buckets.take(clientKey(request.ip)) : 0
    if (wait === 0) return done()
    // Only a refused request carries the limit's header: an answer that was granted says nothing
    // about the bucket (no X-RateLimit-* on every answer; they were bytes on each with no reader).
    reply.header('Retry-After', String(wait))
    done(new HttpError(429, 'RATE_LIMITED', `Too many requests from your address; retry in ${wait} s.`))
  })
  return (request, reply) => {
    const wait = buckets.take(clientKey(request.ip))
    if (wait === 0) return true
    reply
      .code(429)
      .header('Retry-After', String(wait))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(tooManyRequestsPage(wait))
    return false
  }
}

/** A page of its own, with no script or style: the visitor reads why and when to come back. */
function tooManyRequestsPage(wait: number): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many requests</title></head><body><h1>Too many requests</h1><p>Too many requests came from your address. Please retry in ${wait} s.</p></body></html>`
}
