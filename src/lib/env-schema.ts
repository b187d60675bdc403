import { z } from 'zod/mini'

/**
 * Build-time configuration (Vite `VITE_*` variables), checked when the site is built (vite.config.ts)
 * so a typo fails the build loudly instead of producing broken links. Every variable is listed in
 * the README. The checked values reach the code as a constant (lib/env.ts): the browser builds no
 * schema for them.
 *
 * zod/mini like the API schemas (common/contract/schemas.ts); it carries no English messages (the browser
 * does not need them elsewhere), so each check names what it expects.
 */
const httpUrl = z.url({ protocol: /^https?$/, error: 'Expected an http(s) URL' })
const pattern = (regex: RegExp, error: string) => z.string().check(z.regex(regex, { error }))

const envSchema = z.object({
  /** Origin of the API; empty means the page's own origin (the reference server serves both). */
  VITE_API_ORIGIN: z._default(
    z.union([z.literal(''), z.pipe(httpUrl, z.transform((url: string) => url.replace(/\/+$/, '')))], {
      error: 'Expected an http(s) origin, or nothing for the page\'s own',
    }),
    '',
  ),
  /** Client timeout for one API call, in milliseconds. */
  VITE_API_TIMEOUT_MS: z._default(
    z.coerce.number({ error: 'Expected a number of milliseconds' }).check(
      z.int({ error: 'Expected a whole number of milliseconds' }),
      z.minimum(1000, { error: 'Expected at least 1000 ms' }),
      z.maximum(60000, { error: 'Expected at most 60000 ms' }),
    ),
    10000,
  ),
  VITE_LOGIN_URL: z._default(httpUrl, 'https://login.example.com/login'),
  VITE_SIGNUP_URL: z._default(httpUrl, 'https://login.example.com/signup'),
  /** The business WhatsApp number, 10 digits without +91. */
  VITE_WHATSAPP_NUMBER: z._default(pattern(/^\d{10}$/, 'Expected 10 digits, without +91'), '9000000000'),
  VITE_SUPPORT_EMAIL: z._default(z.email({ error: 'Expected an email address' }), 'support@example.com'),
  VITE_SUPPORT_PHONE: z._default(pattern(/^\+?[\d\s-]{8,16}$/, 'Expected a phone number (8 to 16 digits, spaces or dashes)'), '+91 90000 00000'),
  VITE_PRIVACY_URL: z._default(httpUrl, 'https://example.com/privacy'),
  VITE_TERMS_URL: z._default(httpUrl, 'https://example.com/terms'),
})

export type Env = z.infer<typeof envSchema>

export function parseEnv(source: Record<string, unknown>): Env {
  // Vite leaves unset variables undefined but set-empty ones as ''; treat '' as unset except for the origin.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => value !== '' || key === 'VITE_API_ORIGIN'),
  )
  const result = envSchema.safeParse(cleaned)
  if (!result.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(result.error)}`)
  }
  return result.data
}
