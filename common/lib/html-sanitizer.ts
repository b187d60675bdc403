import type { DOMPurify } from 'dompurify'

/**
 * The rules for HTML from the content store (fund-house descriptions, FAQ answers), for both ends: the
 * server cleans each HTML field as it loads the store (server/content/), the browser again before
 * rendering (lib/sanitize-html.ts) in case another server sends it. Formatting and links survive;
 * whatever can run code or load things is dropped. Each end passes its own DOMPurify (the page's window,
 * or jsdom's); a sanitiser is a closure over its instance, so the link hook is added exactly once.
 */
export const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'span']
export const ALLOWED_ATTR = ['href', 'title']

/**
 * An href as a browser reads it: leading and trailing spaces and control characters are ignored,
 * tabs and newlines anywhere are removed, and in a path a backslash counts as a slash.
 */
function hrefAsBrowsersRead(href: string): string {
  let start = 0
  let end = href.length
  while (start < end && href.charCodeAt(start) <= 0x20) start++
  while (end > start && href.charCodeAt(end - 1) <= 0x20) end--
  return href.slice(start, end).replace(/[\t\n\r]/g, '')
}

/**
 * DOMPurify parses in an inert document, yet a <base> element inserted there is still checked
 * against the page's CSP (base-uri 'self') and logs a violation. It is not allowed anyway: renamed
 * to an unknown element, it is dropped like any other without touching the document's base URL.
 */
const BASE_START_OR_END_TAG = /<(\/?)base(?=[\s/>]|$)/gi

/** http(s), mailto and tel addresses, and paths of this site (not `//host` nor `/\host`, which leave it). */
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?![/\\]))/i

export function createHtmlSanitizer(purify: DOMPurify): (html: string) => string {
  // Links leave the site safely: new tab without access to this window, http(s)/mailto/tel only.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? ''
      if (!SAFE_HREF.test(hrefAsBrowsersRead(href))) node.removeAttribute('href')
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
  return (html) =>
    purify.sanitize(html.replace(BASE_START_OR_END_TAG, '<$1x-base'), { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false })
}
