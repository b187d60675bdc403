import { Table, Text } from '@mantine/core'
import { FundTable, type ListColumns, returnColumns, terColumn, textColumn, useSortedList, type WithReturns } from '@/features/fund-list'
import type { SortingState } from '@tanstack/react-table'
import { AnchorLink } from '@/components/links'
import { SortableTh } from '@/components/SortableTh'
import type { FundByAmc } from '@common/contract/schemas'
import { COMPANY_TABLE_ROWS } from './fund-filter'
import classes from './fund-house.module.css'

export type CompanyFundRow = WithReturns<FundByAmc>

const columns: ListColumns<CompanyFundRow> = [
  textColumn<CompanyFundRow>('name', (fund) => fund.schemeName),
  // Category, then subcategory within it: the order the filter panel reads in.
  textColumn<CompanyFundRow>('category', (fund) => `${fund.category} · ${fund.subcategory}`),
  ...returnColumns<CompanyFundRow>(),
  terColumn<CompanyFundRow>(),
]

type Props = {
  /** Every fund matching the filters: the order applies to all of them, the table shows the first 5. */
  funds: CompanyFundRow[]
  amcName: string
  sorting: SortingState
  onSortingChange: (next: SortingState) => void
  /** The TER filter in force, which the empty state names: it also leaves out funds whose TER is not known. */
  terNote?: string
}

/** The company page's fund table: a click on a row (or Enter on its link) opens the fund page. */
export function CompanyFundTable({ funds, amcName, sorting, onSortingChange, terNote }: Props) {
  const table = useSortedList({ columns, rows: funds, sorting, onSortingChange })
  if (funds.length === 0) {
    return (
      <Text py="lg" ta="center" c="dimmed" role="status">
        No mutual funds available for the selected filters.
        {terNote && ` (${terNote}.)`}
      </Text>
    )
  }
  return (
    <FundTable
      table={table}
      funds={funds}
      // Sorted first, then cut: "sort by 1Y" shows the house's best five, not the first five reordered.
      limit={COMPANY_TABLE_ROWS}
      amcName={amcName}
      label="Funds of this fund house"
      // Four figure columns beside the name (and Category from sm): it scrolls in its own region on a phone.
      minWidth={550}
      rowClassName={classes.fundRow}
      heads={
        <SortableTh column={table.getColumn('category')} visibleFrom="sm">
          Category
        </SortableTh>
      }
      cells={(fund) => (
        <>
          <Table.Td>
            <AnchorLink to="/fundchart/$schemeCode/$name" params={{ schemeCode: fund.schemeCode, name: amcName }} c="dark">
              {fund.schemeName ?? 'N/A'}
            </AnchorLink>
            <Text size="xs" c="dimmed" hiddenFrom="sm" mt={2}>
              {fund.category} · {fund.subcategory}
            </Text>
          </Table.Td>
          <Table.Td visibleFrom="sm">
            <Text size="sm">{fund.category}</Text>
            <Text size="xs" c="dimmed">
              {fund.subcategory}
            </Text>
          </Table.Td>
        </>
      )}
    />
  )
}
