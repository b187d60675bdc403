import type { ReactNode } from 'react'
import { Table, UnstyledButton } from '@mantine/core'
import type { SortDirection } from '@tanstack/react-table'

/** What a header reads of a TanStack Table column with the row-sorting feature. */
export type SortableColumn = {
  getCanSort: () => boolean
  getIsSorted: () => false | SortDirection
  getToggleSortingHandler: () => undefined | ((event: unknown) => void)
}

type Props = {
  column: SortableColumn | undefined
  children: ReactNode
  /** Right-aligned, like the figures below it. */
  figure?: boolean
  visibleFrom?: 'sm'
}

/** aria-sort of a header: only the sorted column says anything. */
export function ariaSortOf(sorted: false | SortDirection): 'ascending' | 'descending' | undefined {
  if (!sorted) return undefined
  return sorted === 'asc' ? 'ascending' : 'descending'
}

/** ↑ ascending, ↓ descending, ⇅ sortable; the header's aria-sort says it in words. */
function SortIcon({ sorted }: { sorted: false | SortDirection }) {
  const path = sorted === 'asc' ? 'M12 19V5M6 11l6-6 6 6' : sorted === 'desc' ? 'M12 5v14M6 13l6 6 6-6' : 'M8 4v16M4 8l4-4 4 4M16 20V4M12 16l4 4 4-4'
  return (
    <svg className="mf-sort-icon" width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden focusable={false}>
      <path d={path} />
    </svg>
  )
}

/**
 * A column header whose label is a button: a click sorts by the column (its first direction),
 * a second click turns the order round. aria-sort sits on the header cell, where screen readers
 * announce it with the column.
 */
export function SortableTh({ column, children, figure = false, visibleFrom }: Props) {
  const className = figure ? 'mf-figure' : undefined
  if (!column?.getCanSort()) {
    return (
      <Table.Th scope="col" className={className} visibleFrom={visibleFrom}>
        {children}
      </Table.Th>
    )
  }
  const sorted = column.getIsSorted()
  return (
    <Table.Th scope="col" className={className} visibleFrom={visibleFrom} aria-sort={ariaSortOf(sorted)}>
      <UnstyledButton className="mf-sort-button" onClick={column.getToggleSortingHandler()}>
        {children}
        <SortIcon sorted={sorted} />
      </UnstyledButton>
    </Table.Th>
  )
}
