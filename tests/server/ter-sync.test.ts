/**
 * The sync's monthly TER step (server/ingest/ter-sync.ts) against a fake AMFI on loopback: the
 * month's report is POSTed for with AMFI's form, imported once, not asked for again that month,
 * asked again the next month; a maintenance page or a failure changes nothing and does not fail
 * the NAV sync beside it.
 */
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../server/db/open-database.ts'
import { importAmfi } from '../../server/ingest/import-amfi.ts'
import { DEFAULT_TER_FORM } from '../../server/ingest/sync.ts'
import { syncTer, TER_MONTH_KEY, terRequest } from '../../server/ingest/ter-sync.ts'
import { createMetaRepository } from '../../server/repositories/meta-repository.ts'
import { fixture } from './helpers.ts'

const REPORT = readFileSync(fixture('ter/report-gamma.html'))
const MAINTENANCE = readFileSync(fixture('ter/maintenance.html'))
/** 12:00 in India on a day of October and of November 2026. */
const OCTOBER = Date.parse('2026-10-09T06:30:00Z')
const NOVEMBER = Date.parse('2026-11-03T06:30:00Z')

let server: Server
let url: string
let answer: Buffer
const requests: { method: string; body: string }[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      requests.push({ method: req.method ?? '', body })
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': answer.length }).end(answer)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/modules/LoadTERData`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

let db: Db
beforeEach(() => {
  db = openDatabase(':memory:')
  importAmfi(db, fixture('ter/nav.txt'), { today: '2026-10-09' })
  requests.length = 0
  answer = REPORT
})

const settings = () => ({ terUrl: url, terForm: DEFAULT_TER_FORM })
const events: Record<string, unknown>[] = []
const run = (at: number) => syncTer(db, settings(), { retries: 0, timeoutMs: 10_000 }, at, (event) => void events.push(event))
const terRows = () => db.prepare('SELECT COUNT(*) FROM ter_history').pluck().get() as number

describe('the monthly TER step', () => {
  it("POSTs AMFI's form for the India month, imports the report once, then waits for the next month", async () => {
    const version = createMetaRepository(db).read().dataVersion
    const first = await run(OCTOBER)
    expect(first.outcome).toBe('ok')
    expect(requests).toEqual([{ method: 'POST', body: 'MonthTER=10-2026&MF_ID=-1&NAV_ID=1&SchemeCat_Desc=-1' }])
    expect(terRows()).toBeGreaterThan(0)
    expect(createMetaRepository(db).read().dataVersion).toBe(version + 1)
    expect(createMetaRepository(db).value(TER_MONTH_KEY)).toBe('2026-10')
    expect(events.at(-1)).toMatchObject({ what: 'ter', outcome: 'ok', month: '2026-10' })

    expect(await run(OCTOBER + 86_400_000)).toEqual({ outcome: 'skipped', note: 'the TER report of 2026-10 is in' })
    expect(requests).toHaveLength(1)

    expect((await run(NOVEMBER)).outcome).toBe('ok')
    expect(requests.at(-1)!.body).toBe('MonthTER=11-2026&MF_ID=-1&NAV_ID=1&SchemeCat_Desc=-1')
  })

  it("a maintenance page writes nothing, is logged with why, and is asked for again at the next slot", async () => {
    answer = MAINTENANCE
    const failed = await run(OCTOBER)
    expect(failed.outcome).toBe('failed')
    expect(terRows()).toBe(0)
    expect(createMetaRepository(db).value(TER_MONTH_KEY)).toBeNull()
    expect(events.at(-1)).toMatchObject({ what: 'ter', outcome: 'failed', error: expect.stringMatching(/TER table/) })
    answer = REPORT
    expect((await run(OCTOBER + 3_600_000)).outcome).toBe('ok')
    expect(requests).toHaveLength(2)
  })

  it('fills {month} and {year} in a GET address when no form is set; off when the address is empty', async () => {
    expect(terRequest({ terUrl: 'https://x/ter?m={month}&y={year}', terForm: '' }, NOVEMBER)).toEqual({ url: 'https://x/ter?m=11&y=2026', form: undefined })
    expect(await syncTer(db, { terUrl: '', terForm: '' }, {}, OCTOBER, () => {})).toEqual({ outcome: 'skipped', note: 'AMFI_TER_URL is off' })
  })
})
