import { AnchorLink } from '@/components/links'
import { Container, Image, List, Stack, Title } from '@mantine/core'
import type { FundByAmc, FundHouse } from '@/api/schemas'
import { SafeHtml } from '@/components/SafeHtml'

const TABLE_ROWS = 5

/** A fund house and its funds (foundation version). */
export function CompanyDetailsPage({ house, funds }: { house: FundHouse; funds: FundByAmc[] }) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Image src={house.logo} alt="" w={72} h={72} />
        <Title order={1}>{house.name}</Title>
        <SafeHtml html={house.description} />
        <Title order={2}>Funds</Title>
        {funds.length === 0 ? (
          'No mutual funds available for the selected filters.'
        ) : (
          <List>
            {funds.slice(0, TABLE_ROWS).map((fund) => (
              <List.Item key={fund.schemeCode}>
                <AnchorLink
                  to="/fundchart/$schemeCode/$name"
                  params={{ schemeCode: fund.schemeCode, name: house.fund_house_name }}
                >
                  {fund.schemeName ?? 'N/A'}
                </AnchorLink>
              </List.Item>
            ))}
          </List>
        )}
        <AnchorLink to="/fund-names/$id/$name" params={{ id: house.id, name: house.fund_house_name }}>
          View More
        </AnchorLink>
      </Stack>
    </Container>
  )
}
