import { Container, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A text page's heading band: its h1 (labelling the band) and a lead line (src/styles/page-heading.css). */
export function PageHero({ id, title, lead }: { id: string; title: string; lead: ReactNode }) {
  return (
    <section className="mf-page-hero" aria-labelledby={id}>
      <Container size="md">
        <Title order={1} id={id} className="mf-page-title">
          {title}
        </Title>
        <Text size="lg" className="mf-page-lead">
          {lead}
        </Text>
      </Container>
    </section>
  )
}
