import { Container, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { AnchorLink } from '@/components/links'
import type { FundHouse } from '@common/contract/schemas'
import classes from './fund-house.module.css'

/** /amcs: every fund house as a logo tile; a tile is a link to the house's page. */
export function AmcListPage({ fundHouses }: { fundHouses: FundHouse[] }) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            Asset Management Companies
          </Title>
          <Text c="dimmed">Choose a fund house to see its funds, categories and key facts.</Text>
        </Stack>
        {fundHouses.length === 0 ? (
          <Text>No fund houses available right now.</Text>
        ) : (
          <SimpleGrid component="ul" cols={{ base: 2, xs: 3, md: 4 }} spacing={{ base: 'sm', sm: 'md' }} className={classes.plainList}>
            {fundHouses.map((house) => (
              <li key={house.id} className={classes.amcItem}>
                <AnchorLink
                  to="/company-details/$id/$name"
                  params={{ id: house.id, name: house.fund_house_name }}
                  className={classes.amcTile}
                  underline="never"
                >
                  <Image src={house.logo} alt="" w={72} h={72} radius="md" loading="lazy" />
                  <Text component="span" fw={700} ta="center" className={classes.amcName}>
                    {house.fund_house_name}
                  </Text>
                  {house.name && house.name !== house.fund_house_name && (
                    <Text component="span" size="xs" c="dimmed" ta="center" className={classes.amcName} visibleFrom="xs">
                      {house.name}
                    </Text>
                  )}
                </AnchorLink>
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  )
}
