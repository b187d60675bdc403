import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpointPath, endpoints, type EndpointName } from '../../common/contract/endpoints'
import { errorEnvelopeSchema, responses } from '../../common/contract/schemas'
import { monogramSvg } from '../../common/lib/monogram-svg'
import { handlers } from '@mocks/handlers'
import { isinCheckDigit, isinOf } from '@mocks/fixtures'

/**
 * The handlers through a real fetch, as the client calls them. A server of our own (not the shared
 * one of tests/setup.ts) keeps this file independent of whatever the setup does.
 */
const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const ORIGIN = 'http://localhost'
const HDFC = 'HDFC Mutual Fund'

type Sample = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown }

/** One valid request per call; typed by EndpointName so a new call cannot go untested. */
const samples: Record<EndpointName, Sample> = {
  blogs: {},
  homeFundHouses: {},
  trendings: {},
  team: {},
  faq: {},
  testimonials: {},
  fundHouses: {},
  fundHouseDetails: { params: { id: '1' } },
  allFundsByAmc: { body: { amc_name: HDFC } },
  fundsByCategory: { body: { category: 'equity' } },
  fundNav: { body: { schemeCode: 101011, amc_name: HDFC } },
  fundsByAmc: { body: { amc_name: HDFC } },
  meta: {},
  performance: { params: { schemeCode: '101011' } },
  search: { query: { q: 'hdfc large', limit: '5' } },
  sip: { body: { schemeCode: 101011, amount: 5000, from: '10-01-2024', day: 10 } },
  fundHouseReturns: { params: { id: '1' } },
  collectionReturns: { params: { category: 'large' } },
  costs: { params: { schemeCode: '101012' } },
  scheme: { params: { schemeCode: '101011' } },
  schemesByIsin: { query: { isin: `${isinOf(101011)},${isinOf(101012)}` } },
}

function urlOf(name: EndpointName, params: Record<string, string> = {}, origin = ORIGIN, query?: Record<string, string>): string {
  const path = endpointPath(name).replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''))
  return origin + path + (query ? `?${new URLSearchParams(query)}` : '')
}

function send(name: EndpointName, { params, query, body }: Sample = {}, origin = ORIGIN): Promise<Response> {
  const { method } = endpoints[name]
  return fetch(urlOf(name, params, origin, query), {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function expectError(response: Response, status: number) {
  expect(response.status).toBe(status)
  const parsed = errorEnvelopeSchema.safeParse(await response.json())
  expect(parsed.success).toBe(true)
  expect(parsed.data?.error.code).toBe(status === 400 ? 'BAD_REQUEST' : 'NOT_FOUND')
}

describe('every call answers a body that parses with its shared response schema', () => {
  it.each(Object.keys(endpoints) as EndpointName[])('%s', async (name) => {
    const response = await send(name, samples[name])
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const parsed = responses[name].safeParse(await response.json())
    expect(parsed.error?.issues).toBeUndefined()
  })

  it('answers on any origin', async () => {
    for (const origin of ['http://localhost:3000', 'https://api.example.com']) {
      expect((await send('blogs', {}, origin)).status).toBe(200)
      expect((await send('fundNav', samples.fundNav, origin)).status).toBe(200)
    }
  })

  it('answers every collection and the empty-history and nameless schemes', async () => {
    for (const category of ['equity', 'large', 'mid', 'small', 'tax']) {
      const body = await (await send('fundsByCategory', { body: { category } })).json()
      expect(responses.fundsByCategory.parse(body).length).toBeGreaterThanOrEqual(8)
    }
    const empty = await send('fundNav', { body: { schemeCode: '104901', amc_name: 'Axis Mutual Fund' } })
    expect(responses.fundNav.parse(await empty.json()).navHistory).toEqual([])
    const nameless = await send('fundNav', { body: { schemeCode: 102901, amc_name: 'ICICI Prudential Mutual Fund' } })
    expect(responses.fundNav.safeParse(await nameless.json()).success).toBe(true)
  })

  it('answers every call at once (speed is measured by the benches, not here)', async () => {
    const bodies = await Promise.all(
      (Object.keys(endpoints) as EndpointName[]).map(async (name) => (await send(name, samples[name])).json()),
    )
    expect(bodies).toHaveLength(Object.keys(endpoints).length)
  })

  it('analytics: 404 for an unknown scheme, 400 for bad input, like the server', async () => {
    await expectError(await send('performance', { params: { schemeCode: '999999' } }), 404)
    await expectError(await send('performance', { params: { schemeCode: 'abc' } }), 400)
    await expectError(await send('search', { query: { q: '' } }), 400)
    await expectError(await send('search', { query: { q: 'x'.repeat(101) } }), 400)
    await expectError(await send('sip', { body: { schemeCode: 101011, amount: 0, from: '01-01-2025' } }), 400)
    await expectError(await send('sip', { body: { schemeCode: 101011, amount: 1000, from: '01-01-2025', to: '01-01-2024' } }), 400)
    await expectError(await send('sip', { body: { schemeCode: 999999, amount: 1000, from: '01-01-2025' } }), 404)
  })

  it('list returns and a scheme\'s reference: 404 for an unknown house or scheme, 400 for bad input, like the server', async () => {
    await expectError(await send('fundHouseReturns', { params: { id: '999' } }), 404)
    for (const id of ['abc', '0', '-1', '1.5']) await expectError(await send('fundHouseReturns', { params: { id } }), 400)
    for (const category of ['gold', 'EQUITY', 'flexi']) await expectError(await send('collectionReturns', { params: { category } }), 400)
    await expectError(await send('scheme', { params: { schemeCode: '999999' } }), 404)
    for (const schemeCode of ['abc', '0', '1.5']) await expectError(await send('scheme', { params: { schemeCode } }), 400)
  })

  it('schemes by ISIN: the fixtures\' growth ISINs, folded and in ISIN order; unknown ones left out; 400 naming a bad one, like the server', async () => {
    const direct = isinOf(101011)!
    const regular = isinOf(101012)!
    expect(direct).toMatch(/^INF101011M0\d$/)
    // ISO 6166's check digit, as real ISINs carry it (Apple's, an HDFC fund's).
    expect([isinCheckDigit('US037833100'), isinCheckDigit('INF179K01BE'), Number(direct.at(-1))]).toEqual([5, 2, isinCheckDigit(direct.slice(0, 11))])
    // Not in the e2e database, so none: the nameless scheme and the new fund offer without NAVs.
    expect([isinOf(102901), isinOf(104901)]).toEqual([null, null])
    const body = await (await send('schemesByIsin', { query: { isin: `${regular},INF999Z01ZZ9,${direct.toLowerCase()},${regular}` } })).json()
    expect(responses.schemesByIsin.parse(body).data).toEqual(
      [
        { isin: direct, schemeCode: 101011, schemeName: 'HDFC Large Cap Fund - Direct Plan - Growth', plan: 'Direct', option: 'Growth' },
        { isin: regular, schemeCode: 101012, schemeName: 'HDFC Large Cap Fund - Regular Plan - Growth', plan: 'Regular', option: 'Growth' },
      ].sort((a, b) => (a.isin < b.isin ? -1 : 1)),
    )
    for (const isin of ['', 'INF101011M0', Array(51).fill(direct).join(',')]) await expectError(await send('schemesByIsin', { query: { isin } }), 400)
    const bad = await send('schemesByIsin', { query: { isin: `${direct},XX` } })
    expect(((await bad.json()) as { error: { message: string } }).error.message).toContain('"XX" (ISIN 2 of 2) is not an ISIN')
  })

  it('list returns: the rows of all-funds-by-amc and funds-by-category, in order, with the performance 1Y/3Y/5Y', async () => {
    const json = async (name: EndpointName, sample: Sample) => (await send(name, sample)).json()
    const house = responses.fundHouseReturns.parse(await json('fundHouseReturns', { params: { id: '4' } })).data
    const funds = responses.allFundsByAmc.parse(await json('allFundsByAmc', { body: { amc_name: 'Axis Mutual Fund' } }))
    expect(house.map((r) => r.schemeCode)).toEqual(funds.map((f) => f.schemeCode))
    for (const category of ['equity', 'large', 'mid', 'small', 'tax']) {
      const rows = responses.collectionReturns.parse(await json('collectionReturns', { params: { category } })).data
      const list = responses.fundsByCategory.parse(await json('fundsByCategory', { body: { category } }))
      expect(rows.map((r) => r.schemeCode)).toEqual(list.map((f) => f.schemeCode))
    }
    for (const code of [104011, 104012, 104101]) {
      const figures = responses.performance.parse(await json('performance', { params: { schemeCode: String(code) } })).data
      const value = (period: string) => figures.returns.find((r) => r.period === period)!.value
      const costs = responses.costs.parse(await json('costs', { params: { schemeCode: String(code) } })).data!
      expect(house.find((r) => r.schemeCode === code)).toEqual({
        schemeCode: code,
        plan: figures.plan,
        option: figures.option,
        return1Y: value('1Y'),
        return3Y: value('3Y'),
        return5Y: value('5Y'),
        // The TER the costs call says is in force, and its date.
        ter: costs.ter.total,
        terAsOf: costs.asOf,
      })
    }
    // The new fund offer has no figures and no TER: its row is there, with nulls.
    expect(house.find((r) => r.schemeCode === 104901)).toMatchObject({ return1Y: null, return3Y: null, return5Y: null, ter: null, terAsOf: null })
    expect(responses.fundHouseReturns.parse(await json('fundHouseReturns', { params: { id: '11' } })).data).toEqual([])
  })

  it("a scheme's reference is its search hit", async () => {
    const [hit] = responses.search.parse(await (await send('search', { query: { q: 'axis large direct' } })).json()).data
    expect(hit).toMatchObject({ kind: 'scheme', schemeCode: 104011, schemeName: 'Axis Large Cap Fund - Direct Plan - Growth' })
    const reference = responses.scheme.parse(await (await send('scheme', { params: { schemeCode: '104011' } })).json()).data
    expect(reference).toEqual(hit)
  })

  it('analytics: the search finds by words in any order and the SIP values the installments', async () => {
    const hits = responses.search.parse(await (await send('search', { query: { q: 'large hdfc dir' } })).json()).data
    expect(hits[0]).toMatchObject({ kind: 'scheme', schemeName: 'HDFC Large Cap Fund - Direct Plan - Growth' })
    const sip = responses.sip.parse(await (await send('sip', samples.sip)).json()).data
    expect(sip.installments).toBe(sip.schedule.length)
    expect(sip.invested).toBe(5000 * sip.installments)
  })
})

describe('empty lists', () => {
  it.each(['allFundsByAmc', 'fundsByAmc'] as const)('%s answers [] for an unknown or fund-less house', async (name) => {
    for (const amc_name of ['Nonexistent Mutual Fund', 'Shriram Mutual Fund']) {
      const response = await send(name, { body: { amc_name } })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual([])
    }
  })
})

describe('bad requests answer 400 with the error envelope', () => {
  it.each([
    ['malformed JSON', 'allFundsByAmc', '{"amc_name":'],
    ['an empty body', 'fundsByAmc', ''],
    ['a missing field', 'allFundsByAmc', {}],
    ['an unknown field', 'fundsByAmc', { amc_name: HDFC, extra: 1 }],
    ['an unknown collection', 'fundsByCategory', { category: 'gold' }],
    ['a non-numeric scheme code', 'fundNav', { schemeCode: 'abc', amc_name: HDFC }],
    ['a blank amc_name', 'fundNav', { schemeCode: 101011, amc_name: '  ' }],
  ] as const)('%s', async (_label, name, body) => {
    await expectError(await send(name, { body }), 400)
  })

  it.each(['abc', '0', '-1', '1.5'])('a fund-house id of "%s"', async (id) => {
    await expectError(await send('fundHouseDetails', { params: { id } }), 400)
  })
})

describe('unknown things answer 404 with the error envelope', () => {
  it('an unknown fund-house id', async () => {
    await expectError(await send('fundHouseDetails', { params: { id: '999' } }), 404)
  })

  it('an unknown scheme code', async () => {
    await expectError(await send('fundNav', { body: { schemeCode: 999999, amc_name: HDFC } }), 404)
  })

  it('an unknown fund house in fund-nav', async () => {
    await expectError(await send('fundNav', { body: { schemeCode: 101011, amc_name: 'Nonexistent Mutual Fund' } }), 404)
  })

  it("a scheme asked for under another house's name", async () => {
    await expectError(await send('fundNav', { body: { schemeCode: 101011, amc_name: 'SBI Mutual Fund' } }), 404)
  })
})

describe('logos', () => {
  it('answers the monogram of a known fund house as SVG', async () => {
    const response = await fetch(`${ORIGIN}/logos/hdfc-mutual-fund.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    expect(await response.text()).toBe(monogramSvg(HDFC))
  })

  it('answers 404 for an unknown logo', async () => {
    expect((await fetch(`${ORIGIN}/logos/nobody-mutual-fund.svg`)).status).toBe(404)
  })
})
