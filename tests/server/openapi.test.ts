/**
 * The OpenAPI document (GET /api/openapi.json) and the reference page (GET /api/docs): the document
 * is valid OpenAPI 3.1, lists exactly the API routes the app registers, and every call's answers,
 * 200 and errors, validate against it (contract-check.ts, which checks every answer of the server
 * tests, is shown here to catch a wrong one).
 */
import { Validator } from '@seriousme/openapi-schema-validator'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpointPath, endpoints, type EndpointName } from '../../common/contract/endpoints.ts'
import { SECURITY_HEADERS } from '../../server/http/security-headers.ts'
import { HEALTH_PATH, READY_PATH } from '../../server/http/health-paths.ts'
import { DOCS_PATH, OPENAPI_PATH } from '../../server/openapi/openapi.ts'
import { buildApp } from '../../server/app.ts'
import { openDatabase } from '../../server/db/open-database.ts'
import { assertNoViolations, documentPath, routesOf, takeChecked, takeViolations } from './contract-check.ts'
import { removeTempDirs, testApp } from './helpers.ts'

/** Documented beside the API, though outside it. */
const HEALTH: string[] = [HEALTH_PATH, READY_PATH]

type Operation = { operationId?: string; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }
type Document = { openapi: string; info: { title: string; version: string; description: string }; servers: { url: string }[]; paths: Record<string, Record<string, Operation>> }

const GAMMA = 'Gamma Mutual Fund'
let app: FastifyInstance
/** Refuses every API request (429), for the calls that have no other error. */
let refusing: FastifyInstance
let document: Document

beforeAll(async () => {
  app = await testApp()
  refusing = await testApp({ rateLimit: { ratePerSecond: 0.001, burst: 0, refusalDelayMs: 0 } })
  document = (await app.inject({ method: 'GET', url: OPENAPI_PATH })).json()
})
afterAll(async () => {
  await Promise.all([app.close(), refusing.close()])
  removeTempDirs()
})

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })))

describe('the document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator()
    const result = await validator.validate(structuredClone(document) as Parameters<Validator['validate']>[0])
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
    expect(document.openapi).toBe('3.1.0')
    expect(document.info).toMatchObject({ title: 'MF Explorer API', version: 'v1' })
    expect(document.info.description).toContain('common/contract/')
    expect(document.servers).toEqual([{ url: '/' }])
  })

  it('lists every API route the app registers with its method, and nothing else', () => {
    const registered = routesOf(app)
      .filter(({ method, url }) => method !== 'HEAD' && ((url.startsWith('/api/') && url !== DOCS_PATH && !url.startsWith(`${DOCS_PATH}/`)) || HEALTH.includes(url)))
      .map(({ method, url }) => `${method} ${documentPath(url)}`)
    const documented = operations().map(({ method, path }) => `${method.toUpperCase()} ${path}`)
    // The contract's calls, this document, and the two health checks.
    expect(registered.length).toBe(Object.keys(endpoints).length + 3)
    expect(new Set(documented)).toEqual(new Set(registered))
    // Pages, the site's files, logos and the reference page are not part of it.
    expect(routesOf(app).some(({ url }) => url.startsWith('/logos/'))).toBe(true)
    expect(Object.keys(document.paths).filter((path) => (!path.startsWith('/api/') && !HEALTH.includes(path)) || path.startsWith(DOCS_PATH))).toEqual([])
  })

  it('names every call of the contract at its path and method', () => {
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const operation = document.paths[documentPath(endpointPath(name))]?.[endpoints[name].method.toLowerCase()]
      expect(operation?.operationId, name).toBe(name)
    }
  })

  it('gives every call its 200 schema, the 304, and the error envelope for 4XX and 5XX', () => {
    for (const { path, method, operation } of operations().filter(({ path }) => !HEALTH.includes(path))) {
      const where = `${method} ${path}`
      expect(operation.responses['200']?.content?.['application/json']?.schema, where).toBeDefined()
      expect(operation.responses['304'], where).toBeDefined()
      expect(operation.responses['304']?.content, where).toBeUndefined()
      for (const status of ['4XX', '5XX']) {
        expect(operation.responses[status]?.content?.['application/json']?.schema, `${where} ${status}`).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' })
      }
    }
  })

  it('is built once and answered like every API answer: ETag, 304, compression, Cache-Control', async () => {
    const first = await app.inject({ method: 'GET', url: OPENAPI_PATH, headers: { 'accept-encoding': 'br' } })
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(first.headers['cache-control']).toBe('public, no-cache')
    expect(first.headers['x-content-type-options']).toBe('nosniff')
    expect(first.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(app.swagger()).toBe(app.swagger())
    const again = await app.inject({ method: 'GET', url: OPENAPI_PATH, headers: { 'if-none-match': String(first.headers.etag) } })
    expect(again.statusCode).toBe(304)
  })
})

/** Per operation: a request answered 200, and one answered with an error the document declares. */
const CALLS: Record<string, { ok: InjectOptions; error: InjectOptions & { status: number; refused?: true } }> = {
  blogs: { ok: { url: endpointPath('blogs') }, error: { url: endpointPath('blogs'), status: 429, refused: true } },
  team: { ok: { url: endpointPath('team') }, error: { url: endpointPath('team'), status: 429, refused: true } },
  faq: { ok: { url: endpointPath('faq') }, error: { url: endpointPath('faq'), status: 429, refused: true } },
  testimonials: { ok: { url: endpointPath('testimonials') }, error: { url: `${endpointPath('testimonials')}?x=${'x'.repeat(5000)}`, status: 414 } },
  homeFundHouses: { ok: { url: endpointPath('homeFundHouses') }, error: { url: endpointPath('homeFundHouses'), status: 429, refused: true } },
  trendings: { ok: { url: endpointPath('trendings') }, error: { url: endpointPath('trendings'), status: 429, refused: true } },
  fundHouses: { ok: { url: endpointPath('fundHouses') }, error: { url: endpointPath('fundHouses'), status: 429, refused: true } },
  fundHouseDetails: { ok: { url: '/api/v1/mutual_fund/fund_house/1/details' }, error: { url: '/api/v1/mutual_fund/fund_house/999/details', status: 404 } },
  allFundsByAmc: {
    ok: { method: 'POST', url: endpointPath('allFundsByAmc'), payload: { amc_name: GAMMA } },
    error: { method: 'POST', url: endpointPath('allFundsByAmc'), payload: { amc_name: 'Nobody Mutual Fund' }, status: 404 },
  },
  fundsByCategory: {
    ok: { method: 'POST', url: endpointPath('fundsByCategory'), payload: { category: 'equity' } },
    error: { method: 'POST', url: endpointPath('fundsByCategory'), payload: { category: 'bonds' }, status: 400 },
  },
  fundNav: {
    ok: { method: 'POST', url: endpointPath('fundNav'), payload: { schemeCode: 300001, amc_name: GAMMA } },
    error: { method: 'POST', url: endpointPath('fundNav'), payload: { schemeCode: 300001, amc_name: 'Nobody Mutual Fund' }, status: 404 },
  },
  fundsByAmc: {
    ok: { method: 'POST', url: endpointPath('fundsByAmc'), payload: { amc_name: GAMMA } },
    error: { method: 'POST', url: endpointPath('fundsByAmc'), payload: 'amc_name=x', headers: { 'content-type': 'text/plain' }, status: 415 },
  },
  performance: { ok: { url: '/api/v1/mutual_fund/scheme/300001/performance' }, error: { url: '/api/v1/mutual_fund/scheme/999999/performance', status: 404 } },
  scheme: { ok: { url: '/api/v1/mutual_fund/scheme/300001' }, error: { url: '/api/v1/mutual_fund/scheme/0', status: 400 } },
  costs: { ok: { url: '/api/v1/mutual_fund/scheme/300001/costs' }, error: { url: '/api/v1/mutual_fund/scheme/999999/costs', status: 404 } },
  search: { ok: { url: `${endpointPath('search')}?q=gamma&limit=5` }, error: { url: `${endpointPath('search')}?q=`, status: 400 } },
  schemesByIsin: { ok: { url: `${endpointPath('schemesByIsin')}?isin=INF000C01AA1,INF000C01BC5` }, error: { url: `${endpointPath('schemesByIsin')}?isin=INF000C01AA`, status: 400 } },
  sip: {
    ok: { method: 'POST', url: endpointPath('sip'), payload: { schemeCode: 300001, amount: 1000, from: '01-01-2026' } },
    error: { method: 'POST', url: endpointPath('sip'), payload: { schemeCode: 999999, amount: 1000, from: '01-01-2026' }, status: 404 },
  },
  fundHouseReturns: { ok: { url: '/api/v1/mutual_fund/fund_house/1/returns' }, error: { url: '/api/v1/mutual_fund/fund_house/999/returns', status: 404 } },
  collectionReturns: { ok: { url: '/api/v1/mutual_fund/collection/mid/returns' }, error: { url: '/api/v1/mutual_fund/collection/bonds/returns', status: 400 } },
  meta: { ok: { url: endpointPath('meta') }, error: { url: endpointPath('meta'), status: 429, refused: true } },
  openapi: { ok: { url: OPENAPI_PATH }, error: { url: OPENAPI_PATH, status: 429, refused: true } },
}

describe('every call answers as the document says', () => {
  it('has a 200 and an error case for every operation of the document', () => {
    expect(Object.keys(CALLS).sort()).toEqual(
      operations()
        .filter(({ path }) => !HEALTH.includes(path))
        .map(({ operation }) => operation.operationId)
        .sort(),
    )
  })

  it('documents the health checks with their answers: never cached, 503 with why when not ready', async () => {
    expect(document.paths[HEALTH_PATH]?.get?.operationId).toBe('healthz')
    expect(Object.keys(document.paths[READY_PATH]?.get?.responses ?? {}).sort()).toEqual(['200', '503'])
    takeChecked()
    expect((await app.inject({ url: HEALTH_PATH })).statusCode).toBe(200)
    expect((await app.inject({ url: READY_PATH })).json()).toMatchObject({ ok: true })
    const db = openDatabase(':memory:')
    const empty = await buildApp({ db })
    try {
      const notReady = await empty.inject({ url: READY_PATH })
      expect(notReady.statusCode).toBe(503)
      expect(notReady.json()).toEqual({ ok: false, reason: expect.any(String) })
    } finally {
      await empty.close()
      db.close()
    }
    expect(takeChecked().map(({ route, status }) => `${route} ${status}`)).toEqual([`${HEALTH_PATH} 200`, `${READY_PATH} 200`, `${READY_PATH} 503`])
    assertNoViolations()
  })

  it.each(Object.entries(CALLS))('%s: 200, 304 and an error validate against the document', async (_name, { ok, error }) => {
    takeChecked()
    const answer = await app.inject({ method: 'GET', ...ok })
    expect(answer.statusCode, answer.body).toBe(200)
    if ((ok.method ?? 'GET') === 'GET') {
      const notModified = await app.inject({ method: 'GET', ...ok, headers: { 'if-none-match': String(answer.headers.etag) } })
      expect(notModified.statusCode).toBe(304)
    }
    const compressed = await app.inject({ method: 'GET', ...ok, headers: { 'accept-encoding': 'gzip' } })
    expect(compressed.statusCode).toBe(200)
    const { status, refused, ...request } = error
    const failed = await (refused ? refusing : app).inject({ method: 'GET', ...request })
    expect(failed.statusCode, failed.body).toBe(status)
    expect(failed.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } })

    // Each of those answers was checked (none skipped), and none broke the document.
    const statuses = takeChecked().map((checked) => checked.status)
    expect(statuses).toContain(200)
    expect(statuses).toContain(status)
    assertNoViolations()
  })
})

describe('the check of every answer (contract-check.ts)', () => {
  it('catches a wrong body, an undeclared status, a body where none is declared and an undocumented route', async () => {
    const wrong = await testApp()
    // Answered before the route's handler, as a broken handler would: the check sees what is sent.
    wrong.addHook('onRequest', (request, reply, done) => {
      const answer = new URL(request.url, 'http://x').searchParams.get('answer')
      if (answer === 'wrong-body') return void reply.send({ data: { source: 'nope', dataVersion: -1 } })
      if (answer === 'wrong-status') return void reply.code(201).send({ data: { source: 'demo', dataVersion: 0, latestNavDate: null } })
      if (answer === 'body-on-304') return void reply.code(304).send('{}')
      done()
    })
    wrong.get('/api/v1/undocumented', { schema: { hide: true } }, () => ({ data: 1 }))
    await wrong.inject({ method: 'GET', url: `${endpointPath('meta')}?answer=wrong-body` })
    await wrong.inject({ method: 'GET', url: `${endpointPath('meta')}?answer=wrong-status` })
    await wrong.inject({ method: 'GET', url: `${endpointPath('meta')}?answer=body-on-304` })
    await wrong.inject({ method: 'GET', url: '/api/v1/undocumented' })
    const problems = takeViolations().map((violation) => violation.problem)
    expect(problems).toEqual([
      expect.stringMatching(/does not match responses\.200: .*\/data\/source .*\/data\/dataVersion/s),
      expect.stringContaining('status 201 is not declared'),
      expect.stringContaining('a body where the document declares none'),
      'the route is not in the document',
    ])

    // And what the setup file runs after each test fails it.
    await wrong.inject({ method: 'GET', url: `${endpointPath('meta')}?answer=wrong-body` })
    expect(() => assertNoViolations()).toThrow(/1 answer\(s\) do not match the OpenAPI document:\n- GET \/api\/v1\/meta\?answer=wrong-body/)
    expect(takeViolations()).toEqual([])
    await wrong.close()
  })
})

describe('the reference page', () => {
  it('is Swagger UI with the site’s page policy, reading the same cached document', async () => {
    const page = await app.inject({ method: 'GET', url: DOCS_PATH })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.headers['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy'])
    expect(page.headers['cache-control']).toBe('public, no-cache')
    // No inline script: every script is a file of this origin.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!)
    expect(scripts).toEqual([`${DOCS_PATH}/static/swagger-ui-bundle.js`, `${DOCS_PATH}/static/swagger-ui-standalone-preset.js`, `${DOCS_PATH}/static/swagger-initializer.js`])
    for (const src of scripts) {
      const file = await app.inject({ method: 'GET', url: src })
      expect(file.statusCode, src).toBe(200)
      expect(file.headers['content-type'], src).toMatch(/javascript/)
    }
    const initializer = await app.inject({ method: 'GET', url: scripts[2]! })
    expect(initializer.body).toContain("resolveUrl('./json')")
    expect(initializer.body).toContain('"layout":"BaseLayout"')

    const json = await app.inject({ method: 'GET', url: `${DOCS_PATH}/json` })
    const direct = await app.inject({ method: 'GET', url: OPENAPI_PATH })
    expect(json.statusCode).toBe(200)
    expect(json.headers.etag).toBe(direct.headers.etag)
    expect(json.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(json.json()).toEqual(document)
  })

  it('counts within the rate limit like every request under /api/', async () => {
    for (const url of [DOCS_PATH, `${DOCS_PATH}/static/swagger-ui.css`, `${DOCS_PATH}/json`]) {
      const refused = await refusing.inject({ method: 'GET', url })
      expect(refused.statusCode, url).toBe(429)
      expect(refused.headers['retry-after'], url).toBeDefined()
    }
  })
})
