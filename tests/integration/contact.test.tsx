import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { env } from '@/lib/env'
import { openWhatsApp } from '@/lib/whatsapp'
import type * as WhatsApp from '@/lib/whatsapp'
import { findMainHeading, renderRoute } from '../render-route'

// The real link builder and target detection; only the side effect (leaving the page) is replaced.
vi.mock('@/lib/whatsapp', async (importOriginal) => ({
  ...(await importOriginal<typeof WhatsApp>()),
  openWhatsApp: vi.fn(),
}))

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'

type Values = { first: string; last: string; phone: string; email: string; message: string }
const valid: Values = {
  first: 'Asha',
  last: 'Rao',
  phone: '9876543210',
  email: 'asha@example.com',
  message: 'Which ELSS fund has the lowest expense ratio? & is #1 safe?',
}

async function fill(values: Values) {
  const type = async (label: string, value: string) => {
    const input = screen.getByLabelText(label, { exact: false })
    await userEvent.clear(input)
    if (value) await userEvent.type(input, value)
  }
  await type('First name', values.first)
  await type('Last name', values.last)
  await type('Phone number', values.phone)
  await type('Email', values.email)
  await type('Message', values.message)
  await userEvent.click(screen.getByRole('button', { name: 'Send on WhatsApp' }))
}

async function expectAlert(title: string, message: string) {
  const dialog = await screen.findByRole('alertdialog')
  expect(within(dialog).getByRole('heading', { name: title })).toBeInTheDocument()
  expect(dialog).toHaveTextContent(message)
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
}

const expectedText = [
  'Hello, I would like to get in touch.',
  'Name: Asha Rao',
  'Phone: +91 9876543210',
  'Email: asha@example.com',
  'Message: Which ELSS fund has the lowest expense ratio? & is #1 safe?',
].join('\n')

describe('contact form', () => {
  beforeEach(() => {
    vi.mocked(openWhatsApp).mockClear()
  })

  it('has the five fields, all required, and the email field has the email type', async () => {
    await renderRoute('/contact')
    expect(await findMainHeading()).toHaveTextContent('Get In Touch')
    const form = screen.getByRole('form', { name: 'Contact form' })
    const names = ['firstName', 'lastName', 'phoneNumber', 'email', 'message']
    for (const name of names) {
      const field = form.querySelector(`[name="${name}"]`)!
      expect(field).toBeRequired()
    }
    expect(form.querySelector('[name="email"]')).toHaveAttribute('type', 'email')
  })

  it('refuses blank answers with the spec alert, word for word', async () => {
    await renderRoute('/contact')
    await findMainHeading()
    // Spaces pass the browser's `required`; our own check catches them.
    await fill({ ...valid, message: '   ' })
    await expectAlert('All fields are required', 'Please fill in all the fields before sending.')
    expect(openWhatsApp).not.toHaveBeenCalled()
  })

  it.each(['98765', '98765432101', '98765abcde', '+919876543210'])(
    'refuses the phone %s with the spec alert, word for word',
    async (phone) => {
      await renderRoute('/contact')
      await findMainHeading()
      await fill({ ...valid, phone })
      await expectAlert('Invalid phone number', 'Please enter a valid 10-digit phone number.')
      expect(openWhatsApp).not.toHaveBeenCalled()
    },
  )

  it('opens WhatsApp Web on a desktop with name, +91 phone, email and message encoded', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP_UA)
    await renderRoute('/contact')
    await findMainHeading()
    await fill(valid)
    expect(openWhatsApp).toHaveBeenCalledTimes(1)
    const url = vi.mocked(openWhatsApp).mock.calls[0]![0]
    expect(url).toBe(`https://web.whatsapp.com/send?phone=91${env.VITE_WHATSAPP_NUMBER}&text=${encodeURIComponent(expectedText)}`)
    expect(url).toContain('Phone%3A%20%2B91%209876543210')
    // Nothing in the message can add a parameter.
    expect(new URL(url).searchParams.get('text')).toBe(expectedText)
    expect([...new URL(url).searchParams.keys()]).toEqual(['phone', 'text'])
    expect(await screen.findByText(/Your message is ready in WhatsApp/)).toBeInTheDocument()
    // The form is cleared for the next message.
    expect(screen.getByLabelText('Message', { exact: false })).toHaveValue('')
  })

  it('opens the WhatsApp app on a phone', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE_UA)
    await renderRoute('/contact')
    await findMainHeading()
    await fill(valid)
    expect(openWhatsApp).toHaveBeenCalledWith(
      `whatsapp://send?phone=91${env.VITE_WHATSAPP_NUMBER}&text=${encodeURIComponent(expectedText)}`,
    )
  })
})
