import type { ReactNode } from 'react'
import { Box, Card, Container, Grid, Group, Image, Stack, Table, Text, Title } from '@mantine/core'
import { useParams } from '@tanstack/react-router'
import type { FundDetail } from '@common/contract/schemas'
import { AddToCompareButton } from '@/features/compare'
import { formatDate } from '@/lib/dates'
import { formatNav, formatPercent } from '@/lib/format'
import { trendClass, trendOf } from '@/lib/trend'
import { SEBI_WARNING } from '@/lib/disclaimers'
import classes from './fund.module.css'

/** The fixed rating of spec section 9: four filled stars out of five, not data. */
const RATING = 4
const RATING_OF = 5

function Star({ filled }: { filled: boolean }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <path
        d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z"
        fill={filled ? '#f59f00' : 'none'}
        stroke={filled ? '#f59f00' : '#adb5bd'}
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
    </svg>
  )
}

function Return({ label, value }: { label: string; value: number | null }) {
  return (
    <div className={classes.stat}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" className={trendClass(value, classes)} data-trend={trendOf(value)}>
        {formatPercent(value)}
      </Text>
    </div>
  )
}

/**
 * "Add to compare" beside the title. The route's address holds the scheme code and the fund
 * house (the key of this page's NAV history, which the compare page reuses); outside the fund
 * route there is nothing to add, so nothing shows.
 */
function CompareToggle({ schemeName }: { schemeName: string }) {
  const params = useParams({ from: '/fundchart/$schemeCode/$name', shouldThrow: false })
  if (!params) return null
  return (
    <Stack gap={4} align="flex-end">
      <AddToCompareButton size="sm" fund={{ schemeCode: params.schemeCode, schemeName, fundHouseName: params.name }} />
    </Stack>
  )
}

type Props = {
  fund: FundDetail
  /** The NAV chart (its own feature, composed by the route). */
  chart: ReactNode
  /** What the route adds below the seed's page: the analytics panels and the calculator. */
  below?: ReactNode
  /** Under the latest NAV: its date and, when it trails the data, a stale badge. */
  freshness?: ReactNode
  /** Home › AMCS › fund house › fund, above the fund's card. */
  breadcrumb?: ReactNode
}

/** /fundchart: returns, NAV chart, latest NAV, rating and facts of one fund. */
export function FundDetailPage({ fund, chart, below, freshness, breadcrumb }: Props) {
  return (
    <>
      <Box className={classes.banner} py={{ base: 'lg', sm: 'xl' }}>
        <Container size="lg">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            Mutual Fund Details
          </Title>
          <Text mt={4} opacity={0.9}>
            Comprehensive Insights into Your Selected Mutual Fund
          </Text>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          {breadcrumb}
          <Card withBorder radius="md" padding="lg">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <Image src={fund.logo} alt="" w={56} h={56} radius="md" style={{ flex: 'none' }} />
              <Stack gap="sm" miw={0} style={{ flex: 1 }}>
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Title order={2} size="h3" style={{ overflowWrap: 'anywhere', flex: '1 1 16rem' }}>
                    {fund.schemeName}
                  </Title>
                  <CompareToggle schemeName={fund.schemeName} />
                </Group>
                <Group gap="xl">
                  <Return label="1M return" value={fund.oneMonthReturn} />
                  <Return label="1D" value={fund.oneDayReturn} />
                </Group>
              </Stack>
            </Group>
          </Card>

          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Card withBorder radius="md" padding="md" h="100%">
                <Title order={2} size="h4" mb="sm">
                  NAV history
                </Title>
                {chart}
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Card withBorder radius="md" padding="lg">
                <Stack gap="lg">
                  <div>
                    <Group gap={6} align="baseline">
                      <Text fw={600}>NAV :</Text>
                      <Text c="dimmed" size="sm">
                        {formatDate(fund.latestNAVDate)}
                      </Text>
                    </Group>
                    <Text fw={800} fz={32} lh={1.2} data-testid="latest-nav">
                      {formatNav(fund.latestNAV)}
                    </Text>
                    {freshness}
                  </div>
                  <div>
                    <Text fw={600} mb={4}>
                      Rating
                    </Text>
                    <Group gap={2} role="img" aria-label={`Rated ${RATING} out of ${RATING_OF} stars`}>
                      {Array.from({ length: RATING_OF }, (_, i) => (
                        <Star key={i} filled={i < RATING} />
                      ))}
                    </Group>
                  </div>
                </Stack>
              </Card>
            </Grid.Col>
          </Grid>

          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb="sm">
              Fund Information
            </Title>
            <Table className={classes.infoTable} verticalSpacing="sm">
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
          </Card>
          {below}
          <Text size="sm" c="dimmed" className={classes.disclaimer}>
            {SEBI_WARNING} Past performance is not a guide to future returns.
          </Text>
        </Stack>
      </Container>
    </>
  )
}
