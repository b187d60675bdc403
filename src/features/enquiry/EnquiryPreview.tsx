import { Container, Stack, Text, Title } from '@mantine/core'

/** The /poppup page (foundation version: the enquiry modal comes with the fund-journey issue). */
export function EnquiryPreview() {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Need More Details</Title>
        <Text>Leave your name, phone and question and we will reach out on WhatsApp.</Text>
      </Stack>
    </Container>
  )
}
