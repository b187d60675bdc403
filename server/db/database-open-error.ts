/**
 * Why the database file could not be opened, in one line that names the path and what to do:
 * SQLite's own "unable to open database file" names neither, and it is the first thing a wrong
 * DATA_DIR (read-only, a file, not a database) runs into.
 */
import { accessSync, constants, existsSync, statSync } from 'node:fs'
import { dirname } from 'node:path'

export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError'
}

const FOLDER_ADVICE = 'Set DATA_DIR to a writable folder.'
const OTHER_FOLDER = 'or set DATA_DIR to another folder.'

// SQLite's result codes (better-sqlite3's SqliteError.code) that mean the file or its folder is
// unusable, not a fault of the program; and any failure to create the folder or to access the file.
const SQLITE_FILE_CODES = /^SQLITE_(CANTOPEN|READONLY|NOTADB|PERM|IOERR|FULL)/
const FILE_SYSCALLS = new Set(['mkdir', 'access'])

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code
const isAboutTheFile = (error: unknown) =>
  SQLITE_FILE_CODES.test(String(codeOf(error))) || FILE_SYSCALLS.has(String((error as { syscall?: unknown } | null)?.syscall))
const denied = (path: string, mode: number): string | undefined => {
  try {
    accessSync(path, mode)
    return undefined
  } catch (error) {
    return String(codeOf(error) ?? 'EACCES')
  }
}

/** The nearest existing folder (or file) at or above `path`. */
function nearestExisting(path: string): string {
  let at = path
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at)
  return at
}

/**
 * The DatabaseOpenError for `error`, raised while creating the folder of, opening or first writing
 * the database at `path`; undefined when the error is not about the file (a bug: let it show).
 */
export function explainOpenFailure(path: string, error: unknown): DatabaseOpenError | undefined {
  if (!isAboutTheFile(error)) return undefined
  const fail: Fail = (verb, why, advice) => new DatabaseOpenError(`cannot ${verb} the database at ${path}: ${why}. ${advice}`, { cause: error })
  // Otherwise (or when the file system cannot be looked at): SQLite's or mkdir's own words, with the path.
  const otherwise = () => fail('open', `${(error as Error).message} (${String(codeOf(error))})`, FOLDER_ADVICE)
  try {
    return diagnose(path, error, fail) ?? otherwise()
  } catch {
    return otherwise()
  }
}

type Fail = (verb: string, why: string, advice: string) => DatabaseOpenError

function diagnose(path: string, error: unknown, fail: Fail): DatabaseOpenError | undefined {
  const code = String(codeOf(error))
  const folder = dirname(path)
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    const blocker = nearestExisting(folder)
    if (!statSync(blocker).isDirectory()) return fail('create', `${blocker} is a file, not a folder (ENOTDIR)`, FOLDER_ADVICE)
    return fail('create', `the folder ${folder} cannot be created in ${blocker} (${code})`, FOLDER_ADVICE)
  }
  if (existsSync(path) && statSync(path).isDirectory()) {
    return fail('open', `${path} is a folder, not a database file (EISDIR)`, `Remove or rename that folder, ${OTHER_FOLDER}`)
  }
  if (code === 'SQLITE_NOTADB') {
    return fail('open', `${path} is not a SQLite database (file is not a database)`, `Move the file away (a new database is then created), ${OTHER_FOLDER}`)
  }
  // SQLite writes the -wal and -shm files beside the database, so the folder must be writable too.
  const folderDenied = denied(folder, constants.W_OK | constants.X_OK)
  if (folderDenied) return fail('write', `the folder ${folder} is read-only (${folderDenied})`, FOLDER_ADVICE)
  if (existsSync(path)) {
    const unreadable = denied(path, constants.R_OK)
    if (unreadable) return fail('read', `the file cannot be read (${unreadable})`, `Make it readable and writable by this user, ${OTHER_FOLDER}`)
    const unwritable = denied(path, constants.W_OK)
    if (unwritable) return fail('write', `the file is read-only (${unwritable})`, `Make it writable by this user, ${OTHER_FOLDER}`)
  }
  return undefined
}
