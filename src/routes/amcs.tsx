import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { fundHouseQueries } from '@/api/fund-houses'
import { AmcListPage } from '@/features/fund-house/AmcListPage'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/amcs')({
  head: () => pageHead('Asset Management Companies', 'Browse Indian mutual fund houses (AMCs) and the funds each one offers.'),
  // Returns nothing: the query cache carries the data (see routes/index.tsx).
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(fundHouseQueries.list())
  },
  component: AmcsRoute,
})

function AmcsRoute() {
  const { data: fundHouses } = useSuspenseQuery(fundHouseQueries.list())
  return <AmcListPage fundHouses={fundHouses} />
}
