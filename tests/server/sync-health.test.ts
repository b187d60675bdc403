/**
 * GET /healthz and GET /readyz (server/routes/health-routes.ts): outside /api/, never rate limited,
 * JSON, never cached; /readyz is 503 with a reason until the database is open and holds NAVs.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { healthSchema, readinessSchema } from '../../common/contract/schemas.ts'
import { isoToDmy } from '../../common/figures/dates.ts'
import { buildApp } from '../../server/app.ts'
import { openDatabase } from '../../server/db/open-database.ts'
import { fixtureDb, removeTempDirs, staticDir } from './helpers.ts'

afterAll(removeTempDirs)

describe('health endpoints', () => {
  it('/healthz: {ok: true} while the process serves; /readyz: the latest NAV date', async () => {
    const db = fixtureDb('history-old.txt')
    const app = await buildApp({ db, staticDir: staticDir() })
    const health = await app.inject({ method: 'GET', url: '/healthz' })
    expect(health.statusCode).toBe(200)
    expect(health.json()).toEqual({ ok: true })
    expect(healthSchema.safeParse(health.json()).success).toBe(true)
    expect(health.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(health.headers['cache-control']).toBe('no-store')
    expect((await app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200)

    const ready = await app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ ok: true, latestNavDate: isoToDmy(app.dataState.current().latestNavDate!) })
    expect(readinessSchema.safeParse(ready.json()).success).toBe(true)
    expect(ready.headers['cache-control']).toBe('no-store')
    await app.close()
    db.close()
  })

  it('/readyz: 503 with a reason on an empty database, or a closed one', async () => {
    const empty = openDatabase(':memory:')
    const app = await buildApp({ db: empty })
    const ready = await app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toEqual({ ok: false, reason: 'the database holds no NAVs yet' })
    expect(readinessSchema.safeParse(ready.json()).success).toBe(true)

    empty.close()
    const closed = await app.inject({ method: 'GET', url: '/readyz' })
    expect(closed.statusCode).toBe(503)
    expect(closed.json()).toEqual({ ok: false, reason: 'the database is closed' })
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    await app.close()
  })

  it('is never rate limited, where the API is', async () => {
    const db = fixtureDb('history-old.txt')
    const app = await buildApp({ db, rateLimit: { ratePerSecond: 0.001, burst: 1 } })
    expect((await app.inject({ method: 'GET', url: '/api/v1/meta' })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/api/v1/meta' })).statusCode).toBe(429)
    for (let i = 0; i < 20; i++) {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)
    }
    await app.close()
    db.close()
  })
})
