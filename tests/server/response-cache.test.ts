/**
 * The response cache's brotli upgrade: quality 5 at once, quality 11 only for answers still asked for
 * after BROTLI_UPGRADE_AFTER_MS, one upgrade at a time — a burst of data versions must not keep the
 * CPU busy compressing answers nobody asks for again.
 */
import Fastify, { type FastifyInstance } from 'fastify'
import { brotliDecompressSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import Database from 'better-sqlite3'
import { join } from 'node:path'
import { openDatabase, readSnapshot } from '../../server/db/open-database.ts'
import { createResponseCache, type ResponseCache } from '../../server/http/response-cache.ts'
import { removeTempDirs, tempDir } from './helpers.ts'

// Repetitive but not trivially so: brotli 11 beats 5 on it.
const body = (name: string) => ({
  data: Array.from({ length: 400 }, (_, i) => ({ name: `${name} fund ${i}`, nav: (100 + ((i * 7919) % 1000) / 7).toFixed(4) })),
})

let clock = 0
let app: FastifyInstance
let cache: ResponseCache

async function makeApp(upgradeAfterMs = 2000) {
  clock = 0
  cache = createResponseCache(100, { upgradeAfterMs, now: () => clock })
  app = Fastify()
  app.get<{ Params: { name: string } }>('/:name', (request, reply) =>
    cache.send(request, reply, request.params.name, () => body(request.params.name)),
  )
  await app.ready()
}
afterEach(async () => app?.close())

const getBr = async (name: string) => {
  const res = await app.inject({ url: `/${name}`, headers: { 'accept-encoding': 'br' } })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-encoding']).toBe('br')
  expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(body(name))
  return res.rawPayload.length
}
const upgradeDone = async () => {
  for (let i = 0; i < 500 && cache.upgrading; i++) await new Promise((r) => setTimeout(r, 10))
  expect(cache.upgrading).toBe(false)
}

describe('response cache: brotli 11 upgrade', () => {
  it('serves quality 5 until the answer has lived long enough and is asked for again, then the smaller quality 11', async () => {
    await makeApp()
    const q5 = await getBr('a')
    clock = 1999
    expect(await getBr('a')).toBe(q5)
    expect(cache.upgrading).toBe(false)
    clock = 2000
    expect(await getBr('a')).toBe(q5) // this hit starts the upgrade
    expect(cache.upgrading).toBe(true)
    await upgradeDone()
    expect(await getBr('a')).toBeLessThan(q5)
  })

  it('never upgrades an answer that is not asked for again (an old data version)', async () => {
    await makeApp()
    await getBr('v1')
    clock = 60_000
    await getBr('v2')
    expect(cache.upgrading).toBe(false)
  })

  it('runs one upgrade at a time; the others wait for a later request', async () => {
    await makeApp()
    const q5a = await getBr('a')
    const q5b = await getBr('b')
    clock = 5000
    await getBr('a')
    expect(cache.upgrading).toBe(true)
    expect(await getBr('b')).toBe(q5b) // not started: a's upgrade is running
    await upgradeDone()
    expect(await getBr('a')).toBeLessThan(q5a)
    expect(await getBr('b')).toBe(q5b) // now b's starts
    expect(cache.upgrading).toBe(true)
    await upgradeDone()
    expect(await getBr('b')).toBeLessThan(q5b)
    // Each answer is upgraded once.
    await getBr('a')
    expect(cache.upgrading).toBe(false)
  })
})

describe('response cache: eviction', () => {
  // A segmented LRU (server/http/segmented-lru.ts): an answer used again is kept from answers used
  // once; a protected one moves to the newest end only when a hit finds it in the older half.
  const cachedBodies = (keys: string[], computes: string[]) => {
    const seen: string[] = []
    for (const key of keys) {
      const fake = { headers: {} } as never
      const reply = { header: () => reply, code: () => reply, type: () => reply, send: () => reply } as never
      cache.send(fake, reply, key, () => {
        seen.push(key)
        return {}
      })
    }
    computes.push(...seen)
  }

  it('an answer used within the last half of the entries survives any stream of new ones', () => {
    cache = createResponseCache(10)
    const computes: string[] = []
    for (let i = 0; i < 100; i++) cachedBodies(['hot', `cold-${i}`], computes)
    expect(computes.filter((key) => key === 'hot')).toEqual(['hot'])
    expect(cache.size).toBe(10)
  })

  it('the least recently used answers go first', () => {
    cache = createResponseCache(4)
    const computes: string[] = []
    cachedBodies(['a', 'b', 'c', 'd', 'a', 'e'], computes) // 'a', used again, is protected; 'b' goes
    expect(computes).toEqual(['a', 'b', 'c', 'd', 'e'])
    cachedBodies(['a', 'c', 'd', 'e'], computes)
    expect(computes.slice(5)).toEqual([])
    cachedBodies(['b'], computes)
    expect(computes.slice(5)).toEqual(['b'])
  })
})

describe('response cache: one snapshot per answer', () => {
  afterEach(() => removeTempDirs())

  it("computes an answer on one snapshot of the data: another connection's commit between its queries does not show in it", async () => {
    const path = join(tempDir('mf-snapshot-'), 'mf.sqlite')
    const db = openDatabase(path)
    db.exec('CREATE TABLE rows (n INTEGER)')
    db.prepare('INSERT INTO rows VALUES (1)').run()
    // The sync worker's connection, committing while the answer is being built.
    const worker = new Database(path)
    const count = () => db.prepare('SELECT COUNT(*) FROM rows').pluck().get() as number
    cache = createResponseCache(10, { snapshot: readSnapshot(db) })
    app = Fastify()
    app.get('/', (request, reply) =>
      cache.send(request, reply, 'k', () => {
        const before = count()
        worker.prepare('INSERT INTO rows VALUES (2)').run()
        return { before, after: count() }
      }),
    )
    await app.ready()
    expect(JSON.parse((await app.inject({ url: '/' })).body)).toEqual({ before: 1, after: 1 })
    expect(count()).toBe(2)
    worker.close()
    db.close()
  })
})
