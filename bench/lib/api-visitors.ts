/**
 * Normal visitors of the API for a benchmark that runs something beside them (bench:backfill): each
 * client a keep-alive connection asking for a random call of the mix, then thinking a random while.
 * Every answer is timed from the request to its last byte and kept with its status (0: an error or a
 * timeout).
 */
import { Agent, request } from 'node:http'

export type VisitorCall = { call: string; method: 'GET' | 'POST'; path: string; body?: unknown }
export type Visit = { at: number; ms: number; call: string; status: number }

const HEADERS = { accept: 'application/json', 'accept-encoding': 'br, gzip', 'user-agent': 'bench-visitor' }

export function send(port: number, agent: Agent, call: VisitorCall, timeoutMs: number): Promise<{ status: number; body: Buffer }> {
  const body = call.body === undefined ? undefined : JSON.stringify(call.body)
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: call.method,
        path: call.path,
        agent,
        headers: body === undefined ? HEADERS : { ...HEADERS, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }))
        res.on('error', () => resolve({ status: 0, body: Buffer.alloc(0) }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', () => resolve({ status: 0, body: Buffer.alloc(0) }))
    req.end(body)
  })
}

export function startVisitors(options: { port: number; calls: VisitorCall[]; clients: number; thinkMs: [number, number]; timeoutMs: number }) {
  const visits: Visit[] = []
  let stopped = false
  const loops = Array.from({ length: options.clients }, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    while (!stopped) {
      const call = options.calls[Math.floor(Math.random() * options.calls.length)]!
      const at = performance.now()
      const { status } = await send(options.port, agent, call, options.timeoutMs)
      visits.push({ at, ms: performance.now() - at, call: call.call, status })
      const [min, max] = options.thinkMs
      await new Promise((r) => setTimeout(r, min + Math.random() * (max - min)))
    }
    agent.destroy()
  })
  return {
    visits,
    async stop(): Promise<Visit[]> {
      stopped = true
      await Promise.all(loops)
      return visits
    },
  }
}
