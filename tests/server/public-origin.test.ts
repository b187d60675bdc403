/** PUBLIC_ORIGIN (server/config.ts): the origin of the pages' canonical links, configured and checked. */
import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from '../../server/config.ts'

describe('PUBLIC_ORIGIN', () => {
  it("is the address npm start prints when it is not set, on the server's port", () => {
    expect(readConfig({}).publicOrigin).toBe('http://localhost:3000')
    expect(readConfig({ PORT: '8080' }).publicOrigin).toBe('http://localhost:8080')
  })

  it('is taken as written, a trailing slash dropped and the host in lower case', () => {
    expect(readConfig({ PUBLIC_ORIGIN: 'https://mf.example.com' }).publicOrigin).toBe('https://mf.example.com')
    expect(readConfig({ PUBLIC_ORIGIN: 'https://mf.example.com/' }).publicOrigin).toBe('https://mf.example.com')
    expect(readConfig({ PUBLIC_ORIGIN: 'http://127.0.0.1:4173' }).publicOrigin).toBe('http://127.0.0.1:4173')
    expect(readConfig({ PUBLIC_ORIGIN: 'https://MF.Example.com' }).publicOrigin).toBe('https://mf.example.com')
  })

  it.each(['mf.example.com', 'ftp://mf.example.com', 'https://mf.example.com/site', 'https://mf.example.com?x=1', 'https://user:pw@mf.example.com', 'javascript:alert(1)'])(
    'refuses %s with a message naming the setting',
    (raw) => {
      expect(() => readConfig({ PUBLIC_ORIGIN: raw })).toThrow(ConfigError)
      expect(() => readConfig({ PUBLIC_ORIGIN: raw })).toThrow(/PUBLIC_ORIGIN must be an http\(s\) origin/)
    },
  )
})
