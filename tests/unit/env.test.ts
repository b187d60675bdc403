import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/env-schema'

describe('parseEnv', () => {
  it('uses defaults when nothing is set and keeps an empty origin (same origin)', () => {
    const env = parseEnv({})
    expect(env.VITE_API_ORIGIN).toBe('')
    expect(env.VITE_API_TIMEOUT_MS).toBe(10000)
    expect(env.VITE_WHATSAPP_NUMBER).toMatch(/^\d{10}$/)
  })

  it('trims a trailing slash from the API origin', () => {
    expect(parseEnv({ VITE_API_ORIGIN: 'https://api.example.in/' }).VITE_API_ORIGIN).toBe('https://api.example.in')
  })

  it('fails loudly on a malformed value', () => {
    expect(() => parseEnv({ VITE_API_ORIGIN: 'ftp://x' })).toThrow(/Invalid configuration/)
    expect(() => parseEnv({ VITE_WHATSAPP_NUMBER: '+91 98' })).toThrow(/VITE_WHATSAPP_NUMBER/)
    expect(() => parseEnv({ VITE_LOGIN_URL: 'javascript:alert(1)' })).toThrow(/VITE_LOGIN_URL/)
  })
})
