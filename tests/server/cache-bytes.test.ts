/**
 * The response and page caches are bounded by bytes as well as entries: identity, br and gzip of each
 * entry count, the oldest go first, and an answer over a quarter of the bytes is sent but not kept.
 */
import { describe, expect, it } from 'vitest'
import { createHtmlCache } from '../../server/site/html-cache.ts'
import { createResponseCache } from '../../server/http/response-cache.ts'

const request = (encoding = '') => ({ headers: { 'accept-encoding': encoding } }) as never
function fakeReply() {
  const sent: unknown[] = []
  const reply = { header: () => reply, code: () => reply, type: () => reply, send: (body: unknown) => (sent.push(body), reply) }
  return { reply: reply as never, sent }
}

/** A JSON value of about `bytes` bytes that compresses, but not to nothing. */
const bodyOf = (name: string, bytes: number) => ({
  data: Array.from({ length: Math.ceil(bytes / 30) }, (_, i) => `${name}-${(i * 7919) % 10007}`.padEnd(26, '.')),
})

describe('response cache: bytes', () => {
  it('evicts the oldest answers while over maxBytes, counting every encoding', () => {
    const cache = createResponseCache(1000, { maxBytes: 40_000 })
    const computes: string[] = []
    const send = (key: string, encoding = '') =>
      cache.send(request(encoding), fakeReply().reply, key, () => (computes.push(key), bodyOf(key, 8_000)))
    for (const key of ['a', 'b', 'c', 'd']) send(key)
    const identityOnly = cache.bytes
    expect(cache.size).toBe(4)
    expect(identityOnly).toBeGreaterThan(30_000)
    // Compressed copies are counted too.
    send('d', 'br')
    send('d', 'gzip')
    expect(cache.bytes).toBeGreaterThan(identityOnly)
    // Two more answers do not fit: the oldest go, never past maxBytes.
    send('e')
    send('f')
    expect(cache.bytes).toBeLessThanOrEqual(40_000)
    expect(cache.size).toBeLessThan(6)
    send('a')
    expect(computes.filter((key) => key === 'a')).toHaveLength(2)
    send('f')
    expect(computes.filter((key) => key === 'f')).toHaveLength(1)
  })

  it('sends an answer over a quarter of maxBytes without keeping it', () => {
    const cache = createResponseCache(1000, { maxBytes: 40_000 })
    let computes = 0
    for (let i = 0; i < 2; i++) {
      const { reply, sent } = fakeReply()
      cache.send(request(), reply, 'big', () => (computes++, bodyOf('big', 12_000)))
      expect(JSON.parse(String(sent[0])).data.length).toBeGreaterThan(0)
    }
    expect(computes).toBe(2)
    expect(cache.size).toBe(0)
    expect(cache.bytes).toBe(0)
    expect(cache.sendCached(request(), fakeReply().reply, 'big')).toBe(false)
  })

  it('keeps the count right through evictions by entries and clear()', () => {
    const cache = createResponseCache(3, { maxBytes: 1_000_000 })
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.send(request('gzip'), fakeReply().reply, key, () => bodyOf(key, 2_000))
    expect(cache.size).toBe(3)
    const perEntry = cache.bytes / 3
    expect(perEntry).toBeGreaterThan(2_000)
    cache.clear()
    expect(cache.bytes).toBe(0)
  })
})

describe('page cache: bytes', () => {
  const page = (name: string, bytes: number) => Buffer.from(`<!doctype html><title>${name}</title>` + `<p>${name} row</p>`.repeat(bytes / 14))

  it('evicts the oldest pages while over maxBytes, counting the encodings send() adds', () => {
    const cache = createHtmlCache(500, 40_000)
    for (const name of ['a', 'b', 'c', 'd']) cache.set(name, page(name, 8_000), 'nonce')
    expect(cache.size).toBe(4)
    const identityOnly = cache.bytes
    for (const encoding of ['br', 'gzip']) cache.send(request(encoding), fakeReply().reply, cache.get('a')!)
    expect(cache.bytes).toBeGreaterThan(identityOnly)
    cache.set('e', page('e', 8_000), 'nonce')
    cache.set('f', page('f', 8_000), 'nonce')
    expect(cache.bytes).toBeLessThanOrEqual(40_000)
    // 'a' was used last before e and f: 'b' went first.
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    expect(cache.get('f')).toBeDefined()
  })

  it('answers a page over a quarter of maxBytes without keeping it; a second render of a URL replaces the first', () => {
    const cache = createHtmlCache(500, 40_000)
    const big = cache.set('big', page('big', 12_000), 'nonce')
    expect(big.identity.length).toBeGreaterThan(10_000)
    expect(cache.get('big')).toBeUndefined()
    expect(cache.bytes).toBe(0)
    cache.set('x', page('x', 2_000), 'nonce')
    const once = cache.bytes
    cache.set('x', page('x', 2_000), 'nonce')
    expect(cache.bytes).toBe(once)
    expect(cache.size).toBe(1)
  })
})
