import { Modal } from '@mantine/core'
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
