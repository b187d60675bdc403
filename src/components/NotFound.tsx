import { ButtonLink } from '@/components/links'
import { Container, Stack, Text, Title } from '@mantine/core'

/** Unknown routes, malformed parameters and ids the API does not know all end here. */
export function NotFound() {
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md" mih="50vh" justify="center">
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed" ta="center">
          The page you are looking for does not exist, or the fund or fund house in the address is not one we know.
        </Text>
        <ButtonLink to="/" color="green">
          Back to home
        </ButtonLink>
      </Stack>
    </Container>
  )
}
