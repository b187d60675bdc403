/**
 * The sync tests' AMFI: a loopback server (port 0, never AMFI itself) answering NAVAll.txt as each
 * test says and history reports for any range, from a few schemes of the real report in
 * ../shared/amfi/ (tests/server/support/fake-amfi.ts builds the rows), and databases that hold them.
 */
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { isoToAmfi, amfiDateToIso } from '../../server/ingest/amfi-dates.ts'
import { openDatabase, type Db } from '../../server/db/open-database.ts'
import { importAmfi } from '../../server/ingest/import-amfi.ts'
import type { SyncSettings } from '../../server/ingest/sync-schedule.ts'
import { navTextOn, readUniverse, windowBody, type FakeUniverse } from './support/fake-amfi.ts'
import { tempDir } from './helpers.ts'

/** The first `count` schemes of the real report (Friday 09-Oct-2026). */
export const smallUniverse = (count = 40): FakeUniverse => {
  const all = readUniverse()
  return { ...all, schemes: all.schemes.slice(0, count) }
}

const NAVALL_HEADER = 'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Plan;Option;Net Asset Value;Date'

/** NAVAll.txt as AMFI writes it since August 2026 (8 fields, CRLF), every scheme dated `iso`. */
export function navAllBody(universe: FakeUniverse, iso: string, schemes = universe.schemes): Buffer {
  const lines = [NAVALL_HEADER, '']
  let group = ''
  let house = ''
  for (const s of schemes) {
    if (s.group !== group) lines.push('', s.group, '', '')
    if (s.group !== group || s.house !== house) lines.push(s.house)
    group = s.group
    house = s.house
    const [code, name, plan, option, isinGrowth, isinReinvest] = s.prefix.split(';')
    lines.push([code, isinGrowth, isinReinvest, name, plan, option, navTextOn(s, iso), isoToAmfi(iso)].join(';'))
  }
  return Buffer.from(lines.join('\r\n') + '\r\n')
}

/** What the NAVAll address answers: a body (200, with its length) or a raw handler. */
export type NavAllAnswer = Buffer | string | ((res: ServerResponse) => void)

export type FakeAmfiSite = {
  navAllUrl: string
  historyUrl: string
  /** Answers for the coming NAVAll requests, in order; the last one repeats. */
  answers: NavAllAnswer[]
  /** Requests seen: `navall` or `history from..to`. */
  requests: string[]
  /** Held NAVAll answers (a hold() answer), to send later or drop. */
  held: ServerResponse[]
  /** Set: every history request is answered with this status. */
  historyStatus?: number
  /** Set: history requests wait in `heldHistory` until the test answers them (answerHistory). */
  holdHistory?: boolean
  heldHistory: { res: ServerResponse; from: string; to: string }[]
  /** Sends the held history windows, and answers the next ones at once. */
  answerHistory(): void
  /** Drops held answers and settings. */
  reset(): void
  close(): Promise<void>
}

/** A NAVAll answer that never comes until the test sends it (a sync that takes its time). */
export const hold = (site: () => FakeAmfiSite) => (res: ServerResponse) => void site().held.push(res)

export async function startFakeAmfiSite(universe: FakeUniverse): Promise<FakeAmfiSite> {
  const site: FakeAmfiSite = { navAllUrl: '', historyUrl: '', answers: [], requests: [], held: [], heldHistory: [], answerHistory: () => {}, reset: () => {}, close: async () => {} }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    if (url.pathname === '/spages/NAVAll.txt') {
      site.requests.push('navall')
      const answer = site.answers.length > 1 ? site.answers.shift()! : site.answers[0]
      if (answer === undefined) return void res.writeHead(503).end('no answer set')
      if (typeof answer === 'function') return answer(res)
      const body = Buffer.from(answer)
      return void res.writeHead(200, { 'content-type': 'text/plain', 'content-length': body.length }).end(body)
    }
    const from = amfiDateToIso(url.searchParams.get('frmdt') ?? '')
    const to = amfiDateToIso(url.searchParams.get('todt') ?? '')
    if (!from || !to) return void res.writeHead(404).end()
    site.requests.push(`history ${from}..${to}`)
    if (site.historyStatus) return void res.writeHead(site.historyStatus).end('down')
    if (site.holdHistory) return void site.heldHistory.push({ res, from, to })
    const body = windowBody(universe, from, to)
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': body.length }).end(body)
  })
  site.answerHistory = () => {
    site.holdHistory = false
    for (const { res, from, to } of site.heldHistory.splice(0)) {
      const body = windowBody(universe, from, to)
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': body.length }).end(body)
    }
  }
  site.reset = () => {
    for (const res of site.held.splice(0)) res.destroy()
    for (const { res } of site.heldHistory.splice(0)) res.destroy()
    site.answers = []
    site.requests.length = 0
    site.historyStatus = undefined
    site.holdHistory = false
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  site.navAllUrl = `${base}/spages/NAVAll.txt`
  site.historyUrl = `${base}/DownloadNAVHistoryReport_Po.aspx?frmdt={from}&todt={to}`
  site.close = () =>
    new Promise<void>((resolve) => {
      site.reset()
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return site
}

/** Sync settings against `site`, quick to give up. */
export function syncSettings(site: FakeAmfiSite, extra: Partial<SyncSettings> = {}): SyncSettings {
  return {
    mode: 'auto',
    times: [9 * 60, 23 * 60 + 30],
    navAllUrl: site.navAllUrl,
    historyUrl: site.historyUrl,
    // TER fetches are tested on their own (ter-sync.test.ts).
    terUrl: '',
    terForm: '',
    windowDays: 10,
    historyFrom: '2026-09-21',
    // Long: a held answer waits for the test, however slow the machine.
    timeoutMs: 120_000,
    retries: 1,
    ...extra,
  }
}

/** A database file holding AMFI data: the universe's week of 05..09-Oct-2026. */
export function amfiDb(universe: FakeUniverse): { db: Db; path: string } {
  const path = join(tempDir('mf-sync-'), 'mf.sqlite')
  const db = openDatabase(path)
  importAmfi(db, windowBody(universe, '2026-10-05', '2026-10-09'), { today: '2026-10-12' })
  return { db, path }
}

/** What a sync must never change when it refuses an answer. */
export const snapshot = (db: Db) =>
  db.prepare(`SELECT (SELECT COUNT(*) FROM navs) AS navs, (SELECT COUNT(*) FROM schemes) AS schemes,
    (SELECT value FROM meta WHERE key = 'data_version') AS dataVersion, (SELECT value FROM meta WHERE key = 'latest_nav_date') AS latest,
    (SELECT total(nav) FROM navs) AS navSum`).get()

/** Instants, for the clock: `india('2026-10-12 23:30')` is that time in India, as UTC ms. */
export const india = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00+05:30`)

/** A clock the test moves: timers fire in order as it advances, each at its own instant. */
export function fakeClock(start: number) {
  let now = start
  let seq = 0
  const timers = new Set<{ at: number; id: number; run: () => void }>()
  return {
    now: () => now,
    setTimer(run: () => void, ms: number) {
      const timer = { at: now + Math.max(0, ms), id: ++seq, run }
      timers.add(timer)
      return timer
    },
    clearTimer(handle: unknown) {
      timers.delete(handle as { at: number; id: number; run: () => void })
    },
    /** Moves to `to` (an instant), firing every timer due on the way. */
    advanceTo(to: number) {
      for (;;) {
        const due = [...timers].filter((t) => t.at <= to).sort((a, b) => a.at - b.at || a.id - b.id)[0]
        if (!due) break
        timers.delete(due)
        now = due.at
        due.run()
      }
      now = Math.max(now, to)
    },
    advance(ms: number) {
      this.advanceTo(now + ms)
    },
    pending: () => [...timers].map((t) => new Date(t.at).toISOString()).sort(),
  }
}
