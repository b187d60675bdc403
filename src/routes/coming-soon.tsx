import { Container, Group, Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { ButtonLink } from '@/components/links'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/coming-soon')({
  head: () => pageHead('Coming soon', 'This part of the site is on its way. Meanwhile, explore fund houses and curated collections.'),
  component: ComingSoon,
})

function ComingSoon() {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" mih="50vh" justify="center" gap="md">
        <img src="/images/coming-soon.svg" width={240} height={200} alt="" />
        <Title order={1} ta="center">
          Coming soon
        </Title>
        <Text c="gray.7" ta="center" maw={440}>
          We are still building this page. Meanwhile, explore the fund houses and curated collections that are
          already here.
        </Text>
        <Group justify="center" gap="sm" mt="sm">
          <ButtonLink to="/">Back to home</ButtonLink>
          <ButtonLink to="/amcs" variant="outline">
            Browse fund houses
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  )
}
