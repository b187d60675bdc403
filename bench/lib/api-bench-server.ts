/**
 * A server under test for bench/api.ts, in a process of its own so that it has an event loop (and,
 * on a 2-core machine, a core) to itself while the load generator runs in the parent:
 *   tsx bench/lib/api-bench-server.ts hello           a Fastify hello-world, the baseline
 *   tsx bench/lib/api-bench-server.ts api DB_FILE     the reference API on that database
 *   tsx bench/lib/api-bench-server.ts bytes FILE      a hello-world whose POST / answers FILE's bytes
 *                                                     as a brotli JSON body: the cost of the bytes alone
 * Prints `LISTENING <url>` once it accepts connections; stops on SIGTERM.
 */
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'
import { buildApp } from '../../server/app.ts'
import { openDatabase } from '../../server/db/open-database.ts'

const [mode, file] = process.argv.slice(2)

async function start() {
  if (mode === 'hello') {
    const hello = Fastify({ logger: false })
    hello.get('/', async () => ({ hello: 'world' }))
    return hello
  }
  if (mode === 'bytes' && file) {
    const body = readFileSync(file)
    const bytes = Fastify({ logger: false })
    bytes.post('/', (_request, reply) => reply.type('application/json; charset=utf-8').header('content-encoding', 'br').send(body))
    return bytes
  }
  if (mode === 'api' && file) return buildApp({ db: openDatabase(file), rateLimit: false, logger: false })
  throw new Error('usage: api-bench-server.ts hello | api DB_FILE | bytes FILE')
}

const app = await start()
const url = await app.listen({ port: 0, host: '127.0.0.1' })
process.stdout.write(`LISTENING ${url}\n`)
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
