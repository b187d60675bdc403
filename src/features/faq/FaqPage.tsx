import { Blockquote, Container, Stack, Text, Title } from '@mantine/core'
import type { Faq, Testimonial } from '@/api/schemas'
import { SafeHtml } from '@/components/SafeHtml'

/** FAQ and testimonials (foundation version). */
export function FaqPage({ faqs, testimonials }: { faqs: Faq[]; testimonials: Testimonial[] }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Frequently asked questions</Title>
        {faqs.map((faq) => (
          <section key={faq.question}>
            <Title order={2} size="h4">
              {faq.question}
            </Title>
            <SafeHtml html={faq.answer} />
          </section>
        ))}
        <Title order={2}>What our investors say</Title>
        {testimonials.map((t) => (
          <Blockquote key={t.name} cite={`${t.name}, ${t.designation}`}>
            <Text>{t.feedback}</Text>
          </Blockquote>
        ))}
      </Stack>
    </Container>
  )
}
