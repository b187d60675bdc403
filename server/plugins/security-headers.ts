import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/**
 * A strict policy the built site satisfies: no inline or remote scripts. Styles allow 'unsafe-inline'
 * only because Mantine injects style attributes and <style> tags at run time. We list every directive
 * ourselves (useDefaults: false) so nothing we did not choose slips in.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
}

// Features the site never uses; listing only well-known ones keeps browsers' consoles quiet.
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)'

/** Called on the root instance (not through register) so the headers reach every answer. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    // Plain HTTP on localhost is the embedded default; HSTS belongs to whoever terminates TLS.
    strictTransportSecurity: false,
  })
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY)
  })
}
