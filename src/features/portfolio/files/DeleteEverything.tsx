import { useId, useState } from 'react'
import { Button, Stack, Text, Title } from '@mantine/core'
import { confirmAction } from '@/components/alert-dialog'
import { portfolioActions } from '../portfolio-store'
import classes from './files.module.css'

/**
 * Asks first; resolves true for "Delete everything", false for Cancel, Escape or a click outside.
 * Focus returns to the control that opened it.
 */
function confirmDeleteEverything(): Promise<boolean> {
  return confirmAction({
    title: 'Delete everything?',
    message:
      'Every transaction, SIP and tax class kept on this page is removed from this browser. This cannot be undone: export a file first if you may want them back.',
    confirmLabel: 'Delete everything',
  })
}

type Outcome = { ok: boolean; message: string } | null

export type DeleteEverythingProps = {
  /** Nothing to delete. */
  empty: boolean
  /** The saved data could not be read: deleting it is the way to start again, so the button stays. */
  storeUnavailable?: boolean
}

/** "Delete everything", after a confirm; the outcome in a live region. */
export function DeleteEverything({ empty, storeUnavailable = false }: DeleteEverythingProps) {
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const disabled = (empty && !storeUnavailable) || busy
  const headingId = useId()
  const noteId = useId()

  const onClick = async () => {
    setOutcome(null)
    if (!(await confirmDeleteEverything())) return
    setBusy(true)
    try {
      await portfolioActions.clear()
      setOutcome({ ok: true, message: 'Everything is deleted from this browser.' })
    } catch (error) {
      setOutcome({ ok: false, message: `Nothing could be deleted: ${error instanceof Error ? error.message : String(error)}` })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} id={headingId}>
        Delete everything
      </Title>
      <Text size="sm" c="dimmed" id={noteId}>
        {empty && !storeUnavailable
          ? 'There is nothing kept on this page to delete.'
          : 'Removes every transaction, SIP and tax class this page keeps in this browser (it asks first).'}
      </Text>
      <div className={classes.actions}>
        <Button color="red" variant="outline" onClick={onClick} disabled={disabled} loading={busy} aria-describedby={noteId}>
          Delete everything
        </Button>
      </div>
      <div role="status" className={outcome && !outcome.ok ? classes.error : undefined}>
        {outcome?.message}
      </div>
    </Stack>
  )
}
