/** Environment -> settings for `npm start`. Paths default to folders of this repository. */
import { isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_RATE_LIMIT } from './app.ts'

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))

const fromRoot = (value: string | undefined, fallback: string) =>
  value ? (isAbsolute(value) ? value : resolve(value)) : join(REPO_ROOT, fallback)

const intEnv = (name: string, fallback: number) => {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`)
  return value
}

export const DB_FILE_NAME = 'mf.sqlite'

export function readConfig(env = process.env) {
  const dataDir = fromRoot(env.DATA_DIR, 'data')
  const rateLimitMax = intEnv('RATE_LIMIT_MAX', DEFAULT_RATE_LIMIT.max)
  return {
    port: intEnv('PORT', 3000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    dbPath: join(dataDir, DB_FILE_NAME),
    contentDir: fromRoot(env.CONTENT_DIR, 'content'),
    staticDir: fromRoot(env.STATIC_DIR, 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
    /** RATE_LIMIT_MAX=0 turns the limit off. */
    rateLimit: rateLimitMax === 0 ? (false as const) : { max: rateLimitMax, timeWindowMs: intEnv('RATE_LIMIT_WINDOW_MS', DEFAULT_RATE_LIMIT.timeWindowMs) },
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    skipBuild: env.SKIP_BUILD === '1' || env.SKIP_BUILD === 'true',
  }
}

export type Config = ReturnType<typeof readConfig>
