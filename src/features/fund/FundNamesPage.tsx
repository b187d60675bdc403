import { AnchorLink } from '@/components/links'
import { Container, List, Stack, Text, Title } from '@mantine/core'
import type { FundListItem } from '@/api/schemas'

/** The fund list of a house (foundation version). */
export function FundNamesPage({ funds, amcName }: { funds: FundListItem[]; amcName: string }) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Fund Categories and Listings</Title>
        <Text c="dimmed">Explore diverse mutual fund types and their current offerings.</Text>
        {funds.length === 0 ? (
          <Text>No mutual funds available</Text>
        ) : (
          <List>
            {funds.map((fund) => (
              <List.Item key={fund.schemeCode}>
                <AnchorLink
                  to="/fundchart/$schemeCode/$name"
                  params={{ schemeCode: fund.schemeCode, name: amcName }}
                >
                  {fund.schemeName ?? 'N/A'}
                </AnchorLink>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Container>
  )
}
