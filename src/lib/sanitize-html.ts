import DOMPurify from 'dompurify'

/**
 * HTML from the API (fund-house descriptions, FAQ answers) comes from a content store a person
 * edits: keep formatting and links, drop everything that can run code or load things.
 */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'span']
const ALLOWED_ATTR = ['href', 'title']

let hooked = false

export function sanitizeHtml(html: string): string {
  if (!hooked) {
    // Links leave the site safely: new tab without access to this window, http(s)/mailto/tel only.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const href = node.getAttribute('href') ?? ''
        if (!/^(https?:|mailto:|tel:|\/(?!\/))/i.test(href)) node.removeAttribute('href')
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      }
    })
    hooked = true
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false })
}
