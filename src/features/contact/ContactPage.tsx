import { Container, Stack, Text, Title } from '@mantine/core'

/** Contact (foundation version: the form comes later). */
export function ContactPage() {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Get In Touch</Title>
        <Text>Send us a message on WhatsApp and we will get back to you.</Text>
      </Stack>
    </Container>
  )
}
