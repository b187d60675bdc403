import { Card, Container, Group, Image, Stack, Table, Text, Title } from '@mantine/core'
import { AnchorLink } from '@/components/links'
import { followRowLink } from '@/components/row-link'
import type { FundListItem } from '@common/contract/schemas'
import classes from './fund.module.css'

type Props = {
  funds: FundListItem[]
  /** The fund house's AMFI name, the `name` of the fund page address. */
  amcName: string
  /** "Equity / Large Cap" when the list is narrowed by the company page's filter. */
  filterLabel?: string
  /** The unfiltered list, offered when the list is narrowed. */
  showAll?: { id: number }
}

/** /fund-names: every fund of a house in a one-column table; a row opens the fund page. */
export function FundNamesPage({ funds, amcName, filterLabel, showAll }: Props) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 34 }}>Fund Categories and Listings</Title>
          <Text c="dimmed">Explore diverse mutual fund types and their current offerings.</Text>
        </Stack>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>
            {amcName}
            {filterLabel && (
              <Text component="span" c="dimmed" fw={400}>
                {' '}
                · {filterLabel}
              </Text>
            )}
          </Text>
          <Group gap="md">
            <Text size="sm" c="dimmed">
              {funds.length === 1 ? '1 fund' : `${funds.length} funds`}
            </Text>
            {filterLabel && showAll && (
              <AnchorLink to="/fund-names/$id/$name" params={{ id: showAll.id, name: amcName }} search={{}} size="sm">
                Show all funds
              </AnchorLink>
            )}
          </Group>
        </Group>
        <Card withBorder radius="md" padding={0}>
          {funds.length === 0 ? (
            <Text p="lg" ta="center" c="dimmed" role="status">
              No mutual funds available
            </Text>
          ) : (
            <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label={`Funds of ${amcName}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Fund Name</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {funds.map((fund) => (
                  <Table.Tr key={fund.schemeCode} className={classes.row} onClick={followRowLink}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Image src={fund.logo} alt="" w={36} h={36} radius="sm" loading="lazy" style={{ flex: 'none' }} />
                        <AnchorLink
                          to="/fundchart/$schemeCode/$name"
                          params={{ schemeCode: fund.schemeCode, name: amcName }}
                          c="dark"
                        >
                          {fund.schemeName ?? 'N/A'}
                        </AnchorLink>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      </Stack>
    </Container>
  )
}
