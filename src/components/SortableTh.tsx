import type { ReactNode } from 'react'
import { Table } from '@mantine/core'
import { Link } from '@tanstack/react-router'

type SortDirection = 'asc' | 'desc'

const EXACT = { exact: true } as const

type Search = Record<string, unknown>

/** What a header knows of its column: the order it shows, and the address a click asks for. */
export type SortableColumn = {
  /** The direction the list is sorted by this column, or false. */
  sorted: false | SortDirection
  /**
   * The address of the order a click produces, from the current one (the rest of it stays). Made
   * once per order, so every render hands the router the same updater and it reuses the link's
   * built address.
   */
  search: (prev: Search) => Search
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
 * A column header whose label is a link to the address of the order a click produces (its first
 * direction, or on the sorted column the other one). A real link: before the page's JavaScript
 * runs, or without it, the server renders that order; after, the router makes it a client
 * navigation. It replaces the history entry (an order is not a page Back should step through) and
 * keeps the scroll. aria-sort sits on the header cell, where screen readers announce it with the
 * column.
 */
export function SortableTh({ column, children, figure = false, visibleFrom }: Props) {
  const className = figure ? 'mf-figure' : undefined
  if (!column) {
    return (
      <Table.Th scope="col" className={className} visibleFrom={visibleFrom}>
        {children}
      </Table.Th>
    )
  }
  const { sorted, search } = column
  return (
    <Table.Th scope="col" className={className} visibleFrom={visibleFrom} aria-sort={ariaSortOf(sorted)}>
      <Link
        to="."
        search={search}
        replace
        resetScroll={false}
        // The same page with its data already loaded: nothing to preload on hover.
        preload={false}
        // The router marks a link to a subset of the address as the current page: only the exact address is.
        activeOptions={EXACT}
        // Drawn as the button it was (src/styles/table-parts.css): the column's label, no link underline.
        className="mf-sort-button"
      >
        {children}
        <SortIcon sorted={sorted} />
      </Link>
    </Table.Th>
  )
}
