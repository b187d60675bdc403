/**
 * The segmented LRU behind the response and page caches (server/http/segmented-lru.ts): new entries
 * on probation, promoted to protected when used again, and a flood of keys used once evicting only
 * other probation entries — on the SLRU itself and through both caches.
 */
import { describe, expect, it } from 'vitest'
import { createHtmlCache } from '../../server/site/html-cache.ts'
import { createResponseCache } from '../../server/http/response-cache.ts'
import { createSegmentedLru } from '../../server/http/segmented-lru.ts'

/** A value whose size its owner changes (as a cache adding br or gzip to an entry). */
type Value = { name: string; bytes: number }
const value = (name: string, bytes = 1): Value => ({ name, bytes })

function lru(maxEntries: number, maxBytes = 1_000_000) {
  const cache = createSegmentedLru<Value>({ maxEntries, maxBytes })
  const put = (...names: string[]) => names.forEach((name) => cache.set(name, value(name)))
  const use = (...names: string[]) => names.forEach((name) => cache.get(name))
  return { cache, put, use }
}

describe('segmented LRU', () => {
  it('keeps new entries on probation and promotes one to protected when it is used again', () => {
    const { cache, put, use } = lru(10)
    put('a', 'b', 'c')
    expect(cache.keys('probation')).toEqual(['a', 'b', 'c'])
    expect(cache.keys('protected')).toEqual([])
    use('b')
    expect(cache.segmentOf('b')).toBe('protected')
    expect(cache.keys('probation')).toEqual(['a', 'c'])
    expect(cache.get('missing')).toBeUndefined()
    // peek is not a use.
    expect(cache.peek('a')?.name).toBe('a')
    expect(cache.segmentOf('a')).toBe('probation')
  })

  it('keeps a protected entry recent: moved to the newest end when a hit finds it in the older half', () => {
    const { cache, put, use } = lru(10) // protected holds 8
    const names = ['a', 'b', 'c', 'd', 'e', 'f']
    put(...names)
    use(...names)
    expect(cache.keys('protected')).toEqual(names)
    use('f', 'e') // the newer half: left where they are
    expect(cache.keys('protected')).toEqual(names)
    use('a', 'c') // the older half: moved
    expect(cache.keys('protected')).toEqual(['b', 'd', 'e', 'f', 'a', 'c'])
  })

  it('demotes protected entries, oldest first, to the newest end of probation when a promotion overflows it', () => {
    const { cache, put, use } = lru(10) // protected holds 8
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
    put(...names, 'x')
    use(...names)
    expect(cache.keys('protected')).toEqual(names)
    expect(cache.keys('probation')).toEqual(['x'])
    put('y')
    use('y')
    expect(cache.keys('protected')).toEqual(['b', 'c', 'd', 'e', 'f', 'g', 'h', 'y'])
    expect(cache.keys('probation')).toEqual(['x', 'a'])
    // A demoted entry used again is promoted again.
    use('a')
    expect(cache.segmentOf('a')).toBe('protected')
    expect(cache.segmentOf('b')).toBe('probation')
  })

  it("evicts probation's oldest first, then protected's oldest, never the entry being set", () => {
    const { cache, put, use } = lru(4) // protected holds 3
    put('a', 'b', 'c', 'd')
    use('a', 'b')
    put('e', 'f')
    expect(cache.keys('probation')).toEqual(['e', 'f'])
    expect(cache.keys('protected')).toEqual(['a', 'b'])

    // By bytes, probation first.
    const bytes = createSegmentedLru<Value>({ maxEntries: 100, maxBytes: 100 })
    for (const name of ['a', 'b', 'c', 'd']) bytes.set(name, value(name, 25))
    bytes.get('a')
    bytes.set('e', value('e', 20))
    expect(bytes.keys('probation')).toEqual(['c', 'd', 'e'])
    expect(bytes.keys('protected')).toEqual(['a'])
    expect(bytes.bytes).toBe(95)

    // Protected full (80 of 100), nothing else on probation: the new entry stays, protected's oldest goes.
    const full = createSegmentedLru<Value>({ maxEntries: 100, maxBytes: 100 })
    for (const [name, size] of [['p', 25], ['q', 25], ['r', 20], ['s', 10]] as const) {
      full.set(name, value(name, size))
      full.get(name)
    }
    expect(full.keys('protected')).toEqual(['p', 'q', 'r', 's'])
    expect(full.set('t', value('t', 25))).toBe(true)
    expect(full.keys('protected')).toEqual(['q', 'r', 's'])
    expect(full.keys('probation')).toEqual(['t'])
    expect(full.bytes).toBe(80)
  })

  it('counts bytes through set, replacement, delete and clear', () => {
    const cache = createSegmentedLru<Value>({ maxEntries: 10, maxBytes: 1000 })
    cache.set('a', value('a', 100))
    cache.set('b', value('b', 200))
    expect(cache.bytes).toBe(300)
    cache.get('b')
    // Replacing an entry keeps its segment.
    const replacement = value('b2', 50)
    expect(cache.set('b', replacement)).toBe(true)
    expect(cache.get('b')).toBe(replacement)
    expect(cache.segmentOf('b')).toBe('protected')
    expect(cache.size).toBe(2)
    expect(cache.bytes).toBe(150)
    expect(cache.delete('a')).toBe(true)
    expect(cache.delete('a')).toBe(false)
    expect(cache.bytes).toBe(50)
    cache.clear()
    expect(cache.size).toBe(0)
    expect(cache.bytes).toBe(0)
    expect(cache.keys('protected')).toEqual([])
    cache.set('c', value('c', 10))
    expect(cache.keys('probation')).toEqual(['c'])
    expect(cache.bytes).toBe(10)
  })

  it('counts an entry growing after it was set, evicting down to maxBytes; a value no longer kept counts nothing', () => {
    const cache = createSegmentedLru<Value>({ maxEntries: 10, maxBytes: 100 })
    const [a, b, c] = [value('a', 20), value('b', 20), value('c', 20)]
    cache.set('a', a)
    cache.set('b', b)
    cache.set('c', c)
    cache.get('c')
    c.bytes = 60 // its compressed copies
    expect(cache.resized('c', c)).toBe(true)
    expect(cache.bytes).toBe(100)
    b.bytes = 30
    expect(cache.resized('b', b)).toBe(true) // 110: probation's oldest, a, goes
    expect(cache.segmentOf('a')).toBeUndefined()
    expect(cache.bytes).toBe(90)
    a.bytes = 50
    expect(cache.resized('a', a)).toBe(false)
    expect(cache.bytes).toBe(90)
    // A value replaced under its key is not counted either.
    const b2 = value('b2', 10)
    cache.set('b', b2)
    b.bytes = 40
    expect(cache.resized('b', b)).toBe(false)
    expect(cache.bytes).toBe(70)
    // A protected entry growing past protected's share (80) is demoted.
    c.bytes = 85
    expect(cache.resized('c', c)).toBe(true)
    expect(cache.segmentOf('c')).toBe('probation')
    expect(cache.bytes).toBe(95)
  })

  it('does not keep an entry bigger than a quarter of maxBytes, and leaves an earlier one under its key', () => {
    const cache = createSegmentedLru<Value>({ maxEntries: 10, maxBytes: 100 })
    expect(cache.set('a', value('a', 25))).toBe(true)
    expect(cache.set('a', value('a-big', 26))).toBe(false)
    expect(cache.peek('a')?.name).toBe('a')
    expect(cache.set('b', value('b', 26))).toBe(false)
    expect(cache.size).toBe(1)
    expect(cache.bytes).toBe(25)
  })

  it('keeps entries used twice through a stream of ten times its size in keys used once', () => {
    const { cache, put, use } = lru(100)
    const popular = Array.from({ length: 60 }, (_, i) => `popular-${i}`)
    put(...popular)
    use(...popular)
    for (let i = 0; i < 1000; i++) put(`once-${i}`)
    for (const key of popular) expect(cache.segmentOf(key)).toBe('protected')
    expect(cache.size).toBe(100)
  })
})

const request = (encoding = '') => ({ headers: { 'accept-encoding': encoding } }) as never
const fakeReply = () => {
  const reply = { header: () => reply, code: () => reply, type: () => reply, send: () => reply }
  return reply as never
}

describe('response cache: scan resistance', () => {
  const body = (key: string) => ({ data: Array.from({ length: 60 }, (_, i) => `${key}-${(i * 7919) % 10007}`.padEnd(30, '.')) })

  function popularSurvive(cache: ReturnType<typeof createResponseCache>, popular: number, once: number) {
    const computed: string[] = []
    const send = (key: string, encoding = '') => cache.send(request(encoding), fakeReply(), key, () => (computed.push(key), body(key)))
    const keys = Array.from({ length: popular }, (_, i) => `v1|popular|${i}`)
    for (const key of keys) send(key)
    for (const key of keys) send(key, 'br') // the second use, adding a compressed copy
    for (let i = 0; i < once; i++) send(`v1|once|${i}`, ['br', 'gzip', ''][i % 3])
    computed.length = 0
    for (const key of keys) send(key, 'gzip')
    return computed
  }

  it('keeps answers used twice through ten times its entries in one-off requests', () => {
    const cache = createResponseCache(100, { maxBytes: 64 * 1024 * 1024 })
    expect(popularSurvive(cache, 60, 1000)).toEqual([])
    expect(cache.size).toBe(100)
  })

  it('and through ten times its bytes', () => {
    const cache = createResponseCache(2000, { maxBytes: 200_000 })
    expect(popularSurvive(cache, 30, 1000)).toEqual([])
    expect(cache.bytes).toBeLessThanOrEqual(200_000)
  })
})

describe('page cache: scan resistance', () => {
  const page = (name: string, bytes: number) => Buffer.from(`<!doctype html><title>${name}</title>` + `<p>${name} row</p>`.repeat(bytes / 20))

  // As server-render.ts does: get, and set after a render on a miss; the cached page sent on a hit.
  function visit(cache: ReturnType<typeof createHtmlCache>, url: string, bytes: number, encoding = ''): boolean {
    const hit = cache.get(url)
    if (hit) cache.send(request(encoding), fakeReply(), hit)
    else cache.set(url, page(url, bytes), 'nonce')
    return hit !== undefined
  }

  it('keeps pages visited twice through ten times its entries in one-off searches', () => {
    const cache = createHtmlCache(50, 32 * 1024 * 1024)
    const urls = Array.from({ length: 30 }, (_, i) => `v1|/funds/${i}`)
    for (const url of urls) visit(cache, url, 2_000)
    for (const url of urls) expect(visit(cache, url, 2_000, 'br')).toBe(true)
    for (let i = 0; i < 500; i++) visit(cache, `v1|/search?q=${i}`, 2_000)
    for (const url of urls) expect(visit(cache, url, 2_000, 'gzip')).toBe(true)
    expect(cache.size).toBe(50)
  })

  it('and through ten times its bytes', () => {
    const cache = createHtmlCache(500, 400_000)
    const urls = Array.from({ length: 10 }, (_, i) => `v1|/funds/${i}`)
    for (const url of urls) visit(cache, url, 20_000)
    for (const url of urls) expect(visit(cache, url, 20_000, 'br')).toBe(true)
    for (let i = 0; i < 200; i++) visit(cache, `v1|/search?q=${i}`, 20_000, i % 2 ? 'gzip' : '')
    for (const url of urls) expect(visit(cache, url, 20_000, 'gzip')).toBe(true)
    expect(cache.bytes).toBeLessThanOrEqual(400_000)
  })
})
