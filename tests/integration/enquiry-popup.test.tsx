import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { env } from '@/lib/env'
import { ENQUIRY_INTERVAL_MS } from '@/features/enquiry/enquiry'
import { findMainHeading, renderRoute } from '../render-route'

const amc = encodeURIComponent('HDFC Mutual Fund')

function setup() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
}

const dialog = () => screen.queryByRole('dialog', { name: 'Need More Details' })

async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms)
  })
}

beforeEach(() => {
  sessionStorage.clear()
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

// Whole-app renders with fake timers and modal transitions: generous when the machine is busy.
describe('the enquiry popup', { timeout: 30_000 }, () => {
  it('waits 30 s (spec section 9) before it opens', () => {
    expect(ENQUIRY_INTERVAL_MS).toBe(30_000)
  })

  it.each([
    ['company details', `/company-details/1/${amc}`],
    ['fund list', `/fund-names/1/${amc}`],
    ['collection', '/investment-products/equity'],
  ])('opens on the %s page after 30 seconds', async (_, path) => {
    await renderRoute(path)
    await findMainHeading()
    await wait(ENQUIRY_INTERVAL_MS - 1000)
    expect(dialog()).not.toBeInTheDocument()
    await wait(1000)
    expect(await screen.findByRole('dialog', { name: 'Need More Details' })).toBeInTheDocument()
  })

  it('is static: no backdrop or Escape close, but a labelled close button; focus stays inside', async () => {
    const user = setup()
    await renderRoute(`/company-details/1/${amc}`)
    await findMainHeading()
    await wait(ENQUIRY_INTERVAL_MS)
    const modal = await screen.findByRole('dialog', { name: 'Need More Details' })
    await waitFor(() => expect(within(modal).getByRole('textbox', { name: /Name/ })).toHaveFocus())

    await user.keyboard('{Escape}')
    await wait(500)
    expect(dialog()).toBeInTheDocument()
    await user.click(document.querySelector('.mantine-Modal-overlay')!)
    await wait(500)
    expect(dialog()).toBeInTheDocument()

    // Tab goes round inside the modal.
    for (let i = 0; i < 8; i++) {
      await user.tab()
      expect(modal.contains(document.activeElement)).toBe(true)
    }

    const close = within(modal).getByRole('button', { name: 'Close enquiry form' })
    await user.click(close)
    await waitFor(() => expect(dialog()).not.toBeInTheDocument())
  })

  it('stays closed once dismissed', async () => {
    const user = setup()
    await renderRoute(`/fund-names/1/${amc}`)
    await findMainHeading()
    await wait(ENQUIRY_INTERVAL_MS)
    await user.click(await screen.findByRole('button', { name: 'Close enquiry form' }))
    await waitFor(() => expect(dialog()).not.toBeInTheDocument())
    await wait(3 * ENQUIRY_INTERVAL_MS)
    expect(dialog()).not.toBeInTheDocument()
  })

  it('validates as section 5 says, then opens WhatsApp with the enquiry and resets', async () => {
    const user = setup()
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    await renderRoute('/poppup')
    const modal = await screen.findByRole('dialog', { name: 'Need More Details' })
    const send = within(modal).getByRole('button', { name: 'Send enquiry' })

    const expectAlert = async (message: string) => {
      const alert = await screen.findByRole('alertdialog', { name: 'Error' })
      expect(alert).toHaveTextContent(message)
      await user.click(within(alert).getByRole('button', { name: 'OK' }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    }

    await user.click(send)
    await expectAlert('Please fill out all fields.')

    await user.type(within(modal).getByRole('textbox', { name: /Name/ }), 'Asha & Ravi')
    await user.type(within(modal).getByRole('textbox', { name: /Phone/ }), '98765')
    await user.type(within(modal).getByRole('textbox', { name: /Details/ }), 'ELSS #tax 📈 नमस्ते')
    await user.click(send)
    await expectAlert('Enter a valid phone number')
    expect(open).not.toHaveBeenCalled()

    await user.clear(within(modal).getByRole('textbox', { name: /Phone/ }))
    await user.type(within(modal).getByRole('textbox', { name: /Phone/ }), '9876543210')
    await user.click(send)

    expect(await within(modal).findByText('Your enquiry has been sent successfully!')).toBeInTheDocument()
    expect(open).toHaveBeenCalledTimes(1)
    const url = new URL(open.mock.calls[0]![0] as string)
    expect(url.origin + url.pathname).toBe('https://web.whatsapp.com/send')
    expect(url.searchParams.get('phone')).toBe(`91${env.VITE_WHATSAPP_NUMBER}`)
    expect(url.searchParams.get('text')).toBe(
      'Hello, I would like more details about mutual funds.\nName: Asha & Ravi\nPhone: +91 9876543210\nDetails: ELSS #tax 📈 नमस्ते',
    )
    for (const name of [/Name/, /Phone/, /Details/]) expect(within(modal).getByRole('textbox', { name })).toHaveValue('')
  })

  it('is open on arrival on /poppup and can be opened again', async () => {
    const user = setup()
    await renderRoute('/poppup')
    expect(await findMainHeading()).toHaveTextContent('Need More Details')
    await user.click(await screen.findByRole('button', { name: 'Close enquiry form' }))
    await waitFor(() => expect(dialog()).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Open the enquiry form' }))
    expect(await screen.findByRole('dialog', { name: 'Need More Details' })).toBeInTheDocument()
  })
})
