import { describe, expect, it } from 'vitest'
import { emptyEnquiry, enquiryMessage, enquiryProblem } from '@/features/enquiry/enquiry'
import { isValidPhone, whatsAppTargetFor, whatsAppUrl } from '@/lib/whatsapp'

const params = (url: string) => new URL(url.replace(/^whatsapp:\/\/send/, 'https://x/send')).searchParams

describe('whatsAppUrl', () => {
  it('sends to the configured number with +91 on the web or app link', () => {
    expect(whatsAppUrl('9000000000', 'Hi', 'web')).toBe('https://web.whatsapp.com/send?phone=919000000000&text=Hi')
    expect(whatsAppUrl('90000 00000', 'Hi', 'app')).toBe('whatsapp://send?phone=919000000000&text=Hi')
  })

  it.each([
    ['ampersand and hash', 'Tom & Jerry #1 ?x=1&phone=0'],
    ['newlines', 'line one\nline two\r\nline three'],
    ['emoji', 'Growth 📈🚀 please 👍🏽'],
    ['Devanagari', 'नमस्ते, मुझे म्यूचुअल फंड के बारे में जानकारी चाहिए'],
    ['percent and plus', '100% + 5% = ?'],
  ])('encodes %s so the text survives intact', (_, text) => {
    const url = whatsAppUrl('9000000000', text, 'web')
    expect(url).not.toMatch(/[\s#]/)
    const search = params(url)
    expect([...search.keys()]).toEqual(['phone', 'text'])
    expect(search.get('phone')).toBe('919000000000')
    expect(search.get('text')).toBe(text)
  })

  it('picks the app on phones and the web elsewhere', () => {
    expect(whatsAppTargetFor('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('app')
    expect(whatsAppTargetFor('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('app')
    expect(whatsAppTargetFor('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36')).toBe('web')
  })

  it('accepts exactly 10 digits as a phone number', () => {
    expect(isValidPhone('9876543210')).toBe(true)
    expect(isValidPhone(' 9876543210 ')).toBe(true)
    expect(isValidPhone('987654321')).toBe(false)
    expect(isValidPhone('98765432101')).toBe(false)
    expect(isValidPhone('98765-43210')).toBe(false)
    expect(isValidPhone('+919876543210')).toBe(false)
  })
})

describe('enquiry rules (spec section 5)', () => {
  it('asks for every field first', () => {
    expect(enquiryProblem(emptyEnquiry)).toEqual({ title: 'Error', message: 'Please fill out all fields.' })
    expect(enquiryProblem({ name: 'A', phone: '9876543210', details: '   ' })).toEqual({ title: 'Error', message: 'Please fill out all fields.' })
  })

  it('then a 10-digit phone', () => {
    expect(enquiryProblem({ name: 'A', phone: '12345', details: 'x' })).toEqual({ title: 'Error', message: 'Enter a valid phone number' })
    expect(enquiryProblem({ name: 'A', phone: '9876543210', details: 'x' })).toBeNull()
  })

  it('writes the name, phone with +91 and details into the message', () => {
    const text = enquiryMessage({ name: ' Asha ', phone: '9876543210', details: 'SIP & ELSS #tax\nनमस्ते 🙏' })
    expect(text).toContain('Name: Asha\n')
    expect(text).toContain('Phone: +91 9876543210\n')
    expect(text).toMatch(/Details: SIP & ELSS #tax\nनमस्ते 🙏$/)
    expect(params(whatsAppUrl('9000000000', text, 'app')).get('text')).toBe(text)
  })
})
