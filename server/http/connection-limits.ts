/**
 * Bounds on every connection, so clients who send slowly, send nothing or stop reading cannot hold the
 * server's sockets (and file descriptors) and shut everyone else out
 * (docs/decisions/009-connection-limits.md): timeouts on Node's http.Server, made through Fastify's
 * serverFactory (with a factory Fastify ignores its own timeout options), and caps on open
 * connections per client address (IPv6 per /64) and in all; behind a proxy only the total applies.
 */
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyServerFactory } from 'fastify'
import { clientKey } from './rate-limit.ts'

export type ConnectionLimits = {
  /** Until a request's headers are all in (headersTimeout); at most requestTimeoutMs. */
  headersTimeoutMs: number
  /** Until the whole request, body included, is in (requestTimeout). */
  requestTimeoutMs: number
  /** An idle keep-alive connection between two requests (keepAliveTimeout). */
  keepAliveTimeoutMs: number
  /** A socket with no bytes in or out, e.g. a client that stopped reading an answer (server.timeout). */
  idleSocketTimeoutMs: number
  /** How often Node looks for requests past the headers and request timeouts (connectionsCheckingInterval). */
  checkingIntervalMs: number
  /** Open connections per client address; 0 = no cap. */
  perAddress: number
  /** Open connections in all (server.maxConnections). */
  total: number
}

/**
 * A body is at most 16 KiB (app.ts), a few seconds even on a poor mobile link, so 30 s for a request
 * is generous. Keep-alive is Node's default, kept (with Node's extra second) below the headers timeout;
 * a proxy that reuses connections must let them idle for less, or it may send on a closing one. Node
 * checks for late requests every second rather than its default 30 s.
 */
export const CONNECTION_TIMEOUTS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleSocketTimeoutMs: 30_000,
  checkingIntervalMs: 1_000,
} as const

/**
 * A browser opens up to 6 connections to a site, so 128 is ~20 browsers loading at once behind one
 * address (an office, a carrier NAT) and twice bench:load's 64; one address still holds at most
 * 1/32 of the total.
 */
export const MAX_CONNECTIONS_PER_ADDRESS = 128
export const MAX_CONNECTIONS = 4_096
/** Descriptors kept for everything but sockets: the database and its WAL files, logs, libuv's own. */
const RESERVED_FILES = 128

/** The process's open-files limit (Linux; Node raises the soft limit to the hard one as it starts). */
export function openFilesLimit(): number | undefined {
  try {
    const match = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))
    return match ? Number(match[1]) : undefined
  } catch {
    return undefined
  }
}

/**
 * The caps for an open-files limit: each connection may hold two descriptors (its socket and a site
 * file being sent), and one address never more than an eighth of the total.
 */
export function connectionCaps(filesLimit = openFilesLimit()): Pick<ConnectionLimits, 'perAddress' | 'total'> {
  const total = filesLimit === undefined ? MAX_CONNECTIONS : Math.max(16, Math.min(MAX_CONNECTIONS, Math.floor((filesLimit - RESERVED_FILES) / 2)))
  return { total, perAddress: Math.min(MAX_CONNECTIONS_PER_ADDRESS, Math.max(2, Math.floor(total / 8))) }
}

export function connectionLimits(overrides: Partial<ConnectionLimits> = {}): ConnectionLimits {
  return { ...CONNECTION_TIMEOUTS, ...connectionCaps(), ...overrides }
}

/** Fastify's serverFactory: an HTTP/1 server with the timeouts of `limits`. */
export function connectionServerFactory(limits: ConnectionLimits): FastifyServerFactory {
  return (handler) => {
    const server = createServer(
      {
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        keepAliveTimeout: limits.keepAliveTimeoutMs,
        connectionsCheckingInterval: limits.checkingIntervalMs,
        // Node's own refusal of a request without Host has no body and none of our headers: the
        // request guard (request-guard.ts) refuses it with the envelope instead.
        requireHostHeader: false,
      },
      handler,
    )
    server.setTimeout(limits.idleSocketTimeoutMs)
    return server
  }
}

/**
 * Caps the open connections: in all, and per client address unless `trustProxy`. A connection over
 * its address's cap is destroyed as it arrives, before it holds anything.
 */
export function capConnections(server: Server, limits: Pick<ConnectionLimits, 'perAddress' | 'total'>, trustProxy: boolean): void {
  server.maxConnections = limits.total
  if (trustProxy || limits.perAddress <= 0) return
  // Open connections per address key; an address leaves the map with its last connection.
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress
    if (address === undefined) return // already closed by the client
    const key = clientKey(address)
    const count = open.get(key) ?? 0
    if (count >= limits.perAddress) {
      socket.destroy()
      return
    }
    open.set(key, count + 1)
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1
      if (left > 0) open.set(key, left)
      else open.delete(key)
    })
  })
}
