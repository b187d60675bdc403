/**
 * Enquiries and contact messages are not sent to a backend: they open a pre-filled WhatsApp
 * message to the business number. Phones get the app link, desktops WhatsApp Web.
 */
export type WhatsAppTarget = 'app' | 'web'

/** India's country code: the spec sends numbers with +91. */
export const COUNTRY_CODE = '91'

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i

export function whatsAppTargetFor(userAgent: string): WhatsAppTarget {
  return MOBILE_UA.test(userAgent) ? 'app' : 'web'
}

/**
 * The send link. `text` is URL-encoded as a whole, so no input (&, #, newlines, emoji,
 * Devanagari, quotes) can break out of the parameter or add another one.
 */
export function whatsAppUrl(businessNumber: string, text: string, target: WhatsAppTarget): string {
  const phone = `${COUNTRY_CODE}${businessNumber.replace(/\D/g, '')}`
  const query = `phone=${phone}&text=${encodeURIComponent(text)}`
  return target === 'app' ? `whatsapp://send?${query}` : `https://web.whatsapp.com/send?${query}`
}

/** Exactly 10 digits, the rule of both forms (section 5 of the spec). */
export function isValidPhone(phone: string): boolean {
  return /^\d{10}$/.test(phone.trim())
}

/** Opens the link: the app scheme in place (the OS hands it over), WhatsApp Web in a new tab. */
export function openWhatsApp(url: string): void {
  if (url.startsWith('whatsapp:')) {
    window.location.href = url
  } else {
    window.open(url, '_blank', 'noopener,noreferrer')
  }
}
