import { useCallback, useId, type ReactNode } from 'react'
import { Button, Group, Text } from '@mantine/core'
import { mountModals } from './modals-host'

/** The message and the buttons under it, in a dialog announced as an alert dialog. */
function DialogBody({ message, children }: { message: string; children: ReactNode }) {
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
        {children}
      </Group>
    </>
  )
}

/** What every dialog here opens with. */
const DIALOG_OPTIONS = {
  centered: true,
  // Above an open enquiry modal (Mantine modals sit at 200).
  zIndex: 400,
  // Mantine's close button is an icon without a name.
  closeButtonProps: { 'aria-label': 'Close' },
} as const

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
        ...DIALOG_OPTIONS,
        title,
        children: (
          <DialogBody message={message}>
            <Button onClick={() => modals.close(id)} data-autofocus>
              OK
            </Button>
          </DialogBody>
        ),
      })
    },
    () => {
      // Without the dialog's code the message must still reach the visitor.
      window.alert(`${title}\n\n${message}`)
    },
  )
}

export type ConfirmOptions = {
  title: string
  message: string
  /** The destructive button's words, such as "Delete". */
  confirmLabel: string
}

/**
 * showAlert's dialog with a choice before something is destroyed: resolves true when the visitor
 * confirms, false on Cancel, Escape, Close or a click outside; focus returns to the control that
 * opened it. Without the dialog's code, the browser's own confirm asks.
 */
export function confirmAction({ title, message, confirmLabel }: ConfirmOptions): Promise<boolean> {
  return mountModals().then(
    ({ modals }) =>
      new Promise<boolean>((resolve) => {
        let answered = false
        const answer = (yes: boolean) => {
          if (answered) return
          answered = true
          resolve(yes)
        }
        const close = (yes: boolean) => {
          answer(yes)
          modals.close(id)
        }
        const id = modals.open({
          ...DIALOG_OPTIONS,
          title,
          onClose: () => answer(false),
          children: (
            <DialogBody message={message}>
              {/* Cancel takes the focus: Enter pressed out of habit on a dialog that deletes keeps things as they are. */}
              <Button variant="default" onClick={() => close(false)} data-autofocus>
                Cancel
              </Button>
              <Button color="red" onClick={() => close(true)}>
                {confirmLabel}
              </Button>
            </DialogBody>
          ),
        })
      }),
    () => window.confirm(`${title}\n\n${message}`),
  )
}
