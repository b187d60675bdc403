import { memo, type Ref } from 'react'
import { Group, Image, Table } from '@mantine/core'
import { AnchorLink } from '@/components/links'
import type { FundListItem } from '@common/contract/schemas'
import type { ListHeads } from './list-order'
import type { WithReturns } from './list-rows'
import { returnColumns, terColumn, textColumn, type ListColumns } from './list-table'
import { FundTable } from './FundTable'

export type FundNamesRow = WithReturns<FundListItem>

/** /fund-names' sortable columns (module scope: the list's sort keys are made once). */
export const fundNamesColumns: ListColumns<FundNamesRow> = [
  textColumn<FundNamesRow>('name', (fund) => fund.schemeName),
  ...returnColumns<FundNamesRow>(),
  terColumn<FundNamesRow>(),
]

function NameCell({ fund, amcName }: { fund: FundNamesRow; amcName: string }) {
  return (
    <Table.Td>
      <Group gap="sm" wrap="nowrap">
        <Image src={fund.logo} alt="" w={36} h={36} radius="sm" loading="lazy" style={{ flex: 'none' }} />
        <AnchorLink to="/fundchart/$schemeCode/$name" params={{ schemeCode: fund.schemeCode, name: amcName }} c="dark">
          {fund.schemeName ?? 'N/A'}
        </AnchorLink>
      </Group>
    </Table.Td>
  )
}

type Props = {
  /** The rows shown, in order (useListView). */
  rows: readonly FundNamesRow[]
  heads: ListHeads
  /** The fund house's AMFI name, the `name` of the fund page address. */
  amcName: string
  /** Rows are links to the fund page; a click anywhere on one follows it. */
  rowClassName?: string
  bodyRef?: Ref<HTMLTableSectionElement>
}

/**
 * /fund-names' table: logo and name, 1Y/3Y/5Y returns, TER and Add to compare, sortable by any
 * column. Memoised: a filter choice renders the selects at once, and the table when its rows follow.
 */
export const FundNamesTable = memo(function FundNamesTable({ rows, heads, amcName, rowClassName, bodyRef }: Props) {
  return (
    <FundTable
      heads={heads}
      rows={rows}
      amcName={amcName}
      label={`Funds of ${amcName}`}
      // Four figure columns beside the name: it scrolls in its own region on a phone.
      minWidth={590}
      horizontalSpacing="md"
      rowClassName={rowClassName}
      Cells={NameCell}
      bodyRef={bodyRef}
    />
  )
})
