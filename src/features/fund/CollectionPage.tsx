import { Container, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { AnchorLink } from '@/components/links'
import { followRowLink } from '@/components/row-link'
import type { FundByCategory } from '@common/contract/schemas'
import { formatNav, formatPercent } from '@/lib/format'
import { trendClass } from './trend'
import classes from './fund.module.css'

/** /investment-products: a curated collection as cards; a card opens the fund page. */
export function CollectionPage({ title, funds }: { title: string; funds: FundByCategory[] }) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 34 }}>{title}</Title>
          <Text c="dimmed">Year-to-date return and latest NAV of each fund (Direct Plan, Growth option).</Text>
        </Stack>
        {funds.length === 0 ? (
          <Text role="status" c="dimmed" py="lg">
            No mutual funds available
          </Text>
        ) : (
          <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" className={classes.plainList}>
            {funds.map((fund) => (
              <li key={fund.schemeCode} className={classes.card} onClick={followRowLink}>
                <Group gap="sm" wrap="nowrap">
                  <Image src={fund.fundHouseLogo} alt="" w={40} h={40} radius="sm" loading="lazy" style={{ flex: 'none' }} />
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {fund.fundHouseName}
                  </Text>
                </Group>
                <AnchorLink
                  to="/fundchart/$schemeCode/$name"
                  params={{ schemeCode: fund.schemeCode, name: fund.fundHouseName }}
                  className={classes.cardLink}
                  underline="hover"
                  style={{ flex: 1 }}
                >
                  {fund.schemeName}
                </AnchorLink>
                <Group justify="space-between" align="flex-end" gap="xs">
                  <div>
                    <Text size="xs" c="dimmed">
                      YTD return
                    </Text>
                    <Text fw={700} className={trendClass(fund.ytdReturn, classes)}>
                      {formatPercent(fund.ytdReturn)}
                    </Text>
                  </div>
                  <div style={{ textAlign: 'right' }}>
                    <Text size="xs" c="dimmed">
                      Latest Nav
                    </Text>
                    <Text fw={700}>{formatNav(fund.latestNAV)}</Text>
                  </div>
                </Group>
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  )
}
