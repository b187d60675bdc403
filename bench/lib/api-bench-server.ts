/**
 * A server under test for bench/api.ts, in a process of its own so that it has an event loop (and,
 * on a 2-core machine, a core) to itself while the load generator runs in the parent:
 *   tsx bench/lib/api-bench-server.ts hello           a Fastify hello-world, the baseline
 *   tsx bench/lib/api-bench-server.ts api DB_FILE     the reference API on that database
 * Prints `LISTENING <url>` once it accepts connections; stops on SIGTERM.
 */
import Fastify from 'fastify'
import { buildApp } from '../../server/app.ts'
import { openDatabase } from '../../server/db/open-database.ts'

const [mode, dbFile] = process.argv.slice(2)

async function start() {
  if (mode === 'hello') {
    const hello = Fastify({ logger: false })
    hello.get('/', async () => ({ hello: 'world' }))
    return hello
  }
  if (mode === 'api' && dbFile) return buildApp({ db: openDatabase(dbFile), rateLimit: false, logger: false })
  throw new Error('usage: api-bench-server.ts hello | api DB_FILE')
}

const app = await start()
const url = await app.listen({ port: 0, host: '127.0.0.1' })
process.stdout.write(`LISTENING ${url}\n`)
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
