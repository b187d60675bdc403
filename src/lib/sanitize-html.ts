import DOMPurify from 'dompurify'
import { createHtmlSanitizer } from '../../common/lib/html-sanitizer'

let sanitizer: ((html: string) => string) | undefined
let purify: typeof DOMPurify = DOMPurify

/** The server render has no window: it gives a DOMPurify over jsdom's (src/entry-server.tsx). */
export function setHtmlPurifier(instance: typeof DOMPurify): void {
  purify = instance
  sanitizer = undefined
}

/**
 * HTML from the API, cleaned in the browser before rendering. Our server has already cleaned it
 * with the same rules (lib/html-sanitizer.ts); this pass is defence in depth against any other.
 */
export function sanitizeHtml(html: string): string {
  sanitizer ??= createHtmlSanitizer(purify)
  return sanitizer(html)
}
