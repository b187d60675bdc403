/**
 * Connections have bounds (server/http/connection-limits.ts): a real listening server and raw
 * sockets, with the timeouts shortened through AppOptions so each test takes well under a second.
 */
import { request } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints.ts'
import type { AppOptions } from '../../server/app.ts'
import { connectionCaps, MAX_CONNECTIONS, MAX_CONNECTIONS_PER_ADDRESS } from '../../server/http/connection-limits.ts'
import { removeTempDirs, testApp } from './helpers.ts'

const SHORT = { headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 200, idleSocketTimeoutMs: 2_000, checkingIntervalMs: 50 }

const apps: FastifyInstance[] = []
const sockets: Socket[] = []
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy()
  for (const app of apps.splice(0)) await app.close()
})
afterAll(removeTempDirs)

async function listening(options: AppOptions): Promise<number> {
  const app = await testApp(options)
  apps.push(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  return (app.server.address() as AddressInfo).port
}

type Opened = { socket: Socket; received: () => string; closed: Promise<number> }

/** A raw connection: what it received, and when (ms after it opened) it was closed. */
function open(port: number, localAddress = '127.0.0.1'): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const socket = connect({ port, host: '127.0.0.1', localAddress })
    sockets.push(socket)
    let data = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (data += chunk))
    // A write racing the server's close is expected here.
    socket.on('error', () => {})
    const closed = new Promise<number>((done) => socket.once('close', () => done(performance.now() - started)))
    socket.once('connect', () => resolve({ socket, received: () => data, closed }))
    socket.once('close', () => reject(new Error('closed before it connected')))
  })
}

/** Milliseconds until `closed` settles, or 'open' when it takes longer than `ms`. */
const within = (closed: Promise<number>, ms: number) =>
  Promise.race([closed, new Promise<'open'>((done) => setTimeout(() => done('open'), ms))])

function get(port: number, localAddress: string, path = endpointPath('meta')): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', localAddress, path, agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('connection timeouts', () => {
  it('close a connection that sends nothing once the headers timeout passes', async () => {
    const port = await listening({ connections: SHORT })
    const { closed, received } = await open(port)
    const after = await within(closed, 1_500)
    expect(after).not.toBe('open')
    expect(after).toBeGreaterThanOrEqual(250)
    expect(received() === '' || received().startsWith('HTTP/1.1 408')).toBe(true)
  })

  it('cut a body sent one byte at a time once the request timeout passes', async () => {
    const port = await listening({ connections: SHORT })
    const { socket, closed, received } = await open(port)
    socket.write(`POST ${endpointPath('sip')} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n`)
    const drip = setInterval(() => socket.writable && socket.write(' '), 100)
    try {
      const after = await within(closed, 2_000)
      expect(after).not.toBe('open')
      expect(after).toBeGreaterThanOrEqual(500)
      expect(received() === '' || received().startsWith('HTTP/1.1 408')).toBe(true)
    } finally {
      clearInterval(drip)
    }
  })

  it('close an idle keep-alive connection after the keep-alive timeout', async () => {
    const port = await listening({ connections: SHORT })
    const { socket, closed, received } = await open(port)
    socket.write(`GET ${endpointPath('meta')} HTTP/1.1\r\nHost: localhost\r\n\r\n`)
    await expect.poll(received, { timeout: 2_000, interval: 10 }).toMatch(/^HTTP\/1\.1 200/)
    const answered = performance.now()
    // Node keeps the socket 1 s longer than the keep-alive timeout it advertises (its own margin).
    expect(await within(closed, 2_500)).not.toBe('open')
    const idle = performance.now() - answered
    expect(idle).toBeGreaterThanOrEqual(150)
    expect(idle).toBeLessThan(2_000)
  })
})

describe('connection caps', () => {
  const CAP = 4

  it('close the connections over one address cap at once, and still serve another address', async () => {
    const port = await listening({ connections: { perAddress: CAP } })
    // One after the other, so the server accepts them in this order.
    const held: Opened[] = []
    for (let i = 0; i < CAP; i++) held.push(await open(port))
    const extra = await Promise.all(Array.from({ length: 5 }, () => open(port)))
    for (const { closed, received } of extra) {
      expect(await within(closed, 1_000)).toBeLessThan(1_000)
      expect(received()).toBe('')
    }
    // The first CAP are still open; another loopback address is a client of its own.
    expect(held.every(({ socket }) => !socket.destroyed)).toBe(true)
    expect(await get(port, '127.0.0.2')).toBe(200)
    await expect(get(port, '127.0.0.1')).rejects.toThrow()

    // A closed connection frees its place.
    for (const { socket } of held) socket.destroy()
    await Promise.all(held.map(({ closed }) => closed))
    await expect.poll(() => get(port, '127.0.0.1').catch(() => 0), { timeout: 2_000, interval: 50 }).toBe(200)
  })

  it('cap only the total behind a proxy, where every connection comes from the proxy', async () => {
    const port = await listening({ trustProxy: true, connections: { perAddress: CAP, total: 50 } })
    expect(apps[0]!.server.maxConnections).toBe(50)
    const all = await Promise.all(Array.from({ length: CAP + 2 }, () => open(port)))
    expect(await within(Promise.race(all.map(({ closed }) => closed)), 300)).toBe('open')
  })

  it('keep two descriptors per connection and an eighth per address when the open-files limit is low', () => {
    expect(connectionCaps(undefined)).toEqual({ total: MAX_CONNECTIONS, perAddress: MAX_CONNECTIONS_PER_ADDRESS })
    expect(connectionCaps(1_048_576)).toEqual({ total: 4_096, perAddress: 128 })
    expect(connectionCaps(1_024)).toEqual({ total: 448, perAddress: 56 })
    expect(connectionCaps(100).total).toBeGreaterThan(0)
  })
})
