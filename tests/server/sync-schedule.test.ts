/**
 * When the server syncs (server/ingest/sync-schedule.ts): slots in India's time whatever the UTC day,
 * the latest business day with AMFI's publication time, the catch-up at start, and the settings'
 * validation (server/config.ts readSyncSettings): a bad value is one line naming the variable.
 */
import { describe, expect, it } from 'vitest'
import { ConfigError, readSyncSettings } from '../../server/config.ts'
import { catchUpDue, latestBusinessDay, nextSlot, parseSyncTimes, yearsBefore } from '../../server/ingest/sync-schedule.ts'
import { india } from './sync-fixtures.ts'

const iso = (ms: number) => new Date(ms).toISOString()

describe('slots', () => {
  const times = parseSyncTimes('23:30,09:00')

  it('reads HH:MM lists in order, and refuses anything else', () => {
    expect(times).toEqual([540, 1410])
    expect(parseSyncTimes(' 05:00 ,05:00')).toEqual([300])
    for (const bad of ['24:00', '9:00', '09:60', '', '09:00,', 'noon']) expect(() => parseSyncTimes(bad), bad).toThrow(/is not a time HH:MM/)
  })

  it('fires at both slots in India: 09:00 IST = 03:30 UTC, 23:30 IST = 18:00 UTC', () => {
    let at = india('2026-10-12 08:00')
    const fired: string[] = []
    for (let i = 0; i < 4; i++) fired.push(iso((at = nextSlot(at, times))))
    expect(fired).toEqual(['2026-10-12T03:30:00.000Z', '2026-10-12T18:00:00.000Z', '2026-10-13T03:30:00.000Z', '2026-10-13T18:00:00.000Z'])
  })

  it('counts days in India across a UTC day boundary', () => {
    // 00:30 IST on the 13th is still the 12th in UTC: the next 09:00 is the 13th's.
    expect(iso(nextSlot(Date.parse('2026-10-12T19:00:00Z'), times))).toBe('2026-10-13T03:30:00.000Z')
    // 05:00 IST is 23:30 UTC the day before.
    expect(iso(nextSlot(india('2026-10-12 06:00'), [300]))).toBe('2026-10-12T23:30:00.000Z')
    expect(iso(nextSlot(Date.parse('2026-10-12T23:29:59Z'), [300]))).toBe('2026-10-12T23:30:00.000Z')
    // A slot is strictly after now: at 09:00 sharp the next is 23:30.
    expect(iso(nextSlot(india('2026-10-12 09:00'), times))).toBe('2026-10-12T18:00:00.000Z')
  })
})

describe('the latest business day', () => {
  it('is today in India once 23:00 has passed on a weekday, else the weekday before', () => {
    expect(latestBusinessDay(india('2026-10-12 22:59'))).toBe('2026-10-09') // Monday before publication: Friday
    expect(latestBusinessDay(india('2026-10-12 23:00'))).toBe('2026-10-12')
    expect(latestBusinessDay(india('2026-10-13 09:00'))).toBe('2026-10-12')
    expect(latestBusinessDay(india('2026-10-10 23:30'))).toBe('2026-10-09') // Saturday
    expect(latestBusinessDay(india('2026-10-11 12:00'))).toBe('2026-10-09') // Sunday
    // 20:00 UTC on Friday is 01:30 on Saturday in India: Friday's NAVs are out.
    expect(latestBusinessDay(Date.parse('2026-10-09T20:00:00Z'))).toBe('2026-10-09')
  })

  it('makes a start sync when the NAVs held missed it and no sync since its publication took it', () => {
    const monday = india('2026-10-13 08:00') // Tuesday morning: Monday's NAVs are due
    expect(catchUpDue(monday, '2026-10-09', null)).toBe(true)
    expect(catchUpDue(monday, '2026-10-12', null)).toBe(false)
    expect(catchUpDue(monday, null, null)).toBe(true)
    // A holiday: the sync after Monday's 23:00 found nothing new; a restart does not ask again.
    expect(catchUpDue(monday, '2026-10-09', iso(india('2026-10-12 23:31')))).toBe(false)
    expect(catchUpDue(monday, '2026-10-09', iso(india('2026-10-12 22:00')))).toBe(true)
  })
})

describe('settings', () => {
  const now = india('2026-10-12 12:00')

  it('defaults: auto, 23:30 and 09:00, AMFI, ten years back', () => {
    expect(readSyncSettings({}, now)).toEqual({
      mode: 'auto',
      times: [540, 1410],
      navAllUrl: 'https://www.amfiindia.com/spages/NAVAll.txt',
      historyUrl: 'https://portal.amfiindia.com/DownloadNAVHistoryReport_Po.aspx?frmdt={from}&todt={to}',
      terUrl: 'https://www.amfiindia.com/modules/LoadTERData',
      terForm: 'MonthTER={month}-{year}&MF_ID=-1&NAV_ID=1&SchemeCat_Desc=-1',
      windowDays: 90,
      historyFrom: '2016-10-12',
      timeoutMs: 60_000,
      retries: 3,
    })
    expect(yearsBefore('2028-02-29', 10)).toBe('2018-02-28')
    expect(readSyncSettings({ AMFI_TER_URL: 'off' }, now).terUrl).toBe('')
  })

  it('reads every variable', () => {
    const env = {
      SYNC: 'off', SYNC_TIMES: '18:45', AMFI_NAVALL_URL: 'http://127.0.0.1:9/n.txt', AMFI_HISTORY_URL: 'http://127.0.0.1:9/h?a={from}&b={to}',
      SYNC_WINDOW_DAYS: '30', SYNC_HISTORY_FROM: '2020-01-01', SYNC_TIMEOUT_MS: '5000', SYNC_RETRIES: '0',
      AMFI_TER_URL: 'http://127.0.0.1:9/ter?m={month}&y={year}', AMFI_TER_FORM: '',
    }
    expect(readSyncSettings(env, now)).toEqual({
      mode: 'off', times: [1125], navAllUrl: 'http://127.0.0.1:9/n.txt', historyUrl: 'http://127.0.0.1:9/h?a={from}&b={to}',
      terUrl: 'http://127.0.0.1:9/ter?m={month}&y={year}', terForm: '',
      windowDays: 30, historyFrom: '2020-01-01', timeoutMs: 5000, retries: 0,
    })
  })

  it.each([
    [{ SYNC: 'on' }, 'SYNC must be "auto" or "off", got "on"'],
    [{ SYNC_TIMES: '23:30,9am' }, 'SYNC_TIMES must be times HH:MM in India, comma-separated (e.g. 23:30,09:00): "9am" is not a time HH:MM (00:00 to 23:59)'],
    [{ AMFI_NAVALL_URL: 'ftp://x/NAVAll.txt' }, 'AMFI_NAVALL_URL must be an http(s) URL, got "ftp://x/NAVAll.txt"'],
    [{ AMFI_HISTORY_URL: 'https://x/h?from={from}' }, 'AMFI_HISTORY_URL must contain {from} and {to} (the dates of each window), got "https://x/h?from={from}"'],
    [{ AMFI_TER_URL: 'file:///etc/ter' }, 'AMFI_TER_URL must be an http(s) URL, got "file:///etc/ter"'],
    [{ SYNC_WINDOW_DAYS: '0' }, 'SYNC_WINDOW_DAYS must be a whole number from 1 to 366, got "0"'],
    [{ SYNC_HISTORY_FROM: '2026-02-30' }, 'SYNC_HISTORY_FROM must be a date yyyy-mm-dd from 1990-01-01 to today (2026-10-12), got "2026-02-30"'],
    [{ SYNC_HISTORY_FROM: '2027-01-01' }, 'SYNC_HISTORY_FROM must be a date yyyy-mm-dd from 1990-01-01 to today (2026-10-12), got "2027-01-01"'],
    [{ SYNC_TIMEOUT_MS: '1.5' }, 'SYNC_TIMEOUT_MS must be a whole number from 1 to 3600000, got "1.5"'],
    [{ SYNC_RETRIES: '-1' }, 'SYNC_RETRIES must be a whole number from 0 to 20, got "-1"'],
  ])('refuses %o with one line naming the variable', (env, message) => {
    let error: unknown
    try {
      readSyncSettings(env, now)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toBe(message)
  })
})
