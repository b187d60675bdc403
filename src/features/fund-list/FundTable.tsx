import { memo, useId, useMemo, type ComponentType, type ReactNode, type Ref } from 'react'
import { Table } from '@mantine/core'
import { ReturnHeads } from '@/components/ReturnHeads'
import { followRowLink } from '@/components/row-link'
import { ScrollRegion } from '@/components/ScrollRegion'
import { SortableTh } from '@/components/SortableTh'
import { TerAsOfNote } from '@/components/TerAsOfNote'
import { listTerAsOf, terDatesDiffer } from '@/lib/ter-text'
import type { ListHeads } from './list-order'
import type { WithReturns } from './list-rows'
import { ReturnCells } from './ReturnCells'
import classes from './fund-list.module.css'

type Fund = WithReturns<{ schemeCode: number; schemeName: string | null }>

/** A row's cells before its returns: the fund's name and what else the page shows of it. Module scope. */
export type FundCells<T> = ComponentType<{ fund: T; amcName: string }>

type Props<T extends Fund> = {
  /** The headers' order and links (listHeads), from the address as it is now. */
  heads: ListHeads
  /** The rows shown, in order (useListView's, from the deferred address), memoised. */
  rows: readonly T[]
  amcName: string
  /** The table's name for screen readers. */
  label: string
  minWidth: number
  horizontalSpacing?: 'md'
  /** Header cells between Fund Name and the returns. */
  extraHeads?: ReactNode
  Cells: FundCells<T>
  rowClassName?: string
  /** The table's body, for useShowMoreFocus. */
  bodyRef?: Ref<HTMLTableSectionElement>
}

/**
 * A sortable fund table: Fund Name, the page's own columns, the 1Y, 3Y and 5Y returns, the TER and
 * Add to compare, and over it the date of the TERs shown (TerAsOfNote). A click anywhere on a row
 * follows its link to the fund page.
 *
 * A new order renders the headers (their aria-sort and links) from the address at once; the body
 * is memoised on its rows, which the page derives from the deferred address, so it follows in a
 * render of its own, and each row is memoised on its fund, so a row that stays is not rendered again.
 */
export function FundTable<T extends Fund>({ heads, rows, amcName, label, minWidth, horizontalSpacing, extraHeads, Cells, rowClassName, bodyRef }: Props<T>) {
  const noteId = useId()
  // The TERs' date, of the rows shown: a new order or page can change it.
  const asOf = useMemo(() => listTerAsOf(rows), [rows])
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
              <SortableTh column={heads.getColumn('name')}>Fund Name</SortableTh>
              {extraHeads}
              <ReturnHeads table={heads} />
            </Table.Tr>
          </Table.Thead>
          <FundRows rows={rows} amcName={amcName} sayTerAsOf={sayTerAsOf} Cells={Cells as FundCells<Fund>} rowClassName={rowClassName} bodyRef={bodyRef} />
        </Table>
      </ScrollRegion>
    </>
  )
}

type RowsProps = {
  rows: readonly Fund[]
  amcName: string
  sayTerAsOf: boolean
  Cells: FundCells<Fund>
  rowClassName?: string
  bodyRef?: Ref<HTMLTableSectionElement>
}

const FundRows = memo(function FundRows({ rows, amcName, sayTerAsOf, Cells, rowClassName, bodyRef }: RowsProps) {
  return (
    <Table.Tbody ref={bodyRef}>
      {rows.map((fund) => (
        <FundRow key={fund.schemeCode} fund={fund} amcName={amcName} sayTerAsOf={sayTerAsOf} Cells={Cells} className={rowClassName} />
      ))}
    </Table.Tbody>
  )
})

type RowProps = { fund: Fund; amcName: string; sayTerAsOf: boolean; Cells: FundCells<Fund>; className?: string }

// The row objects keep their identity across a new order or page (joinReturns' memoised rows).
const FundRow = memo(function FundRow({ fund, amcName, sayTerAsOf, Cells, className }: RowProps) {
  return (
    <Table.Tr className={className} onClick={followRowLink}>
      <Cells fund={fund} amcName={amcName} />
      <ReturnCells fund={fund} amcName={amcName} sayTerAsOf={sayTerAsOf} />
    </Table.Tr>
  )
})
