import { Group, Image, Table } from '@mantine/core'
import type { SortingState } from '@tanstack/react-table'
import { AnchorLink } from '@/components/links'
import type { FundListItem } from '@common/contract/schemas'
import type { WithReturns } from './list-rows'
import { returnColumns, terColumn, textColumn, type ListColumns } from './list-table'
import { FundTable } from './FundTable'
import { useSortedList } from './use-sorted-list'

export type FundNamesRow = WithReturns<FundListItem>

const columns: ListColumns<FundNamesRow> = [
  textColumn<FundNamesRow>('name', (fund) => fund.schemeName),
  ...returnColumns<FundNamesRow>(),
  terColumn<FundNamesRow>(),
]

type Props = {
  funds: FundNamesRow[]
  /** The fund house's AMFI name, the `name` of the fund page address. */
  amcName: string
  sorting: SortingState
  onSortingChange: (next: SortingState) => void
  /** Rows are links to the fund page; a click anywhere on one follows it. */
  rowClassName?: string
}

/** /fund-names' table: logo and name, 1Y/3Y/5Y returns, TER and Add to compare, sortable by any column. */
export function FundNamesTable({ funds, amcName, sorting, onSortingChange, rowClassName }: Props) {
  const table = useSortedList({ columns, rows: funds, sorting, onSortingChange })
  return (
    <FundTable
      table={table}
      funds={funds}
      amcName={amcName}
      label={`Funds of ${amcName}`}
      // Four figure columns beside the name: it scrolls in its own region on a phone.
      minWidth={590}
      horizontalSpacing="md"
      rowClassName={rowClassName}
      cells={(fund) => (
        <Table.Td>
          <Group gap="sm" wrap="nowrap">
            <Image src={fund.logo} alt="" w={36} h={36} radius="sm" loading="lazy" style={{ flex: 'none' }} />
            <AnchorLink to="/fundchart/$schemeCode/$name" params={{ schemeCode: fund.schemeCode, name: amcName }} c="dark">
              {fund.schemeName ?? 'N/A'}
            </AnchorLink>
          </Group>
        </Table.Td>
      )}
    />
  )
}
