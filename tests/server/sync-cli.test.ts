/**
 * The commands' refusals (server/ingest/sync-cli.ts, import-cli.ts), run as a person runs them, as
 * their own processes: a setting they cannot use is one line naming it, and `data:sync --history`
 * never replaces the demo with the few days it asks for.
 */
import { spawnSync } from 'node:child_process'
import { afterAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../server/config.ts'
import { openDatabase } from '../../server/db/open-database.ts'
import { createMetaRepository } from '../../server/repositories/meta-repository.ts'
import { removeTempDirs, tempDir } from './helpers.ts'
import { seedDemoFile } from './support/backfill-setup.ts'

afterAll(() => removeTempDirs())

const run = (script: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', `server/ingest/${script}`, ...args], {
    cwd: REPO_ROOT,
    // Nothing may be fetched: the refusals come before any download.
    env: { ...process.env, AMFI_NAVALL_URL: 'http://127.0.0.1:9/NAVAll.txt', AMFI_HISTORY_URL: 'http://127.0.0.1:9/h?f={from}&t={to}', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })

const heldBy = (path: string) => {
  const db = openDatabase(path)
  try {
    return { meta: createMetaRepository(db).read(), navs: db.prepare('SELECT COUNT(*) FROM navs').pluck().get() }
  } finally {
    db.close()
  }
}

describe('data:sync and data:import refuse what would do harm, and say why', () => {
  it('data:sync --history on the demo: exits 2 naming the back-fill, the demo untouched', () => {
    const path = seedDemoFile(tempDir())
    const before = heldBy(path)
    expect(before.meta.source).toBe('demo')
    const result = run('sync-cli.ts', ['--db', path, '--history', '2026-01-01', '2026-01-31'])
    expect(result.status, result.stderr).toBe(2)
    expect(result.stderr).toContain('the database holds the demo')
    expect(result.stderr).toContain('without --history')
    expect(heldBy(path)).toEqual(before)
  })

  it.each([
    ['sync-cli.ts', 'sync'],
    ['import-cli.ts', 'import'],
  ])('%s: a setting it cannot use is one line naming it, exit 2, no stack', (script, tag) => {
    const result = run(script, ['--db', `${tempDir()}/mf.sqlite`, 'x.txt'], { RATE_LIMIT_MAX: '5' })
    expect(result.status).toBe(2)
    expect(result.stderr.trim()).toBe(`[${tag}] RATE_LIMIT_MAX is no longer read: the API's limit is RATE_LIMIT_RATE (per second, 0 = off) and RATE_LIMIT_BURST`)
  })
})
