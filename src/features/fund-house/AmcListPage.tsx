import { AnchorLink } from '@/components/links'
import { Container, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { FundHouse } from '@/api/schemas'

/** The fund-house grid (foundation version). */
export function AmcListPage({ fundHouses }: { fundHouses: FundHouse[] }) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Asset Management Companies</Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
          {fundHouses.map((house) => (
            <AnchorLink
              key={house.id}
              to="/company-details/$id/$name"
              params={{ id: house.id, name: house.fund_house_name }}
            >
              <Stack align="center" gap={4}>
                <Image src={house.logo} alt="" w={64} h={64} />
                <Text size="sm">{house.name}</Text>
              </Stack>
            </AnchorLink>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  )
}
