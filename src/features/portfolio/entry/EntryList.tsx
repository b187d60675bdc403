import { useId, type ReactNode, type Ref } from 'react'
import { Button, Table, Title } from '@mantine/core'
import classes from './entry.module.css'

type EntryListProps = {
  /** "SIPs (3)". */
  title: ReactNode
  /** The heading, focusable: after a delete the row and its buttons are gone, and the keyboard carries on from here. */
  headingRef: Ref<HTMLHeadingElement>
  children: ReactNode
}

/** The transactions' and the SIPs' lists: a section named by its heading. */
export function EntryList({ title, headingRef, children }: EntryListProps) {
  const headingId = useId()
  return (
    <section className={classes.list} aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} ref={headingRef} tabIndex={-1} className={classes.title} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  )
}

type RowActionsProps = {
  /** The row in words, after "Edit" and "Delete" in the buttons' names: "SIP in … from 5 Jan 2024". */
  label: string
  onDelete: () => void
  /** null: the row cannot be edited, and `noEdit` stands where Edit would. */
  onEdit: (() => void) | null
  noEdit?: ReactNode
}

/** A list row's last cell: Edit (or why not) and Delete, each named for its row. */
export function RowActions({ label, onEdit, onDelete, noEdit }: RowActionsProps) {
  return (
    <div className={classes.rowActions}>
      {onEdit ? (
        <Button size="compact-sm" variant="light" color="green" aria-label={`Edit ${label}`} onClick={onEdit}>
          Edit
        </Button>
      ) : (
        noEdit
      )}
      <Button size="compact-sm" variant="subtle" color="red" aria-label={`Delete ${label}`} onClick={onDelete}>
        Delete
      </Button>
    </div>
  )
}

/** The head of RowActions' column: named for screen readers, blank on screen. */
export function RowActionsHead() {
  return (
    <Table.Th scope="col">
      <span className="visually-hidden">Edit or delete</span>
    </Table.Th>
  )
}
