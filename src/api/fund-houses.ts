import { queryOptions } from '@tanstack/react-query'
import { call } from './http'
import { staleTimes } from './query-client'

/** Fund houses (AMCs) on the mutual-fund base. */
export const fundHouseQueries = {
  all: () => ['mutual_fund', 'fund_house'] as const,

  list: () =>
    queryOptions({
      queryKey: fundHouseQueries.all(),
      queryFn: async ({ signal }) => (await call('fundHouses', { signal })).data,
      staleTime: staleTimes.fundHouse,
      meta: { errorMessage: 'Error fetching fund houses:' },
    }),

  details: (id: number) =>
    queryOptions({
      queryKey: [...fundHouseQueries.all(), 'details', { id }] as const,
      queryFn: async ({ signal }) =>
        (await call('fundHouseDetails', { params: { id }, signal })).data,
      staleTime: staleTimes.fundHouse,
      meta: { errorMessage: 'Error fetching company details:' },
    }),
}
