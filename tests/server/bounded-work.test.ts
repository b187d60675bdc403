/**
 * Bounded work per request (issue 24): a SIP no longer than SIP_MAX_INSTALLMENTS and not before the
 * fund's first NAV, JSON bodies no deeper than MAX_JSON_DEPTH, and the response cache held to its
 * bytes however many distinct bodies arrive. On the msw fixture universe, as analytics-api.test.ts.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { endpointPath, endpoints, type EndpointName } from '../../common/contract/endpoints.ts'
import { errorEnvelopeSchema } from '../../common/contract/schemas.ts'
import { addDays, isoToDmy } from '../../common/figures/dates.ts'
import { SIP_MAX_INSTALLMENTS } from '../../common/figures/sip-answer.ts'
import { navHistoryOf } from '../../mocks/fixtures'
import { openDatabase, type Db } from '../../server/db/open-database.ts'
import { MAX_JSON_DEPTH } from '../../server/http/json-body.ts'
import type * as ResponseCacheModule from '../../server/http/response-cache.ts'
import type { ResponseCache } from '../../server/http/response-cache.ts'
import { importAmfi } from '../../server/ingest/import-amfi.ts'
import { fixtureHistoryReport } from '../e2e/support/build-test-db.ts'
import { removeTempDirs, testApp } from './helpers.ts'

// The app keeps its response cache to itself: the test holds on to the one it makes.
const made = vi.hoisted(() => ({ caches: [] as ResponseCache[] }))
vi.mock('../../server/http/response-cache.ts', async (importOriginal) => {
  const original = await importOriginal<typeof ResponseCacheModule>()
  return {
    ...original,
    createResponseCache: (...args: Parameters<typeof original.createResponseCache>) => {
      const cache = original.createResponseCache(...args)
      made.caches.push(cache)
      return cache
    },
  }
})

const CODE = 101011
const CACHE_BYTES = 256 * 1024
const first = navHistoryOf(CODE)[0]!.date

let db: Db
let app: FastifyInstance
let cache: ResponseCache

beforeAll(async () => {
  db = openDatabase(':memory:')
  importAmfi(db, Buffer.from(fixtureHistoryReport()))
  app = await testApp({ db, rateLimit: false, responseCacheBytes: CACHE_BYTES })
  cache = made.caches.at(-1)!
}, 120_000)
afterAll(async () => {
  await app.close()
  db.close()
  removeTempDirs()
})

const postText = (url: string, payload: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } })
const sip = (body: unknown, headers: Record<string, string> = {}) => postText(endpointPath('sip'), JSON.stringify(body), headers)
const errorOf = (res: { statusCode: number; body: string; json: () => unknown }, status: number) => {
  expect(res.statusCode, res.body).toBe(status)
  return errorEnvelopeSchema.parse(res.json()).error
}

describe('SIP bounds', () => {
  it("a `from` before the fund's first NAV is a 400 naming that date", async () => {
    for (const from of ['01-01-0001', '01-01-1990', isoToDmy(addDays(first, -1))]) {
      const error = errorOf(await sip({ schemeCode: CODE, amount: 1000, from }), 400)
      expect(error.code).toBe('BAD_REQUEST')
      if (from !== '01-01-0001') expect(error.message).toBe(`\`from\` must be on or after the fund's first NAV (${isoToDmy(first)})`)
    }
    expect((await sip({ schemeCode: CODE, amount: 1000, from: isoToDmy(first) })).statusCode).toBe(200)
  })

  it(`more than ${SIP_MAX_INSTALLMENTS} installments is a 400`, async () => {
    const error = errorOf(await sip({ schemeCode: CODE, amount: 1000, from: isoToDmy(first), to: '31-12-9999' }), 400)
    expect(error.message).toContain(`at most ${SIP_MAX_INSTALLMENTS} monthly installments`)
  })
})

describe('JSON body depth', () => {
  const posts = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].method === 'POST')

  it('a 5,000-deep body is the 400 envelope on every POST call, no stack', async () => {
    expect(posts).toContain('sip')
    for (const name of posts) {
      for (const deep of ['['.repeat(5000) + ']'.repeat(5000), '{"a":'.repeat(2000) + '1' + '}'.repeat(2000)]) {
        const res = await postText(endpointPath(name), deep)
        const error = errorOf(res, 400)
        expect(error).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining(`${MAX_JSON_DEPTH} levels`) })
        expect(res.body).not.toMatch(/\bat \w|stack/i)
      }
    }
  })

  it(`${MAX_JSON_DEPTH} levels pass to the schema; brackets inside strings do not count`, async () => {
    const nested = '['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH)
    expect(errorOf(await postText(endpointPath('fundNav'), nested), 400).message).toMatch(/^Invalid body/)
    const body = JSON.stringify({ amc_name: '['.repeat(100) + '{'.repeat(90) + '\\"[' })
    // An unknown fund house: the empty list, not a refusal.
    const res = await postText(endpointPath('fundsByAmc'), body)
    expect(res.statusCode, res.body).toBe(200)
  })

  it("still refuses __proto__ and constructor.prototype keys, as Fastify's parser did", async () => {
    for (const body of ['{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']) {
      errorOf(await postText(endpointPath('fundsByAmc'), body), 400)
    }
  })
})

describe('response cache bytes', () => {
  it('300 distinct SIP bodies leave the cache within its bytes', async () => {
    const accept = ['br', 'gzip', 'identity']
    for (let i = 0; i < 300; i++) {
      const res = await sip({ schemeCode: CODE, amount: 1000 + i, from: isoToDmy(first) }, { 'accept-encoding': accept[i % 3]! })
      expect(res.statusCode).toBe(200)
      expect(cache.bytes).toBeLessThanOrEqual(CACHE_BYTES)
    }
    expect(cache.bytes).toBeGreaterThan(CACHE_BYTES / 2)
    expect(cache.size).toBeLessThan(300)
  })
})

describe('search', () => {
  it('keeps one answer for texts that search the same words: case, spacing and repeats make no new work', async () => {
    cache.clear()
    const before = cache.size
    for (const q of ['HDFC large', ' hdfc   LARGE ', 'hdfc large hdfc', 'hdfc, large!']) {
      expect((await app.inject({ url: `${endpointPath('search')}?q=${encodeURIComponent(q)}` })).statusCode).toBe(200)
    }
    expect(cache.size).toBe(before + 1)
  })
})
