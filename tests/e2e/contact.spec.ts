import { expect, test, type Page } from './support/test'

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

const text = [
  'Hello, I would like to get in touch.',
  'Name: Asha Rao',
  'Phone: +91 9876543210',
  'Email: asha@example.com',
  'Message: Is an ELSS lock-in 3 years? & what about #SIPs?',
].join('\n')

/** Records where the page tries to send the visitor instead of letting it leave. */
async function interceptWhatsApp(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __opened: string[] }
    w.__opened = []
    window.open = ((url?: string | URL) => {
      w.__opened.push(String(url))
      return null
    }) as typeof window.open
    // The phone path assigns location.href = 'whatsapp://…'; the Navigation API sees it.
    ;(window as unknown as { navigation?: EventTarget }).navigation?.addEventListener('navigate', (event) => {
      const e = event as Event & { destination: { url: string } }
      if (e.destination.url.startsWith('whatsapp:')) {
        w.__opened.push(e.destination.url)
        e.preventDefault()
      }
    })
  })
}

const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByRole('textbox', { name: label }).fill(value)
  }
}

const valid = {
  'First name': 'Asha',
  'Last name': 'Rao',
  'Phone number': '9876543210',
  Email: 'asha@example.com',
  Message: 'Is an ELSS lock-in 3 years? & what about #SIPs?',
}

async function expectAlert(page: Page, title: string, message: string) {
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible()
  await expect(dialog).toContainText(message)
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(dialog).toBeHidden()
}

for (const width of [375, 1280]) {
  test.describe(`contact form at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('validates, then opens WhatsApp Web with the message on a desktop browser', async ({ page }) => {
      test.slow() // three submissions and two dialogs
      await interceptWhatsApp(page)
      await page.goto('/contact')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get In Touch')
      const send = page.getByRole('button', { name: 'Send on WhatsApp' })

      // Empty: the browser's own required check stops the form first.
      await send.click()
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
      expect(await page.getByRole('textbox', { name: 'First name' }).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)

      // Spaces pass the browser but not our check.
      await fill(page, { ...valid, Message: '   ' })
      await send.click()
      await expectAlert(page, 'All fields are required', 'Please fill in all the fields before sending.')

      await fill(page, { ...valid, 'Phone number': '98765' })
      await send.click()
      await expectAlert(page, 'Invalid phone number', 'Please enter a valid 10-digit phone number.')
      expect(await opened(page)).toEqual([])

      await fill(page, valid)
      await send.click()
      await expect(page.getByText(/Your message is ready in WhatsApp/)).toBeVisible()
      const urls = await opened(page)
      expect(urls).toHaveLength(1)
      const url = new URL(urls[0]!)
      expect(`${url.origin}${url.pathname}`).toBe('https://web.whatsapp.com/send')
      expect(url.searchParams.get('phone')).toMatch(/^91\d{10}$/)
      expect(url.searchParams.get('text')).toBe(text)
      expect(urls[0]).toContain(`&text=${encodeURIComponent(text)}`)
      expect(urls[0]).toContain('%2B91%209876543210')
    })
  })
}

test.describe('contact form on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, userAgent: PHONE_UA, isMobile: true, hasTouch: true })

  test('opens the WhatsApp app link', async ({ page }) => {
    await interceptWhatsApp(page)
    await page.goto('/contact')
    await fill(page, valid)
    await page.getByRole('button', { name: 'Send on WhatsApp' }).click()
    await expect.poll(() => opened(page)).toHaveLength(1)
    const [url] = await opened(page)
    expect(url).toMatch(/^whatsapp:\/\/send\?phone=91\d{10}&text=/)
    expect(url).toContain(`&text=${encodeURIComponent(text)}`)
  })
})
