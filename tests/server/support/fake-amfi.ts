/**
 * A fake of AMFI's NAV history report for the back-fill's tests and bench:backfill, on loopback only.
 * Its universe is read from the real report in ../shared/amfi/ (sections, codes, names, plan/option,
 * ISINs, NAVs); any range of dates is answered in that report's newer format, each scheme on every
 * weekday: the real row verbatim on the report's own date, and a deterministic synthetic NAV (drift and
 * wobble from the real one) on the others. expectedNavs() gives exactly the rows an importer must store.
 */
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { addDays } from '../../../common/figures/dates.ts'
import { amfiDateToIso, isoToAmfi } from '../../../server/ingest/amfi-dates.ts'
import { readNav } from '../../../server/ingest/amfi-nav.ts'

export const REAL_REPORT = fileURLToPath(new URL('../../../../shared/amfi/nav-report-2026-10-09.txt', import.meta.url))

export type FakeScheme = {
  group: string
  house: string
  code: number
  /** The fields before the NAV: code;name;plan;option;ISIN;ISIN */
  prefix: string
  /** The NAV text of the real row, on `date`. */
  navText: string
  date: string
  /** First and last dates the scheme publishes (a young or a retired scheme). */
  since?: string
  until?: string
  /** The fields before the NAV on dates before `before` (a renamed scheme). */
  renamed?: { before: string; prefix: string }
}

export type FakeUniverse = { header: string; schemes: FakeScheme[]; holidays: Set<string> }

/** The real report's schemes, in its order (group line, fund house line, rows). */
export function readUniverse(file = REAL_REPORT): FakeUniverse {
  const lines = readFileSync(file, 'utf8').split(/\r?\n/)
  const schemes: FakeScheme[] = []
  let group = ''
  let house = ''
  for (const line of lines.slice(1)) {
    const trimmed = line.trim()
    if (!trimmed) continue
    if (!trimmed.includes(';')) {
      if (/Schemes\s*\(/.test(trimmed)) group = trimmed
      else house = trimmed
      continue
    }
    const fields = trimmed.split(';')
    schemes.push({ group, house, code: Number(fields[0]), prefix: fields.slice(0, 6).join(';'), navText: fields[6]!, date: amfiDateToIso(fields[7]!)! })
  }
  return { header: lines[0]!, schemes, holidays: new Set() }
}

/** `count` schemes: the real ones, then copies under new codes and names (AMFI lists ~14,000). */
export function widenUniverse(universe: FakeUniverse, count: number): FakeUniverse {
  const schemes = universe.schemes.slice(0, count)
  for (let copy = 1; schemes.length < count; copy++) {
    for (const s of universe.schemes) {
      if (schemes.length >= count) break
      const code = s.code + copy * 1_000_000
      const [, name, ...rest] = s.prefix.split(';')
      schemes.push({ ...s, code, prefix: [code, `${name} - Series ${copy + 1}`, ...rest].join(';') })
    }
  }
  return { ...universe, schemes }
}

const DAY0 = Date.UTC(1990, 0, 1) / 86_400_000

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000 - DAY0
const bases = new WeakMap<FakeScheme, { nav: number | null; day: number }>()
const baseOf = (s: FakeScheme) => {
  let base = bases.get(s)
  if (base === undefined) {
    const reading = readNav(s.navText)
    bases.set(s, (base = { nav: 'nav' in reading ? reading.nav : null, day: dayNumber(s.date) }))
  }
  return base
}

/** A positive 4-decimal NAV for every scheme and day: the real NAV moved by a drift and a wobble. */
export function navTextOn(s: FakeScheme, iso: string, day = dayNumber(iso)): string {
  const base = baseOf(s)
  if (iso === s.date || base.nav === null) return s.navText
  const value = base.nav * Math.exp(0.0003 * (day - base.day)) * (1 + 0.02 * Math.sin(s.code * 0.7 + day * 0.05))
  return Math.max(0.0001, value).toFixed(4)
}

const weekday = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`).getUTCDay()
  return d !== 0 && d !== 6
}

/** The publishing days of [from, to]: weekdays that are no holiday. */
export function publishingDays(universe: FakeUniverse, from: string, to: string): string[] {
  const out: string[] = []
  for (let iso = from; iso <= to; iso = addDays(iso, 1)) if (weekday(iso) && !universe.holidays.has(iso)) out.push(iso)
  return out
}

const publishes = (s: FakeScheme, iso: string) => (!s.since || iso >= s.since) && (!s.until || iso <= s.until)

/** The history report for [from, to], CRLF lines, sections as in the real report. */
export function windowBody(universe: FakeUniverse, from: string, to: string): Buffer {
  const days = publishingDays(universe, from, to).map((iso) => ({ iso, text: isoToAmfi(iso), day: dayNumber(iso) }))
  const parts: string[] = [universe.header, '']
  let group = ''
  let house = ''
  for (const s of universe.schemes) {
    const shown = s.since || s.until ? days.filter((d) => publishes(s, d.iso)) : days
    if (shown.length === 0) continue
    if (s.group !== group) {
      parts.push('', s.group, '', '')
      group = s.group
      house = ''
    }
    if (s.house !== house) {
      parts.push(s.house)
      house = s.house
    }
    for (const d of shown) {
      const prefix = s.renamed && d.iso < s.renamed.before ? s.renamed.prefix : s.prefix
      parts.push(`${prefix};${navTextOn(s, d.iso, d.day)};${d.text}`)
    }
  }
  return Buffer.from(parts.join('\r\n') + '\r\n')
}

/** Exactly the NAV rows [scheme code, date, nav] an importer of [from, to] stores, in key order. */
export function expectedNavs(universe: FakeUniverse, from: string, to: string): [number, string, number][] {
  const days = publishingDays(universe, from, to)
  const out: [number, string, number][] = []
  for (const s of universe.schemes) {
    for (const iso of days) {
      if (!publishes(s, iso)) continue
      const reading = readNav(navTextOn(s, iso))
      if ('nav' in reading && reading.nav !== null) out.push([s.code, iso, reading.nav])
    }
  }
  return out.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0))
}

export type FakeRequest = { from: string; to: string }
/** Decides an answer: a body (default: the window), a status, or a hold (an answer that never comes). */
export type FakeAnswer = { body?: Buffer | string; status?: number; hold?: boolean; delayMs?: number }

export type FakeAmfi = {
  /** The history URL template, {from} and {to} as AMFI's frmdt/todt. */
  urlTemplate: string
  requests: FakeRequest[]
  close(): Promise<void>
}

export async function startFakeAmfi(universe: FakeUniverse, answer: (request: FakeRequest, n: number) => FakeAnswer | undefined = () => undefined): Promise<FakeAmfi> {
  const requests: FakeRequest[] = []
  const held: ServerResponse[] = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const from = amfiDateToIso(url.searchParams.get('frmdt') ?? '')
    const to = amfiDateToIso(url.searchParams.get('todt') ?? '')
    if (!from || !to) return void res.writeHead(400).end('bad dates')
    const request = { from, to }
    requests.push(request)
    const a = answer(request, requests.length) ?? {}
    if (a.hold) return void held.push(res)
    const send = () => {
      const body = a.body === undefined ? windowBody(universe, from, to) : Buffer.from(a.body)
      res.writeHead(a.status ?? 200, { 'content-type': 'text/plain', 'content-length': body.length }).end(body)
    }
    if (a.delayMs) setTimeout(send, a.delayMs)
    else send()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    urlTemplate: `http://127.0.0.1:${port}/DownloadNAVHistoryReport_Po.aspx?frmdt={from}&todt={to}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
