import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '@/lib/sanitize-html'
import { XSS_PAYLOADS } from '../e2e/support/xss-payloads'

describe('sanitizeHtml', () => {
  it('keeps formatting and makes links safe', () => {
    const html = sanitizeHtml('<p>Read <strong>this</strong> <a href="https://www.amfiindia.com/">AMFI</a></p>')
    expect(html).toContain('<strong>this</strong>')
    expect(html).toContain('rel="noopener noreferrer"')
    expect(html).toContain('target="_blank"')
  })

  it('drops scripts, handlers and script URLs', () => {
    const html = sanitizeHtml(
      '<img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a><svg><script>alert(1)</script></svg>',
    )
    expect(html).not.toMatch(/script|onerror|javascript:|<img|<svg/i)
  })
})

describe('sanitizeHtml against the XSS corpus of the browser tests', () => {
  it('keeps only paths of this site and http(s)/mailto/tel links', () => {
    const hrefOf = (href: string) => {
      const host = document.createElement('div')
      host.innerHTML = sanitizeHtml(`<a href="${href}">x</a>`)
      return host.querySelector('a')?.getAttribute('href') ?? null
    }
    for (const kept of ['/faq', '/amcs?x=1', 'https://www.amfiindia.com/', 'mailto:help@example.com', 'tel:+919000000000']) {
      expect(hrefOf(kept), kept).toBe(kept)
    }
    for (const dropped of ['//evil.example/', '/\\evil.example/', '/&#x09;/evil.example/', ' //evil.example/', '\n/\n/evil.example/', 'javascript:alert(1)', ' java\nscript:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      expect(hrefOf(dropped), JSON.stringify(dropped)).toBeNull()
    }
  })

  it('drops <base> before it reaches the parser', () => {
    expect(sanitizeHtml('<p>a</p><BASE href="https://evil.example/"><base/href=x></base><p>b</p>')).toBe('<p>a</p><p>b</p>')
  })

  it.each(XSS_PAYLOADS.map((payload) => [payload.id, payload] as const))('payload %s leaves formatting only', (_id, payload) => {
    const host = document.createElement('div')
    host.innerHTML = sanitizeHtml(payload.html)
    for (const element of Array.from(host.querySelectorAll('*'))) {
      expect(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'span']).toContain(element.localName)
      for (const attribute of Array.from(element.attributes)) expect(['href', 'title', 'target', 'rel']).toContain(attribute.name)
    }
    for (const text of payload.keep ?? []) expect(host.textContent).toContain(text)
  })
})
