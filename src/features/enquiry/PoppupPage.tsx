import { useRef, useState } from 'react'
import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { EnquiryModal } from './EnquiryModal'

/** /poppup: the page that shows the enquiry popup, open on arrival and reopenable. */
export function PoppupPage() {
  const [opened, setOpened] = useState(true)
  const reopenRef = useRef<HTMLButtonElement>(null)
  // Open on arrival, the popup has no earlier focus to return to: closing it hands focus to the
  // button that reopens it, not to the top of the document.
  const close = () => {
    setOpened(false)
    reopenRef.current?.focus()
  }
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1} fz={{ base: 28, sm: 34 }}>Need More Details</Title>
        <Text>
          Leave your name, phone number and question, and we will reply on WhatsApp. The same form opens on fund
          pages after 30 seconds.
        </Text>
        <Button ref={reopenRef} onClick={() => setOpened(true)} data-needs-js>Open the enquiry form</Button>
      </Stack>
      <EnquiryModal opened={opened} onClose={close} />
    </Container>
  )
}
