import type { ReactNode } from 'react'
import { Table, UnstyledButton } from '@mantine/core'
import type { Column, RowData } from '@tanstack/react-table'
import type { ListFeatures } from './list-table'
import { ariaSortOf } from './list-sort'
import classes from './fund-list.module.css'

type Props<T extends RowData> = {
  column: Column<ListFeatures, T> | undefined
  children: ReactNode
  /** Right-aligned, like the figures below it. */
  figure?: boolean
  visibleFrom?: 'sm'
}

/** ↑ ascending, ↓ descending, ⇅ sortable; the header's aria-sort says it in words. */
function SortIcon({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  const path = sorted === 'asc' ? 'M12 19V5M6 11l6-6 6 6' : sorted === 'desc' ? 'M12 5v14M6 13l6 6 6-6' : 'M8 4v16M4 8l4-4 4 4M16 20V4M12 16l4 4 4-4'
  return (
    <svg className={classes.sortIcon} width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden focusable={false}>
      <path d={path} />
    </svg>
  )
}

/**
 * A column header whose label is a button: a click sorts by the column (its first direction),
 * a second click turns the order round. aria-sort sits on the header cell, where screen readers
 * announce it with the column.
 */
export function SortableTh<T extends RowData>({ column, children, figure = false, visibleFrom }: Props<T>) {
  const className = figure ? classes.figure : undefined
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
      <UnstyledButton className={classes.sortButton} onClick={column.getToggleSortingHandler()}>
        {children}
        <SortIcon sorted={sorted} />
      </UnstyledButton>
    </Table.Th>
  )
}
