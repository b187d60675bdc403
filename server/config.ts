/** Environment -> settings for `npm start`. Paths default to folders of this repository. */
import { isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_RATE_LIMIT, WORK_COST } from './http/rate-limit.ts'
import { DEFAULT_RISK_FREE_RATE } from './ingest/risk-free-rate.ts'
import { EARLIEST_NAV_DATE } from './ingest/amfi-limits.ts'
import { indiaToday } from './ingest/amfi-dates.ts'
import { DEFAULT_HISTORY_URL, DEFAULT_NAVALL_URL, DEFAULT_TER_FORM, DEFAULT_TER_URL, DEFAULT_WINDOW_DAYS } from './ingest/sync.ts'
import { parseSyncTimes, yearsBefore, type SyncSettings } from './ingest/sync-schedule.ts'

/** A setting that cannot be used: its message is one line naming the variable (start.ts prints it and exits). */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** For a command's start: a setting it cannot use stops it with one line naming the variable, `[tag]` first. */
export function readConfigOrExit(tag: string, exitCode: number): ReturnType<typeof readConfig> {
  try {
    return readConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`[${tag}] ${error.message}`)
    process.exit(exitCode)
  }
}

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))

const fromRoot = (value: string | undefined, fallback: string) =>
  value ? (isAbsolute(value) ? value : resolve(value)) : join(REPO_ROOT, fallback)

const intEnv = (env: NodeJS.ProcessEnv, name: string, fallback: number) => {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a non-negative integer, got "${raw}"`)
  return value
}

const percentEnv = (env: NodeJS.ProcessEnv, name: string, fallback: number) => {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!/^\d{1,2}(\.\d{1,4})?$/.test(raw) || value > 25) throw new ConfigError(`${name} must be a percentage a year between 0 and 25 (e.g. 6.5), got "${raw}"`)
  return value
}

export const DB_FILE_NAME = 'mf.sqlite'

/**
 * PUBLIC_ORIGIN: where the site is published (`https://mf.example.com`), for the pages' canonical
 * links, which search engines want absolute. Configured, never taken from a request's Host header:
 * pages are cached and shared between visitors, and the header is the visitor's text. Without it,
 * the address `npm start` prints.
 */
function publicOriginEnv(env: NodeJS.ProcessEnv, port: number): string {
  const raw = env.PUBLIC_ORIGIN
  if (raw === undefined || raw === '') return `http://localhost:${port}`
  let url: URL | undefined
  try {
    url = new URL(raw)
  } catch {
    url = undefined
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '') || url.origin !== raw.replace(/\/$/, '').toLowerCase()) {
    throw new ConfigError(`PUBLIC_ORIGIN must be an http(s) origin without a path, like https://mf.example.com, got "${raw}"`)
  }
  return url.origin
}

export function readConfig(env = process.env) {
  // An older fixed-window limit's settings would be ignored without a word: say so instead.
  for (const old of ['RATE_LIMIT_MAX', 'RATE_LIMIT_WINDOW_MS']) {
    if (env[old] !== undefined) throw new ConfigError(`${old} is no longer read: the API's limit is RATE_LIMIT_RATE (per second, 0 = off) and RATE_LIMIT_BURST`)
  }
  const dataDir = fromRoot(env.DATA_DIR, 'data')
  const staticDir = fromRoot(env.STATIC_DIR, 'dist')
  const rateLimitRate = intEnv(env, 'RATE_LIMIT_RATE', DEFAULT_RATE_LIMIT.ratePerSecond)
  const port = intEnv(env, 'PORT', 3000)
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicOrigin: publicOriginEnv(env, port),
    dataDir,
    dbPath: join(dataDir, DB_FILE_NAME),
    contentDir: fromRoot(env.CONTENT_DIR, 'content'),
    staticDir,
    /** The server render's bundle: SSR_DIR, or beside the static build (dist -> dist-server). */
    ssrDir: env.SSR_DIR ? fromRoot(env.SSR_DIR, 'dist-server') : `${staticDir.replace(/[/\\]+$/, '')}-server`,
    logLevel: env.LOG_LEVEL || 'info',
    /**
     * The per-address token buckets: requests (RATE_LIMIT_RATE per second, up to RATE_LIMIT_BURST at
     * once) and work (RATE_LIMIT_WORK_RATE / RATE_LIMIT_WORK_BURST); RATE_LIMIT_RATE=0 turns both off.
     */
    rateLimit:
      rateLimitRate === 0
        ? (false as const)
        : {
            ratePerSecond: rateLimitRate,
            burst: Math.max(1, intEnv(env, 'RATE_LIMIT_BURST', DEFAULT_RATE_LIMIT.burst)),
            work: {
              ratePerSecond: Math.max(1, intEnv(env, 'RATE_LIMIT_WORK_RATE', DEFAULT_RATE_LIMIT.work.ratePerSecond)),
              burst: Math.max(WORK_COST.page, intEnv(env, 'RATE_LIMIT_WORK_BURST', DEFAULT_RATE_LIMIT.work.burst)),
            },
            refusalDelayMs: intEnv(env, 'RATE_LIMIT_REFUSAL_DELAY_MS', DEFAULT_RATE_LIMIT.refusalDelayMs),
          },
    /** Percent a year, behind Sharpe and Sortino (server/ingest/risk-free-rate.ts). */
    riskFreeRate: percentEnv(env, 'RISK_FREE_RATE', DEFAULT_RISK_FREE_RATE),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    skipBuild: env.SKIP_BUILD === '1' || env.SKIP_BUILD === 'true',
    /** SYNC, SYNC_TIMES, AMFI_*_URL, SYNC_*: keeping the data current (ingest/sync-scheduler.ts). */
    sync: readSyncSettings(env),
  }
}

const urlEnv = (env: NodeJS.ProcessEnv, name: string, fallback: string, placeholders: string[] = []) => {
  const raw = env[name] || fallback
  let url: URL | undefined
  try {
    url = new URL(raw.replace(/\{(from|to|month|year)\}/g, 'x'))
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol)) throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`)
  const missing = placeholders.filter((p) => !raw.includes(p))
  if (missing.length) throw new ConfigError(`${name} must contain ${placeholders.join(' and ')} (the dates of each window), got "${raw}"`)
  return raw
}

const rangeEnv = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) => {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`)
  return value
}

/** The sync settings (server/README.md, "Keeping the data current"); `now` for the default back-fill start. */
export function readSyncSettings(env: NodeJS.ProcessEnv = process.env, now = Date.now()): SyncSettings {
  const mode = (env.SYNC ?? '').trim() || 'auto'
  if (mode !== 'auto' && mode !== 'off') throw new ConfigError(`SYNC must be "auto" or "off", got "${env.SYNC}"`)
  let times: number[]
  try {
    times = parseSyncTimes(env.SYNC_TIMES?.trim() || '23:30,09:00')
  } catch (error) {
    throw new ConfigError(`SYNC_TIMES must be times HH:MM in India, comma-separated (e.g. 23:30,09:00): ${(error as Error).message}`)
  }
  const today = indiaToday(now)
  const from = env.SYNC_HISTORY_FROM?.trim() || yearsBefore(today, 10)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || Number.isNaN(Date.parse(`${from}T00:00:00Z`)) || new Date(`${from}T00:00:00Z`).toISOString().slice(0, 10) !== from || from < EARLIEST_NAV_DATE || from > today) {
    throw new ConfigError(`SYNC_HISTORY_FROM must be a date yyyy-mm-dd from ${EARLIEST_NAV_DATE} to today (${today}), got "${env.SYNC_HISTORY_FROM}"`)
  }
  return {
    mode,
    times,
    navAllUrl: urlEnv(env, 'AMFI_NAVALL_URL', DEFAULT_NAVALL_URL),
    historyUrl: urlEnv(env, 'AMFI_HISTORY_URL', DEFAULT_HISTORY_URL, ['{from}', '{to}']),
    // `off`: no TER fetches (tests; a deployment fed by `data:import`).
    terUrl: env.AMFI_TER_URL?.trim() === 'off' ? '' : urlEnv(env, 'AMFI_TER_URL', DEFAULT_TER_URL),
    // Unset: AMFI's form; set to nothing: a GET of AMFI_TER_URL alone.
    terForm: env.AMFI_TER_FORM ?? DEFAULT_TER_FORM,
    windowDays: rangeEnv(env, 'SYNC_WINDOW_DAYS', DEFAULT_WINDOW_DAYS, 1, 366),
    historyFrom: from,
    timeoutMs: rangeEnv(env, 'SYNC_TIMEOUT_MS', 60_000, 1, 3_600_000),
    retries: rangeEnv(env, 'SYNC_RETRIES', 3, 0, 20),
  }
}

export type Config = ReturnType<typeof readConfig>
