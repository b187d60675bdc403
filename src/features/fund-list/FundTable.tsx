import { useId, useMemo, type ReactNode } from 'react'
import { Table } from '@mantine/core'
import { ReturnHeads } from '@/components/ReturnHeads'
import { followRowLink } from '@/components/row-link'
import { ScrollRegion } from '@/components/ScrollRegion'
import { SortableTh, type SortableColumn } from '@/components/SortableTh'
import { TerAsOfNote } from '@/components/TerAsOfNote'
import { listTerAsOf, terDatesDiffer } from '@/lib/ter-text'
import type { WithReturns } from './list-rows'
import { ReturnCells } from './ReturnCells'
import classes from './fund-list.module.css'

type Fund = WithReturns<{ schemeCode: number; schemeName: string | null }>

type Props<T extends Fund> = {
  /** From useSortedList: the columns' sorting and the rows in order. */
  table: { getColumn: (id: string) => SortableColumn | undefined; getRowModel: () => { rows: { id: string; original: T }[] } }
  /** The table's rows in their own order (its data): the TER note reads their dates, which no new order changes. */
  funds: readonly T[]
  /** How many of the sorted rows to show; all without it. */
  limit?: number
  amcName: string
  /** The table's name for screen readers. */
  label: string
  minWidth: number
  horizontalSpacing?: 'md'
  /** Header cells between Fund Name and the returns. */
  heads?: ReactNode
  /** A row's cells before its returns: the fund's name and what else the page shows of it. */
  cells: (fund: T) => ReactNode
  rowClassName?: string
}

/**
 * A sortable fund table: Fund Name, the page's own columns, the 1Y, 3Y and 5Y returns, the TER and
 * Add to compare, and over it the date of the TERs (TerAsOfNote). A click anywhere on a row follows
 * its link to the fund page.
 */
export function FundTable<T extends Fund>({ table, funds, limit, amcName, label, minWidth, horizontalSpacing, heads, cells, rowClassName }: Props<T>) {
  const noteId = useId()
  const rows = table.getRowModel().rows.slice(0, limit)
  // The TERs' date, of the rows shown. All of them: read once per list, not again on a new order. The
  // first `limit` of an order: those few, which a new order changes.
  const everyRowAsOf = useMemo(() => (limit === undefined ? listTerAsOf(funds) : null), [funds, limit])
  const asOf = limit === undefined ? everyRowAsOf : listTerAsOf(rows.map((row) => row.original))
  const sayTerAsOf = terDatesDiffer(asOf)
  return (
    <>
      {/* A caption over the TER column's side, outside the scrolling box: on a phone it stays in view. */}
      <TerAsOfNote asOf={asOf} id={noteId} ta="right" px={horizontalSpacing ?? 'xs'} pt="xs" />
      {/* The figure columns and the button do not fit a phone. */}
      <ScrollRegion label="Fund table">
        <Table
          highlightOnHover
          verticalSpacing="sm"
          horizontalSpacing={horizontalSpacing}
          className={classes.table}
          miw={minWidth}
          aria-label={label}
          aria-describedby={asOf ? noteId : undefined}
        >
          <Table.Thead>
            <Table.Tr>
              <SortableTh column={table.getColumn('name')}>Fund Name</SortableTh>
              {heads}
              <ReturnHeads table={table} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ id, original: fund }) => (
              <Table.Tr key={id} className={rowClassName} onClick={followRowLink}>
                {cells(fund)}
                <ReturnCells fund={fund} amcName={amcName} sayTerAsOf={sayTerAsOf} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </>
  )
}
