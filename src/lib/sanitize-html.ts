import DOMPurify from 'dompurify'

/**
 * HTML from the API (fund-house descriptions, FAQ answers) comes from a content store a person
 * edits: keep formatting and links, drop everything that can run code or load things.
 */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'span']
const ALLOWED_ATTR = ['href', 'title']

let hooked = false

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

export function sanitizeHtml(html: string): string {
  if (!hooked) {
    // Links leave the site safely: new tab without access to this window, http(s)/mailto/tel only.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const href = node.getAttribute('href') ?? ''
        if (!SAFE_HREF.test(hrefAsBrowsersRead(href))) node.removeAttribute('href')
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      }
    })
    hooked = true
  }
  return DOMPurify.sanitize(html.replace(BASE_START_OR_END_TAG, '<$1x-base'), { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false })
}
