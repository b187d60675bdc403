import { AnchorLink } from '@/components/links'
import { Container, Image, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { Blog, FundHouse, TrendingFund } from '@/api/schemas'
import { collections } from '@/api/categories'
import { formatPercent } from '@/lib/format'
import { sortBlogsByCreated } from './sort-blogs'

type Props = { blogs: Blog[]; fundHouses: FundHouse[]; trendings: TrendingFund[] }

/** Home (foundation version: every section's data, plainly; the designed page comes later). */
export function HomePage({ blogs, fundHouses, trendings }: Props) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Title order={1}>Invest in mutual funds with clarity</Title>

        <section aria-labelledby="collections-heading">
          <Title order={2} id="collections-heading">
            Curated Collections
          </Title>
          <List>
            {collections.map((c) => (
              <List.Item key={c.value}>
                <AnchorLink to="/investment-products/$value" params={{ value: c.value }}>
                  {c.label}
                </AnchorLink>
              </List.Item>
            ))}
          </List>
        </section>

        <section aria-labelledby="amc-heading">
          <Title order={2} id="amc-heading">
            Asset Management Companies
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
            {fundHouses.slice(0, 5).map((house) => (
              <AnchorLink
                key={house.id}
                to="/company-details/$id/$name"
                params={{ id: house.id, name: house.fund_house_name }}
              >
                <Image src={house.logo} alt={house.name} w={64} h={64} />
              </AnchorLink>
            ))}
          </SimpleGrid>
        </section>

        <section aria-labelledby="trending-heading">
          <Title order={2} id="trending-heading">
            Trending Mutual Funds
          </Title>
          <List>
            {trendings.map((fund) => (
              <List.Item key={fund.scheme_code ?? fund.scheme_name}>
                {fund.scheme_name} · {fund.category} · YTD {formatPercent(fund.ytd_return)}
              </List.Item>
            ))}
          </List>
        </section>

        <section aria-labelledby="insights-heading">
          <Title order={2} id="insights-heading">
            Investment Insights
          </Title>
          <List>
            {sortBlogsByCreated(blogs).map((blog) => (
              <List.Item key={blog.id}>
                <Text fw={600}>{blog.title}</Text>
                <Text size="sm">{blog.short_desc}</Text>
              </List.Item>
            ))}
          </List>
        </section>
      </Stack>
    </Container>
  )
}
