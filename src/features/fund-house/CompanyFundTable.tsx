import { Table, Text } from '@mantine/core'
import { ReturnCells } from '@/features/fund-list/ReturnCells'
import type { SortingState } from '@tanstack/react-table'
import { AnchorLink } from '@/components/links'
import { followRowLink } from '@/components/row-link'
import type { WithReturns } from '@/features/fund-list/list-rows'
import { RETURN_KEYS, RETURN_LABEL } from '@/features/fund-list/list-search'
import { returnColumns, textColumn, type ListColumns } from '@/features/fund-list/list-table'
import { SortableTh } from '@/features/fund-list/SortableTh'
import { useSortedList } from '@/features/fund-list/use-sorted-list'
import type { FundByAmc } from '@common/contract/schemas'
import { COMPANY_TABLE_ROWS } from './fund-filter'
import listClasses from '@/features/fund-list/fund-list.module.css'
import classes from './fund-house.module.css'

export type CompanyFundRow = WithReturns<FundByAmc>

const columns: ListColumns<CompanyFundRow> = [
  textColumn<CompanyFundRow>('name', (fund) => fund.schemeName),
  // Category, then subcategory within it: the order the filter panel reads in.
  textColumn<CompanyFundRow>('category', (fund) => `${fund.category} · ${fund.subcategory}`),
  ...returnColumns<CompanyFundRow>(),
]
const rowId = (fund: CompanyFundRow) => String(fund.schemeCode)

type Props = {
  /** Every fund matching the filters: the order applies to all of them, the table shows the first 5. */
  funds: CompanyFundRow[]
  amcName: string
  sorting: SortingState
  onSortingChange: (next: SortingState) => void
}

/** The company page's fund table: a click on a row (or Enter on its link) opens the fund page. */
export function CompanyFundTable({ funds, amcName, sorting, onSortingChange }: Props) {
  const table = useSortedList({ columns, rows: funds, sorting, onSortingChange, rowId })
  if (funds.length === 0) {
    return (
      <Text py="lg" ta="center" c="dimmed" role="status">
        No mutual funds available for the selected filters.
      </Text>
    )
  }
  // Sorted first, then cut: "sort by 1Y" shows the house's best five, not the first five reordered.
  const shown = table.getRowModel().rows.slice(0, COMPANY_TABLE_ROWS)
  return (
    // Five figure columns and a button do not fit a phone: the table scrolls in here, not the page.
    <div className={listClasses.scroll} role="region" aria-label="Fund table" tabIndex={0}>
      <Table highlightOnHover verticalSpacing="sm" className={listClasses.table} miw={480} aria-label="Funds of this fund house">
        <Table.Thead>
          <Table.Tr>
            <SortableTh column={table.getColumn('name')}>Fund Name</SortableTh>
            <SortableTh column={table.getColumn('category')} visibleFrom="sm">
              Category
            </SortableTh>
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
          {shown.map(({ id, original: fund }) => (
            <Table.Tr key={id} className={classes.fundRow} onClick={followRowLink}>
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
              <ReturnCells fund={fund} amcName={amcName} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}
