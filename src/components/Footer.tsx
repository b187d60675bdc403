import { AnchorLink } from '@/components/links'
import { Anchor, Container, Group, Text } from '@mantine/core'
import { env } from '@/lib/env'

/** Site footer (placeholder of the foundation: the full footer comes later). */
export function Footer() {
  return (
    <footer>
      <Container size="lg" py="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="md">
            <AnchorLink to="/about" c="dimmed">
              About Us
            </AnchorLink>
            <AnchorLink to="/faq" c="dimmed">
              Learn
            </AnchorLink>
            <Anchor href={`mailto:${env.VITE_SUPPORT_EMAIL}`} c="dimmed">
              {env.VITE_SUPPORT_EMAIL}
            </Anchor>
          </Group>
          <Text c="dimmed" size="sm">
            copyright 2025
          </Text>
        </Group>
      </Container>
    </footer>
  )
}
