import { Table, Text } from '@mantine/core'
import { AnchorLink } from '@/components/links'
import { followRowLink } from '@/components/row-link'
import type { FundByAmc } from '@common/contract/schemas'
import classes from './fund-house.module.css'

type Props = { funds: FundByAmc[]; amcName: string }

/** The company page's fund table: a click on a row (or Enter on its link) opens the fund page. */
export function CompanyFundTable({ funds, amcName }: Props) {
  if (funds.length === 0) {
    return (
      <Text py="lg" ta="center" c="dimmed" role="status">
        No mutual funds available for the selected filters.
      </Text>
    )
  }
  return (
    <Table highlightOnHover verticalSpacing="sm" aria-label="Funds of this fund house">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Fund Name</Table.Th>
          <Table.Th scope="col" visibleFrom="sm">
            Category
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {funds.map((fund) => (
          <Table.Tr key={fund.schemeCode} className={classes.fundRow} onClick={followRowLink}>
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
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
