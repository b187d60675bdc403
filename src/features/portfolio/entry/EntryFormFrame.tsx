import type { ChangeEvent, FormEvent, ReactNode, Ref } from 'react'
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core'
import { MAX_FOLIO_LENGTH } from '@common/portfolio/match-schemes'
import classes from './entry.module.css'

export type EntryFormFrameProps = {
  /** useEntryForm's: the title's id and ref, Save's state. */
  form: { base: string; titleRef: Ref<HTMLParagraphElement>; saving: boolean; saveError: string }
  title: string
  /** The submit button's words: "Add SIP", "Save changes". */
  submitLabel: string
  /** While editing: Cancel, which ends the edit. */
  onCancel?: () => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>
  /** The fields, between the title and the buttons. */
  children: ReactNode
}

/** The transaction and SIP forms' frame: a titled form, its fields, the store's error, Save (and Cancel while editing). */
export function EntryFormFrame({ form, title, submitLabel, onCancel, onSubmit, children }: EntryFormFrameProps) {
  const { base, titleRef, saving, saveError } = form
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${base}-title`} className={classes.form}>
      <Text id={`${base}-title`} ref={titleRef} tabIndex={-1} className={classes.title} fw={700} mb="sm">
        {title}
      </Text>
      <Stack gap="md">
        {children}
        {saveError && (
          <Alert color="red" variant="light" role="alert">
            {saveError}
          </Alert>
        )}
        <div className={classes.actions}>
          <Button type="submit" color="green" loading={saving}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
      </Stack>
    </form>
  )
}

type FolioInputProps = {
  id: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  error: string | undefined
  label?: string
  description?: string
}

/** A folio number as on the statement: optional; a little over the limit may be typed, so the message says it. */
export function FolioInput({ label = 'Folio number', description = 'Optional, as on your statement', ...field }: FolioInputProps) {
  return <TextInput {...field} label={label} description={description} maxLength={MAX_FOLIO_LENGTH + 20} autoComplete="off" />
}
