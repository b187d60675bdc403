/**
 * The back-fill of real history (server/ingest/backfill.ts) against a fake AMFI on loopback: windows
 * newest first, staged while the demo is served, one switch at 365 days of coverage, then straight into
 * the live tables; empty windows, refused answers, a stop and a resume.
 */
import { existsSync } from 'node:fs'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../server/db/open-database.ts'
import { backfillNeeded, runBackfill, type BackfillOptions } from '../../server/ingest/backfill.ts'
import { readProgress, windowsBack } from '../../server/ingest/backfill-progress.ts'
import { stagingPathOf } from '../../server/ingest/backfill-staging.ts'
import { recomputeDerived } from '../../server/ingest/derived-figures.ts'
import { importAmfi } from '../../server/ingest/import-amfi.ts'
import { fixture, removeTempDirs, tempDir } from './helpers.ts'
import {
  codesOf, demoSubset, HISTORY_FROM, NOW, RENAMED, RETIRED_CODE, seedDemoFile, testUniverse, TODAY, WINDOW_DAYS, YOUNG_SINCE,
} from './support/backfill-setup.ts'
import { expectedNavs, publishingDays, startFakeAmfi, type FakeAmfi, type FakeAnswer, type FakeRequest, type FakeUniverse } from './support/fake-amfi.ts'

afterAll(removeTempDirs)

const WINDOWS = windowsBack(HISTORY_FROM, TODAY, WINDOW_DAYS)
/** The first window after which the staged data covers 365 days. */
const SWITCH_AT = WINDOWS.findIndex(([from]) => from <= '2025-10-10') + 1
const navs = (db: Db | Database.Database) => db.prepare('SELECT scheme_code, date, nav FROM navs ORDER BY scheme_code, date').raw().all()

type Run = { events: Record<string, unknown>[]; progress: Parameters<BackfillOptions['onProgress']>[0][] }

async function backfill(dbPath: string, fake: FakeAmfi, extra: Partial<BackfillOptions> = {}) {
  const run: Run = { events: [], progress: [] }
  const result = await runBackfill({
    dbPath,
    historyUrlTemplate: fake.urlTemplate,
    fromIso: HISTORY_FROM,
    windowDays: WINDOW_DAYS,
    fetchOptions: { timeoutMs: 5000, retries: 1, backoffMs: 1 },
    now: () => new Date(NOW),
    log: (event) => run.events.push(event),
    onProgress: (p) => run.progress.push(p),
    ...extra,
  })
  return { result, ...run }
}

async function withFake<T>(universe: FakeUniverse, body: (fake: FakeAmfi) => Promise<T>, answer?: (r: FakeRequest, n: number) => FakeAnswer | undefined): Promise<T> {
  const fake = await startFakeAmfi(universe, answer)
  try {
    return await body(fake)
  } finally {
    await fake.close()
  }
}

describe('windows', () => {
  it('are cut newest first, the oldest one clipped', () => {
    expect(windowsBack('2026-01-01', '2026-01-10', 4)).toEqual([
      ['2026-01-07', '2026-01-10'],
      ['2026-01-03', '2026-01-06'],
      ['2026-01-01', '2026-01-02'],
    ])
    expect(WINDOWS).toHaveLength(25)
    expect(SWITCH_AT).toBe(13)
  })
})

describe('a back-fill under the demo', () => {
  it('stages until 365 days are covered, replaces the demo in one step, and ends with exactly the fake rows', { timeout: 120_000 }, async () => {
    const universe = testUniverse()
    const dbPath = seedDemoFile(tempDir())
    const demoCodes = codesOf(demoSubset())
    const realCodes = new Set(universe.schemes.map((s) => s.code))
    const reader = new Database(dbPath, { readonly: true })
    const demoNavs = navs(reader)
    const seen: { switched: boolean; source: string; demoOnly: number; realOnly: number }[] = []
    const progress: Run['progress'] = []
    const { result, events } = await withFake(universe, (fake) =>
      backfill(dbPath, fake, {
        onProgress: (p) => {
          progress.push(p)
          const codes = reader.prepare('SELECT scheme_code FROM schemes').pluck().all() as number[]
          const source = reader.prepare("SELECT value FROM meta WHERE key = 'source'").pluck().get() as string
          seen.push({ switched: p.switched, source, demoOnly: codes.filter((c) => !realCodes.has(c)).length, realOnly: codes.filter((c) => !demoCodes.has(c)).length })
          if (!p.switched) expect(navs(reader)).toEqual(demoNavs)
        },
      }),
    )
    reader.close()

    expect(result).toEqual({ windowsDone: 25, windowsTotal: 25, switched: true, rows: expectedNavs(universe, HISTORY_FROM, TODAY).length })
    // Demo (and no real scheme) until the switch, real (and no demo-only scheme) from it on.
    const flip = seen.findIndex((s) => s.switched)
    expect(flip).toBe(SWITCH_AT) // seen[k]: after window k (seen[0]: before the first)
    expect(seen.slice(0, flip).every((s) => s.source === 'demo' && s.realOnly === 0)).toBe(true)
    expect(seen.slice(flip).every((s) => s.source !== 'demo' && s.demoOnly === 0 && s.switched)).toBe(true)
    expect(progress.map((p) => p.windowsDone)).toEqual([...Array(26).keys()])
    expect(progress.every((p) => p.windowsTotal === 25 && p.from === HISTORY_FROM && p.to === TODAY)).toBe(true)

    const windowEvents = events.filter((e) => e.what === 'backfill window')
    expect(windowEvents.map((e) => [e.from, e.to])).toEqual(WINDOWS)
    expect(windowEvents.map((e) => e.phase)).toEqual(WINDOWS.map((_, i) => (i < SWITCH_AT ? 'staging' : 'live')))
    expect(windowEvents.every((e) => e.outcome === 'stored' && typeof e.durationMs === 'number' && typeof e.rows === 'number')).toBe(true)
    expect(events.filter((e) => e.what === 'backfill switch')).toHaveLength(1)

    const db = openDatabase(dbPath)
    expect(navs(db)).toEqual(expectedNavs(universe, HISTORY_FROM, TODAY))
    expect(new Set(db.prepare('SELECT scheme_code FROM schemes').pluck().all())).toEqual(realCodes)
    expect(existsSync(stagingPathOf(dbPath))).toBe(false)
    expect(readProgress(db)).toMatchObject({ switched: true, nextTo: null, windowsDone: 25, finishedAt: expect.any(String) })
    expect(backfillNeeded(db)).toBe(false)
    // Facts come from the newest answer; figures cover the whole history.
    const renamed = universe.schemes.find((s) => s.renamed)!
    expect(db.prepare('SELECT scheme_name FROM schemes WHERE scheme_code = ?').pluck().get(renamed.code)).toBe(renamed.prefix.split(';')[1])
    expect(db.prepare('SELECT active, latest_date FROM schemes WHERE scheme_code = ?').get(RETIRED_CODE)).toEqual({ active: 0, latest_date: '2025-03-31' })
    expect(db.prepare('SELECT first_date FROM schemes WHERE scheme_code = ?').pluck().get(universe.schemes[0]!.code)).toBe(publishingDays(universe, YOUNG_SINCE, TODAY)[0])
    const firstDates = db.prepare('SELECT MIN(first_date) FROM schemes').pluck().get()
    expect(firstDates).toBe(publishingDays(universe, HISTORY_FROM, TODAY)[0])
    const body = JSON.parse(db.prepare('SELECT body FROM scheme_performance WHERE scheme_code = ?').pluck().get(renamed.code) as string)
    expect(body.returns.find((r: { period: string }) => r.period === '1Y').value).not.toBeNull()
    expect(db.prepare("SELECT value FROM meta WHERE key = 'source'").pluck().get()).toBe('amfi')
    expect(db.prepare('SELECT COUNT(*) FROM search_scheme_text').pluck().get()).toBeGreaterThan(0)
    expect(RENAMED.oldName).not.toBe(renamed.prefix.split(';')[1])
    // The figures are those of the whole history, as a full recompute gives them.
    const bodies = () => db.prepare('SELECT scheme_code, body FROM scheme_performance ORDER BY scheme_code').raw().all()
    const stored = bodies()
    db.transaction(() => recomputeDerived(db))()
    expect(bodies()).toEqual(stored)
    db.close()
  })

  it('stops at a refused answer with the progress kept, and the next run resumes at that window', { timeout: 120_000 }, async () => {
    const universe = testUniverse()
    const dbPath = seedDemoFile(tempDir())
    const header = 'Scheme Code;NAV Name;Plan;Option;ISIN Div Payout/ISIN Growth;ISIN Div Reinvestment;Net Asset Value;Date'
    const refused = [
      { body: '<!DOCTYPE html><html><body>Server Error</body></html>', why: /not an AMFI NAV header/ },
      { body: '', why: /empty file/ },
      { body: `${header}\r\n\r\nOpen Ended Schemes ( Debt Scheme - Liquid Fund )\r\n\r\nASK MUTUAL FUND\r\n123456;Cut Fund;Direct Plan;Growth;;;10.5`, why: /expected 8 fields/ },
    ]
    let resumedAt = 0
    for (const [i, { body, why }] of refused.entries()) {
      const failAt = WINDOWS[4 + i]!
      const { error, requests } = await withFake(
        universe,
        (fake) => backfill(dbPath, fake).then(() => ({ error: null, requests: fake.requests }), (e: Error) => ({ error: e, requests: fake.requests })),
        ({ from }) => (from === failAt[0] ? { body } : undefined),
      )
      expect(error?.message).toMatch(new RegExp(`^AMFI history ${failAt[0]}\\.\\.${failAt[1]}: `))
      expect(error?.message).toMatch(why)
      // Resumed where the last run stopped; the refused window asked for twice (retries: 1).
      expect(requests.map((r) => r.from)).toEqual([...WINDOWS.slice(resumedAt, 4 + i), failAt, failAt].map((w) => w[0]))
      const staging = openDatabase(stagingPathOf(dbPath))
      expect(readProgress(staging)).toMatchObject({ windowsDone: 4 + i, nextTo: failAt[1] })
      staging.close()
      resumedAt = 4 + i
    }
    const { result } = await withFake(universe, async (fake) => {
      const run = await backfill(dbPath, fake)
      expect(fake.requests[0]).toEqual({ from: WINDOWS[6]![0], to: WINDOWS[6]![1] })
      return run
    })
    expect(result).toMatchObject({ windowsDone: 25, switched: true })
    const db = openDatabase(dbPath)
    expect(navs(db)).toEqual(expectedNavs(universe, HISTORY_FROM, TODAY))
    db.close()
  })

  it('logs an empty window as a note, not a failure', async () => {
    const universe = testUniverse()
    for (const day of publishingDays(universe, ...WINDOWS[1]!)) universe.holidays.add(day)
    const dbPath = seedDemoFile(tempDir())
    const controller = new AbortController()
    const { result, events } = await withFake(universe, (fake) =>
      backfill(dbPath, fake, { signal: controller.signal, onProgress: (p) => p.windowsDone === 3 && controller.abort() }),
    )
    expect(result).toEqual({ windowsDone: 3, windowsTotal: 25, switched: false, rows: expect.any(Number) })
    expect(events.map((e) => e.outcome)).toEqual(['stored', 'empty', 'stored'])
    expect(events[1]).toMatchObject({ from: WINDOWS[1]![0], to: WINDOWS[1]![1], rows: 0, note: expect.stringMatching(/no NAVs/) })
  })
})

describe('a run on a later day', () => {
  it('first fetches the days published since, with their facts, then goes on with the older history', { timeout: 120_000 }, async () => {
    const universe = testUniverse()
    // A scheme renamed on 2026-10-12, after the first run's day.
    const i = universe.schemes.findIndex((s) => !s.renamed && !s.since && !s.until && s.navText !== '0')
    const old = universe.schemes[i]!
    const newName = 'Renamed After The First Run Fund - Direct Plan - Growth'
    universe.schemes[i] = { ...old, prefix: [old.code, newName, ...old.prefix.split(';').slice(2)].join(';'), renamed: { before: '2026-10-12', prefix: old.prefix } }
    const dbPath = seedDemoFile(tempDir())
    const controller = new AbortController()
    await withFake(universe, (fake) => backfill(dbPath, fake, { signal: controller.signal, onProgress: (p) => p.windowsDone === 3 && controller.abort() }))
    const later = '2026-10-23'
    const { result, progress } = await withFake(universe, async (fake) => {
      const run = await backfill(dbPath, fake, { now: () => new Date(`${later}T09:00:00Z`) })
      expect(fake.requests.slice(0, 2)).toEqual([{ from: '2026-10-10', to: later }, { from: WINDOWS[3]![0], to: WINDOWS[3]![1] }])
      return run
    })
    expect(result).toMatchObject({ windowsDone: 26, windowsTotal: 26, switched: true })
    expect(progress.at(-1)).toMatchObject({ from: HISTORY_FROM, to: later })
    const db = openDatabase(dbPath)
    expect(navs(db)).toEqual(expectedNavs(universe, HISTORY_FROM, later))
    expect(db.prepare('SELECT scheme_name FROM schemes WHERE scheme_code = ?').pluck().get(old.code)).toBe(newName)
    db.close()
  })
})

describe('an import that replaced the demo while windows were staged', () => {
  it('merges the staged history into the real data at once, keeping what the import wrote', { timeout: 120_000 }, async () => {
    const universe = testUniverse()
    const dbPath = seedDemoFile(tempDir())
    const controller = new AbortController()
    await withFake(universe, (fake) => backfill(dbPath, fake, { signal: controller.signal, onProgress: (p) => p.windowsDone === 3 && controller.abort() }))
    const db = openDatabase(dbPath)
    importAmfi(db, fixture('navall-new.txt'), { today: TODAY })
    const imported = navs(db) as [number, string, number][]
    db.close()
    const { result, events } = await withFake(universe, (fake) => backfill(dbPath, fake))
    expect(result).toMatchObject({ windowsDone: 25, switched: true })
    // Switched before the first window of this run.
    expect(events[0]).toMatchObject({ what: 'backfill switch' })
    const after = openDatabase(dbPath)
    const expected = [...expectedNavs(universe, HISTORY_FROM, TODAY), ...imported].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]))
    expect(navs(after)).toEqual(expected)
    expect(existsSync(stagingPathOf(dbPath))).toBe(false)
    after.close()
  })
})

describe('without a demo to protect', () => {
  it('writes each window into the live tables of an empty database, figures and all', { timeout: 120_000 }, async () => {
    const universe = testUniverse()
    const dbPath = `${tempDir()}/mf.sqlite`
    openDatabase(dbPath).close()
    const seen: number[] = []
    const reader = new Database(dbPath, { readonly: true })
    const { result } = await withFake(universe, (fake) =>
      backfill(dbPath, fake, { onProgress: () => seen.push(reader.prepare('SELECT COUNT(*) FROM scheme_performance').pluck().get() as number) }),
    )
    reader.close()
    expect(result).toMatchObject({ windowsDone: 25, switched: true })
    expect(seen[0]).toBe(0)
    expect(seen.slice(1).every((n) => n > 0)).toBe(true)
    const db = openDatabase(dbPath)
    expect(navs(db)).toEqual(expectedNavs(universe, HISTORY_FROM, TODAY))
    expect(existsSync(stagingPathOf(dbPath))).toBe(false)
    db.close()
  })

  it('tells when a back-fill is needed', async () => {
    const empty = openDatabase(':memory:')
    expect(backfillNeeded(empty)).toBe(true)
    importAmfi(empty, fixture('history-old.txt'))
    expect(backfillNeeded(empty)).toBe(false)
    const demoPath = seedDemoFile(tempDir())
    const demo = openDatabase(demoPath)
    expect(backfillNeeded(demo)).toBe(true)
    demo.close()
  })
})
