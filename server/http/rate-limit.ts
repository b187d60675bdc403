/**
 * Per-address token buckets for the API (docs/decisions/008-rate-limit-and-work-budget.md). Many
 * visitors share one address (carrier NAT, offices), so the request bucket lets a crowd arrive at once
 * and refuses only a sustained flood; a second bucket meters work (a cache miss, a rendered page), so
 * one client's distinct SIP bodies or random-query pages cannot hold the server's one thread. IPv6 is
 * keyed by its /64 (one subscriber's block). Refusals are 429s with Retry-After, sent a second late so
 * a client ignoring Retry-After waits on its capped connections; full buckets are forgotten.
 */
import { randomBytes } from 'node:crypto'
import { isIPv6 } from 'node:net'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_PREFIX } from '../../common/contract/endpoints.ts'
import { HttpError } from './http-error.ts'

export type Bucket = { ratePerSecond: number; burst: number }
/** `work` and `refusalDelayMs` default to DEFAULT_RATE_LIMIT's. */
export type RateLimit = Bucket & { work?: Bucket; refusalDelayMs?: number }

/**
 * 200 people behind one address, each opening a page every 5 s with at most 4 API calls, ask for 160
 * a second: 200 a second with a burst of 4,000 (20 pages each for the whole crowd) refuses none.
 */
export const DEFAULT_RATE_LIMIT: Required<RateLimit> = {
  ratePerSecond: 200,
  burst: 4_000,
  work: { ratePerSecond: 10, burst: 100 },
  refusalDelayMs: 1_000,
}

/** Work tokens: an answer computed for the request (a cache miss), a page rendered. */
export const WORK_COST = { answer: 1, page: 5 } as const

const SWEEP_EVERY_MS = 60_000

type BucketState = { tokens: number; at: number }

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

export function createTokenBuckets({ ratePerSecond, burst }: Bucket, now: () => number = Date.now) {
  const buckets = new Map<string, BucketState>()
  const perMs = ratePerSecond / 1000
  return {
    /** Takes `cost` tokens for `key`: 0 when granted, else the whole seconds until they are back. */
    take(key: string, cost = 1): number {
      const t = now()
      let bucket = buckets.get(key)
      const tokens = bucket ? Math.min(burst, bucket.tokens + (t - bucket.at) * perMs) : burst
      // Updated in place: no new object and no Map write per request for a known address.
      if (!bucket) buckets.set(key, (bucket = { tokens, at: t }))
      bucket.at = t
      if (tokens >= cost) {
        bucket.tokens = tokens - cost
        return 0
      }
      bucket.tokens = tokens
      return Math.max(1, Math.ceil((Math.min(cost, burst) - tokens) / perMs / 1000))
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
 * The server render's own API calls (app.inject) carry this header with a secret made at start: the
 * page they render was counted once, as the visitor's request, and its loaders must not fail it
 * halfway. Nobody outside the process knows the value, so a visitor cannot claim it.
 */
export const INTERNAL_REQUEST_HEADER = 'x-internal-render'
export const INTERNAL_REQUEST_TOKEN = randomBytes(18).toString('base64url')
const isInternal = (request: FastifyRequest) => request.headers[INTERNAL_REQUEST_HEADER] === INTERNAL_REQUEST_TOKEN

/**
 * Takes a page's tokens, the request's as it arrives and the work's before it is rendered: true when
 * granted; else answers 429 itself and returns false.
 */
export type AdmitPage = (request: FastifyRequest, reply: FastifyReply, what: 'request' | 'render') => boolean

export type Limiter = {
  admitPage: AdmitPage
  /**
   * Charges the work of computing an answer the cache did not hold; throws the 429 HttpError (with
   * Retry-After set) when the client's work bucket is empty. The render's own calls are not charged:
   * their page was.
   */
  chargeAnswer(request: FastifyRequest, reply: FastifyReply): void
}

/** The limits' buckets and the checks the caches and the page renderer call. */
export function createLimiter(limit: RateLimit): Limiter & {
  requests: ReturnType<typeof createTokenBuckets>
  work: ReturnType<typeof createTokenBuckets>
  /** Sets Retry-After and makes the (delayed) 429 error. */
  refuse(reply: FastifyReply, wait: number): HttpError
} {
  const requests = createTokenBuckets(limit)
  const work = createTokenBuckets(limit.work ?? DEFAULT_RATE_LIMIT.work)
  const delayMs = limit.refusalDelayMs ?? DEFAULT_RATE_LIMIT.refusalDelayMs
  const refuse = (reply: FastifyReply, wait: number) => {
    reply.header('Retry-After', String(wait))
    return new HttpError(429, 'RATE_LIMITED', `Too many requests from your address; retry in ${wait} s.`, { delayMs })
  }
  return {
    requests,
    work,
    refuse,
    admitPage(request, reply, what) {
      const key = clientKey(request.ip)
      const wait = what === 'request' ? requests.take(key) : work.take(key, WORK_COST.page)
      if (wait === 0) return true
      const send = () =>
        reply
          .code(429)
          .header('Retry-After', String(wait))
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(tooManyRequestsPage(wait))
      if (delayMs === 0) send()
      else setTimeout(send, delayMs)
      return false
    },
    chargeAnswer(request, reply) {
      if (isInternal(request)) return
      const wait = work.take(clientKey(request.ip), WORK_COST.answer)
      if (wait !== 0) throw refuse(reply, wait)
    },
  }
}

/** Installs the requests' limit on the API (pages call admitPage themselves) and the buckets' sweeper. */
export function registerRateLimit(app: FastifyInstance, limiter: ReturnType<typeof createLimiter>): void {
  const { requests, work } = limiter
  const sweeper = setInterval(() => {
    requests.sweep()
    work.sweep()
  }, SWEEP_EVERY_MS)
  sweeper.unref()
  app.addHook('onClose', async () => clearInterval(sweeper))
  // A callback hook, not an async one: no promise and no extra tick on every API request.
  app.addHook('onRequest', (request, reply, done) => {
    const wait = isRateLimited(request.url) && !isInternal(request) ? requests.take(clientKey(request.ip)) : 0
    if (wait === 0) return done()
    // Only a refused request carries the limit's header: no X-RateLimit-* on every answer, bytes
    // nobody reads.
    done(limiter.refuse(reply, wait))
  })
}

/** A page of its own, with no script or style: the visitor reads why and when to come back. */
function tooManyRequestsPage(wait: number): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many requests</title></head><body><h1>Too many requests</h1><p>Too many requests came from your address. Please retry in ${wait} s.</p></body></html>`
}
