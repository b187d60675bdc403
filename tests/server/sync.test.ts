/** data:sync against a local HTTP server on 127.0.0.1 (never AMFI itself): slow, failing and cut-off answers. */
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../server/db/open-database.ts'
import { DownloadError, fetchWithRetry } from '../../server/ingest/fetch-with-retry.ts'
import { dateWindows, syncDaily, syncHistory } from '../../server/ingest/sync.ts'
import { fixture } from './helpers.ts'

const NAVALL = readFileSync(fixture('navall-new.txt'))
const HISTORY = readFileSync(fixture('history-new.txt'))
const HEADER_ONLY = Buffer.from('Scheme Code;NAV Name;Plan;Option;ISIN Div Payout/ISIN Growth;ISIN Div Reinvestment;Net Asset Value;Date\r\n\r\n')

let server: Server
let base: string
const hits = new Map<string, number>()
const requested: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!
    requested.push(req.url ?? '')
    const n = (hits.get(path) ?? 0) + 1
    hits.set(path, n)
    const send = (body: Buffer) => res.writeHead(200, { 'content-type': 'text/plain', 'content-length': body.length }).end(body)
    switch (path) {
      case '/ok': return send(NAVALL)
      case '/fail-twice': return n <= 2 ? res.writeHead(503).end('busy') : send(NAVALL)
      case '/always-500': return res.writeHead(500).end('down')
      case '/not-found': return res.writeHead(404).end('no')
      case '/slow-once':
        if (n === 1) return void setTimeout(() => send(NAVALL), 1500)
        return send(NAVALL)
      case '/truncated':
        // Promise the whole file, send half, hang up.
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': NAVALL.length })
        res.write(NAVALL.subarray(0, NAVALL.length >> 1))
        return void setTimeout(() => res.destroy(), 20)
      case '/cut-line': {
        // A complete HTTP answer whose content is cut mid-row (e.g. AMFI's own export broke).
        const text = NAVALL.toString()
        return send(Buffer.from(text.slice(0, text.lastIndexOf(';') - 2)))
      }
      case '/history': {
        const from = new URL(req.url ?? '', 'http://x').searchParams.get('from')
        return send(from === '01-Oct-2026' ? HISTORY : HEADER_ONLY)
      }
      default: return res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  hits.clear()
  requested.length = 0
})

const fast = { timeoutMs: 500, retries: 2, backoffMs: 10 }
const counts = (db: Db) => db.prepare('SELECT (SELECT COUNT(*) FROM navs) AS navs, (SELECT COUNT(*) FROM schemes) AS schemes').get()

describe('fetchWithRetry', () => {
  it('retries 5xx with backoff, then succeeds', async () => {
    expect((await fetchWithRetry(`${base}/fail-twice`, fast)).equals(NAVALL)).toBe(true)
    expect(hits.get('/fail-twice')).toBe(3)
  })
  it('times out a slow answer and retries', async () => {
    expect((await fetchWithRetry(`${base}/slow-once`, fast)).length).toBe(NAVALL.length)
    expect(hits.get('/slow-once')).toBe(2)
  })
  it('gives up after the retries, and at once on 4xx', async () => {
    await expect(fetchWithRetry(`${base}/always-500`, fast)).rejects.toThrow(DownloadError)
    expect(hits.get('/always-500')).toBe(3)
    await expect(fetchWithRetry(`${base}/not-found`, fast)).rejects.toThrow(/HTTP 404/)
    expect(hits.get('/not-found')).toBe(1)
  })
  it('a cut-off body is a failure, never a short buffer', async () => {
    await expect(fetchWithRetry(`${base}/truncated`, fast)).rejects.toThrow()
    expect(hits.get('/truncated')).toBe(3)
  })
})

describe('syncDaily', () => {
  it('downloads and imports NAVAll.txt', async () => {
    const db = openDatabase(':memory:')
    const s = await syncDaily(db, `${base}/ok`, fast)
    expect(s).toMatchObject({ format: 'navall-8', rows: 7, changed: true })
  })
  it('never writes anything from a failed or cut-off download', async () => {
    const db = openDatabase(':memory:')
    await syncDaily(db, `${base}/ok`, fast)
    const before = counts(db)
    await expect(syncDaily(db, `${base}/truncated`, fast)).rejects.toThrow()
    await expect(syncDaily(db, `${base}/always-500`, fast)).rejects.toThrow()
    await expect(syncDaily(db, `${base}/cut-line`, fast)).rejects.toThrow(/line/)
    expect(counts(db)).toEqual(before)
  })
})

describe('syncHistory', () => {
  it('cuts the range into windows', () => {
    expect(dateWindows('2026-01-01', '2026-01-10', 4)).toEqual([
      ['2026-01-01', '2026-01-04'],
      ['2026-01-05', '2026-01-08'],
      ['2026-01-09', '2026-01-10'],
    ])
    expect(dateWindows('2026-01-01', '2026-01-01', 90)).toEqual([['2026-01-01', '2026-01-01']])
  })
  it('fetches each window with AMFI dates and imports each whole; empty windows are no error', async () => {
    const db = openDatabase(':memory:')
    const results = await syncHistory(db, '2026-09-01', '2026-10-20', { ...fast, urlTemplate: `${base}/history?from={from}&to={to}`, windowDays: 30 })
    expect(requested).toEqual(['/history?from=01-Sep-2026&to=30-Sep-2026', '/history?from=01-Oct-2026&to=20-Oct-2026'])
    expect(results[0]!.summary).toBeNull()
    expect(results[1]!.summary).toMatchObject({ format: 'history-new', rows: 8 })
  })
})
