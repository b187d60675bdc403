import { useCallback, useId } from 'react'
import { Button, Group, Text } from '@mantine/core'
import { mountModals } from './modals-host'

function AlertBody({ message, onClose }: { message: string; onClose: () => void }) {
  const messageId = useId()
  // Mantine's modal content is a role="dialog" section and takes no role prop (a role passed to
  // modals.open lands on an unnamed wrapper around it): promote that section to an alert dialog.
  const promote = useCallback((node: HTMLElement | null) => {
    node?.closest('[role="dialog"]')?.setAttribute('role', 'alertdialog')
  }, [])
  return (
    <>
      <Text id={messageId} ref={promote}>
        {message}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </>
  )
}

/**
 * The validation alert of the contact form and the enquiry popup (spec section 5): a titled
 * dialog with one OK button that takes focus, announced as an alert dialog. Escape, OK or a click
 * outside closes it, and focus returns to the control that was focused before.
 */
export function showAlert({ title, message }: { title: string; message: string }): void {
  // The modals manager loads with the first alert (see modals-host.tsx).
  mountModals().then(
    ({ modals }) => {
      const id = modals.open({
        title,
        centered: true,
        // Above an open enquiry modal (Mantine modals sit at 200).
        zIndex: 400,
        // Mantine's close button is an icon without a name.
        closeButtonProps: { 'aria-label': 'Close' },
        children: <AlertBody message={message} onClose={() => modals.close(id)} />,
      })
    },
    () => {
      // Without the dialog's code the message must still reach the visitor.
      window.alert(`${title}\n\n${message}`)
    },
  )
}
