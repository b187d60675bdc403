import { isValidPhone } from '@/lib/whatsapp'

/** The popup opens this often (spec section 9) until the visitor dismisses it. */
export const ENQUIRY_INTERVAL_MS = 30_000

export type EnquiryValues = { name: string; phone: string; details: string }

export const emptyEnquiry: EnquiryValues = { name: '', phone: '', details: '' }

/** The alert of spec section 5 for the first rule the values break, or null when they are fine. */
export function enquiryProblem(values: EnquiryValues): { title: string; message: string } | null {
  if (!values.name.trim() || !values.phone.trim() || !values.details.trim()) {
    return { title: 'Error', message: 'Please fill out all fields.' }
  }
  if (!isValidPhone(values.phone)) return { title: 'Error', message: 'Enter a valid phone number' }
  return null
}

export const ENQUIRY_SUCCESS = 'Your enquiry has been sent successfully!'

/** The pre-filled WhatsApp text. whatsAppUrl encodes it, so any input is safe here. */
export function enquiryMessage(values: EnquiryValues): string {
  return [
    'Hello, I would like more details about mutual funds.',
    `Name: ${values.name.trim()}`,
    `Phone: +91 ${values.phone.trim()}`,
    `Details: ${values.details.trim()}`,
  ].join('\n')
}

const DISMISSED_KEY = 'mf-explorer:enquiry-dismissed'

/** Dismissal lasts for the browser session: the popup does not follow the visitor from page to page. */
export function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

export function rememberDismissed(): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, '1')
  } catch {
    // Storage blocked: the dismissal then lasts for this page only.
  }
}
