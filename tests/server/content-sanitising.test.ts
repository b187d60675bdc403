/**
 * The content store's HTML is cleaned where it enters (server/content/sanitize-content.ts): the 59
 * payloads of the browser tests' XSS corpus, written as a real content store by the same builder
 * the XSS test server uses, go through loadContent and the API, and what comes out is checked by
 * an independent parse (jsdom) against the test's own allow-list, not the sanitiser's.
 */
import { JSDOM } from 'jsdom'
import { afterAll, describe, expect, it } from 'vitest'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadContent } from '../../server/content/load-content.ts'
import { endpointPath } from '../../common/contract/endpoints.ts'
import { buildApp } from '../../server/app.ts'
import { openDatabase } from '../../server/db/open-database.ts'
import { buildXssContent } from '../e2e/support/build-xss-content.ts'
import { wrapPayload, XSS_FUND_HOUSE, XSS_PAYLOADS } from '../e2e/support/xss-payloads.ts'
import { removeTempDirs, tempDir } from './helpers.ts'

afterAll(removeTempDirs)

const HARMLESS_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'span'])
const HARMLESS_ATTRIBUTES = new Set(['href', 'title', 'target', 'rel'])

/** Everything in `html` a browser would parse into something other than formatting and safe links. */
function dangerIn(html: string): string[] {
  const { document } = new JSDOM(`<!doctype html><body><div id="host"></div></body>`).window
  const host = document.getElementById('host')!
  host.innerHTML = html
  const problems: string[] = []
  for (const element of Array.from(host.querySelectorAll('*'))) {
    if (!HARMLESS_TAGS.has(element.localName)) problems.push(`<${element.localName}>`)
    for (const attribute of Array.from(element.attributes)) {
      if (!HARMLESS_ATTRIBUTES.has(attribute.name)) problems.push(`<${element.localName} ${attribute.name}>`)
    }
    const href = element.getAttribute('href')
    if (href !== null && !/^(https?:|mailto:|tel:|\/(?![/\\]))/i.test(href.trim())) problems.push(`href ${href}`)
  }
  // Markup left as text is harmless, but a handler name inside an element is not.
  if (/<[a-z][^>]*\son\w+\s*=/i.test(host.innerHTML)) problems.push('inline handler in the markup')
  return problems
}

const textOf = (html: string) => {
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window
  return document.body.textContent ?? ''
}

describe('the content loader cleans HTML fields', () => {
  const dir = join(tempDir('mf-xss-content-'), 'content')
  buildXssContent(dir)
  const content = loadContent(dir)

  it.each(XSS_PAYLOADS.map((payload) => [payload.id, payload] as const))('FAQ answer with payload %s keeps formatting only', (id, payload) => {
    const item = content.faq.find((entry) => entry.question.startsWith(`Payload ${id}:`))
    expect(item).toBeDefined()
    expect(dangerIn(item!.answer)).toEqual([])
    const text = textOf(item!.answer)
    for (const kept of [`[${id}] before`, ...(payload.keep ?? []), `[${id}] after`]) expect(text).toContain(kept)
  })

  it('cleans the fund-house description holding every payload at once, and keeps its text', () => {
    const override = content.fundHouses.get(XSS_FUND_HOUSE.fundHouseName)
    expect(override?.description).toBeDefined()
    expect(dangerIn(override!.description!)).toEqual([])
    const text = textOf(override!.description!)
    for (const payload of XSS_PAYLOADS) {
      for (const kept of [`[${payload.id}] before`, ...(payload.keep ?? []), `[${payload.id}] after`]) expect(text).toContain(kept)
    }
  })

  it('leaves clean HTML as it was, apart from safe-link attributes', () => {
    const clean = '<p>Read <strong>this</strong> and <em>that</em>.</p><ul><li>one</li></ul>'
    const item = loadContent(writeFaq([{ question: 'q', answer: clean }])).faq[0]
    expect(item?.answer).toBe(clean)
    const linked = loadContent(writeFaq([{ question: 'q', answer: '<a href="https://www.amfiindia.com/">AMFI</a>' }])).faq[0]
    expect(linked?.answer).toBe('<a href="https://www.amfiindia.com/" target="_blank" rel="noopener noreferrer">AMFI</a>')
  })

  it('serves only cleaned HTML from the API', async () => {
    const app = await buildApp({ db: openDatabase(':memory:'), contentDir: dir, rateLimit: false })
    try {
      const response = await app.inject({ method: 'GET', url: endpointPath('faq') })
      expect(response.statusCode).toBe(200)
      const answers = (response.json() as { data: { answer: string }[] }).data.map((item) => item.answer)
      expect(answers).toHaveLength(XSS_PAYLOADS.length + 1)
      for (const answer of answers) expect(dangerIn(answer)).toEqual([])
      expect(answers.join('')).not.toContain(wrapPayload(XSS_PAYLOADS[0]!))
    } finally {
      await app.close()
    }
  })
})

function writeFaq(items: { question: string; answer: string }[]): string {
  const dir = tempDir('mf-faq-')
  writeFileSync(join(dir, 'faq.json'), JSON.stringify(items))
  return dir
}
