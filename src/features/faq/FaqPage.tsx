import { Container, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { Faq, Testimonial } from '@common/contract/schemas'
import { PageHero } from '@/components/PageHero'
import { QueryState } from '@/components/QueryState'
import { FaqAccordion } from './FaqAccordion'
import { Testimonials } from './Testimonials'
import classes from './faq.module.css'

/** FAQ and testimonials; the testimonials fail on their own, below questions that still work. */
export function FaqPage({ faqs, testimonials }: { faqs: Faq[]; testimonials: UseQueryResult<Testimonial[]> }) {
  return (
    <>
      <PageHero id="faq-heading" title="Frequently asked questions" lead="What first-time investors ask us most: KYC, NAV, SIPs, plans, lock-ins and risk." />
      <section className={classes.section} aria-label="Questions and answers">
        <Container size="md">
          <FaqAccordion faqs={faqs} />
        </Container>
      </section>
      <section className={classes.sectionTinted} aria-labelledby="testimonials-heading">
        <Container size="lg">
          <Title order={2} id="testimonials-heading" className={classes.sectionTitle}>
            What our investors say
          </Title>
          <QueryState query={testimonials} what="the testimonials">
            {(items) => <Testimonials testimonials={items} />}
          </QueryState>
        </Container>
      </section>
    </>
  )
}
