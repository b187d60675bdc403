/** Listen, and shut down gracefully: stop accepting, finish in-flight requests, close the database. */
import type { FastifyInstance } from 'fastify'

const SHUTDOWN_GRACE_MS = 10_000

export async function listen(app: FastifyInstance, opts: { port: number; host: string; onClosed?: () => void }): Promise<string> {
  let closing = false
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    // A stuck keep-alive client must not keep the process alive forever.
    const force = setTimeout(() => {
      app.log.error('forced exit after grace period')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    app
      .close()
      .then(() => {
        opts.onClosed?.()
        process.exit(0)
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error while closing')
        process.exit(1)
      })
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
  return app.listen({ port: opts.port, host: opts.host })
}
