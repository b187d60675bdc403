import { describe, expect, it } from 'vitest'
import { checkContact, contactAlerts, contactText, type ContactValues } from '@/features/contact/contact-message'

const valid: ContactValues = {
  firstName: 'Asha',
  lastName: 'Rao',
  phoneNumber: '9876543210',
  email: 'asha@example.com',
  message: 'Hello',
}

describe('checkContact', () => {
  it('uses the spec texts word for word', () => {
    expect(contactAlerts.required).toEqual({
      title: 'All fields are required',
      message: 'Please fill in all the fields before sending.',
    })
    expect(contactAlerts.phone).toEqual({
      title: 'Invalid phone number',
      message: 'Please enter a valid 10-digit phone number.',
    })
  })

  it.each(['firstName', 'lastName', 'phoneNumber', 'email', 'message'] as const)('requires %s (blank or spaces)', (field) => {
    expect(checkContact({ ...valid, [field]: '' })).toEqual({ ok: false, alert: contactAlerts.required })
    expect(checkContact({ ...valid, [field]: '  \n ' })).toEqual({ ok: false, alert: contactAlerts.required })
  })

  it('checks required fields before the phone', () => {
    expect(checkContact({ ...valid, phoneNumber: '12', email: '' })).toEqual({ ok: false, alert: contactAlerts.required })
  })

  it.each(['123456789', '12345678901', '98765 43210', '+919876543210', '98765-4321', '९८७६५४३२१०'])('refuses the phone %j', (phone) => {
    expect(checkContact({ ...valid, phoneNumber: phone })).toEqual({ ok: false, alert: contactAlerts.phone })
  })

  it('accepts exactly 10 digits and trims every value', () => {
    expect(checkContact({ ...valid, firstName: ' Asha ', phoneNumber: ' 9876543210 ' })).toEqual({ ok: true, values: valid })
  })
})

describe('contactText', () => {
  it('carries the name, the phone with +91, the email and the message', () => {
    expect(contactText(valid)).toBe(
      'Hello, I would like to get in touch.\nName: Asha Rao\nPhone: +91 9876543210\nEmail: asha@example.com\nMessage: Hello',
    )
  })
})
