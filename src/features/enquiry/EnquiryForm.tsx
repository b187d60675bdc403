import { useState, type FormEvent } from 'react'
import { Alert, Anchor, Button, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { showAlert } from '@/components/alert-dialog'
import { env } from '@/lib/env'
import { openWhatsApp, whatsAppTargetFor, whatsAppUrl } from '@/lib/whatsapp'
import { emptyEnquiry, ENQUIRY_SUCCESS, enquiryMessage, enquiryProblem, type EnquiryValues } from './enquiry'

/**
 * Name, phone and details. Nothing goes to a backend: a valid enquiry opens a pre-filled WhatsApp
 * message to the business number (app on phones, WhatsApp Web on desktops) and the form resets.
 */
export function EnquiryForm() {
  const [values, setValues] = useState<EnquiryValues>(emptyEnquiry)
  const [sentUrl, setSentUrl] = useState<string | null>(null)

  const field = (key: keyof EnquiryValues) => ({
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value
      setValues((current) => ({ ...current, [key]: value }))
    },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problem = enquiryProblem(values)
    if (problem) {
      setSentUrl(null)
      showAlert(problem)
      return
    }
    const url = whatsAppUrl(env.VITE_WHATSAPP_NUMBER, enquiryMessage(values), whatsAppTargetFor(navigator.userAgent))
    setValues(emptyEnquiry)
    setSentUrl(url)
    openWhatsApp(url)
  }

  return (
    // noValidate: the rules of spec section 5 answer with their own alerts, not the browser's bubbles.
    <form onSubmit={onSubmit} noValidate aria-label="Enquiry">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Tell us what you would like to know and we will reply on WhatsApp.
        </Text>
        {sentUrl && (
          <Alert color="green" variant="light" role="status" title={ENQUIRY_SUCCESS}>
            WhatsApp opens with your message.{' '}
            <Anchor href={sentUrl} target="_blank" rel="noopener noreferrer">
              Open WhatsApp again
            </Anchor>
          </Alert>
        )}
        <TextInput label="Name" name="name" autoComplete="name" required data-autofocus {...field('name')} />
        <TextInput
          label="Phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          description="10-digit mobile number"
          required
          {...field('phone')}
        />
        <Textarea label="Details" name="details" rows={4} resize="vertical" required {...field('details')} />
        <Button type="submit" fullWidth>
          Send enquiry
        </Button>
      </Stack>
    </form>
  )
}
