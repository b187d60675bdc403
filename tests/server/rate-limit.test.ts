import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { readConfig } from '../../server/config.ts'
import { clientKey, createTokenBuckets, DEFAULT_RATE_LIMIT } from '../../server/http/rate-limit.ts'
import { endpointPath } from '../../common/contract/endpoints.ts'
import { errorEnvelopeSchema } from '../../common/contract/schemas.ts'
import { fixtureDb, removeTempDirs, tempDir } from './helpers.ts'

afterAll(removeTempDirs)

describe('token buckets', () => {
  it('grant a burst, then one token per 1/rate seconds, and say how long to wait', () => {
    let t = 0
    const buckets = createTokenBuckets({ ratePerSecond: 2, burst: 3 }, () => t)
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([0, 0, 0])
    expect(buckets.take('a')).toBe(1)
    t += 499
    expect(buckets.take('a')).toBe(1)
    t += 1
    expect(buckets.take('a')).toBe(0)
    expect(buckets.take('a')).toBe(1)
    // Another key has its own bucket.
    expect(buckets.take('b')).toBe(0)
  })

  it('take a cost of several tokens at once, and say how long until all of them are back', () => {
    let t = 0
    const buckets = createTokenBuckets({ ratePerSecond: 1, burst: 5 }, () => t)
    expect(buckets.take('a', 5)).toBe(0)
    expect(buckets.take('a', 5)).toBe(5)
    expect(buckets.take('a', 1)).toBe(1)
    t += 5_000
    expect(buckets.take('a', 5)).toBe(0)
  })

  it('never hold more than the burst after a long pause', () => {
    let t = 0
    const buckets = createTokenBuckets({ ratePerSecond: 10, burst: 2 }, () => t)
    buckets.take('a')
    t += 3_600_000
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([0, 0, 1])
  })

  it('round the wait up to whole seconds for slow refills', () => {
    let t = 0
    const buckets = createTokenBuckets({ ratePerSecond: 0.1, burst: 1 }, () => t)
    expect(buckets.take('a')).toBe(0)
    expect(buckets.take('a')).toBe(10)
    t += 9_500
    expect(buckets.take('a')).toBe(1)
  })

  it('forget buckets that have refilled, and only those', () => {
    let t = 0
    const buckets = createTokenBuckets({ ratePerSecond: 1, burst: 5 }, () => t)
    buckets.take('a')
    t += 4_500
    buckets.take('b')
    t += 500
    buckets.sweep()
    expect(buckets.size).toBe(1) // a is full again (forgotten), b is not
    t += 10_000
    buckets.sweep()
    expect(buckets.size).toBe(0)
  })
})

describe('client keys', () => {
  it('IPv4 as it is, IPv4-mapped IPv6 as IPv4, IPv6 by its /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:0db8:0001:0002::ffff')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
  })
})

describe('the limit in the app', () => {
  const staticDir = tempDir('mf-static-')
  mkdirSync(join(staticDir, 'assets'))
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>MF</title><div id="root"></div>')
  writeFileSync(join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)')
  const tight = { ratePerSecond: 0.001, burst: 5 }

  it('answers a refusal a second late: a client that ignores Retry-After waits on each connection', async () => {
    const app = await buildApp({ db: fixtureDb('history-old.txt'), staticDir, rateLimit: { ratePerSecond: 0.001, burst: 1 } })
    try {
      const from = { remoteAddress: '198.51.100.40' }
      expect((await app.inject({ url: endpointPath('blogs'), ...from })).statusCode).toBe(200)
      const started = performance.now()
      const refused = await app.inject({ url: endpointPath('blogs'), ...from })
      expect(refused.statusCode).toBe(429)
      expect(refused.headers['retry-after']).toBeDefined()
      expect(performance.now() - started).toBeGreaterThanOrEqual(DEFAULT_RATE_LIMIT.refusalDelayMs - 50)
    } finally {
      await app.close()
    }
  })

  it('never counts the site files, the SPA pages or the logos', async () => {
    const app = await buildApp({ db: fixtureDb('history-old.txt'), staticDir, rateLimit: tight })
    try {
      const codes = new Set<number>()
      for (let i = 0; i < 200; i++) {
        for (const url of ['/assets/app-abc123.js', '/amcs', '/logos/gamma-mutual-fund.png']) codes.add((await app.inject({ url })).statusCode)
      }
      expect([...codes]).toEqual([200])
      // The API budget is untouched by all of that.
      expect((await app.inject({ url: endpointPath('blogs') })).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('answers an API flood 429 with Retry-After, per address', async () => {
    const app = await buildApp({ db: fixtureDb('history-old.txt'), staticDir, rateLimit: tight })
    try {
      const codes: number[] = []
      for (let i = 0; i < 7; i++) codes.push((await app.inject({ url: endpointPath('fundHouses'), remoteAddress: '198.51.100.1' })).statusCode)
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429])
      const refused = await app.inject({ url: endpointPath('fundHouses'), remoteAddress: '198.51.100.1' })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
      expect(errorEnvelopeSchema.parse(refused.json()).error.code).toBe('RATE_LIMITED')
      // Unknown API paths count too: a flood of 404s costs the server as much.
      expect((await app.inject({ url: '/api/v1/nothing', remoteAddress: '198.51.100.1' })).statusCode).toBe(429)
      expect((await app.inject({ url: endpointPath('fundHouses'), remoteAddress: '198.51.100.2' })).statusCode).toBe(200)
      // Another address in the same IPv6 /64 shares the budget; the next /64 does not.
      for (let i = 0; i < 5; i++) await app.inject({ url: endpointPath('blogs'), remoteAddress: '2001:db8:1:2::1' })
      expect((await app.inject({ url: endpointPath('blogs'), remoteAddress: '2001:db8:1:2::99' })).statusCode).toBe(429)
      expect((await app.inject({ url: endpointPath('blogs'), remoteAddress: '2001:db8:1:3::1' })).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('by default lets a crowd behind one address through: 4,000 API calls at once', async () => {
    const app = await buildApp({ db: fixtureDb('history-old.txt') })
    try {
      const codes = new Set<number>()
      for (let i = 0; i < DEFAULT_RATE_LIMIT.burst; i++) codes.add((await app.inject({ url: endpointPath('blogs'), remoteAddress: '203.0.113.9' })).statusCode)
      expect([...codes]).toEqual([200])
    } finally {
      await app.close()
    }
  })
})

describe('configuration', () => {
  it('reads the rate and burst, 0 turning the limit off, and refuses the old fixed-window variables', () => {
    expect(readConfig({}).rateLimit).toEqual(DEFAULT_RATE_LIMIT)
    expect(readConfig({ RATE_LIMIT_RATE: '50', RATE_LIMIT_BURST: '100' }).rateLimit).toEqual({ ...DEFAULT_RATE_LIMIT, ratePerSecond: 50, burst: 100 })
    expect(readConfig({ RATE_LIMIT_WORK_RATE: '5', RATE_LIMIT_WORK_BURST: '60' }).rateLimit).toMatchObject({ work: { ratePerSecond: 5, burst: 60 } })
    expect(readConfig({ RATE_LIMIT_RATE: '0' }).rateLimit).toBe(false)
    expect(() => readConfig({ RATE_LIMIT_MAX: '0' })).toThrow(/RATE_LIMIT_RATE/)
    expect(() => readConfig({ RATE_LIMIT_RATE: '-1' })).toThrow(/non-negative/)
  })
})
