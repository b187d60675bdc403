/**
 * A data folder or database file the server cannot use stops `npm start` with one line that names
 * the path and what to do, exit code 1, no stack (server/db/database-open-error.ts).
 * The tests run as root, which permission bits do not stop: those cases open the database as another
 * user through setpriv, or are skipped.
 */
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../server/config.ts'
import { DatabaseOpenError } from '../../server/db/database-open-error.ts'
import { openDatabase } from '../../server/db/open-database.ts'
import { removeTempDirs, tempDir } from './helpers.ts'

afterAll(removeTempDirs)

const NOBODY = ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups']
/** How to run a command as a user the permission bits apply to: nothing when not root, setpriv when it works, else undefined. */
const asUnprivileged = (() => {
  if (process.getuid?.() !== 0) return []
  const probe = spawnSync(NOBODY[0]!, [...NOBODY.slice(1), process.execPath, '--import', 'tsx', '-e', ''], { cwd: REPO_ROOT, timeout: 20_000 })
  return probe.status === 0 ? NOBODY : undefined
})()

/** A folder other users can enter (mkdtemp's are private). */
function sharedDir(): string {
  const dir = tempDir('mf-start-')
  chmodSync(dir, 0o755)
  return dir
}

function run(args: string[], env: Record<string, string> = {}, prefix: string[] = []): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const [command, ...rest] = [...prefix, process.execPath, '--import', 'tsx', ...args]
    const child = spawn(command!, rest, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    // Should it start after all, the test fails on the exit code rather than hanging.
    const stop = setTimeout(() => child.kill('SIGKILL'), 25_000)
    child.on('close', (status) => {
      clearTimeout(stop)
      resolve({ status, stderr })
    })
  })
}

/** openDatabase(path)'s message, as `prefix` runs it (the permission cases, as another user). */
async function openAs(prefix: string[], path: string): Promise<string> {
  const script = `import('./server/db/open-database.ts').then((m) => m.openDatabase(process.env.DB).close()).catch((e) => { console.error(e.name + ': ' + e.message); process.exit(1) })`
  const { status, stderr } = await run(['-e', script], { DB: path }, prefix)
  expect(status).toBe(1)
  return stderr.trim()
}

/** The message openDatabase throws for `path`. */
function openError(path: string): DatabaseOpenError {
  try {
    openDatabase(path).close()
  } catch (error) {
    expect(error).toBeInstanceOf(DatabaseOpenError)
    return error as DatabaseOpenError
  }
  throw new Error(`${path} opened`)
}

describe('npm start with a data folder it cannot use', () => {
  const start = (dataDir: string) =>
    run(['server/start.ts'], { DATA_DIR: dataDir, SKIP_BUILD: '1', STATIC_DIR: join(dataDir, '..', 'no-dist'), PORT: '0', HOST: '127.0.0.1', SYNC: 'off' })

  it('stops with one line naming the path and what to do, exit code 1, no stack', async () => {
    const file = join(sharedDir(), 'data')
    writeFileSync(file, 'not a folder')
    const { status, stderr } = await start(file)
    expect(status).toBe(1)
    expect(stderr).not.toMatch(/^\s+at /m)
    expect(stderr.trim()).toBe(
      `[start] cannot create the database at ${join(file, 'mf.sqlite')}: ${file} is a file, not a folder (ENOTDIR). Set DATA_DIR to a writable folder.`,
    )
  })
})

describe('npm start with a setting it cannot use', () => {
  it('stops with one line naming the variable, exit code 1, before touching the data', async () => {
    const dataDir = join(sharedDir(), 'data')
    for (const [env, line] of [
      [{ SYNC: 'sometimes' }, '[start] SYNC must be "auto" or "off", got "sometimes"'],
      [{ SYNC_TIMES: '25:00' }, '[start] SYNC_TIMES must be times HH:MM in India, comma-separated (e.g. 23:30,09:00): "25:00" is not a time HH:MM (00:00 to 23:59)'],
    ] as const) {
      const { status, stderr } = await run(['server/start.ts'], { DATA_DIR: dataDir, SKIP_BUILD: '1', PORT: '0', HOST: '127.0.0.1', ...env })
      expect(status).toBe(1)
      expect(stderr.trim()).toBe(line)
    }
    expect(existsSync(dataDir)).toBe(false)
  })
})

describe('openDatabase on a folder or file it cannot use', () => {
  it('names a file that stands where the folder should be, with what went wrong as the cause', () => {
    const file = join(sharedDir(), 'data')
    writeFileSync(file, '')
    const error = openError(join(file, 'deeper', 'mf.sqlite'))
    expect(error.message).toBe(
      `cannot create the database at ${join(file, 'deeper', 'mf.sqlite')}: ${file} is a file, not a folder (ENOTDIR). Set DATA_DIR to a writable folder.`,
    )
    expect((error.cause as { code?: string }).code).toBe('ENOTDIR')
  })

  it('names a folder that stands where the database file should be', () => {
    const path = join(sharedDir(), 'mf.sqlite')
    mkdirSync(path)
    expect(openError(path).message).toBe(
      `cannot open the database at ${path}: ${path} is a folder, not a database file (EISDIR). Remove or rename that folder, or set DATA_DIR to another folder.`,
    )
  })

  it('names a database file that is not a SQLite database', () => {
    const path = join(sharedDir(), 'mf.sqlite')
    writeFileSync(path, 'plain text, and more than a SQLite header of it: '.repeat(4))
    expect(openError(path).message).toBe(
      `cannot open the database at ${path}: ${path} is not a SQLite database (file is not a database). Move the file away (a new database is then created), or set DATA_DIR to another folder.`,
    )
  })

  it.skipIf(asUnprivileged === undefined)('names a read-only folder', async () => {
    const dir = join(sharedDir(), 'data')
    mkdirSync(dir)
    chmodSync(dir, 0o555)
    expect(await openAs(asUnprivileged!, join(dir, 'mf.sqlite'))).toBe(
      `DatabaseOpenError: cannot write the database at ${join(dir, 'mf.sqlite')}: the folder ${dir} is read-only (EACCES). Set DATA_DIR to a writable folder.`,
    )
  })

  it.skipIf(asUnprivileged === undefined)('names a database file it cannot read, or cannot write', async () => {
    const dir = sharedDir()
    chmodSync(dir, 0o777)
    const path = join(dir, 'mf.sqlite')
    openDatabase(path).close()
    chmodSync(path, 0o000)
    expect(await openAs(asUnprivileged!, path)).toBe(
      `DatabaseOpenError: cannot read the database at ${path}: the file cannot be read (EACCES). Make it readable and writable by this user, or set DATA_DIR to another folder.`,
    )
    chmodSync(path, 0o444)
    expect(await openAs(asUnprivileged!, path)).toBe(
      `DatabaseOpenError: cannot write the database at ${path}: the file is read-only (EACCES). Make it writable by this user, or set DATA_DIR to another folder.`,
    )
  })
})
