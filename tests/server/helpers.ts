/** Shared set-up for the server tests: temporary folders, fixture databases, a built app. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { buildApp, type AppOptions } from '../../server/app.ts'
import { openDatabase, type Db } from '../../server/db/open-database.ts'
import { importAmfi } from '../../server/ingest/import-amfi.ts'
import { importTerRows } from '../../server/ingest/ter-import.ts'
import { fixtureHistoryReport, fixtureTerRows } from '../e2e/support/build-test-db.ts'

export const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url))
export const fixture = (name: string) => join(FIXTURES, name)
export const REAL_AMFI_FILE = fileURLToPath(new URL('../../../shared/amfi/nav-report-2026-10-09.txt', import.meta.url))

const made: string[] = []
export function tempDir(prefix = 'mf-server-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  made.push(dir)
  return dir
}
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
}

/**
 * The e2e fixture universe in memory (tests/e2e/support/build-test-db.ts): its NAV history and its
 * TERs, as the e2e database holds them; the API's answers are then what the msw handlers answer.
 */
export function fixtureUniverseDb(): Db {
  const db = openDatabase(':memory:')
  importAmfi(db, Buffer.from(fixtureHistoryReport()))
  importTerRows(db, fixtureTerRows())
  return db
}

/** An in-memory database holding the given fixture files, imported in order. */
export function fixtureDb(...files: string[]): Db {
  const db = openDatabase(':memory:')
  for (const file of files) importAmfi(db, fixture(file))
  return db
}

export const CONTENT = {
  blogs: [
    {
      id: 1,
      created_at: '2026-09-01T10:00:00+05:30',
      image: '/images/blog/sip.svg',
      title: 'Why SIPs work',
      short_desc: 'Rupee cost averaging, explained.',
      bloger: '/images/team/asha.svg',
      published_by: 'Asha Rao',
      designation: 'Editor',
    },
  ],
  team: [{ image: '/images/team/asha.svg', name: 'Asha Rao', designation: 'Editor' }],
  faq: [{ question: 'What is NAV?', answer: '<p>Net asset value per unit.</p>' }],
  testimonials: [{ feedback: 'Clear and quick.', image: '/images/people/ravi.svg', name: 'Ravi', designation: 'Investor' }],
}

/** A content folder like content/ in the repository, plus optional extra files. */
export function contentDir(extra: Record<string, unknown> = {}): string {
  const dir = tempDir('mf-content-')
  for (const [name, value] of Object.entries({ ...CONTENT, ...extra })) {
    const file = join(dir, name.endsWith('.json') ? name : `${name}.json`)
    mkdirSync(join(file, '..'), { recursive: true })
    writeFileSync(file, JSON.stringify(value))
  }
  return dir
}

/** A built site: index.html with an external module script, and one hashed asset. */
export function staticDir(): string {
  const dir = tempDir('mf-dist-')
  mkdirSync(join(dir, 'assets'))
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>MF Explorer</title><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("app")\n'.repeat(100))
  return dir
}

export async function testApp(options: AppOptions & { files?: string[] } = {}): Promise<FastifyInstance> {
  const { files = ['history-old.txt'], ...rest } = options
  const db = options.db ?? fixtureDb(...files)
  const app = await buildApp({ contentDir: contentDir(), staticDir: staticDir(), ...rest, db })
  app.addHook('onClose', async () => {
    if (!options.db) db.close()
  })
  return app
}
