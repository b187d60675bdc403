import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { injectFetch } from '../../server/site/server-render.ts'
import { canonicalPageUrl } from '../../server/site/page-address.ts'
import { analyticsResponses } from '../../common/contract/analytics-schemas.ts'
import type * as EntryServer from '../../src/entry-server.tsx'
import { fixtureUniverseDb, removeTempDirs, testApp } from './helpers.ts'

/**
 * The fund page's SIP calculator before any script runs (issue 28): the real server render
 * (src/entry-server.tsx, as `npm run build` bundles it) of the address its GET form submits, with the
 * API in-process on the e2e fixture universe. The lazy calculator and its results are in the HTML.
 */
type Bundle = typeof EntryServer

const PATH = `/fundchart/101011/${encodeURIComponent('HDFC Mutual Fund')}`
const head = () => ({ entry: '/assets/app.js', css: [], waitForStyles: '/assets/wait-for-styles.js', modules: [] })

let app: FastifyInstance
let bundle: Bundle

beforeAll(async () => {
  app = await testApp({ db: fixtureUniverseDb() })
  bundle = await import('../../src/entry-server.tsx')
  bundle.setApiFetch(injectFetch(app))
}, 120_000)

afterAll(async () => {
  bundle.setApiFetch(undefined)
  await app.close()
  removeTempDirs()
})

/** The page as the server renders it at the canonical address of `url`. */
async function renderPage(url: string) {
  const response = await bundle.render({ request: new Request(`http://localhost${canonicalPageUrl(url)}`), head, nonce: 'test' })
  const html = await response.text()
  // The calculator's part of the page: its section up to the end of the document's #root.
  const section = html.slice(html.indexOf('id="sip-calculator"'))
  return { status: response.status, html, section, location: response.headers.get('location') }
}

/** The `value` attribute of the named input of the calculator's form. */
const valueOf = (section: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(section)?.[1] ??
  new RegExp(`<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(section)?.[1]

const rupees = (value: number) => `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

describe("the fund page's calculator, rendered by the server", () => {
  it('renders the GET form (lazy code and all) with its named fields, before a Calculate', async () => {
    const { status, section } = await renderPage(`${PATH}?period=1Y`)
    expect(status).toBe(200)
    const form = /<form[^>]*>/.exec(section)?.[0] ?? ''
    expect(form).toContain('method="get"')
    expect(form).toContain(`action="${PATH}#sip-calculator"`)
    expect(valueOf(section, 'period')).toBe('1Y')
    expect(valueOf(section, 'amount')).toBe('10000')
    expect(section).toMatch(/<input[^>]*name="from"/)
    expect(section).toMatch(/<input[^>]*name="day"/)
    expect(section).not.toContain('SIP result')
  })

  it("renders the API's SIP answer for the address the form submits", async () => {
    const url = `${PATH}?period=1Y&calc=sip&amount=10000&from=2024-01-15&day=15`
    const { status, section, html } = await renderPage(url)
    expect(status).toBe(200)
    const answer = await app.inject({ method: 'POST', url: '/api/v1/mutual_fund/sip/', payload: { schemeCode: 101011, amount: 10_000, from: '15-01-2024', day: 15 } })
    const sip = analyticsResponses.sip.parse(answer.json()).data
    expect(section).toContain('SIP result')
    // In place, not in a hidden segment only a script would move into its boundary.
    expect(html).not.toMatch(/<!--\$[?!]-->|<template/)
    expect(section).toContain(rupees(sip.invested))
    expect(section).toContain(rupees(sip.value))
    expect(section).not.toContain('Calculating your SIP')
    expect(valueOf(section, 'amount')).toBe('10000')
    expect(valueOf(section, 'from')).toBe('2024-01-15')
    expect(valueOf(section, 'day')).toBe('15')
  })

  it('renders a lumpsum computed from the history', async () => {
    const { section } = await renderPage(`${PATH}?calc=lumpsum&amount=50000&from=2024-06-17&day=17`)
    expect(section).toContain('Lumpsum result')
    expect(section).toContain('Units bought')
    expect(section).toContain(rupees(50_000))
  })

  it("renders invalid inputs with the form's messages, not an error page", async () => {
    const { status, section } = await renderPage(`${PATH}?calc=sip&amount=50&from=2024-01-15&day=31`)
    expect(status).toBe(200)
    expect(section).toContain('Enter at least ₹100')
    expect(section).toContain('Choose a day from 1 to 28')
    expect(section).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="amount"|<input[^>]*name="amount"[^>]*aria-invalid="true"/)
    expect(section).not.toContain('SIP result')
  })

  it('tidies an amount typed with grouping into the address the router writes', async () => {
    const { status, location } = await renderPage(`${PATH}?calc=sip&amount=10%2C000&from=2024-01-15&day=15`)
    expect(status).toBeGreaterThanOrEqual(300)
    expect(status).toBeLessThan(400)
    expect(location).toContain('amount=10000')
  })
})
