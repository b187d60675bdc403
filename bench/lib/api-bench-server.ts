/**
 * A server under test for bench/api.ts, in a process of its own so that it has an event loop (and,
 * on a 2-core machine, a core) to itself while the load generator runs in the parent:
 *   tsx bench/lib/api-bench-server.ts hello           a Fastify hello-world, the baseline
 *   tsx bench/lib/api-bench-server.ts api DB_FILE     the reference API on that database, configured as
 *                                                     in production (security headers, rate limit on:
 *                                                     its hook runs on every request, with a budget the
 *                                                     load generator cannot exhaust)
 *   tsx bench/lib/api-bench-server.ts bytes FILE PATH [HEADERS]
 *                                                     a hello-world whose POST PATH answers FILE's bytes
 *                                                     as a brotli JSON body: the cost of the bytes alone;
 *                                                     with HEADERS (a file holding a JSON object), those
 *                                                     headers too: the cost of the bytes and the headers
 * Prints `LISTENING <url>` once it accepts connections; stops on SIGTERM.
 */
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'
import { buildApp } from '../../server/app.ts'
import { openDatabase } from '../../server/db/open-database.ts'

const [mode, file, path, headersFile] = process.argv.slice(2)

async function start() {
  if (mode === 'hello') {
    const hello = Fastify({ logger: false })
    hello.get('/', async () => ({ hello: 'world' }))
    return hello
  }
  if (mode === 'bytes' && file && path) {
    const body = readFileSync(file)
    const headers: Record<string, string> = headersFile
      ? JSON.parse(readFileSync(headersFile, 'utf8'))
      : { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'br' }
    const bytes = Fastify({ logger: false })
    bytes.post(path, (_request, reply) => reply.headers(headers).send(body))
    return bytes
  }
  if (mode === 'api' && file) {
    return buildApp({ db: openDatabase(file), rateLimit: { ratePerSecond: 1e9, burst: 1e9 }, logger: false })
  }
  throw new Error('usage: api-bench-server.ts hello | api DB_FILE | bytes FILE PATH [HEADERS_FILE]')
}

const app = await start()
const url = await app.listen({ port: 0, host: '127.0.0.1' })
process.stdout.write(`LISTENING ${url}\n`)
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
