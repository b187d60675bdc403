/**
 * The content store's HTML fields, cleaned once where they enter with the site's own rules
 * (common/lib/html-sanitizer.ts) on DOMPurify over a jsdom window, so no answer carries markup that
 * could run. Browsers clean again; with nothing left to remove, their pass cannot trip the page's CSP
 * (Chromium 156 reports inline handlers that DOMPurify merely parses in its inert document).
 */
import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import { createHtmlSanitizer } from '../../common/lib/html-sanitizer.ts'

let sanitizer: ((html: string) => string) | undefined

export function sanitizeContentHtml(html: string): string {
  if (!sanitizer) {
    const { window } = new JSDOM('<!doctype html>')
    sanitizer = createHtmlSanitizer(createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]))
  }
  return sanitizer(html)
}
