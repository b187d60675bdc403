import { Container, List, Stack, Text, Title } from '@mantine/core'
import type { TeamMember } from '@/api/schemas'

/** About (foundation version). */
export function AboutPage({ team }: { team: TeamMember[] }) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>About us</Title>
        <Text>Founded in 2024, our team of over 50 specialists helps Indian investors understand mutual funds.</Text>
        <Title order={2}>Leadership team</Title>
        <List>
          {team.map((member) => (
            <List.Item key={member.name}>
              {member.name}, {member.designation}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Container>
  )
}
