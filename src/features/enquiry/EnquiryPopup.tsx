import { useEffect, useState } from 'react'
import { ENQUIRY_INTERVAL_MS, rememberDismissed, wasDismissed } from './enquiry'
import type { EnquiryModal } from './EnquiryModal'

type EnquiryModalComponent = typeof EnquiryModal
const loadEnquiryModal = () => import('./EnquiryModal').then((module) => module.EnquiryModal)

/**
 * The enquiry popup of the company, fund-list and collection pages: it opens every 30 seconds
 * until the visitor dismisses it, and a dismissal holds for the rest of the browser session.
 */
export function EnquiryPopup() {
  const [opened, setOpened] = useState(false)
  const [dismissed, setDismissed] = useState(wasDismissed)
  const [Modal, setModal] = useState<EnquiryModalComponent | null>(null)

  useEffect(() => {
    if (dismissed || opened) return
    const timer = window.setInterval(() => setOpened(true), ENQUIRY_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [dismissed, opened])

  // The modal and its form are not part of the page's first load: their code arrives half-way to
  // the first opening (at once if it is due already), so the modal is mounted, closed, in time.
  useEffect(() => {
    if (dismissed || Modal) return
    let cancelled = false
    const load = () =>
      loadEnquiryModal().then(
        (component) => {
          if (!cancelled) setModal(() => component)
        },
        () => undefined,
      )
    const timer = window.setTimeout(load, opened ? 0 : ENQUIRY_INTERVAL_MS / 2)
    return () => {
      cancelled = true
      window.clearTimeout(timer)
    }
  }, [dismissed, opened, Modal])

  const dismiss = () => {
    setOpened(false)
    setDismissed(true)
    rememberDismissed()
  }

  return Modal ? <Modal opened={opened} onClose={dismiss} /> : null
}
