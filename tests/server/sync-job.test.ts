/**
 * One sync of NAVAll.txt (server/ingest/sync-job.ts) against a fake AMFI on loopback: a good day is
 * imported, twice without a change; a web page, a cut-off or malformed answer, an unknown layout, an
 * older file or an empty one on a business day change nothing and leave state 'failed' with one line
 * saying why; an empty answer on a weekend is a note.
 */
import type { ServerResponse } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { metaSchema } from '../../common/contract/schemas.ts'
import type { Db } from '../../server/db/open-database.ts'
import { runSyncJob, type SyncEvent } from '../../server/ingest/sync-job.ts'
import { createSyncRepository } from '../../server/repositories/sync-repository.ts'
import { removeTempDirs, testApp } from './helpers.ts'
import { amfiDb, india, navAllBody, smallUniverse, snapshot, startFakeAmfiSite, syncSettings, type FakeAmfiSite } from './sync-fixtures.ts'

const universe = smallUniverse(40)
const MONDAY_NIGHT = india('2026-10-12 23:40')
const WEB_PAGE = '<!DOCTYPE html>\r\n<html><head><title>Site under maintenance</title></head><body><h1>Back soon</h1></body></html>'

let site: FakeAmfiSite
let events: SyncEvent[]
let db: Db
let path: string

beforeAll(async () => {
  site = await startFakeAmfiSite(universe)
})
afterAll(async () => {
  await site.close()
  removeTempDirs()
})
beforeEach(() => {
  site.answers = []
  site.requests.length = 0
  events = []
  ;({ db, path } = amfiDb(universe))
  return () => db.close()
})

const sync = (at = MONDAY_NIGHT) =>
  runSyncJob({ db, dbPath: path, owner: 'server', settings: syncSettings(site), backoffMs: 5, now: () => new Date(at), log: (event) => void events.push(event) })
const record = () => createSyncRepository(db).read()

describe('a sync of NAVAll.txt', () => {
  it('imports the day; the same day again changes nothing (same data version, same rows)', async () => {
    site.answers = [navAllBody(universe, '2026-10-12')]
    const first = await sync()
    expect(first).toMatchObject({ outcome: 'ok', summary: { format: 'navall-8', changed: true, latestNavDate: '2026-10-12' } })
    const after = snapshot(db)
    expect(record()).toMatchObject({ state: 'idle', lastError: null, lastSuccessAt: new Date(MONDAY_NIGHT).toISOString(), lastAttemptAt: new Date(MONDAY_NIGHT).toISOString(), backfill: null })

    const again = await sync(MONDAY_NIGHT + 60_000)
    expect(again).toMatchObject({ outcome: 'ok', summary: { changed: false } })
    expect(snapshot(db)).toEqual(after)
    // One structured line per sync: what, rows, duration, outcome.
    const lines = events.filter((e) => e.what === 'sync')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({ url: site.navAllUrl, rows: 40, changed: true, outcome: 'ok' })
    expect(lines[0]!.durationMs).toEqual(expect.any(Number))
    expect(createSyncRepository(db).holder()).toBeNull()
  })

  const cutOffTransfer = (res: ServerResponse) => {
    const body = navAllBody(universe, '2026-10-12')
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': body.length })
    res.write(body.subarray(0, body.length >> 1))
    setTimeout(() => res.destroy(), 10)
  }
  const midLine = () => {
    const text = navAllBody(universe, '2026-10-12').toString()
    return text.slice(0, text.lastIndexOf(';') - 3)
  }

  it.each([
    ['a web page answered with 200', () => WEB_PAGE, /^AMFI answered a web page, not NAVAll\.txt: "Site under maintenance"$/],
    ['a transfer cut off', () => cutOffTransfer, /^giving up on http:\/\/127\.0\.0\.1:\d+\/spages\/NAVAll\.txt after 2 attempts: /],
    ['a file cut off at the end of a line', () => navAllBody(universe, '2026-10-12', universe.schemes.slice(0, 10)), /^AMFI's NAVAll\.txt looks cut off: 10 NAVs, where 40 schemes have one on 09-Oct-2026$/],
    ['a file cut off inside a line', midLine, /^AMFI's answer is malformed or cut off \(line \d+: expected 8 fields, found \d\)$/],
    ['an unknown layout', () => 'Code;Fund;Price;Day\r\n\r\n1;X;10.5;12-Oct-2026\r\n', /^AMFI's answer is in a layout this server does not know, with the header "Code;Fund;Price;Day"$/],
    ['a file older than the NAVs held', () => navAllBody(universe, '2026-10-08'), /^AMFI's NAVAll\.txt is dated 08-Oct-2026, older than the newest NAV held \(09-Oct-2026\)$/],
    ['an empty answer on a business day', () => '', /^AMFI answered an empty file on a business day$/],
    ['a header without NAVs on a business day', () => `${navAllBody(universe, '2026-10-12').toString().split('\r\n')[0]}\r\n\r\n`, /^AMFI answered a header and no NAVs on a business day$/],
  ])('%s changes nothing: state failed, lastError one line saying why', async (_name, answer, message) => {
    // An earlier success, to see that it stays.
    site.answers = [navAllBody(universe, '2026-10-09')]
    await sync(india('2026-10-10 09:00'))
    const before = snapshot(db)
    const lastSuccessAt = record().lastSuccessAt

    site.answers = [answer()]
    const outcome = await sync()
    expect(outcome.outcome).toBe('failed')
    expect(snapshot(db)).toEqual(before)
    const now = record()
    expect(now).toMatchObject({ state: 'failed', lastSuccessAt, lastAttemptAt: new Date(MONDAY_NIGHT).toISOString() })
    expect(now.lastError).toMatch(message)
    expect(now.lastError).not.toMatch(/\n|\s{2}|\bat \S+:\d+/)
    // Refused answers are asked for again (SYNC_RETRIES = 1 here) before the run gives up.
    expect(site.requests.filter((r) => r === 'navall').length).toBe(3)
    expect(events.at(-1)).toMatchObject({ what: 'sync', outcome: 'failed', error: now.lastError })
    expect(createSyncRepository(db).holder()).toBeNull()
  })

  it('an empty answer on a weekend is a note, not a failure', async () => {
    site.answers = ['']
    const saturday = india('2026-10-10 09:00')
    expect(await sync(saturday)).toMatchObject({ outcome: 'ok', summary: null, note: 'AMFI answered an empty file; none expected today' })
    expect(record()).toMatchObject({ state: 'idle', lastError: null, lastSuccessAt: new Date(saturday).toISOString() })
  })

  it('asks again after a refused answer, then imports; a success clears lastError', async () => {
    site.answers = ['']
    await sync()
    expect(record().state).toBe('failed')
    site.answers = [WEB_PAGE, navAllBody(universe, '2026-10-12')]
    expect(await sync()).toMatchObject({ outcome: 'ok', summary: { changed: true } })
    expect(events.some((e) => e.what === 'download' && /answer refused \(AMFI answered a web page/.test(String(e.message)))).toBe(true)
    expect(record()).toMatchObject({ state: 'idle', lastError: null })
  })

  it('GET /api/v1/meta serves the record as the contract says', async () => {
    site.answers = [WEB_PAGE]
    await sync()
    const app = await testApp({ db })
    const answer = await app.inject({ method: 'GET', url: '/api/v1/meta' })
    const { data } = answer.json()
    expect(metaSchema.safeParse(data).success).toBe(true)
    expect(data).toMatchObject({
      source: 'amfi',
      latestNavDate: '09-10-2026',
      sync: { mode: 'off', state: 'failed', lastAttemptAt: new Date(MONDAY_NIGHT).toISOString(), nextRunAt: null, backfill: null },
    })
    expect(data.sync.lastError).toMatch(/^AMFI answered a web page/)
    await app.close()
  })
})
