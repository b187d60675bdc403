import { memo } from 'react'
import { Table, Text } from '@mantine/core'
import { FundTable, type ListColumns, type ListHeads, returnColumns, terColumn, textColumn, type WithReturns } from '@/features/fund-list'
import { AnchorLink } from '@/components/links'
import { SortableTh } from '@/components/SortableTh'
import type { FundByAmc } from '@common/contract/schemas'
import classes from './fund-house.module.css'

export type CompanyFundRow = WithReturns<FundByAmc>

/** The company table's sortable columns (module scope: the house's sort keys are made once). */
export const companyColumns: ListColumns<CompanyFundRow> = [
  textColumn<CompanyFundRow>('name', (fund) => fund.schemeName),
  // Category, then subcategory within it: the order the filter panel reads in.
  textColumn<CompanyFundRow>('category', (fund) => `${fund.category} · ${fund.subcategory}`),
  ...returnColumns<CompanyFundRow>(),
  terColumn<CompanyFundRow>(),
]

function CompanyCells({ fund, amcName }: { fund: CompanyFundRow; amcName: string }) {
  return (
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
  )
}

type Props = {
  /** The first matches in the chosen order (the order applies to all of them: "sort by 1Y" shows the house's best five). */
  rows: readonly CompanyFundRow[]
  heads: ListHeads
  amcName: string
  /** The TER filter in force, which the empty state names: it also leaves out funds whose TER is not known. */
  terNote?: string
}

/**
 * The company page's fund table: a click on a row (or Enter on its link) opens the fund page.
 * Memoised: opening a category or choosing a filter renders the filter at once, and the table only
 * when its rows (from the deferred address) or its headers change.
 */
export const CompanyFundTable = memo(function CompanyFundTable({ rows, heads, amcName, terNote }: Props) {
  if (rows.length === 0) {
    return (
      <Text py="lg" ta="center" c="dimmed" role="status">
        No mutual funds available for the selected filters.
        {terNote && ` (${terNote}.)`}
      </Text>
    )
  }
  return (
    <FundTable
      heads={heads}
      rows={rows}
      amcName={amcName}
      label="Funds of this fund house"
      // Four figure columns beside the name (and Category from sm): it scrolls in its own region on a phone.
      minWidth={550}
      rowClassName={classes.fundRow}
      extraHeads={
        <SortableTh column={heads.getColumn('category')} visibleFrom="sm">
          Category
        </SortableTh>
      }
      Cells={CompanyCells}
    />
  )
})
