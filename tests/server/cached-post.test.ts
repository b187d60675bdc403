/**
 * The POST calls' fast path (server/http/cached-post.ts): a body seen before is answered from the
 * response cache before validation. It must answer exactly what the ordinary path answers, and
 * keep everything around it: 304s, 400s, the rate limit, a new data version.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { endpointPath } from '../../common/contract/endpoints.ts'
import { errorEnvelopeSchema, responses } from '../../common/contract/schemas.ts'
import { cachedPost, VALID_BODIES } from '../../server/http/cached-post.ts'
import { installErrorHandler } from '../../server/http/error-handler.ts'
import { createResponseCache } from '../../server/http/response-cache.ts'
import { importAmfi } from '../../server/ingest/import-amfi.ts'
import { fixtureDb, removeTempDirs, tempDir, testApp } from './helpers.ts'

afterAll(removeTempDirs)

const GAMMA = 'Gamma Mutual Fund'
const FUND_NAV = endpointPath('fundNav')
const body = { schemeCode: 300001, amc_name: GAMMA }
/** The answer's headers but the clock's (Date, and max-age counting down to the next publication). */
const headersOf = (res: { headers: Record<string, unknown> }) => {
  const { date: _date, 'cache-control': cacheControl, ...rest } = res.headers
  return { ...rest, 'cache-control': String(cacheControl).replace(/max-age=\d+/, 'max-age=N') }
}

describe('a bare route: what runs when', () => {
  /** A cached POST whose schema and answer count their runs; `version` stands for the data version. */
  async function countingApp() {
    const counts = { validations: 0, computes: 0 }
    let version = 1
    const app = Fastify()
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    installErrorHandler(app)
    const schema = z.strictObject({ id: z.int() }).check(
      z.refine(() => {
        counts.validations++
        return true
      }),
    )
    cachedPost(app, createResponseCache(), {
      path: '/thing',
      schema: { body: schema },
      version: () => String(version),
      key: ({ id }) => String(id),
      compute: ({ id }) => {
        counts.computes++
        return { id, version }
      },
    })
    const post = (payload: unknown, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: '/thing', payload: payload as object, headers })
    return { app, counts, post, newVersion: () => version++ }
  }

  it('validates and computes a new body once, then answers it from the cache without either', async () => {
    const { app, counts, post } = await countingApp()
    const first = await post({ id: 1 })
    expect(first.json()).toEqual({ id: 1, version: 1 })
    // First sight: the fast path's own check, then Fastify's validation; one computation.
    expect(counts).toEqual({ validations: 2, computes: 1 })
    const again = await post({ id: 1 })
    expect(again.statusCode).toBe(200)
    expect(again.rawPayload).toEqual(first.rawPayload)
    expect(headersOf(again)).toEqual(headersOf(first))
    expect(counts).toEqual({ validations: 2, computes: 1 })
    // The key is the parsed body's JSON text: the same value written with other spacing is the same.
    expect((await post('{ "id" : 1 }', { 'content-type': 'application/json' })).rawPayload).toEqual(first.rawPayload)
    expect(counts).toEqual({ validations: 2, computes: 1 })
    await app.close()
  })

  it('a new data version goes the ordinary way: computed again, never the old answer', async () => {
    const { app, counts, post, newVersion } = await countingApp()
    await post({ id: 1 })
    await post({ id: 1 })
    newVersion()
    const after = await post({ id: 1 })
    expect(after.json()).toEqual({ id: 1, version: 2 })
    expect(counts).toEqual({ validations: 3, computes: 2 })
    await app.close()
  })

  it('a body that fails the schema is the 400 envelope every time, and never remembered', async () => {
    const { app, post } = await countingApp()
    await post({ id: 1 })
    for (const payload of [{ id: 1, extra: true }, { id: '1' }, { id: 1.5 }, {}, [1]]) {
      for (let i = 0; i < 2; i++) {
        const res = await post(payload)
        expect(res.statusCode, JSON.stringify(payload)).toBe(400)
        expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe('BAD_REQUEST')
      }
    }
    await app.close()
  })

  it('remembers at most VALID_BODIES bodies', async () => {
    const { app, counts, post } = await countingApp()
    for (let id = 0; id <= VALID_BODIES; id++) await post({ id })
    counts.validations = 0
    await post({ id: VALID_BODIES }) // remembered
    expect(counts.validations).toBe(0)
    await post({ id: 0 }) // the oldest, forgotten
    expect(counts.validations).toBe(2)
    await app.close()
  })
})

describe('fund-nav through the whole app', () => {
  it('the fast answer is the ordinary one, byte for byte and header for header, in every encoding', async () => {
    const app = await testApp()
    for (const encoding of ['br, gzip', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding }
      // Another app's first answer is the ordinary path (nothing cached, the body never seen).
      const fresh = await testApp()
      const ordinary = await fresh.inject({ method: 'POST', url: FUND_NAV, payload: body, headers })
      await fresh.close()
      await app.inject({ method: 'POST', url: FUND_NAV, payload: body, headers })
      const fast = await app.inject({ method: 'POST', url: FUND_NAV, payload: body, headers })
      expect(fast.statusCode).toBe(200)
      expect(fast.rawPayload, encoding).toEqual(ordinary.rawPayload)
      expect(headersOf(fast), encoding).toEqual(headersOf(ordinary))
    }
    expect(responses.fundNav.parse((await app.inject({ method: 'POST', url: FUND_NAV, payload: body })).json()).schemeName).toContain('Gamma')
    await app.close()
  })

  it('304 on If-None-Match, 400 on a malformed body, 404 stays 404', async () => {
    const app = await testApp()
    const first = await app.inject({ method: 'POST', url: FUND_NAV, payload: body })
    const etag = String(first.headers.etag)
    const revalidated = await app.inject({ method: 'POST', url: FUND_NAV, payload: body, headers: { 'if-none-match': etag } })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.body).toBe('')
    expect(revalidated.headers.etag).toBe(etag)
    expect((await app.inject({ method: 'POST', url: FUND_NAV, payload: body, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200)
    for (const payload of [{ ...body, extra: 1 }, { schemeCode: 'abc', amc_name: GAMMA }, { schemeCode: 300001 }]) {
      const res = await app.inject({ method: 'POST', url: FUND_NAV, payload })
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(errorEnvelopeSchema.parse(res.json()).error.message).toMatch(/^Invalid body/)
    }
    const broken = await app.inject({ method: 'POST', url: FUND_NAV, payload: '{"schemeCode":300001,', headers: { 'content-type': 'application/json' } })
    expect(broken.statusCode).toBe(400)
    for (let i = 0; i < 2; i++) {
      expect((await app.inject({ method: 'POST', url: FUND_NAV, payload: { schemeCode: 999999, amc_name: GAMMA } })).statusCode).toBe(404)
    }
    await app.close()
  })

  it('the rate limit counts fast answers like any other', async () => {
    const app = await testApp({ rateLimit: { ratePerSecond: 0.001, burst: 3 } })
    const codes: number[] = []
    for (let i = 0; i < 4; i++) codes.push((await app.inject({ method: 'POST', url: FUND_NAV, payload: body, remoteAddress: '198.51.100.7' })).statusCode)
    expect(codes).toEqual([200, 200, 200, 429])
    const refused = await app.inject({ method: 'POST', url: FUND_NAV, payload: body, remoteAddress: '198.51.100.7' })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(errorEnvelopeSchema.parse(refused.json()).error.code).toBe('RATE_LIMITED')
    // A refusal is an API answer like the others: the API's headers, and the limit's only header.
    expect(refused.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(refused.headers['x-data-source']).toBe('amfi')
    expect(Object.keys(refused.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([])
    await app.close()
  })

  it('a new import is never answered from the old data version', async () => {
    const db = fixtureDb('history-old.txt')
    const app = await testApp({ db })
    const before = await app.inject({ method: 'POST', url: FUND_NAV, payload: body })
    await app.inject({ method: 'POST', url: FUND_NAV, payload: body })
    const file = join(tempDir(), 'later.txt')
    writeFileSync(
      file,
      [
        'Scheme Code;Scheme Name;ISIN Div Payout/ISIN Growth;ISIN Div Reinvestment;Net Asset Value;Repurchase Price;Sale Price;Date',
        '',
        'Open Ended Schemes ( Equity Scheme - Mid Cap Fund )',
        '',
        GAMMA,
        '',
        '300001;Gamma Mid Cap Fund - Direct Plan - Growth;INF000C01AA1;;121.0000;;;06-Feb-2026',
        '',
      ].join('\n'),
    )
    importAmfi(db, file)
    app.dataState.refresh()
    const after = await app.inject({ method: 'POST', url: FUND_NAV, payload: body, headers: { 'if-none-match': String(before.headers.etag) } })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    const nav = responses.fundNav.parse(after.json())
    expect(nav.latestNAVDate).toBe('06-02-2026')
    expect(nav.navHistory.at(-1)?.nav).toBe('121.0000')
    db.close()
    await app.close()
  })
})
