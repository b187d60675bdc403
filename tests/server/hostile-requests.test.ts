import { mkdirSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints.ts'
import { INTERNAL_REQUEST_HEADER } from '../../server/http/rate-limit.ts'
import { API_CONTENT_SECURITY_POLICY } from '../../server/http/security-headers.ts'
import { removeTempDirs, staticDir, tempDir, testApp } from './helpers.ts'

/**
 * What an attacker or a careless client sends to the pages and the framework (issue 24): every
 * answer is ours (the envelope or a page with a body, the security headers), never a 500, and a
 * page costs a render only once per canonical address. The stand-in bundle records what it renders.
 */
const FAKE_BUNDLE = `
let apiFetch
export const rendered = []
globalThis.__rendered = rendered
export function setApiFetch(f) { apiFetch = f }
export async function render({ request, head, nonce }) {
  const url = new URL(request.url)
  rendered.push(url.pathname + url.search)
  if (url.pathname.startsWith('/company-details/3/')) return new Response(null, { status: 307, headers: { location: '/company-details/3' } })
  const meta = await apiFetch('http://localhost/api/v1/meta')
  if (!meta.ok) throw new Error('loader failed: ' + meta.status)
  // As the router does: an address no route matches renders the not-found page.
  const known = ['/amcs', '/about', '/faq', '/contact', '/search', '/compare'].includes(url.pathname)
  const status = known ? 200 : 404
  const html = '<!DOCTYPE html><html><head></head><body><h1>' + (status === 404 ? 'Page not found' : url.pathname) + '</h1><script nonce="' + nonce + '">1</script></body></html>'
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=UTF-8' } })
}
`
const rendered = () => (globalThis as unknown as { __rendered: string[] }).__rendered

async function appWithBundle(options: Parameters<typeof testApp>[0] = {}): Promise<FastifyInstance> {
  const dist = staticDir()
  mkdirSync(join(dist, '.vite'))
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/app-abc123.js', isEntry: true }, 'src/ssr/wait-for-styles.js': { file: 'assets/wait-for-styles-abc123.js' } }))
  const ssrDir = tempDir('mf-dist-server-')
  writeFileSync(join(ssrDir, 'entry-server.js'), FAKE_BUNDLE)
  return testApp({ staticDir: dist, ssrDir, ...options })
}

/** One raw HTTP exchange: what the server writes until it closes the connection. */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
    socket.write(text)
  })
}

const headersOf = (answer: string) => answer.slice(0, answer.indexOf('\r\n\r\n')).toLowerCase()
const bodyOf = (answer: string) => answer.slice(answer.indexOf('\r\n\r\n') + 4)

afterAll(removeTempDirs)

describe('pages are rendered and cached by their canonical address', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await appWithBundle()
  })
  afterAll(() => app.close())
  beforeEach(() => rendered().splice(0))

  it('drops parameters no route reads: one render for any number of tracking parameters', async () => {
    const answers = await Promise.all(['/amcs', '/amcs?utm=1', '/amcs?utm=2&fbclid=x', '/amcs?'].map((url) => app.inject({ url })))
    const again = await Promise.all(Array.from({ length: 20 }, (_, i) => app.inject({ url: `/amcs?utm=${Math.random()}&n=${i}` })))
    for (const answer of [...answers, ...again]) expect(answer.statusCode).toBe(200)
    // The first answer streams as it renders; every other is the one kept.
    expect(new Set([...answers, ...again].map((a) => a.headers.etag).filter(Boolean)).size).toBe(1)
    expect(rendered().filter((url) => url.startsWith('/amcs'))).toEqual(['/amcs'])
  })

  it('keeps and normalises the parameters a route reads', async () => {
    await app.inject({ url: '/compare?utm=1&period=1Y&codes=1,2' })
    await app.inject({ url: '/compare?codes=1%2C2&period=1Y' })
    await app.inject({ url: '/compare?period=junk' })
    await app.inject({ url: '/search?q=%20%20hdfc%20&x=1' })
    await app.inject({ url: '/search?q=hdfc' })
    expect(rendered(), JSON.stringify(rendered())).toEqual(['/compare?codes=1%2C2&period=1Y', '/compare', '/search?q=hdfc'])
  })

  it('a page the data lacks answers the not-found page with a body, even where the router would redirect', async () => {
    const answer = await app.inject({ url: '/company-details/3/%20' })
    expect(answer.statusCode).toBe(404)
    expect(answer.headers.location).toBeUndefined()
    expect(answer.body).toContain('Page not found')
  })

  it.each(['//', '//etc/passwd', '/fund-names//x', '/a\\b'])('%s is an unknown address: the not-found page, not 403 or 500', async (url) => {
    const answer = await app.inject({ url })
    expect(answer.statusCode).toBe(404)
    expect(answer.headers['content-type']).toContain('text/html')
    expect(answer.body).toContain('Page not found')
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('no build internals or dotfiles are served', async () => {
    for (const url of ['/.vite/manifest.json', '/%2evite/manifest.json', '/.env', '/assets/../.vite/manifest.json']) {
      const answer = await app.inject({ url })
      expect(answer.statusCode, url).toBe(404)
      expect(answer.body).not.toContain('isEntry')
    }
  })

  it('/api//v1/meta is the API not-found envelope with the API headers', async () => {
    const answer = await app.inject({ url: '/api//v1/meta' })
    expect(answer.statusCode).toBe(404)
    expect(answer.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
    expect(answer.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY)
  })
})

describe('pages count against the rate limit', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await appWithBundle({ rateLimit: { ratePerSecond: 0.001, burst: 3 } })
  })
  afterAll(() => app.close())

  it('a visitor over the limit gets 429 with Retry-After on a page (never 500); the page loaders do not spend the budget', async () => {
    const visitor = '198.51.100.7'
    // Three pages, each of whose render asks the API: all three are granted.
    for (const url of ['/amcs?a', '/about', '/faq']) expect((await app.inject({ url, remoteAddress: visitor })).statusCode, url).toBe(200)
    for (const url of ['/amcs', '/contact', `${endpointPath('meta')}`]) {
      const answer = await app.inject({ url, remoteAddress: visitor })
      expect(answer.statusCode, url).toBe(429)
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
      expect(answer.headers['content-security-policy']).toBeDefined()
    }
    const page = await app.inject({ url: '/amcs', remoteAddress: visitor })
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('Too many requests')
    // Another address is not affected.
    expect((await app.inject({ url: '/amcs', remoteAddress: '198.51.100.8' })).statusCode).toBe(200)
  })

  it("a visitor cannot claim to be the server's own render", async () => {
    const visitor = '198.51.100.9'
    const codes: number[] = []
    for (let i = 0; i < 5; i++) {
      codes.push((await app.inject({ url: endpointPath('meta'), remoteAddress: visitor, headers: { [INTERNAL_REQUEST_HEADER]: 'guess' } })).statusCode)
    }
    expect(codes).toEqual([200, 200, 200, 429, 429])
  })
})

describe('the work budget: answers computed and pages rendered, per address', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    // Room for one page render (5 tokens) or five computed answers; nothing refills during the test.
    app = await appWithBundle({ rateLimit: { ratePerSecond: 1000, burst: 1000, work: { ratePerSecond: 0.001, burst: 5 } } })
  })
  afterAll(() => app.close())

  it('distinct computed answers spend it (429 with Retry-After once spent); cached ones do not', async () => {
    const visitor = '198.51.100.20'
    const search = (q: string) => app.inject({ url: `${endpointPath('search')}?q=${q}`, remoteAddress: visitor })
    for (const q of ['a', 'b', 'c', 'd', 'e']) expect((await search(q)).statusCode, q).toBe(200)
    const refused = await search('f')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Answers already computed still come, from the cache, and other addresses have their own budget.
    expect((await search('a')).statusCode).toBe(200)
    expect((await app.inject({ url: `${endpointPath('search')}?q=f`, remoteAddress: '198.51.100.21' })).statusCode).toBe(200)
  })

  it('a page rendered spends five; a cached page none; an exhausted budget is a 429 page, never 500', async () => {
    const visitor = '198.51.100.22'
    expect((await app.inject({ url: '/about', remoteAddress: visitor })).statusCode).toBe(200)
    const refused = await app.inject({ url: '/faq', remoteAddress: visitor })
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['content-type']).toContain('text/html')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    for (let i = 0; i < 5; i++) expect((await app.inject({ url: `/about?utm=${i}`, remoteAddress: visitor })).statusCode).toBe(200)
  })
})

describe('errors raised before any route: the envelope and the security headers', () => {
  let app: FastifyInstance
  let port: number
  beforeAll(async () => {
    app = await appWithBundle()
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as { port: number }).port
  })
  afterAll(() => app.close())

  const expectEnvelope = (answer: string, status: number, code: string) => {
    expect(answer.startsWith(`HTTP/1.1 ${status} `), answer.slice(0, 200)).toBe(true)
    expect(headersOf(answer)).toContain('content-security-policy:')
    expect(headersOf(answer)).toContain('x-content-type-options: nosniff')
    expect(JSON.parse(bodyOf(answer).replace(/^[0-9a-f]+\r\n|\r\n0\r\n\r\n$/g, ''))).toMatchObject({ error: { code } })
  }

  it('a malformed %-escape is a 400 envelope', async () => {
    expectEnvelope(await raw(port, 'GET /api/v1/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 400, 'BAD_REQUEST')
    expectEnvelope(await raw(port, 'GET /amcs%ZZ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 400, 'BAD_REQUEST')
  })

  it('an over-long address is 414, one past the header limit 431', async () => {
    expectEnvelope(await raw(port, `GET /${'a'.repeat(5000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`), 414, 'URI_TOO_LONG')
    expectEnvelope(await raw(port, `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`), 431, 'HEADERS_TOO_LARGE')
  })

  it('bytes that are no HTTP are a 400 envelope', async () => {
    expectEnvelope(await raw(port, 'HELLO THERE\r\n\r\n'), 400, 'BAD_REQUEST')
  })

  it('an HTTP/1.1 request without Host is a 400 envelope', async () => {
    expectEnvelope(await raw(port, 'GET /about HTTP/1.1\r\nConnection: close\r\n\r\n'), 400, 'BAD_REQUEST')
  })

  it('an empty or malformed Host never fails a page', async () => {
    for (const host of ['', 'a b', '[::1', 'x'.repeat(300)]) {
      const answer = await raw(port, `GET /about HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
      expect(answer, JSON.stringify(host)).toMatch(/^HTTP\/1\.1 (200|400) /)
      expect(headersOf(answer)).toContain('content-security-policy:')
      if (answer.startsWith('HTTP/1.1 400')) expectEnvelope(answer, 400, 'BAD_REQUEST')
    }
  })
})
