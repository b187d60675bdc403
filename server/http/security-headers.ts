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
 * nonce or by their hashes (server/site/html-cache.ts). Still no 'unsafe-inline'.
 */
export function contentSecurityPolicy(scriptSources: readonly string[]): string {
  return policyOf({ ...CONTENT_SECURITY_POLICY, 'script-src': [...CONTENT_SECURITY_POLICY['script-src'], ...scriptSources] })
}

/**
 * The headers every answer but the API's carries (what helmet would set for this configuration),
 * built once since they never vary (docs/decisions/007-api-security-headers.md). No HSTS: plain HTTP
 * on localhost is the embedded default, and HSTS belongs to whoever terminates TLS.
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

/**
 * What an API answer (JSON, error envelopes, 304s under /api/) carries instead: it is no page, so the
 * page's sources, Permissions-Policy, COOP and legacy document switches govern nothing on it, and each
 * header is bytes on every answer (docs/decisions/007-api-security-headers.md). Kept, OWASP's REST set
 * plus CORP: a CSP allowing nothing and no framing (X-Frame-Options for older browsers), nosniff so
 * the JSON is never taken for HTML or a script, CORP so no other site pulls an answer into its process.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
})

/** The API's answers: everything under /api/ (the rate limit and the JSON 404s use the same test). */
export const isApiUrl = (url: string) => url.startsWith('/api/')

/**
 * Called on the root instance (not through register) so the headers reach every answer, errors
 * included. A callback hook, not an async one: no promise and no extra tick per request.
 * `apiHeaders`, if given, is the whole set for an API answer: API_SECURITY_HEADERS and what the app
 * adds to every API answer (app.ts: X-Data-Source), so one hook sets them all.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  apiHeaders: () => Readonly<Record<string, string>> = () => API_SECURITY_HEADERS,
): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiUrl(request.url) ? apiHeaders() : SECURITY_HEADERS)
    done()
  })
}
