import { expect, test, type Page } from './support/test'

const WHATSAPP_NUMBER = process.env.VITE_WHATSAPP_NUMBER ?? '9000000000'

declare global {
  interface Window {
    __opened: string[]
  }
}

test.beforeEach(async ({ page }) => {
  // WhatsApp Web opens in a new tab through window.open: record the address instead.
  await page.addInitScript(() => {
    window.__opened = []
    window.open = (url?: string | URL) => {
      window.__opened.push(String(url))
      return null
    }
  })
})

const enquiry = (page: Page) => page.getByRole('dialog', { name: 'Need More Details' })

async function expectAlert(page: Page, message: string) {
  const alert = page.getByRole('alertdialog', { name: 'Error' })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText(message)
  await alert.getByRole('button', { name: 'OK' }).click()
  await expect(alert).toBeHidden()
}

test('the popup appears after 30 s, validates, and opens a correct WhatsApp message', async ({ page }) => {
  await page.clock.install()
  await page.goto(`/company-details/1/${encodeURIComponent('HDFC Mutual Fund')}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HDFC Asset Management Company Limited')

  await page.clock.fastForward(29_000)
  await expect(enquiry(page)).toHaveCount(0)
  await page.clock.fastForward(1_000)
  await expect(enquiry(page)).toBeVisible()
  await expect(enquiry(page).getByRole('textbox', { name: 'Name' })).toBeFocused()

  // Static: Escape and the backdrop do not close it; focus stays inside.
  await page.keyboard.press('Escape')
  await page.mouse.click(5, 300)
  await expect(enquiry(page)).toBeVisible()
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press('Tab')
    expect(await enquiry(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  }

  const send = enquiry(page).getByRole('button', { name: 'Send enquiry' })
  await send.click()
  await expectAlert(page, 'Please fill out all fields.')

  await enquiry(page).getByRole('textbox', { name: 'Name' }).fill('Asha & Ravi #1')
  await enquiry(page).getByRole('textbox', { name: 'Phone' }).fill('98765 4321')
  await enquiry(page).getByRole('textbox', { name: 'Details' }).fill('ELSS?\nनमस्ते 📈 100% & more')
  await send.click()
  await expectAlert(page, 'Enter a valid phone number')
  expect(await page.evaluate(() => window.__opened)).toEqual([])

  await enquiry(page).getByRole('textbox', { name: 'Phone' }).fill('9876543210')
  await send.click()
  await expect(enquiry(page).getByText('Your enquiry has been sent successfully!')).toBeVisible()
  await expect(enquiry(page).getByRole('textbox', { name: 'Name' })).toHaveValue('')
  await expect(enquiry(page).getByRole('textbox', { name: 'Details' })).toHaveValue('')

  const opened = await page.evaluate(() => window.__opened)
  expect(opened).toHaveLength(1)
  const url = new URL(opened[0]!)
  expect(`${url.origin}${url.pathname}`).toBe('https://web.whatsapp.com/send')
  expect([...url.searchParams.keys()]).toEqual(['phone', 'text'])
  expect(url.searchParams.get('phone')).toBe(`91${WHATSAPP_NUMBER}`)
  expect(url.searchParams.get('text')).toBe(
    'Hello, I would like more details about mutual funds.\nName: Asha & Ravi #1\nPhone: +91 9876543210\nDetails: ELSS?\nनमस्ते 📈 100% & more',
  )

  // The close button dismisses it for good.
  await enquiry(page).getByRole('button', { name: 'Close enquiry form' }).click()
  await expect(enquiry(page)).toBeHidden()
  await page.clock.fastForward(60_000)
  await expect(enquiry(page)).toHaveCount(0)
})

test('/poppup shows the popup on arrival, with its page heading', async ({ page }) => {
  await page.goto('/poppup')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Need More Details')
  await expect(enquiry(page)).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(enquiry(page).getByRole('button', { name: 'Close enquiry form' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(enquiry(page)).toBeHidden()

  // Opened again from its button, closed from the keyboard: focus returns to the button.
  const reopen = page.getByRole('button', { name: 'Open the enquiry form' })
  await reopen.focus()
  await page.keyboard.press('Enter')
  await expect(enquiry(page)).toBeVisible()
  await expect(enquiry(page).getByRole('textbox', { name: 'Name' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(enquiry(page).getByRole('button', { name: 'Close enquiry form' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(enquiry(page)).toBeHidden()
  await expect(reopen).toBeFocused()
})
