/**
 * The back-fill killed with SIGKILL (no clean-up code runs) while staging, during the switch and while
 * writing live windows: each restart resumes at the next window, the demo is never mixed with real
 * rows, and the end holds exactly the fake's rows, none lost or doubled.
 */
import Database from 'better-sqlite3'
import { existsSync } from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { readProgress, windowsBack } from '../../server/ingest/backfill-progress.ts'
import { stagingPathOf } from '../../server/ingest/backfill-staging.ts'
import { removeTempDirs, tempDir } from './helpers.ts'
import { codesOf, demoSubset, HISTORY_FROM, NOW, seedDemoFile, testUniverse, TODAY, WINDOW_DAYS } from './support/backfill-setup.ts'
import { startBackfillChild } from './support/backfill-child.ts'
import { expectedNavs, startFakeAmfi, type FakeAmfi, type FakeAnswer, type FakeRequest } from './support/fake-amfi.ts'

const WINDOWS = windowsBack(HISTORY_FROM, TODAY, WINDOW_DAYS)
const SWITCH_AT = WINDOWS.findIndex(([from]) => from <= '2025-10-10') + 1
const universe = testUniverse()
let fake: FakeAmfi
let answer: (request: FakeRequest) => FakeAnswer | undefined = () => undefined

beforeAll(async () => {
  fake = await startFakeAmfi(universe, (request) => answer(request))
})
afterAll(async () => {
  await fake.close()
  removeTempDirs()
})

const readDb = <T>(path: string, read: (db: Database.Database) => T): T => {
  const db = new Database(path, { readonly: true, fileMustExist: true })
  try {
    return read(db)
  } finally {
    db.close()
  }
}
const progressOf = (path: string) => readDb(path, (db) => readProgress(db))
const sourceOf = (path: string) => readDb(path, (db) => db.prepare("SELECT value FROM meta WHERE key = 'source'").pluck().get())
const codesIn = (path: string) => readDb(path, (db) => db.prepare('SELECT scheme_code FROM schemes').pluck().all() as number[])

it('resumes at the next window after kill -9, staged, mid-switch or live, and ends with exactly the fake rows', { timeout: 120_000 }, async () => {
  const dbPath = seedDemoFile(tempDir())
  const staging = stagingPathOf(dbPath)
  const demoCodes = [...codesOf(demoSubset())].sort()
  const args = { dbPath, urlTemplate: fake.urlTemplate, fromIso: HISTORY_FROM, windowDays: WINDOW_DAYS, now: NOW }
  /** Windows committed: in the staging file until the switch, in the main file from it on. */
  const committed = () => (progressOf(dbPath)?.switched ? progressOf(dbPath)! : progressOf(staging)!).windowsDone
  /** Starts a run; the first window it asks for must be the one after those committed. */
  const start = () => {
    const asked = fake.requests.length
    const expected = existsSync(staging) || progressOf(dbPath) ? committed() : 0
    const child = startBackfillChild(args)
    return { ...child, firstAsked: () => expect(fake.requests[asked]).toEqual({ from: WINDOWS[expected]![0], to: WINDOWS[expected]![1] }) }
  }
  /**
   * Holds the answer of window `index` and kills the run once it has asked for it: the window before
   * is then being written (the next answer downloads meanwhile), or just committed.
   */
  const killWhenAsked = async (index: number) => {
    let asked!: () => void
    const requested = new Promise<void>((resolve) => (asked = resolve))
    answer = ({ from }) => (from === WINDOWS[index]![0] ? (asked(), { hold: true }) : undefined)
    const run = start()
    await requested
    run.child.kill('SIGKILL')
    expect(await run.exited).toBe('SIGKILL')
    run.firstAsked()
    answer = () => undefined
    expect([index - 1, index]).toContain(committed())
  }

  // 1. Staging: the windows are in the staging file, the demo untouched.
  await killWhenAsked(3)
  expect(progressOf(staging)).toMatchObject({ switched: false })
  expect(sourceOf(dbPath)).toBe('demo')
  expect(codesIn(dbPath).sort()).toEqual(demoCodes)

  // 2. Killed as the window that completes a year lands, while the switch runs: demo or real, never both.
  const run = start()
  await run.waitFor((e) => e.what === 'backfill window' && e.from === WINDOWS[SWITCH_AT - 1]![0])
  run.child.kill('SIGKILL')
  expect(await run.exited).toBe('SIGKILL')
  run.firstAsked()
  if (sourceOf(dbPath) === 'amfi') {
    expect(progressOf(dbPath)).toMatchObject({ windowsDone: SWITCH_AT, switched: true })
    expect(codesIn(dbPath).some((c) => demoCodes.includes(c) && !universe.schemes.some((s) => s.code === c))).toBe(false)
  } else {
    expect(codesIn(dbPath).sort()).toEqual(demoCodes)
    expect(progressOf(staging)).toMatchObject({ windowsDone: SWITCH_AT, switched: false })
  }

  // 3. Live: windows go straight into the main file.
  await killWhenAsked(SWITCH_AT + 3)
  expect(progressOf(dbPath)).toMatchObject({ switched: true })
  expect(existsSync(staging)).toBe(false)

  // 4. To the end.
  const last = start()
  expect(await last.exited).toBe(0)
  last.firstAsked()
  expect(last.events.at(-1)).toMatchObject({ what: 'result', windowsDone: WINDOWS.length, switched: true })
  const rows = readDb(dbPath, (db) => db.prepare('SELECT scheme_code, date, nav FROM navs ORDER BY scheme_code, date').raw().all())
  expect(rows).toEqual(expectedNavs(universe, HISTORY_FROM, TODAY))
  expect(readDb(dbPath, (db) => db.pragma('integrity_check', { simple: true }))).toBe('ok')
  // Every window was asked for once, except those a kill interrupted (the one held, the one being written).
  const asked = fake.requests.map((r) => r.from)
  expect(new Set(asked)).toEqual(new Set(WINDOWS.map((w) => w[0])))
  expect(asked.length).toBeLessThanOrEqual(WINDOWS.length + 6)
})
