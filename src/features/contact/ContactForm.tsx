import { useState, type FormEvent } from 'react'
import { Alert, Button, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core'
import { showAlert } from '@/components/alert-dialog'
import { WhatsAppIcon } from '@/components/icons'
import { env } from '@/lib/env'
import { openWhatsApp, whatsAppTargetFor, whatsAppUrl } from '@/lib/whatsapp'
import { checkContact, contactFields, contactText, type ContactValues } from './contact-message'

function valuesOf(form: HTMLFormElement): ContactValues {
  const data = new FormData(form)
  return Object.fromEntries(contactFields.map((field) => [field, String(data.get(field) ?? '')])) as ContactValues
}

/**
 * The 'Get In Touch' form. The browser's `required` comes first; our check then refuses blank
 * answers and a phone that is not exactly 10 digits, with the spec's alerts. A valid message
 * opens WhatsApp (the app on phones, WhatsApp Web on desktops) with everything pre-filled.
 */
export function ContactForm() {
  const [sent, setSent] = useState(false)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const check = checkContact(valuesOf(form))
    if (!check.ok) {
      setSent(false)
      showAlert(check.alert)
      return
    }
    const target = whatsAppTargetFor(navigator.userAgent)
    openWhatsApp(whatsAppUrl(env.VITE_WHATSAPP_NUMBER, contactText(check.values), target))
    form.reset()
    setSent(true)
  }

  return (
    <form onSubmit={onSubmit} aria-label="Contact form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First name" name="firstName" autoComplete="given-name" required />
          <TextInput label="Last name" name="lastName" autoComplete="family-name" required />
        </SimpleGrid>
        <TextInput
          label="Phone number"
          name="phoneNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          description="10 digits, without +91"
          required
        />
        <TextInput label="Email" name="email" type="email" autoComplete="email" required />
        <Textarea label="Message" name="message" rows={5} required />
        <Button type="submit" size="md" data-needs-js leftSection={<WhatsAppIcon size={18} />}>
          Send on WhatsApp
        </Button>
        <div role="status">
          {sent && (
            <Alert color="green" variant="light" title="WhatsApp is open">
              Your message is ready in WhatsApp. Press send there and we will reply as soon as we can.
            </Alert>
          )}
        </div>
      </Stack>
    </form>
  )
}
