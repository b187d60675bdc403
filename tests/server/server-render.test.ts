import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inlineScriptHashes } from '../../server/site/html-cache.ts'
import { contentSecurityPolicy } from '../../server/http/security-headers.ts'
import { addDays } from '../../common/figures/dates.ts'
import { indiaIsoDate } from '../../common/figures/business-days.ts'
import { pinIndiaDay } from '../pinned-day.ts'
import { removeTempDirs, staticDir, tempDir, testApp } from './helpers.ts'

/**
 * The server's side of server rendering (server/site/server-render.ts, html-cache.ts) with a stand-in
 * bundle: the real one (src/entry-server.tsx) is exercised by tests/e2e/server-render.spec.ts. The
 * stand-in renders what the API answers its loader (through the fetch the server gives it) and an
 * inline script carrying the response's nonce, as the router's hydration data does.
 */
const FAKE_BUNDLE = `
let apiFetch
export function setApiFetch(f) { apiFetch = f }
export async function render({ request, head, nonce }) {
  const url = new URL(request.url)
  if (url.searchParams.get('q') === 'boom') throw new Error('boom')
  const meta = await (await apiFetch('http://localhost/api/v1/meta')).json()
  const status = url.pathname === '/missing' ? 404 : 200
  const html = '<!DOCTYPE html><html><head><script type="module" src="' + head([url.pathname]).entry + '"></script></head><body><h1>' + url.pathname +
    '</h1><p>version ' + meta.data.dataVersion + '</p><p>day ' + new Date().toISOString().slice(0, 10) + '</p><script nonce="' + nonce + '">self.x=' + JSON.stringify(url.pathname) + '</script></body></html>'
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=UTF-8' } })
}
`

const sha = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`

describe('inline script hashes', () => {
  it("hashes the text of the render's own inline scripts (its nonce), not those with a src", () => {
    const html = '<script nonce="a">one()</script><script type="module" src="/x.js"></script><script nonce="a">two()</script>'
    expect(inlineScriptHashes(html, 'a')).toEqual([sha('one()'), sha('two()')])
  })

  it('never hashes an inline script without the nonce: injected content stays blocked when cached', () => {
    const html = '<script nonce="a">one()</script><div><script>alert(1)</script><script nonce="b">alert(2)</script></div>'
    expect(inlineScriptHashes(html, 'a')).toEqual([sha('one()')])
  })

  it('a page policy adds sources to script-src only', () => {
    const policy = contentSecurityPolicy(["'nonce-abc'"])
    expect(policy).toContain("script-src 'self' 'nonce-abc';")
    expect(/script-src [^;]*/.exec(policy)![0]).not.toContain('unsafe-inline')
    expect(policy).toContain("style-src 'self' 'unsafe-inline'")
  })
})

describe('pages rendered by the server bundle', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    const dist = staticDir()
    mkdirSync(join(dist, '.vite'))
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/app-abc123.js', isEntry: true }, 'src/ssr/wait-for-styles.js': { file: 'assets/wait-for-styles-abc123.js' } }))
    const ssrDir = tempDir('mf-dist-server-')
    writeFileSync(join(ssrDir, 'entry-server.js'), FAKE_BUNDLE)
    app = await testApp({ staticDir: dist, ssrDir })
  })
  afterAll(async () => {
    await app.close()
    removeTempDirs()
  })

  const scriptSources = (policy: unknown) => /script-src ([^;]*)/.exec(String(policy))![1]!.split(' ')

  it('renders a page with its data from the API in-process, its inline script allowed by a fresh nonce', async () => {
    const res = await app.inject({ method: 'GET', url: '/about?first' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.body).toContain('<h1>/about</h1>')
    expect(res.body).toMatch(/version \d+/)
    const [self, nonce, ...rest] = scriptSources(res.headers['content-security-policy'])
    expect(self).toBe("'self'")
    expect(rest).toEqual([])
    expect(res.body).toContain(`nonce="${nonce!.slice(7, -1)}"`)
    const again = await app.inject({ method: 'GET', url: '/about?other' })
    expect(scriptSources(again.headers['content-security-policy'])[1]).not.toBe(nonce)
  })

  it('answers the same page again from its cache: same bytes, its scripts allowed by hash, an ETag, compressed', async () => {
    const first = await app.inject({ method: 'GET', url: '/faq' })
    const second = await app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'br' } })
    expect(second.statusCode).toBe(200)
    expect(second.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe(first.body)
    expect(scriptSources(second.headers['content-security-policy'])).toEqual(["'self'", sha('self.x="/faq"')])
    const etag = String(second.headers.etag)
    expect(etag).toMatch(/^".+"$/)
    const revalidated = await app.inject({ method: 'GET', url: '/faq', headers: { 'if-none-match': etag } })
    expect(revalidated.statusCode).toBe(304)
  })

  it("renders a cached page again on India's next day, the data unchanged: its notice of old NAVs is judged against the day", async () => {
    const today = await app.inject({ method: 'GET', url: '/contact' })
    expect((await app.inject({ method: 'GET', url: '/contact' })).body).toBe(today.body)
    const unpin = pinIndiaDay(addDays(indiaIsoDate(Date.now()), 1))
    try {
      const tomorrow = await app.inject({ method: 'GET', url: '/contact' })
      expect(tomorrow.statusCode).toBe(200)
      expect(tomorrow.body).toContain(`day ${new Date().toISOString().slice(0, 10)}`)
      expect(tomorrow.body).not.toBe(today.body)
    } finally {
      unpin()
    }
  })

  it('compresses a fresh render as it streams, brotli or gzip as the browser offers, and caches it uncompressed', async () => {
    const fresh = await app.inject({ method: 'GET', url: '/contact', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(fresh.statusCode).toBe(200)
    expect(fresh.headers['content-encoding']).toBe('br')
    expect(fresh.headers.vary).toMatch(/accept-encoding/i)
    const html = brotliDecompressSync(fresh.rawPayload).toString()
    expect(html).toContain('<h1>/contact</h1>')
    const gzipped = await app.inject({ method: 'GET', url: '/contact?gzip', headers: { 'accept-encoding': 'gzip' } })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain('<h1>/contact</h1>')
    const plain = await app.inject({ method: 'GET', url: '/contact' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(html)
    const missing = await app.inject({ method: 'GET', url: '/missing', headers: { 'accept-encoding': 'br' } })
    expect(missing.statusCode).toBe(404)
    expect(brotliDecompressSync(missing.rawPayload).toString()).toContain('<h1>/missing</h1>')
  })

  it('renders `/` too, not the static shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<h1>/</h1>')
  })

  it('answers the app shell when a render fails outright, for the browser to render', async () => {
    const res = await app.inject({ method: 'GET', url: '/search?q=boom' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
  })

  it('keeps 404 for what is not a page, and the JSON 404 for unknown API paths', async () => {
    const page = await app.inject({ method: 'GET', url: '/no/such/page' })
    expect(page.statusCode).toBe(404)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    const api = await app.inject({ method: 'GET', url: '/api/v1/no-such-call' })
    expect(api.statusCode).toBe(404)
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })
})
