import { Container, Stack, Table, Text, Title } from '@mantine/core'
import type { FundDetail } from '@/api/schemas'
import { formatDate } from '@/lib/dates'
import { formatNav, formatPercent } from '@/lib/format'

/** The fund page (foundation version: the chart comes with the fund-journey issue). */
export function FundDetailPage({ fund }: { fund: FundDetail }) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Mutual Fund Details</Title>
        <Text c="dimmed">Comprehensive Insights into Your Selected Mutual Fund</Text>
        <Title order={2}>{fund.schemeName}</Title>
        <Text>
          1M return {formatPercent(fund.oneMonthReturn)} · 1D {formatPercent(fund.oneDayReturn)}
        </Text>
        <Text>
          NAV : {formatDate(fund.latestNAVDate)} {formatNav(fund.latestNAV)}
        </Text>
        <Text>{fund.navHistory.length} NAVs in history</Text>
        <Title order={2}>Fund Information</Title>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Fund House</Table.Th>
              <Table.Td>{fund.fundHouse}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Schedule Type</Table.Th>
              <Table.Td>{fund.schemeType}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Category</Table.Th>
              <Table.Td>{fund.category}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    </Container>
  )
}
