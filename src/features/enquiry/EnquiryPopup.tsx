import { useEffect, useState } from 'react'
import { Modal } from '@mantine/core'
import { ENQUIRY_INTERVAL_MS, rememberDismissed, wasDismissed } from './enquiry'
import { EnquiryForm } from './EnquiryForm'

/**
 * The 'Need More Details' modal. The backdrop and Escape do not close it (a static backdrop, spec
 * section 4), but a visible, labelled close button does, and keyboard focus stays inside while
 * it is open and returns where it was when it closes.
 */
export function EnquiryModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Need More Details"
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      trapFocus
      returnFocus
      closeButtonProps={{ 'aria-label': 'Close enquiry form' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <EnquiryForm />
    </Modal>
  )
}

/**
 * The enquiry popup of the company, fund-list and collection pages: it opens every 30 seconds
 * until the visitor dismisses it, and a dismissal holds for the rest of the browser session.
 */
export function EnquiryPopup() {
  const [opened, setOpened] = useState(false)
  const [dismissed, setDismissed] = useState(wasDismissed)

  useEffect(() => {
    if (dismissed || opened) return
    const timer = window.setInterval(() => setOpened(true), ENQUIRY_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [dismissed, opened])

  const dismiss = () => {
    setOpened(false)
    setDismissed(true)
    rememberDismissed()
  }

  return <EnquiryModal opened={opened} onClose={dismiss} />
}
