import { ButtonLink } from '@/components/links'
import { Container, Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/coming-soon')({
  head: () => pageHead('Coming soon', 'This part of the site is on its way.'),
  component: ComingSoon,
})

function ComingSoon() {
  return (
    <Container size="sm" py="xl">
      <Stack align="center" mih="50vh" justify="center">
        <Title order={1}>Coming soon</Title>
        <Text c="dimmed" ta="center">
          We are still building this page. Meanwhile, explore fund houses and curated collections.
        </Text>
        <ButtonLink to="/">
          Back to home
        </ButtonLink>
      </Stack>
    </Container>
  )
}
