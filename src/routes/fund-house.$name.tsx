import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { fundHouseQueries } from '@/api/fund-houses'
import { pageHead } from '@/lib/page-head'
import { parseName } from './-params'

/**
 * A fund house by its AMFI name. The fund page's breadcrumb links here: the fund page knows its
 * fund house only by name, and looking the id up there would cost every fund page a request. Here
 * the lookup happens on the click, from the cached fund-house list when there is one, and the
 * visitor lands on the company page (the history entry replaced, so Back returns to the fund).
 */
export const Route = createFileRoute('/fund-house/$name')({
  params: {
    parse: (raw) => ({ name: parseName(raw.name) }),
    stringify: (params) => ({ name: params.name }),
  },
  loader: async ({ context: { queryClient }, params: { name } }) => {
    const houses = await queryClient.ensureQueryData(fundHouseQueries.list())
    const house = houses.find((h) => h.fund_house_name === name)
    if (!house) throw notFound()
    throw redirect({ to: '/company-details/$id/$name', params: { id: house.id, name }, replace: true })
  },
  head: () => pageHead('Fund house', 'The company page of a fund house.'),
})
