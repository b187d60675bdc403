// Before any schema is built (see the module); main.tsx imports it first too.
import './zod-config'
import { z } from 'zod'

/**
 * Build-time configuration (Vite `VITE_*` variables), checked once at start-up so a typo fails
 * loudly instead of producing broken links. Every variable is listed in the README.
 */
const httpUrl = z.url({ protocol: /^https?$/ })

const envSchema = z.object({
  /** Origin of the API; empty means the page's own origin (the reference server serves both). */
  VITE_API_ORIGIN: z.union([z.literal(''), httpUrl.transform((url) => url.replace(/\/+$/, ''))]).default(''),
  /** Client timeout for one API call, in milliseconds. */
  VITE_API_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60000).default(10000),
  VITE_LOGIN_URL: httpUrl.default('https://login.example.com/login'),
  VITE_SIGNUP_URL: httpUrl.default('https://login.example.com/signup'),
  /** The business WhatsApp number, 10 digits without +91. */
  VITE_WHATSAPP_NUMBER: z.string().regex(/^\d{10}$/).default('9000000000'),
  VITE_SUPPORT_EMAIL: z.email().default('support@example.com'),
  VITE_SUPPORT_PHONE: z.string().regex(/^\+?[\d\s-]{8,16}$/).default('+91 90000 00000'),
  VITE_PRIVACY_URL: httpUrl.default('https://example.com/privacy'),
  VITE_TERMS_URL: httpUrl.default('https://example.com/terms'),
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

export const env: Env = parseEnv(import.meta.env)
