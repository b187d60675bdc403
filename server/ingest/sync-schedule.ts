/**
 * When to sync, in India's time (UTC+05:30 all year: no daylight saving), whatever the server's zone.
 *
 * AMFI publishes a business day's NAVs that evening: SEBI asks fund houses to upload them by 23:00
 * India time (funds of funds by the next morning). So the **latest business day** at an instant is the
 * day in India when it is a weekday and 23:00 has passed, else the weekday before it. NAVs held older
 * than that, with no successful sync since that day's 23:00, mean the data missed a publication: the
 * server syncs once at start. (AMFI's holidays are not known here: on one, a sync finds no new NAVs.)
 */

export type SyncSettings = {
  mode: 'auto' | 'off'
  /** Slots as minutes after midnight in India, ascending. */
  times: number[]
  navAllUrl: string
  /** With `{from}` and `{to}`. */
  historyUrl: string
  /** AMFI's TER report, fetched once a month (ter-sync.ts): `{month}`/`{year}` in the URL or the form; empty: never. */
  terUrl: string
  /** POSTed with the URL; empty: a GET. */
  terForm: string
  windowDays: number
  /** yyyy-mm-dd: where a back-fill starts. */
  historyFrom: string
  timeoutMs: number
  retries: number
}

export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000
const DAY_MS = 86_400_000
/** Minutes after midnight in India by which a business day's NAVs are published. */
export const PUBLISHED_BY = 23 * 60

/** `23:30,09:00` -> [540, 1410]; throws a message naming what is wrong. */
export function parseSyncTimes(text: string): number[] {
  const parts = text.split(',').map((part) => part.trim())
  const minutes = parts.map((part) => {
    const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(part)
    if (!m) throw new Error(`"${part}" is not a time HH:MM (00:00 to 23:59)`)
    return Number(m[1]) * 60 + Number(m[2])
  })
  return [...new Set(minutes)].sort((a, b) => a - b)
}

export const formatMinutes = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The India date (yyyy-mm-dd) and minutes after midnight there at `ms`. */
export function indiaClock(ms: number): { date: string; minutes: number } {
  const local = ms + INDIA_OFFSET_MS
  return { date: new Date(local).toISOString().slice(0, 10), minutes: Math.floor((local % DAY_MS) / 60_000) }
}

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay()
export const isWeekday = (iso: string) => weekday(iso) !== 0 && weekday(iso) !== 6
const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10)

/** The first slot strictly after `ms`, as a UTC instant. */
export function nextSlot(ms: number, times: number[]): number {
  const dayStart = Math.floor((ms + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS - INDIA_OFFSET_MS
  for (let day = 0; day <= 1; day++) {
    for (const minutes of times) {
      const at = dayStart + day * DAY_MS + minutes * 60_000
      if (at > ms) return at
    }
  }
  throw new Error('no sync times')
}

/** See the header: the day whose NAVs should be out at `ms`. */
export function latestBusinessDay(ms: number): string {
  const { date, minutes } = indiaClock(ms)
  if (isWeekday(date) && minutes >= PUBLISHED_BY) return date
  let day = dayBefore(date)
  while (!isWeekday(day)) day = dayBefore(day)
  return day
}

/** 23:00 in India on `iso`, as a UTC instant. */
export const publishedAt = (iso: string) => Date.parse(`${iso}T00:00:00Z`) - INDIA_OFFSET_MS + PUBLISHED_BY * 60_000

/** Whether a start should sync at once: the data missed the latest publication and no sync since took it. */
export function catchUpDue(ms: number, newestNav: string | null, lastSuccessAt: string | null): boolean {
  const day = latestBusinessDay(ms)
  if (newestNav !== null && newestNav >= day) return false
  return lastSuccessAt === null || Date.parse(lastSuccessAt) < publishedAt(day)
}

/** The same day `years` earlier (29 February -> 28 February). */
export function yearsBefore(iso: string, years: number): string {
  const year = String(Number(iso.slice(0, 4)) - years).padStart(4, '0')
  const candidate = `${year}${iso.slice(4)}`
  return new Date(`${candidate}T00:00:00Z`).toISOString().slice(0, 10) === candidate ? candidate : `${year}-02-28`
}
