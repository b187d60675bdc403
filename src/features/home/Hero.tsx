import { Eyebrow } from '@/components/Eyebrow'
import { Container, Group, List, Text, Title } from '@mantine/core'
import { ExternalButton } from '@/components/links'
import { env } from '@/lib/env'
import { HeroIllustration } from './illustrations/Illustrations'
import classes from './home.module.css'

/** The hero: what the site is, and the way into the external login site. */
export function Hero() {
  return (
    <section className={classes.hero} aria-labelledby="hero-heading">
      <Container size="lg" className={classes.heroInner}>
        <div className={classes.heroText}>
          <Eyebrow>Mutual funds, made clear</Eyebrow>
          <Title order={1} id="hero-heading" className={classes.heroTitle}>
            Invest in mutual funds with clarity
          </Title>
          <Text size="lg" className={classes.heroLead}>
            Explore India&apos;s fund houses, compare curated collections and follow every scheme&apos;s daily NAV
            before you put a rupee in.
          </Text>
          <Group gap="sm" mt="xl">
            <ExternalButton
              href={env.VITE_LOGIN_URL}
              size="md"
              label="Invest Now"
            />
            <ExternalButton
              href={env.VITE_LOGIN_URL}
              size="md"
              variant="outline"
              label="Invest in mutual Funds"
            />
          </Group>
          <List size="sm" spacing={6} mt="xl" className={classes.heroPoints}>
            <List.Item>Direct and regular plans side by side</List.Item>
            <List.Item>NAV history from AMFI publications</List.Item>
          </List>
        </div>
        {/* Inline (no image request, no SVG document to build): see illustrations/Illustrations.tsx. */}
        <HeroIllustration className={classes.heroImage} />
      </Container>
    </section>
  )
}
