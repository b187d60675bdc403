import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '@/lib/sanitize-html'

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
