import type { FastifyInstance } from 'fastify'

/**
 * A strict policy the built site satisfies: no inline or remote scripts. Styles allow 'unsafe-inline'
 * only because Mantine injects style attributes and <style> tags at run time. Every directive is
 * listed here, so nothing we did not choose slips in.
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

const policyOf = (policy: Record<string, string[]>) =>
  Object.entries(policy)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')

/**
 * The policy of a server-rendered page: the same, with its inline scripts allowed by the response's
 * nonce or by their hashes (server/http/html-cache.ts). Still no 'unsafe-inline'.
 */
export function contentSecurityPolicy(scriptSources: readonly string[]): string {
  return policyOf({ ...CONTENT_SECURITY_POLICY, 'script-src': [...CONTENT_SECURITY_POLICY['script-src'], ...scriptSources] })
}

/**
 * The headers every answer carries (what helmet would set for this configuration). They never
 * vary, so they are built once: a per-request middleware that recomputes them cost more than half
 * of the server's throughput on cached answers. No HSTS: plain HTTP on localhost is the embedded
 * default, and HSTS belongs to whoever terminates TLS.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': policyOf(CONTENT_SECURITY_POLICY),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': PERMISSIONS_POLICY,
})

/** Called on the root instance (not through register) so the headers reach every answer, errors included. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS)
  })
}
