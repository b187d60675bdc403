/** Environment -> settings for `npm start`. Paths default to folders of this repository. */
import { isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_RATE_LIMIT, WORK_COST } from './http/rate-limit.ts'
import { DEFAULT_RISK_FREE_RATE } from './ingest/risk-free-rate.ts'

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))

const fromRoot = (value: string | undefined, fallback: string) =>
  value ? (isAbsolute(value) ? value : resolve(value)) : join(REPO_ROOT, fallback)

const intEnv = (env: NodeJS.ProcessEnv, name: string, fallback: number) => {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`)
  return value
}

const percentEnv = (env: NodeJS.ProcessEnv, name: string, fallback: number) => {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!/^\d{1,2}(\.\d{1,4})?$/.test(raw) || value > 25) throw new Error(`${name} must be a percentage a year between 0 and 25 (e.g. 6.5), got "${raw}"`)
  return value
}

export const DB_FILE_NAME = 'mf.sqlite'

export function readConfig(env = process.env) {
  // An older fixed-window limit's settings would be ignored without a word: say so instead.
  for (const old of ['RATE_LIMIT_MAX', 'RATE_LIMIT_WINDOW_MS']) {
    if (env[old] !== undefined) throw new Error(`${old} is no longer read: the API's limit is RATE_LIMIT_RATE (per second, 0 = off) and RATE_LIMIT_BURST`)
  }
  const dataDir = fromRoot(env.DATA_DIR, 'data')
  const staticDir = fromRoot(env.STATIC_DIR, 'dist')
  const rateLimitRate = intEnv(env, 'RATE_LIMIT_RATE', DEFAULT_RATE_LIMIT.ratePerSecond)
  return {
    port: intEnv(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
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
  }
}

export type Config = ReturnType<typeof readConfig>
