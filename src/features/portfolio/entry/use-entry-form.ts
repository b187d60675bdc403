import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'

type Errors<V> = Partial<Record<keyof V, string>>
type Checked<V, R> = { ok: false; errors: Errors<V> } | ({ ok: true } & R)

/** The fields of `V` typed into as text (the others are chosen: a fund, a kind, a box). */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string

export type EntryFormOptions<V> = {
  initial: V | (() => V)
  /** The order the keyboard is taken to the first field with a message. */
  fieldOrder: readonly (keyof V & string)[]
  /** Take the focus to the form's title when it appears (an edit began, or one just ended). */
  focusTitle: boolean
}

export type SubmitOptions<V, R> = {
  /** The form's checks: the messages per field, or what is saved. */
  check: () => Checked<V, R>
  save: (result: R) => Promise<void>
  /** The sentence before the store's own error: "The SIP could not be saved in this browser." */
  failure: string
}

/**
 * What the transaction and SIP forms share: the values as typed, a message per field, the ids
 * that tie each field to its label and message, and Save (the checks, the focus on the first
 * field with a message, the store's error in words). The forms keep their fields and their checks.
 */
export function useEntryForm<V extends object>({ initial, fieldOrder, focusTitle }: EntryFormOptions<V>) {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<Errors<V>>({})
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState('')
  const base = useId()
  const titleRef = useRef<HTMLParagraphElement>(null)
  // Edit was pressed in a list below: the keyboard (and the screen) come to the form.
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form appears: it is keyed by what it edits
  }, [])
  const fieldId = (name: keyof V & string) => `${base}-${name}`

  /** The message goes with the change it asked for; the rest stay until the next Save. */
  const clearError = (name: keyof V) => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))
  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }))
    clearError(name)
  }
  /** A text field's id, value, change and message, for a TextInput. */
  const textField = (name: TextField<V>) => ({
    id: fieldId(name),
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.currentTarget.value as V[typeof name]),
    error: errors[name],
  })

  const submit = async <R>(event: FormEvent<HTMLFormElement>, { check, save, failure }: SubmitOptions<V, R>) => {
    event.preventDefault()
    if (saving) return
    const result = check()
    if (!result.ok) {
      setErrors(result.errors)
      const first = fieldOrder.find((name) => result.errors[name])
      if (first) window.document.getElementById(fieldId(first))?.focus()
      return
    }
    setErrors({})
    setSaving(true)
    setSaveError('')
    try {
      await save(result)
    } catch (error) {
      setSaveError(`${failure} ${error instanceof Error ? error.message : ''}`.trim())
    } finally {
      setSaving(false)
    }
  }

  return { values, setValues, errors, set, clearError, textField, fieldId, base, titleRef, saving, saveError, submit }
}
