import { Anchor, Container, Text, Title } from '@mantine/core'
import { MailIcon, PhoneIcon } from '@/components/icons'
import { telHref } from '@/components/tel-href'
import { env } from '@/lib/env'
import { ContactForm } from './ContactForm'
import classes from './contact.module.css'

/** Contact: the 'Get In Touch' form, which sends through WhatsApp, and the other ways to reach us. */
export function ContactPage() {
  return (
    <section className={classes.page} aria-labelledby="contact-heading">
      <Container size="lg" className={classes.layout}>
        <div className={classes.intro}>
          <Title order={1} id="contact-heading" className="mf-page-title">
            Get In Touch
          </Title>
          <Text size="lg" className="mf-page-lead">
            Questions about a fund, a collection or this site? Write to us. Your message opens in WhatsApp, ready to
            send to our team.
          </Text>
        </div>
        <div className={classes.formCard}>
          <ContactForm />
        </div>
        <div className={classes.other}>
          <Title order={2} className={classes.otherTitle}>
            Other ways to reach us
          </Title>
          <ul className={classes.channels}>
            <li>
              <span className={classes.channelIcon} aria-hidden>
                <MailIcon size={20} />
              </span>
              <span>
                <Text fw={600}>Email</Text>
                <Anchor href={`mailto:${env.VITE_SUPPORT_EMAIL}`} size="sm">
                  {env.VITE_SUPPORT_EMAIL}
                </Anchor>
              </span>
            </li>
            <li>
              <span className={classes.channelIcon} aria-hidden>
                <PhoneIcon size={20} />
              </span>
              <span>
                <Text fw={600}>Phone</Text>
                <Anchor href={telHref(env.VITE_SUPPORT_PHONE)} size="sm">
                  {env.VITE_SUPPORT_PHONE}
                </Anchor>
              </span>
            </li>
          </ul>
        </div>
      </Container>
    </section>
  )
}
