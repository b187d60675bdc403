import { Group, Image, Table } from '@mantine/core'
import { ReturnCells } from './ReturnCells'
import type { SortingState } from '@tanstack/react-table'
import { AnchorLink } from '@/components/links'
import { followRowLink } from '@/components/row-link'
import type { FundListItem } from '@common/contract/schemas'
import type { WithReturns } from './list-rows'
import { RETURN_KEYS, RETURN_LABEL } from './list-search'
import { returnColumns, textColumn, type ListColumns } from './list-table'
import { SortableTh } from './SortableTh'
import { useSortedList } from './use-sorted-list'
import classes from './fund-list.module.css'

export type FundNamesRow = WithReturns<FundListItem>

const columns: ListColumns<FundNamesRow> = [textColumn<FundNamesRow>('name', (fund) => fund.schemeName), ...returnColumns<FundNamesRow>()]
const rowId = (fund: FundNamesRow) => String(fund.schemeCode)

type Props = {
  funds: FundNamesRow[]
  /** The fund house's AMFI name, the `name` of the fund page address. */
  amcName: string
  sorting: SortingState
  onSortingChange: (next: SortingState) => void
  /** Rows are links to the fund page; a click anywhere on one follows it. */
  rowClassName?: string
}

/** /fund-names' table: logo and name, 1Y/3Y/5Y returns and Add to compare, sortable by any column. */
export function FundNamesTable({ funds, amcName, sorting, onSortingChange, rowClassName }: Props) {
  const table = useSortedList({ columns, rows: funds, sorting, onSortingChange, rowId })
  return (
    // The figure columns and the button do not fit a phone: the table scrolls in here, not the page.
    <div className={classes.scroll} role="region" aria-label="Fund table" tabIndex={0}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" className={classes.table} miw={520} aria-label={`Funds of ${amcName}`}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column={table.getColumn('name')}>Fund Name</SortableTh>
            {RETURN_KEYS.map((key) => (
              <SortableTh key={key} column={table.getColumn(key)} figure>
                {RETURN_LABEL[key]}
              </SortableTh>
            ))}
            <Table.Th scope="col">
              <span className="visually-hidden">Compare</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map(({ id, original: fund }) => (
            <Table.Tr key={id} className={rowClassName} onClick={followRowLink}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Image src={fund.logo} alt="" w={36} h={36} radius="sm" loading="lazy" style={{ flex: 'none' }} />
                  <AnchorLink to="/fundchart/$schemeCode/$name" params={{ schemeCode: fund.schemeCode, name: amcName }} c="dark">
                    {fund.schemeName ?? 'N/A'}
                  </AnchorLink>
                </Group>
              </Table.Td>
              <ReturnCells fund={fund} amcName={amcName} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}
