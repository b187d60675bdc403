import { Button, Group, Text } from '@mantine/core'
import { modals } from '@mantine/modals'

/**
 * The validation alert of the contact form and the enquiry popup (spec section 5): a titled
 * dialog with one OK button that takes focus, announced as an alert dialog.
 */
export function showAlert({ title, message }: { title: string; message: string }): void {
  const id = modals.open({
    title,
    centered: true,
    // Above an open enquiry modal.
    zIndex: 400,
    'aria-describedby': 'alert-dialog-message',
    role: 'alertdialog',
    children: (
      <>
        <Text id="alert-dialog-message">{message}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => modals.close(id)} data-autofocus>
            OK
          </Button>
        </Group>
      </>
    ),
  } as Parameters<typeof modals.open>[0])
}
