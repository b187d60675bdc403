/**
 * A content store carrying the XSS corpus (xss-payloads.ts), for the second browser-test server
 * (playwright.config.ts): a copy of content/ whose faq.json holds one question per payload, and a
 * fund-house override (fund-houses/xss.json) whose description holds every payload at once and whose
 * key features carry markup as plain text. The server reads it like any edited content, so
 * the payloads reach the browser through the real API, not through route interception.
 *
 * Usage: tsx tests/e2e/support/build-xss-content.ts <content dir>   (replaces that directory)
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { wrapPayload, XSS_FUND_HOUSE, XSS_PAYLOADS, XSS_QUESTION_TEXT } from './xss-payloads.ts'

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

export function buildXssContent(dir: string): void {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  cpSync(join(REPO_ROOT, 'content'), dir, { recursive: true })

  const faq = [
    ...XSS_PAYLOADS.map((payload) => ({ question: `Payload ${payload.id}: ${payload.name}`, answer: wrapPayload(payload) })),
    { question: XSS_QUESTION_TEXT, answer: '<p>[question] The question above is markup shown as text.</p>' },
  ]
  writeFileSync(join(dir, 'faq.json'), `${JSON.stringify(faq, null, 2)}\n`)

  mkdirSync(join(dir, 'fund-houses'), { recursive: true })
  const override = {
    fund_house_name: XSS_FUND_HOUSE.fundHouseName,
    description: XSS_PAYLOADS.map(wrapPayload).join('\n'),
    key_features: [
      `Website: javascript:alert('xss-kf1')`,
      `Markup: <img src=x onerror=alert('xss-kf2')>`,
      `Link: https://www.hdfcfund.com/"><script>alert('xss-kf3')</script>`,
    ].join('\n'),
  }
  writeFileSync(join(dir, 'fund-houses', 'xss.json'), `${JSON.stringify(override, null, 2)}\n`)
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? '')) {
  const dir = resolve(process.argv[2] ?? '.e2e/data-xss/content')
  buildXssContent(dir)
  console.error(`[e2e] XSS content store ${dir}: ${XSS_PAYLOADS.length} payloads`)
}
