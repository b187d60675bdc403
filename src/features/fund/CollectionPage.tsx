import { AnchorLink } from '@/components/links'
import { Container, List, Stack, Title } from '@mantine/core'
import type { FundByCategory } from '@/api/schemas'
import { formatNav, formatPercent } from '@/lib/format'

/** A curated collection (foundation version). */
export function CollectionPage({ title, funds }: { title: string; funds: FundByCategory[] }) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <List>
          {funds.map((fund) => (
            <List.Item key={fund.schemeCode}>
              <AnchorLink
                to="/fundchart/$schemeCode/$name"
                params={{ schemeCode: fund.schemeCode, name: fund.fundHouseName }}
              >
                {fund.schemeName}
              </AnchorLink>{' '}
              · YTD {formatPercent(fund.ytdReturn)} · Latest Nav {formatNav(fund.latestNAV)}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Container>
  )
}
