import { COUNTRY_CODE, isValidPhone } from '@/lib/whatsapp'

export type ContactValues = {
  firstName: string
  lastName: string
  phoneNumber: string
  email: string
  message: string
}

export const contactFields = ['firstName', 'lastName', 'phoneNumber', 'email', 'message'] as const

/** Spec section 5, word for word. */
export const contactAlerts = {
  required: { title: 'All fields are required', message: 'Please fill in all the fields before sending.' },
  phone: { title: 'Invalid phone number', message: 'Please enter a valid 10-digit phone number.' },
} as const

export type ContactCheck =
  | { ok: true; values: ContactValues }
  | { ok: false; alert: (typeof contactAlerts)[keyof typeof contactAlerts] }

/**
 * Our own check behind the browser's `required`: it also catches whitespace-only answers, which
 * the browser accepts. Returns the trimmed values, or the alert to show.
 */
export function checkContact(raw: ContactValues): ContactCheck {
  const values = Object.fromEntries(contactFields.map((field) => [field, raw[field].trim()])) as ContactValues
  if (contactFields.some((field) => values[field] === '')) return { ok: false, alert: contactAlerts.required }
  if (!isValidPhone(values.phoneNumber)) return { ok: false, alert: contactAlerts.phone }
  return { ok: true, values }
}

/** The pre-filled WhatsApp text: name, the phone with +91, email and message. */
export function contactText(values: ContactValues): string {
  return [
    'Hello, I would like to get in touch.',
    `Name: ${values.firstName} ${values.lastName}`,
    `Phone: +${COUNTRY_CODE} ${values.phoneNumber}`,
    `Email: ${values.email}`,
    `Message: ${values.message}`,
  ].join('\n')
}
