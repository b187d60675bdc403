/** A `tel:` link for a phone written for people ("+91 90000 00000"): digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
