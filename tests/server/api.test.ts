import type { FastifyInstance } from 'fastify'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpointPath } from '../../common/contract/endpoints.ts'
import { errorEnvelopeSchema, MAX_TEXT_LENGTH, responses } from '../../common/contract/schemas.ts'
import { metaResponseSchema } from '../../server/routes/meta-route.ts'
import { CONTENT, removeTempDirs, testApp } from './helpers.ts'

const GAMMA = 'Gamma Mutual Fund'
let app: FastifyInstance

beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app.close()
  removeTempDirs()
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object })
const expectError = (res: { statusCode: number; json: () => unknown }, status: number) => {
  expect(res.statusCode).toBe(status)
  const body = errorEnvelopeSchema.parse(res.json())
  return body.error
}

describe('index calls', () => {
  it.each(['blogs', 'team', 'faq', 'testimonials'] as const)('%s serves the content file', async (name) => {
    const res = await get(endpointPath(name))
    expect(res.statusCode).toBe(200)
    expect(responses[name].parse(res.json()).data).toEqual(CONTENT[name])
  })

  it('fund_house lists fund houses with generated profiles and monogram logos', async () => {
    const body = responses.homeFundHouses.parse((await get(endpointPath('homeFundHouses'))).json())
    expect(body.data).toHaveLength(1)
    const [house] = body.data
    expect(house).toMatchObject({ id: 1, fund_house_name: GAMMA, logo: '/logos/gamma-mutual-fund.png' })
    expect(house!.key_features).toContain('Active schemes: 4')
  })

  it('trendings lists Direct Growth equity funds with their YTD return', async () => {
    const body = responses.trendings.parse((await get(endpointPath('trendings'))).json())
    expect(body.data).toEqual([
      expect.objectContaining({ scheme_code: 300001, fund_house_name: GAMMA, ytd_return: 10, category: 'Equity - Mid Cap' }),
    ])
  })

  it('works without the trailing slash too', async () => {
    expect((await get('/api/v1/index/blogs')).statusCode).toBe(200)
  })
})

describe('mutual_fund calls', () => {
  it('fund_house and details', async () => {
    const list = responses.fundHouses.parse((await get(endpointPath('fundHouses'))).json())
    expect(list.data.map((h) => h.fund_house_name)).toEqual([GAMMA])
    const details = responses.fundHouseDetails.parse((await get('/api/v1/mutual_fund/fund_house/1/details')).json())
    expect(details.data.fund_house_name).toBe(GAMMA)
  })

  it('details: unknown and malformed ids', async () => {
    expect(expectError(await get('/api/v1/mutual_fund/fund_house/999/details'), 404).code).toBe('NOT_FOUND')
    expectError(await get('/api/v1/mutual_fund/fund_house/abc/details'), 400)
    expectError(await get('/api/v1/mutual_fund/fund_house/0/details'), 400)
    expectError(await get("/api/v1/mutual_fund/fund_house/1%20OR%201=1/details"), 400)
  })

  it('all-funds-by-amc lists active schemes with mapped categories', async () => {
    const res = await post(endpointPath('allFundsByAmc'), { amc_name: GAMMA })
    const body = responses.allFundsByAmc.parse(res.json())
    expect(body.map((f) => f.schemeCode).sort()).toEqual([300001, 300002, 300011, 300021])
    expect(body.find((f) => f.schemeCode === 300011)).toMatchObject({ category: 'Debt', subcategory: 'Dynamic Bonds' })
    expect(body.find((f) => f.schemeCode === 300021)).toMatchObject({ category: 'Hybrid', subcategory: 'Conservative' })
  })

  it('all-funds-by-amc: unknown fund house is 404', async () => {
    expectError(await post(endpointPath('allFundsByAmc'), { amc_name: 'Nobody Mutual Fund' }), 404)
  })

  it('funds-by-category: one Direct Growth row per fund, empty collections are empty', async () => {
    const mid = responses.fundsByCategory.parse((await post(endpointPath('fundsByCategory'), { category: 'mid' })).json())
    expect(mid).toEqual([
      { schemeCode: 300001, schemeName: 'Gamma Mid Cap Fund - Direct Plan - Growth', fundHouseName: GAMMA, fundHouseLogo: '/logos/gamma-mutual-fund.png', ytdReturn: 10, latestNAV: 110 },
    ])
    const large = responses.fundsByCategory.parse((await post(endpointPath('fundsByCategory'), { category: 'large' })).json())
    expect(large).toEqual([])
    expectError(await post(endpointPath('fundsByCategory'), { category: 'crypto' }), 400)
  })

  it('fund-nav: figures from the contract formulas, history without skipped NAVs', async () => {
    const res = await post(endpointPath('fundNav'), { schemeCode: 300001, amc_name: GAMMA })
    const body = responses.fundNav.parse(res.json())
    expect(body).toMatchObject({ latestNAV: 110, latestNAVDate: '05-02-2026', fundHouse: GAMMA, schemeType: 'Open Ended Schemes', category: 'Equity - Mid Cap' })
    expect(body.oneDayReturn).toBeCloseTo(10, 6)
    expect(body.oneMonthReturn).toBeCloseTo((110 / 102 - 1) * 100, 3)
    expect(body.navHistory).toHaveLength(6)
    expect(body.navHistory[0]).toEqual({ date: '30-12-2025', nav: '100.0000' })
    // Code as digits (route params arrive as text) is accepted too.
    expect((await post(endpointPath('fundNav'), { schemeCode: '300001', amc_name: GAMMA })).statusCode).toBe(200)
  })

  it('fund-nav: a retired scheme still has its page; unknown codes and wrong houses are 404', async () => {
    const retired = responses.fundNav.parse((await post(endpointPath('fundNav'), { schemeCode: 300022, amc_name: GAMMA })).json())
    expect(retired.latestNAVDate).toBe('31-12-2025')
    expectError(await post(endpointPath('fundNav'), { schemeCode: 999999, amc_name: GAMMA }), 404)
    expectError(await post(endpointPath('fundNav'), { schemeCode: 300001, amc_name: 'Other Mutual Fund' }), 404)
    // Known scheme with only a zero NAV: nothing to show.
    expectError(await post(endpointPath('fundNav'), { schemeCode: 300012, amc_name: GAMMA }), 404)
  })

  it('funds-by-amc: list items, and an empty list for an unknown fund house', async () => {
    const body = responses.fundsByAmc.parse((await post(endpointPath('fundsByAmc'), { amc_name: GAMMA })).json())
    expect(body).toHaveLength(4)
    expect(body[0]!.logo).toBe('/logos/gamma-mutual-fund.png')
    const none = await post(endpointPath('fundsByAmc'), { amc_name: 'Nobody' })
    expect(none.statusCode).toBe(200)
    expect(none.json()).toEqual([])
  })
})

describe('malformed requests', () => {
  const amcCalls = ['allFundsByAmc', 'fundsByAmc'] as const

  it.each(amcCalls)('%s: missing amc_name, wrong type, extra keys, over-long -> 400', async (name) => {
    for (const payload of [{}, { amc_name: 42 }, { amc_name: '' }, { amc_name: GAMMA, extra: 1 }, { amc_name: 'x'.repeat(MAX_TEXT_LENGTH + 1) }, [GAMMA]]) {
      const error = expectError(await post(endpointPath(name), payload), 400)
      expect(error.code).toBe('BAD_REQUEST')
    }
  })

  it('fund-nav: missing or wrong schemeCode -> 400', async () => {
    for (const payload of [{ amc_name: GAMMA }, { schemeCode: -1, amc_name: GAMMA }, { schemeCode: 1.5, amc_name: GAMMA }, { schemeCode: '12a', amc_name: GAMMA }, { schemeCode: 300001 }]) {
      expectError(await post(endpointPath('fundNav'), payload), 400)
    }
  })

  it('broken JSON -> 400, empty body -> 400, wrong content type -> 415', async () => {
    const broken = await app.inject({ method: 'POST', url: endpointPath('fundsByAmc'), payload: '{"amc_name": "x"', headers: { 'content-type': 'application/json' } })
    expectError(broken, 400)
    const empty = await app.inject({ method: 'POST', url: endpointPath('fundsByAmc'), payload: '', headers: { 'content-type': 'application/json' } })
    expectError(empty, 400)
    const text = await app.inject({ method: 'POST', url: endpointPath('fundsByAmc'), payload: 'amc_name=x', headers: { 'content-type': 'text/plain' } })
    expectError(text, 415)
  })

  it('oversized body -> 413 envelope', async () => {
    const res = await post(endpointPath('fundsByAmc'), { amc_name: GAMMA, padding: 'x'.repeat(20_000) })
    expect(expectError(res, 413).code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('SQL-looking and script-looking names are plain text: no match, never 500', async () => {
    const names = [
      "Gamma Mutual Fund' OR '1'='1",
      "'; DROP TABLE schemes; --",
      '" UNION SELECT fund_house_name FROM fund_houses --',
      '<script>alert(1)</script>',
      '%',
      '*',
    ]
    for (const amc_name of names) {
      const list = await post(endpointPath('fundsByAmc'), { amc_name })
      expect(list.statusCode).toBe(200)
      expect(list.json()).toEqual([])
      expectError(await post(endpointPath('allFundsByAmc'), { amc_name }), 404)
      expectError(await post(endpointPath('fundNav'), { schemeCode: 300001, amc_name }), 404)
    }
    // Nothing was executed: the data is intact.
    expect(responses.allFundsByAmc.parse((await post(endpointPath('allFundsByAmc'), { amc_name: GAMMA })).json())).toHaveLength(4)
  })
})

describe('site, logos and headers', () => {
  const securityHeaders = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
  }
  // The API's JSON answers carry the short set of http/security-headers.ts (API_SECURITY_HEADERS):
  // a CSP that allows nothing and no framing, nosniff, CORP and X-Frame-Options. The page-only
  // headers were dropped from them on purpose (issue 14, bench:api): they govern nothing on JSON
  // and cost throughput on every answer. None of them may come back unnoticed, nor the page's CSP.
  const apiSecurityHeaders = (headers: Record<string, unknown>, what: string) => {
    expect(headers['content-security-policy'], what).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(headers['x-content-type-options'], what).toBe('nosniff')
    expect(headers['cross-origin-resource-policy'], what).toBe('same-origin')
    expect(headers['x-frame-options'], what).toBe('DENY')
    for (const pageOnly of ['permissions-policy', 'referrer-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies']) {
      expect(headers[pageOnly], `${what}: ${pageOnly}`).toBeUndefined()
    }
    expect(Object.keys(headers).filter((name) => name.startsWith('x-ratelimit')), what).toEqual([])
  }

  it('security headers on HTML, assets, logos and the not-found page', async () => {
    for (const url of ['/', '/assets/app-abc123.js', '/no-such-page', '/assets/missing-123.js', '/logos/gamma-mutual-fund.png']) {
      securityHeaders((await get(url)).headers)
    }
  })

  it('the API set on API answers and errors: 200, 304, 400, 404, 415', async () => {
    const blogs = await get(endpointPath('blogs'))
    apiSecurityHeaders(blogs.headers, 'GET blogs')
    apiSecurityHeaders((await get(endpointPath('blogs'), { 'if-none-match': String(blogs.headers.etag) })).headers, 'GET blogs 304')
    apiSecurityHeaders((await get('/api/v1/nope')).headers, 'unknown API path')
    apiSecurityHeaders((await post(endpointPath('fundsByAmc'), {})).headers, 'POST with a bad body')
    apiSecurityHeaders((await post(endpointPath('fundNav'), { schemeCode: 300001, amc_name: GAMMA })).headers, 'POST fund-nav')
    const text = await app.inject({ method: 'POST', url: endpointPath('fundNav'), payload: 'x', headers: { 'content-type': 'text/plain' } })
    expect(text.statusCode).toBe(415)
    apiSecurityHeaders(text.headers, 'POST text/plain')
  })

  it('the app shell for pages of the site, JSON 404 for unknown API paths and missing files', async () => {
    const page = await get('/company-details/1/Gamma%20Mutual%20Fund')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('<div id="root">')
    expect(page.body).toContain('<title>MF Explorer</title>')
    for (const url of ['/amcs', '/FAQ/', '/investment-products/mid', '/fund-names/1/Gamma%20Mutual%20Fund?category=Equity', '/fundchart/300001/Gamma%20Mutual%20Fund', '/fund-house/Gamma%20Mutual%20Fund']) {
      expect((await get(url)).statusCode, url).toBe(200)
    }
    expect(expectError(await get('/api/v1/mutual_fund/nope'), 404).code).toBe('NOT_FOUND')
    expectError(await get('/api/nothing'), 404)
    expectError(await get('/assets/missing-123.js'), 404)
    expectError(await app.inject({ method: 'POST', url: '/some/page' }), 404)
  })

  it('404 with the app shell titled "Page not found" for paths that are no page, or name what the data lacks', async () => {
    for (const url of [
      '/no-such-page',
      '/amcs/extra',
      '/investment-products/bonds',
      '/company-details/99/Made-up%20Fund',
      '/company-details/abc/x',
      '/fund-names/99/Gamma%20Mutual%20Fund',
      '/fund-house/No%20Such%20Mutual%20Fund',
      '/fundchart/999999/Gamma%20Mutual%20Fund',
      '/fundchart/999999',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toContain('text/html')
      expect(res.body, url).toContain('<div id="root">')
      expect(res.body, url).toContain('<title>Page not found | MF Explorer</title>')
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
    expect((await app.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404)
    // An address that is not even valid percent-encoding is a bad request, said as such.
    expect(expectError(await get('/fundchart/1/%E0%A4%A'), 400).code).toBe('BAD_REQUEST')
  })

  it("301 from a fund's or fund house's address with a wrong or missing name to its own, the page's parameters kept", async () => {
    const cases: [string, string][] = [
      // The name segment is the fund's house: another house's name is the same fund's page, moved.
      ['/fundchart/300001/Delta%20Mutual%20Fund', '/fundchart/300001/Gamma%20Mutual%20Fund'],
      ['/fundchart/300001/x?period=1Y&utm=mail', '/fundchart/300001/Gamma%20Mutual%20Fund?period=1Y'],
      ['/fundchart/300001', '/fundchart/300001/Gamma%20Mutual%20Fund'],
      ['/company-details/1/gamma', '/company-details/1/Gamma%20Mutual%20Fund'],
      ['/company-details/1/', '/company-details/1/Gamma%20Mutual%20Fund'],
      ['/fund-names/1/%3Cscript%3E?category=Equity&sort=return1Y&dir=desc', '/fund-names/1/Gamma%20Mutual%20Fund?category=Equity&dir=desc&sort=return1Y'],
    ]
    for (const [from, to] of cases) {
      const res = await get(from)
      expect(res.statusCode, from).toBe(301)
      expect(res.headers.location, from).toBe(to)
      const landed = await get(to)
      expect(landed.statusCode, to).toBe(200)
    }
  })

  it('hashed assets are immutable, index.html revalidates', async () => {
    expect((await get('/assets/app-abc123.js')).headers['cache-control']).toContain('immutable')
    expect((await get('/')).headers['cache-control']).toBe('no-cache')
  })

  it('monogram logos per fund house: the PNG the API names, and its SVG', async () => {
    const png = await get('/logos/gamma-mutual-fund.png')
    expect(png.statusCode).toBe(200)
    expect(png.headers['content-type']).toBe('image/png')
    expect(png.headers['cache-control']).toContain('max-age=86400')
    const image = PNG.sync.read(png.rawPayload)
    expect([image.width, image.height]).toEqual([192, 192])
    // The same bytes again: drawn once per house.
    expect((await get('/logos/gamma-mutual-fund.png')).rawPayload.equals(png.rawPayload)).toBe(true)

    const svg = await get('/logos/gamma-mutual-fund.svg')
    expect(svg.headers['content-type']).toBe('image/svg+xml')
    expect(svg.body).toContain('>G<')
    for (const url of ['/logos/unknown.png', '/logos/unknown.svg', '/logos/gamma-mutual-fund.gif', '/logos/..%2F..%2Fetc%2Fpasswd']) {
      expectError(await get(url), 404)
    }
  })

  it('X-Data-Source on every API answer, and the meta call', async () => {
    expect((await get(endpointPath('blogs'))).headers['x-data-source']).toBe('amfi')
    expect((await get('/api/v1/nope')).headers['x-data-source']).toBe('amfi')
    const meta = metaResponseSchema.parse((await get('/api/v1/meta')).json())
    expect(meta.data).toEqual({
      source: 'amfi',
      dataVersion: 1,
      latestNavDate: '05-02-2026',
      // No scheduler in a test app unless asked (sync-scheduler.test.ts), and no sync has run.
      sync: { mode: 'off', state: 'idle', lastSuccessAt: null, lastAttemptAt: null, lastError: null, nextRunAt: null, backfill: null },
    })
  })
})

describe('HTTP caching', () => {
  it('ETag + Cache-Control on GET, 304 on If-None-Match', async () => {
    const first = await get(endpointPath('fundHouses'))
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/)
    const again = await get(endpointPath('fundHouses'), { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect((await get(endpointPath('fundHouses'), { 'if-none-match': `W/${etag}` })).statusCode).toBe(304)
    expect((await get(endpointPath('fundHouses'), { 'if-none-match': '"other"' })).statusCode).toBe(200)
  })

  it('meta is revalidated on every visit (an import can happen at any hour), cheaply by ETag', async () => {
    const first = await get('/api/v1/meta')
    expect(first.headers['cache-control']).toBe('public, no-cache')
    const again = await get('/api/v1/meta', { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
  })

  it('POST answers carry an ETag per body and honour If-None-Match', async () => {
    const a = await post(endpointPath('fundsByCategory'), { category: 'mid' })
    const b = await post(endpointPath('fundsByCategory'), { category: 'large' })
    expect(a.headers.etag).not.toBe(b.headers.etag)
    const res = await app.inject({ method: 'POST', url: endpointPath('fundsByCategory'), payload: { category: 'mid' }, headers: { 'if-none-match': String(a.headers.etag) } })
    expect(res.statusCode).toBe(304)
  })

  it('compressed answers are served from the cache and decode to the same JSON', async () => {
    const plain = await post(endpointPath('fundNav'), { schemeCode: 300001, amc_name: GAMMA })
    const padded = await get(endpointPath('fundHouses'), { 'accept-encoding': 'gzip' })
    expect(padded.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
  })
})
